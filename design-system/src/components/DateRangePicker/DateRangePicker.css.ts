import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@venue/themes';

export const root = style({
  display: 'inline-flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontFamily: vars.font.body,
  color: vars.color.text,
  maxWidth: '100%',
});

export const label = style({ fontSize: vars.fontSize.s, fontWeight: vars.fontWeight.medium });

/** The input row; RAC's group state arrives as variants. */
export const field = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: vars.space.xs,
    paddingInlineStart: vars.space.s,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.m,
    background: vars.color.surface,
    minBlockSize: '2.75rem',
  },
  variants: {
    focusWithin: { true: { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
    invalid: { true: { borderColor: vars.color.danger, borderWidth: '2px' } },
    disabled: { true: { opacity: 0.6 } },
  },
});

export const input = style({
  display: 'inline-flex',
  alignItems: 'center',
  fontVariantNumeric: 'tabular-nums',
});

export const segment = recipe({
  base: {
    paddingInline: '1px',
    borderRadius: vars.radius.s,
    outline: 'none',
    caretColor: 'transparent',
  },
  variants: {
    placeholder: { true: { color: vars.color.textMuted } },
    literal: { true: { color: vars.color.textMuted } },
    focused: { true: { background: vars.color.brand, color: vars.color.brandText } },
  },
});

export const dash = style({ color: vars.color.textMuted, paddingInline: vars.space.xxs });

export const trigger = recipe({
  base: {
    marginInlineStart: 'auto',
    display: 'inline-grid',
    placeItems: 'center',
    inlineSize: '2.75rem',
    blockSize: '2.75rem',
    border: 'none',
    borderInlineStart: `1px solid ${vars.color.divider}`,
    borderStartEndRadius: vars.radius.m,
    borderEndEndRadius: vars.radius.m,
    background: 'transparent',
    color: vars.color.text,
    cursor: 'pointer',
    outline: 'none',
  },
  variants: {
    focusVisible: { true: { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '-3px' } },
    hovered: { true: { background: vars.color.surfaceMuted } },
  },
});

export const description = style({ fontSize: vars.fontSize.s, color: vars.color.textMuted });

export const error = style({ fontSize: vars.fontSize.s, color: vars.color.dangerText });

export const popover = style({
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.l,
  boxShadow: vars.shadow.l,
  padding: vars.space.m,
  zIndex: vars.zIndex.popover,
  maxInlineSize: 'calc(100vw - 1rem)',
  overflow: 'auto',
});

export const dialog = style({ outline: 'none' });
