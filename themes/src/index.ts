export { defaultTheme } from './default/theme.css.ts';
export { defaultTokens } from './default/tokens.ts';
export type { ThemeTokens } from './tokenType.ts';
export { vars } from './vars.css.ts';
