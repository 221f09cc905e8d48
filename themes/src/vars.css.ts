import { createGlobalThemeContract } from '@vanilla-extract/css';
import { contractShape, varName } from './contract.ts';

/**
 * The theme contract: every token a component may read, compiled to CSS custom properties.
 * A global contract (fixed `--venue-*` names instead of hashed ones) because the names are a public API:
 * a property stylesheet written by hand or served by the server sets exactly these variables.
 */
export const vars = createGlobalThemeContract(contractShape, (_value, path) => varName(path));
