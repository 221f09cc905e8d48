import { style } from '@vanilla-extract/css';
import { vars } from '@venue/themes';

export const menu = style({ display: 'flex', flexDirection: 'column', gap: vars.space.m });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xxs,
});

export const groupLabel = style({
  margin: 0,
  marginBlockEnd: vars.space.xs,
  fontSize: vars.fontSize.s,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
});

export const day = style({ margin: 0, marginBlockEnd: vars.space.xs, fontSize: vars.fontSize.s });

/** A menu entry: a full-width quiet link button; the current page is marked by colour, weight and a bar. */
export const entry = style({
  inlineSize: '100%',
  justifyContent: 'flex-start',
  textAlign: 'start',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
  borderInlineStart: '4px solid transparent',
  selectors: {
    // Attribute selectors outrank the button recipe's single-class hover background.
    '&[data-hovered]': { background: vars.color.surfaceRaised },
    '&[data-current]': {
      background: vars.color.brandSubtle,
      borderInlineStartColor: vars.color.brand,
      fontWeight: vars.fontWeight.bold,
    },
  },
});

export const note = style({ fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.regular });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.s });

export const total = style({
  margin: 0,
  paddingBlockStart: vars.space.s,
  borderBlockStart: `1px solid ${vars.color.divider}`,
  fontWeight: vars.fontWeight.medium,
});
