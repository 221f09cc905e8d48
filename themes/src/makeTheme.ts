import { createTheme, globalStyle } from '@vanilla-extract/css';
import { media } from './breakpoints.ts';
import type { ThemeTokens } from './tokenType.ts';
import { vars } from './vars.css.ts';

/**
 * Turns a property's typed tokens into a theme class (call only from a `.css.ts` file).
 * Put the class on `<body>`: react-aria renders modals, popovers, tooltips and toasts in portals at the end
 * of `<body>`, and they read the same custom properties.
 * Under `prefers-reduced-motion: reduce` the class sets every duration to 0 ms, so components that animate
 * only through the duration tokens stop moving without each of them asking.
 */
export const makeTheme = (tokens: ThemeTokens): string => {
  const themeClass = createTheme(vars, tokens);
  globalStyle(`.${themeClass}`, {
    fontFamily: vars.font.body,
    color: vars.color.text,
    '@media': {
      [media.reducedMotion]: {
        vars: { [vars.duration.fast]: '0ms', [vars.duration.normal]: '0ms', [vars.duration.slow]: '0ms' },
      },
    },
  });
  // The browser's own bold (700) for headings, <strong>, <b> and <th> is the theme's bold: a theme whose bold is
  // 600 then needs no fourth font file, which would be loaded, and swapped in, for the first screen's headings
  // alone (docs/performance.md). No specificity: any component's own weight wins.
  globalStyle(`:where(.${themeClass}) :where(h1, h2, h3, h4, h5, h6, b, strong, th)`, {
    fontWeight: vars.fontWeight.bold,
  });
  return themeClass;
};
