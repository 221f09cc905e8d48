import { style } from '@vanilla-extract/css';
import { vars } from '@venue/themes';

/** The nights: a plain group under its legend, one night a row, its rooms left and price under the date. */
export const nights = style({
  border: 'none',
  margin: 0,
  padding: 0,
  minInlineSize: 0,
  display: 'grid',
  gap: vars.space.s,
});

export const legend = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.m,
  fontWeight: vars.fontWeight.medium,
  padding: 0,
  marginBlockEnd: vars.space.xs,
});

export const section = style({ display: 'grid', gap: vars.space.m });

export const hint = style({ margin: 0, color: vars.color.textMuted });

/** A paragraph in a card, without the browser's margins (the card's own spacing is enough). */
export const flush = style({ margin: 0 });
