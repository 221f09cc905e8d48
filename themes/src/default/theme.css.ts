import { makeTheme } from '../makeTheme.ts';
import { defaultTokens } from './tokens.ts';

/** Class name that applies the default theme to its subtree. */
export const defaultTheme = makeTheme(defaultTokens);
