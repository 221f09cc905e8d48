import { createTheme } from '@vanilla-extract/css';
import type { ThemeTokens } from './tokenType.ts';
import { vars } from './vars.css.ts';

/** Turns a property's typed tokens into a theme class (call only from a `.css.ts` file). */
export const makeTheme = (tokens: ThemeTokens): string => createTheme(vars, tokens);
