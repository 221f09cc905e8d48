import { makeTheme } from '../makeTheme.ts';
import { cityloftTokens } from './tokens.ts';

/** Class name that applies the cityloft theme to its subtree. */
export const cityloftTheme = makeTheme(cityloftTokens);
