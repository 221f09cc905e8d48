import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@venue/themes';

const fade = keyframes({ from: { opacity: 0 } });
const rise = keyframes({ from: { opacity: 0, transform: 'translateY(1rem)' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.m,
  boxSizing: 'border-box',
  background: vars.color.overlay,
  selectors: {
    '&[data-entering]': { animation: `${fade} ${vars.duration.normal} ${vars.easing.standard}` },
    '&[data-exiting]': { animation: `${fade} ${vars.duration.fast} ${vars.easing.standard} reverse` },
  },
});

export const modal = recipe({
  base: {
    width: '100%',
    maxHeight: 'calc(100dvh - 2rem)',
    display: 'flex',
    flexDirection: 'column',
    boxSizing: 'border-box',
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    border: `1px solid ${vars.color.divider}`,
    borderRadius: vars.radius.l,
    boxShadow: vars.shadow.l,
    outline: 'none',
    overflow: 'hidden',
    selectors: {
      '&[data-entering]': { animation: `${rise} ${vars.duration.normal} ${vars.easing.standard}` },
    },
  },
  variants: {
    size: {
      normal: { maxWidth: '32rem' },
      large: { maxWidth: '64rem', height: 'calc(100dvh - 2rem)' },
    },
  },
  defaultVariants: { size: 'normal' },
});
