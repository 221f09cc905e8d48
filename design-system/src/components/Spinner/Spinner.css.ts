import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media, vars } from '@venue/themes';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = recipe({
  base: {
    display: 'inline-block',
    boxSizing: 'border-box',
    borderRadius: vars.radius.full,
    borderStyle: 'solid',
    borderRightColor: 'transparent',
    animation: `${spin} 0.8s linear infinite`,
    '@media': {
      // Reduced motion: a still, three-quarter ring (the accessible name still says "loading").
      [media.reducedMotion]: { animation: 'none' },
    },
  },
  variants: {
    size: {
      small: { width: '1rem', height: '1rem', borderWidth: '2px' },
      medium: { width: '1.5rem', height: '1.5rem', borderWidth: '3px' },
      large: { width: '2.5rem', height: '2.5rem', borderWidth: '4px' },
    },
    tone: {
      brand: {
        borderTopColor: vars.color.brand,
        borderBottomColor: vars.color.brand,
        borderLeftColor: vars.color.brand,
      },
      inherit: {
        borderTopColor: 'currentColor',
        borderBottomColor: 'currentColor',
        borderLeftColor: 'currentColor',
      },
    },
  },
  defaultVariants: { size: 'medium', tone: 'brand' },
});

export const wrapper = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.s });
