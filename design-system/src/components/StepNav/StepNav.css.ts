import { style } from '@vanilla-extract/css';
import { vars } from '@venue/themes';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.m });

export const backNext = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.s,
  paddingTop: vars.space.m,
  borderTop: `1px solid ${vars.color.divider}`,
});
