import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media, vars } from '@venue/themes';
import { focusRing } from '../Button/Button.css.ts';

/** Inside a table the ring is drawn inward, where the scroller's overflow cannot clip it. */
const insetRing = { ...focusRing, outlineOffset: '-3px' } as const;

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
  minWidth: 0,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const scroller = style({
  overflowX: 'auto',
  maxWidth: '100%',
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  outline: 'none',
  selectors: { '&:focus-visible': focusRing },
});

export const table = style({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: vars.fontSize.s,
  lineHeight: vars.lineHeight.normal,
  outline: 'none',
  selectors: { '&[data-focus-visible]': insetRing },
});

export const header = style({});

const cellBase = {
  boxSizing: 'border-box',
  padding: `${vars.space.s} ${vars.space.m}`,
  borderBottom: `1px solid ${vars.color.divider}`,
  whiteSpace: 'nowrap',
  verticalAlign: 'middle',
  outline: 'none',
} as const;

const align = { start: { textAlign: 'start' }, end: { textAlign: 'end' } } as const;

// The first-column row header stays in view while the rest scrolls sideways; it needs an opaque background.
const sticky = {
  true: {
    position: 'sticky',
    insetInlineStart: 0,
    zIndex: 1,
    background: 'inherit',
    boxShadow: `inset -1px 0 0 ${vars.color.divider}`,
    selectors: {
      // The sticky cell paints over its row: it draws its part of the focused row's ring itself (issue 44, 2.4.7).
      'tr[data-focus-visible] > &': {
        boxShadow: [
          `inset 0 3px 0 ${vars.color.focusRing}`,
          `inset 0 -3px 0 ${vars.color.focusRing}`,
          `inset 3px 0 0 ${vars.color.focusRing}`,
          `inset -1px 0 0 ${vars.color.divider}`,
        ].join(', '),
      },
    },
  },
} as const;

export const column = recipe({
  base: {
    ...cellBase,
    minHeight: '2.75rem',
    fontWeight: vars.fontWeight.bold,
    color: vars.color.textMuted,
    background: vars.color.surfaceMuted,
  },
  variants: {
    align,
    sortable: { true: { cursor: 'pointer', userSelect: 'none' } },
    hovered: { true: { color: vars.color.text } },
    focusVisible: { true: insetRing },
    sticky: { true: { ...sticky.true, background: vars.color.surfaceMuted } },
  },
});

export const columnLabel = recipe({
  base: { display: 'inline-flex', alignItems: 'center', gap: vars.space.xxs },
  // In an end-aligned column the arrow goes first, so the labels' ends line up with the numbers.
  variants: { align: { start: {}, end: { flexDirection: 'row-reverse' } } },
});

export const sortIcon = recipe({
  base: {
    display: 'inline-flex',
    transition: `transform ${vars.duration.fast} ${vars.easing.standard}`,
    '@media': { [media.reducedMotion]: { transition: 'none' } },
  },
  variants: {
    direction: {
      // Unsorted columns show a faint arrow so sortability is visible before the first press.
      none: { opacity: 0.35 },
      descending: {},
      ascending: { transform: 'rotate(180deg)' },
    },
  },
});

export const body = style({});

export const row = recipe({
  base: { background: vars.color.surfaceRaised, color: vars.color.text, outline: 'none' },
  variants: {
    actionable: { true: { cursor: 'pointer' } },
    hovered: { true: { background: vars.color.surfaceMuted } },
    selected: { true: { background: vars.color.brandSubtle } },
    focusVisible: { true: insetRing },
    // A row left over while the next page or order loads: muted text, which still meets the contrast minimum
    // (an opacity would not).
    stale: { true: { color: vars.color.textMuted } },
  },
});

export const cell = recipe({
  base: {
    ...cellBase,
    selectors: { 'tr:last-child > &': { borderBottom: 'none' } },
  },
  variants: {
    align,
    rowHeader: { true: { fontWeight: vars.fontWeight.medium } },
    focusVisible: { true: insetRing },
    sticky,
  },
});

export const selectionColumn = style({ ...cellBase, width: '1px', background: vars.color.surfaceMuted });
export const selectionCell = style({
  ...cellBase,
  width: '1px',
  selectors: { 'tr:last-child > &': { borderBottom: 'none' } },
});
export const checkbox = style({ display: 'flex', cursor: 'pointer' });

export const emptyState = style({
  padding: `${vars.space.xl} ${vars.space.m}`,
  textAlign: 'center',
  color: vars.color.textMuted,
  whiteSpace: 'normal',
});

export const loading = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.s });

export const pagination = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.s,
  fontSize: vars.fontSize.s,
  color: vars.color.textMuted,
});

export const pageStatus = style({ minWidth: 0 });

// The controls wrap in a narrow window (320 CSS px) instead of widening the page (WCAG 1.4.10).
export const pageControls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.s,
  marginInlineStart: 'auto',
});

export const pageNumber = style({ whiteSpace: 'nowrap', color: vars.color.text });
