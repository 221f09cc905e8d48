import { style } from '@vanilla-extract/css';
import { vars } from '@venue/themes';

export const fieldset = style({
  border: 'none',
  margin: 0,
  padding: 0,
  minInlineSize: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.xs,
  fontSize: vars.fontSize.s,
  fontWeight: vars.fontWeight.bold,
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
  gap: vars.space.m,
  alignItems: 'start',
});

export const status = style({
  margin: 0,
  minBlockSize: '1.25em',
  fontSize: vars.fontSize.s,
  color: vars.color.textMuted,
});

export const description = style({ margin: 0, fontSize: vars.fontSize.s, color: vars.color.textMuted });

export const error = style({ margin: 0, fontSize: vars.fontSize.s, color: vars.color.dangerText });
