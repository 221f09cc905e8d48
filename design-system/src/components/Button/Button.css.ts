import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@venue/themes';

/** The focus-visible outline every interactive component uses: the theme's focus ring, offset from the edge. */
export const focusRing = { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' } as const;

/** Shared by Button, IconButton and LinkButton; RAC render state arrives as boolean variants. */
export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.s,
    boxSizing: 'border-box',
    minHeight: '2.75rem',
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.m,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    textDecoration: 'none',
    borderRadius: vars.radius.m,
    padding: `${vars.space.s} ${vars.space.m}`,
    border: '1px solid transparent',
    cursor: 'pointer',
    outline: 'none',
    transitionProperty: 'background-color, border-color, color, filter',
    transitionDuration: vars.duration.fast,
    transitionTimingFunction: vars.easing.standard,
    WebkitTapHighlightColor: 'transparent',
  },
  variants: {
    variant: {
      primary: { background: vars.color.brand, color: vars.color.brandText, borderColor: vars.color.brand },
      secondary: { background: vars.color.surface, color: vars.color.text, borderColor: vars.color.border },
      quiet: { background: 'transparent', color: vars.color.text },
      danger: { background: vars.color.danger, color: vars.color.onDanger, borderColor: vars.color.danger },
    },
    shape: {
      text: {},
      icon: { padding: 0, width: '2.75rem', height: '2.75rem', borderRadius: vars.radius.full },
    },
    hovered: { true: {}, false: {} },
    focusVisible: { true: focusRing },
    pressed: { true: { filter: 'brightness(0.92)' } },
    disabled: { true: { opacity: 0.55, cursor: 'not-allowed' } },
  },
  compoundVariants: [
    { variants: { variant: 'primary', hovered: true }, style: { background: vars.color.brandHover } },
    { variants: { variant: 'secondary', hovered: true }, style: { background: vars.color.surfaceMuted } },
    { variants: { variant: 'quiet', hovered: true }, style: { background: vars.color.surfaceMuted } },
  ],
  defaultVariants: { variant: 'primary', shape: 'text' },
});

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** Keeps the label's width while a pending spinner covers it. */
// Transparent, not hidden: the label must stay the button's accessible name while pending.
export const pendingLabel = style({ opacity: 0 });
export const pendingWrap = style({ position: 'relative', display: 'inline-flex', alignItems: 'center' });
export const pendingSpinner = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  animation: `${fadeIn} ${vars.duration.normal}`,
});
