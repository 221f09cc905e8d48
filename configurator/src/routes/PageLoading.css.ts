import { style } from '@vanilla-extract/css';
import { vars } from '@venue/themes';

export const loading = style({
  minBlockSize: '12rem',
  borderRadius: vars.radius.m,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 } },
});
