import { style } from '@vanilla-extract/css';
import { vars } from '@venue/themes';

export const details = style({
  display: 'grid',
  gap: vars.space.m,
  paddingBlockStart: vars.space.s,
  borderBlockStart: `1px solid ${vars.color.divider}`,
});

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const groupLabel = style({ fontSize: vars.fontSize.s, fontWeight: vars.fontWeight.bold });

export const hint = style({ fontSize: vars.fontSize.s, color: vars.color.textMuted });

export const error = style({
  fontSize: vars.fontSize.s,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.dangerText,
});

export const time = style({ maxInlineSize: '12rem' });
