import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@venue/themes';
import { focusRing } from '../Button/Button.css.ts';

export const group = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'stretch',
    width: 'fit-content',
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.m,
    background: vars.color.surfaceRaised,
    overflow: 'hidden',
  },
  variants: {
    focusVisible: { true: focusRing },
    invalid: { true: { borderColor: vars.color.danger, borderWidth: '2px' } },
    disabled: { true: { opacity: 0.55 } },
  },
});

export const input = recipe({
  base: {
    textAlign: 'center',
    border: 'none',
    borderInline: `1px solid ${vars.color.divider}`,
    background: 'transparent',
    color: vars.color.text,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.m,
    fontVariantNumeric: 'tabular-nums',
    outline: 'none',
  },
  variants: {
    /** count: a few digits (guests); amount: a formatted sum of money up to a million. */
    size: { count: { width: '4rem' }, amount: { width: '8.5rem' } },
  },
  defaultVariants: { size: 'count' },
});

export const stepButton = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '2.75rem',
    minHeight: '2.75rem',
    border: 'none',
    background: 'transparent',
    color: vars.color.brand,
    cursor: 'pointer',
    outline: 'none',
  },
  variants: {
    hovered: { true: { background: vars.color.surfaceMuted } },
    pressed: { true: { background: vars.color.brandSubtle } },
    focusVisible: { true: { ...focusRing, outlineOffset: '-3px' } },
    disabled: { true: { color: vars.color.textMuted, cursor: 'not-allowed', opacity: 0.6 } },
  },
});
