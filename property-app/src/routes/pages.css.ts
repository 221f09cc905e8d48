import { style } from '@vanilla-extract/css';
import { vars } from '@venue/themes';

export const page = style({
  maxInlineSize: '72rem',
  marginInline: 'auto',
  padding: vars.space.l,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.l,
  color: vars.color.text,
  fontFamily: vars.font.body,
  '@media': { 'screen and (max-width: 40rem)': { padding: vars.space.m } },
});

export const title = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.tight,
  margin: 0,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 4 } },
});

export const lead = style({ margin: 0, color: vars.color.textMuted });

export const centered = style({
  display: 'grid',
  placeItems: 'center',
  minBlockSize: '60vh',
});
