import { createThemeContract } from '@vanilla-extract/css';

/** The theme contract: every token a component may read, compiled to CSS custom properties. */
export const vars = createThemeContract({
  color: {
    brand: 'color-brand',
    brandText: 'color-brand-text',
    surface: 'color-surface',
    text: 'color-text',
    border: 'color-border',
    focusRing: 'color-focus-ring',
  },
  font: { body: 'font-body' },
  space: { s: 'space-s', m: 'space-m' },
  radius: { m: 'radius-m' },
});
