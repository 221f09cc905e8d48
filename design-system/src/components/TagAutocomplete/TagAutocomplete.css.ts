import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@venue/themes';
import { focusRing } from '../Button/Button.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

/*
 * The chips come first in the DOM (and in Tab order) but are drawn between the label and the input:
 * the combobox box is display: contents so its label and input can be ordered around the chips.
 */
export const comboBox = style({ display: 'contents' });

export const label = style({ order: 1, fontSize: vars.fontSize.s, fontWeight: vars.fontWeight.bold });

export const chips = style({ order: 2 });

export const after = style({ order: 4 });

export const tagList = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const tag = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    paddingInlineStart: vars.space.s,
    borderRadius: vars.radius.full,
    border: `1px solid ${vars.color.brand}`,
    background: vars.color.brandSubtle,
    color: vars.color.text,
    fontSize: vars.fontSize.s,
    minBlockSize: '2rem',
    outline: 'none',
    cursor: 'default',
  },
  variants: {
    focusVisible: { true: focusRing },
    disabled: { true: { opacity: 0.6 } },
  },
});

export const removeButton = recipe({
  base: {
    display: 'inline-grid',
    placeItems: 'center',
    inlineSize: '2rem',
    blockSize: '2rem',
    padding: 0,
    border: 'none',
    borderRadius: vars.radius.full,
    background: 'transparent',
    color: vars.color.text,
    cursor: 'pointer',
    outline: 'none',
  },
  variants: {
    hovered: { true: { background: vars.color.surfaceMuted } },
    focusVisible: { true: focusRing },
  },
});

export const inputRow = recipe({
  base: {
    order: 3,
    display: 'flex',
    alignItems: 'center',
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.m,
    background: vars.color.surfaceRaised,
    minBlockSize: '2.75rem',
    maxInlineSize: '40ch',
  },
  variants: {
    focusWithin: { true: focusRing },
    invalid: { true: { borderColor: vars.color.danger, borderWidth: '2px' } },
  },
});

export const input = style({
  flex: 1,
  minInlineSize: 0,
  border: 'none',
  background: 'transparent',
  padding: `${vars.space.s} ${vars.space.m}`,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.m,
  color: vars.color.text,
  outline: 'none',
  '::placeholder': { color: vars.color.textMuted },
});

export const popover = style({
  minInlineSize: 'var(--trigger-width)',
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  boxShadow: vars.shadow.m,
  zIndex: vars.zIndex.popover,
  overflow: 'auto',
  maxBlockSize: '16rem',
});

export const listBox = style({ outline: 'none', padding: vars.space.xxs });

export const option = recipe({
  base: {
    padding: `${vars.space.s} ${vars.space.m}`,
    borderRadius: vars.radius.s,
    cursor: 'pointer',
    outline: 'none',
    fontFamily: vars.font.body,
    color: vars.color.text,
  },
  variants: {
    focused: { true: { background: vars.color.brand, color: vars.color.brandText } },
  },
});

export const hint = style({ margin: 0, fontSize: vars.fontSize.s, color: vars.color.textMuted });

export const error = style({
  margin: 0,
  fontSize: vars.fontSize.s,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.dangerText,
});

export const status = style({
  margin: 0,
  minBlockSize: '1.25em',
  fontSize: vars.fontSize.s,
  color: vars.color.textMuted,
});
