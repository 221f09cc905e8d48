import { style } from '@vanilla-extract/css';
import { vars } from '@venue/themes';

export const dialog = style({
  outline: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
  padding: vars.space.l,
  fontFamily: vars.font.body,
  color: vars.color.text,
  maxHeight: 'inherit',
  boxSizing: 'border-box',
  overflow: 'auto',
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.m,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
  hyphens: 'auto',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.s,
  marginTop: vars.space.s,
});
