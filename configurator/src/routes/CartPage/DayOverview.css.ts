import { style } from '@vanilla-extract/css';
import { vars } from '@venue/themes';

export const days = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: vars.space.m });

export const day = style({
  display: 'grid',
  gap: vars.space.s,
  paddingBlockEnd: vars.space.m,
  borderBlockEnd: `1px solid ${vars.color.divider}`,
});

export const slot = style({
  display: 'grid',
  gap: vars.space.xs,
  paddingInlineStart: vars.space.s,
  borderInlineStart: `3px solid ${vars.color.border}`,
});

export const summary = style({ margin: 0, fontWeight: vars.fontWeight.medium });
