// The font is a side effect the app opts into once at its entry: `import '@venue/themes/fonts.ts'`
// (the barrel stays free of side effects so importing a token or theme never drags CSS along).
export { breakpoints, media } from './breakpoints.ts';
export { cityloftTheme } from './cityloft/theme.css.ts';
export { cityloftTokens } from './cityloft/tokens.ts';
export { varName } from './contract.ts';
export { defaultTheme } from './default/theme.css.ts';
export { defaultTokens } from './default/tokens.ts';
export { lindenhofTheme } from './lindenhof/theme.css.ts';
export { lindenhofTokens } from './lindenhof/tokens.ts';
export { themeTokensToCss } from './themeTokensToCss.ts';
export type { ThemeTokens } from './tokenType.ts';
export { vars } from './vars.css.ts';
