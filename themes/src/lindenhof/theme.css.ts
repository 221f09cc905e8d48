import { makeTheme } from '../makeTheme.ts';
import { lindenhofTokens } from './tokens.ts';

/** Class name that applies the lindenhof theme to its subtree. */
export const lindenhofTheme = makeTheme(lindenhofTokens);
