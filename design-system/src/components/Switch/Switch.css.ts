import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@venue/themes';
import { focusRing } from '../Button/Button.css.ts';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.s,
  minHeight: '2.75rem',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.m,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 } },
});

export const track = recipe({
  base: {
    flex: 'none',
    position: 'relative',
    width: '2.75rem',
    height: '1.5rem',
    boxSizing: 'border-box',
    borderRadius: vars.radius.full,
    border: `2px solid ${vars.color.border}`,
    background: vars.color.surfaceMuted,
    transition: `background-color ${vars.duration.fast} ${vars.easing.standard}`,
  },
  variants: {
    selected: { true: { background: vars.color.brand, borderColor: vars.color.brand } },
    focusVisible: { true: focusRing },
  },
});

export const knob = recipe({
  base: {
    position: 'absolute',
    top: '0.125rem',
    left: '0.125rem',
    width: '1rem',
    height: '1rem',
    borderRadius: vars.radius.full,
    background: vars.color.border,
    transition: `transform ${vars.duration.fast} ${vars.easing.standard}`,
  },
  variants: {
    selected: { true: { transform: 'translateX(1.25rem)', background: vars.color.brandText } },
  },
});
