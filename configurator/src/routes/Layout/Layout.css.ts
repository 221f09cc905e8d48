import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@venue/themes';

globalStyle('body', {
  margin: 0,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  lineHeight: vars.lineHeight.normal,
});

export const shell = style({ minBlockSize: '100vh', display: 'flex', flexDirection: 'column' });

export const header = style({
  display: 'flex',
  alignItems: 'end',
  justifyContent: 'space-between',
  gap: vars.space.m,
  padding: `${vars.space.s} ${vars.space.m}`,
  borderBlockEnd: `1px solid ${vars.color.divider}`,
  background: vars.color.surfaceRaised,
});

export const brand = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.l,
  color: vars.color.brand,
});

export const language = style({ minInlineSize: '9rem' });

export const main = style({
  flex: 1,
  inlineSize: '100%',
  maxInlineSize: '76rem',
  marginInline: 'auto',
  padding: vars.space.m,
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
});
