import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@venue/themes';
import { focusRing } from '../Button/Button.css.ts';

export const trigger = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.s,
    boxSizing: 'border-box',
    minHeight: '2.75rem',
    width: '100%',
    padding: `${vars.space.s} ${vars.space.m}`,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.m,
    color: vars.color.text,
    background: vars.color.surfaceRaised,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.m,
    cursor: 'pointer',
    outline: 'none',
    textAlign: 'start',
  },
  variants: {
    focusVisible: { true: focusRing },
    invalid: { true: { borderColor: vars.color.danger, borderWidth: '2px' } },
    disabled: { true: { opacity: 0.55, cursor: 'not-allowed' } },
  },
});

export const value = style({
  selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
});

export const popover = style({
  minWidth: 'var(--trigger-width)',
  boxSizing: 'border-box',
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  boxShadow: vars.shadow.m,
  overflow: 'auto',
  zIndex: vars.zIndex.popover,
});

export const listBox = style({ outline: 'none', padding: vars.space.xs, fontFamily: vars.font.body });

export const option = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.s,
    padding: `${vars.space.s} ${vars.space.m}`,
    borderRadius: vars.radius.s,
    color: vars.color.text,
    cursor: 'pointer',
    outline: 'none',
  },
  variants: {
    focused: { true: { background: vars.color.brandSubtle } },
    focusVisible: { true: { ...focusRing, outlineOffset: '-3px' } },
    selected: { true: { fontWeight: vars.fontWeight.bold } },
    disabled: { true: { color: vars.color.textMuted, cursor: 'not-allowed' } },
  },
});
