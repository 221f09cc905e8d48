import { createVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media, vars } from '@venue/themes';
import { focusRing } from '../Button/Button.css.ts';

/** The picture area's height, set at run time by the resize handle. */
export const heightVar = createVar();

export const root = recipe({
  base: {
    position: 'relative',
    blockSize: heightVar,
    display: 'flex',
    flexDirection: 'column',
    fontFamily: vars.font.body,
    background: vars.color.surfaceMuted,
    color: vars.color.text,
  },
  variants: {
    fullscreen: {
      true: { position: 'fixed', inset: 0, blockSize: '100%', zIndex: vars.zIndex.modal },
    },
  },
});

export const viewport = style({ position: 'relative', overflow: 'hidden', flex: 1, minBlockSize: 0 });

export const track = style({ display: 'flex', blockSize: '100%', touchAction: 'pan-y pinch-zoom' });

export const slide = style({ flex: '0 0 100%', minInlineSize: 0, blockSize: '100%', position: 'relative' });

export const image = style({ display: 'block', inlineSize: '100%', blockSize: '100%', objectFit: 'cover' });

export const caption = style({
  position: 'absolute',
  insetInlineStart: vars.space.xxl,
  insetBlockEnd: vars.space.xxl,
  maxInlineSize: 'min(40rem, 70%)',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  padding: `${vars.space.s} ${vars.space.m}`,
  borderRadius: vars.radius.m,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
});

export const captionText = style({
  margin: 0,
  fontSize: vars.fontSize.m,
  fontWeight: vars.fontWeight.medium,
});

export const action = recipe({
  base: {
    minBlockSize: '2.75rem',
    paddingInline: vars.space.m,
    border: 'none',
    borderRadius: vars.radius.m,
    background: vars.color.brand,
    color: vars.color.brandText,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.m,
    cursor: 'pointer',
    outline: 'none',
  },
  variants: {
    hovered: { true: { background: vars.color.brandHover } },
    focusVisible: { true: focusRing },
  },
});

/** Round buttons on the picture; a solid surface keeps them readable on any image. */
export const control = recipe({
  base: {
    display: 'inline-grid',
    placeItems: 'center',
    inlineSize: '2.75rem',
    blockSize: '2.75rem',
    padding: 0,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.full,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    boxShadow: vars.shadow.s,
    cursor: 'pointer',
    outline: 'none',
  },
  variants: {
    hovered: { true: { background: vars.color.surfaceMuted } },
    focusVisible: { true: focusRing },
    selected: {
      true: { background: vars.color.brand, color: vars.color.brandText, borderColor: vars.color.brand },
    },
  },
});

/**
 * The autoplay toggle before it is known whether the user prefers reduced motion (server rendering, hydration):
 * hidden, and so out of the accessibility tree and the Tab order, by the same media query the script asks later.
 */
export const motionOnly = style({ '@media': { [media.reducedMotion]: { display: 'none' } } });

export const prev = style({
  position: 'absolute',
  insetInlineStart: vars.space.s,
  insetBlockStart: '50%',
  transform: 'translateY(-50%)',
});

export const next = style({
  position: 'absolute',
  insetInlineEnd: vars.space.s,
  insetBlockStart: '50%',
  transform: 'translateY(-50%)',
});

export const toolbar = style({
  position: 'absolute',
  insetBlockStart: vars.space.s,
  insetInlineEnd: vars.space.s,
  display: 'flex',
  gap: vars.space.xs,
});

export const dots = style({
  position: 'absolute',
  insetBlockEnd: vars.space.s,
  insetInlineStart: '50%',
  transform: 'translateX(-50%)',
  display: 'flex',
  gap: vars.space.xxs,
  padding: vars.space.xxs,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceRaised,
});

export const dot = recipe({
  base: {
    display: 'inline-grid',
    placeItems: 'center',
    inlineSize: '1.5rem',
    blockSize: '1.5rem',
    padding: 0,
    border: 'none',
    borderRadius: vars.radius.full,
    background: 'transparent',
    cursor: 'pointer',
    outline: 'none',
    '::before': {
      content: '""',
      inlineSize: '0.625rem',
      blockSize: '0.625rem',
      borderRadius: vars.radius.full,
      border: `2px solid ${vars.color.text}`,
      boxSizing: 'border-box',
    },
  },
  variants: {
    selected: {
      true: { '::before': { background: vars.color.text, inlineSize: '0.875rem', blockSize: '0.875rem' } },
    },
    focusVisible: { true: focusRing },
  },
});

/** The drag handle under the picture; only shown where the layout allows resizing. */
export const separator = recipe({
  base: {
    display: 'none',
    blockSize: '0.75rem',
    cursor: 'row-resize',
    background: vars.color.surfaceRaised,
    borderBlockStart: `1px solid ${vars.color.border}`,
    outline: 'none',
    touchAction: 'none',
    '::after': {
      content: '""',
      display: 'block',
      margin: '0.25rem auto',
      inlineSize: '3rem',
      blockSize: '0.25rem',
      borderRadius: vars.radius.full,
      background: vars.color.textMuted,
    },
    '@media': { [media.heroDrag]: { display: 'block' } },
  },
  variants: { focusVisible: { true: focusRing } },
});

export const empty = style({
  display: 'grid',
  placeItems: 'center',
  blockSize: '100%',
  color: vars.color.textMuted,
});
