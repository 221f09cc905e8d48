import { style } from '@vanilla-extract/css';
import { vars } from '@venue/themes';

export const card = style({
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: '26rem',
  margin: '0 auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.l,
  padding: vars.space.xl,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.l,
  boxShadow: vars.shadow.m,
  fontFamily: vars.font.body,
  '@media': {
    'screen and (max-width: 30rem)': { padding: vars.space.l, borderRadius: vars.radius.m },
  },
});

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  outline: 'none',
});

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.normal,
});

export const error = style({
  padding: `${vars.space.s} ${vars.space.m}`,
  borderRadius: vars.radius.s,
  border: `1px solid ${vars.color.danger}`,
  background: vars.color.dangerSurface,
  color: vars.color.dangerText,
  lineHeight: vars.lineHeight.normal,
  selectors: { '&:empty': { display: 'none' } },
});

export const footer = style({
  paddingTop: vars.space.m,
  borderTop: `1px solid ${vars.color.divider}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.s,
});
