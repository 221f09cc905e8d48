import { style } from '@vanilla-extract/css';
import { vars } from '@venue/themes';

export const popover = style({
  boxSizing: 'border-box',
  maxWidth: 'min(24rem, calc(100vw - 1rem))',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  boxShadow: vars.shadow.m,
  fontFamily: vars.font.body,
  zIndex: vars.zIndex.popover,
  outline: 'none',
  transition: `opacity ${vars.duration.fast} ${vars.easing.standard}`,
  selectors: { '&[data-entering], &[data-exiting]': { opacity: 0 } },
});

export const arrow = style({
  display: 'block',
  fill: vars.color.surfaceRaised,
  stroke: vars.color.border,
  strokeWidth: 1,
  selectors: {
    '[data-placement=bottom] &': { transform: 'rotate(180deg)' },
    '[data-placement=left] &': { transform: 'rotate(-90deg)' },
    '[data-placement=right] &': { transform: 'rotate(90deg)' },
  },
});
