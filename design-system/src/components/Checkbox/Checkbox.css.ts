import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@venue/themes';
import { focusRing } from '../Button/Button.css.ts';

export const root = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.s,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.m,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  cursor: 'pointer',
  minHeight: '2.75rem',
  paddingBlock: vars.space.xs,
  boxSizing: 'border-box',
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 } },
});

export const box = recipe({
  base: {
    flex: 'none',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '1.375rem',
    height: '1.375rem',
    marginTop: '0.0625rem',
    boxSizing: 'border-box',
    border: `2px solid ${vars.color.border}`,
    borderRadius: vars.radius.s,
    background: vars.color.surfaceRaised,
    color: vars.color.brandText,
    transition: `background-color ${vars.duration.fast} ${vars.easing.standard}`,
  },
  variants: {
    selected: { true: { background: vars.color.brand, borderColor: vars.color.brand } },
    focusVisible: { true: focusRing },
    invalid: { true: { borderColor: vars.color.danger } },
  },
});
