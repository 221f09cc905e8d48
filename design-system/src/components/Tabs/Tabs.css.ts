import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@venue/themes';
import { focusRing } from '../Button/Button.css.ts';

export const tabs = recipe({
  base: { display: 'flex', gap: vars.space.m, fontFamily: vars.font.body, color: vars.color.text },
  variants: {
    orientation: { horizontal: { flexDirection: 'column' }, vertical: { flexDirection: 'row' } },
  },
});

export const tabList = recipe({
  base: { display: 'flex', gap: vars.space.xxs },
  variants: {
    orientation: {
      horizontal: {
        flexDirection: 'row',
        overflowX: 'auto',
        borderBottom: `1px solid ${vars.color.divider}`,
      },
      vertical: { flexDirection: 'column', borderInlineEnd: `1px solid ${vars.color.divider}`, flex: 'none' },
    },
  },
});

export const tab = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'center',
    gap: vars.space.xxs,
    minHeight: '2.75rem',
    padding: `${vars.space.s} ${vars.space.m}`,
    color: vars.color.textMuted,
    fontSize: vars.fontSize.m,
    fontWeight: vars.fontWeight.medium,
    cursor: 'pointer',
    outline: 'none',
    whiteSpace: 'nowrap',
    borderRadius: `${vars.radius.s} ${vars.radius.s} 0 0`,
    position: 'relative',
    transition: `color ${vars.duration.fast} ${vars.easing.standard}`,
    '::after': {
      content: '""',
      position: 'absolute',
      background: 'transparent',
      borderRadius: vars.radius.full,
      insetInline: vars.space.s,
      bottom: '-1px',
      height: '3px',
    },
    selectors: {
      // The selection bar moves to the inline end when the tab list is vertical.
      '[data-orientation="vertical"] &::after': {
        insetInline: 'auto -1px',
        insetBlock: vars.space.xs,
        bottom: 'auto',
        height: 'auto',
        width: '3px',
      },
    },
  },
  variants: {
    selected: { true: { color: vars.color.text, '::after': { background: vars.color.brand } } },
    hovered: { true: { color: vars.color.text, background: vars.color.surfaceMuted } },
    focusVisible: { true: { ...focusRing, outlineOffset: '-3px' } },
    // Dimmed like every disabled control (exempt from contrast rules); the note says when it opens.
    disabled: {
      true: {
        cursor: 'not-allowed',
        color: vars.color.textMuted,
        background: 'transparent',
        opacity: 0.8,
        fontWeight: vars.fontWeight.regular,
      },
    },
  },
});

export const tabNote = style({ fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.regular });

export const tabPanel = style({
  flex: 1,
  minWidth: 0,
  outline: 'none',
  borderRadius: vars.radius.s,
  selectors: { '&[data-focus-visible]': focusRing },
});
