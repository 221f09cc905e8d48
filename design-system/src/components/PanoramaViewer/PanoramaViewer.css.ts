import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@venue/themes';
import { focusRing } from '../Button/Button.css.ts';

export const root = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const stage = style({
  position: 'relative',
  inlineSize: '100%',
  aspectRatio: '16 / 9',
  maxBlockSize: '80vh',
  overflow: 'hidden',
  borderRadius: vars.radius.m,
  background: vars.color.surfaceMuted,
  outline: 'none',
  selectors: { '&:focus-visible': focusRing },
});

export const still = style({ display: 'block', inlineSize: '100%', blockSize: '100%', objectFit: 'cover' });

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  selectors: { '&[data-placeholder]': { visibility: 'hidden' } },
});

export const control = recipe({
  base: {
    boxSizing: 'border-box',
    display: 'inline-grid',
    placeItems: 'center',
    minInlineSize: '2.75rem',
    blockSize: '2.75rem',
    paddingInline: vars.space.s,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.m,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.l,
    cursor: 'pointer',
    outline: 'none',
  },
  variants: {
    hovered: { true: { background: vars.color.surfaceMuted } },
    focusVisible: { true: focusRing },
  },
});

export const hint = style({ margin: 0, fontSize: vars.fontSize.s, color: vars.color.textMuted });

/**
 * The hint's texts in one cell, one shown: the hint is as tall as its longest text in every state, so the page
 * below does not move when the viewer finishes loading (a focused link there would be pushed out of view).
 */
export const hintStack = style({ display: 'grid' });
export const hintText = recipe({
  base: { gridArea: '1 / 1' },
  variants: { shown: { true: {}, false: { visibility: 'hidden' } } },
});
