import { style } from '@vanilla-extract/css';
import { vars } from '@venue/themes';

/** The reopened booking's facts: label above value, as many side by side as fit. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
  gap: vars.space.m,
  margin: 0,
});

/** Label above value, both at the top however tall a neighbour's value (a rate's terms) makes the row. */
export const fact = style({ display: 'grid', gap: vars.space.xxs, alignContent: 'start' });

export const label = style({ color: vars.color.textMuted, fontSize: vars.fontSize.s });

export const value = style({ margin: 0, fontWeight: vars.fontWeight.medium });
