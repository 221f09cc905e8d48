import { keyframes } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media, vars } from '@venue/themes';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } });

export const skeleton = recipe({
  base: {
    display: 'block',
    background: vars.color.surfaceMuted,
    border: `1px solid ${vars.color.divider}`,
    boxSizing: 'border-box',
    animation: `${pulse} 1.6s ease-in-out infinite`,
    '@media': { [media.reducedMotion]: { animation: 'none' } },
  },
  variants: {
    shape: {
      text: { height: '1em', borderRadius: vars.radius.s, marginBlock: vars.space.xs },
      rect: { borderRadius: vars.radius.m },
      circle: { borderRadius: vars.radius.full },
    },
  },
  defaultVariants: { shape: 'text' },
});
