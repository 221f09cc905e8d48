import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@venue/themes';

export const calendar = style({
  display: 'inline-flex',
  flexDirection: 'column',
  gap: vars.space.s,
  fontFamily: vars.font.body,
  color: vars.color.text,
  maxWidth: '100%',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.s,
});

export const heading = style({
  margin: 0,
  flex: 1,
  textAlign: 'center',
  fontSize: vars.fontSize.m,
  fontWeight: vars.fontWeight.bold,
});

/** Previous/next month buttons; RAC render state arrives as variants. */
export const navButton = recipe({
  base: {
    inlineSize: '2.75rem',
    blockSize: '2.75rem',
    display: 'inline-grid',
    placeItems: 'center',
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.m,
    background: vars.color.surface,
    color: vars.color.text,
    fontSize: vars.fontSize.l,
    cursor: 'pointer',
    outline: 'none',
  },
  variants: {
    focusVisible: { true: { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
    hovered: { true: { background: vars.color.surfaceMuted } },
    disabled: { true: { opacity: 0.5, cursor: 'not-allowed' } },
  },
});

export const months = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.l });

export const month = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const grid = style({
  borderCollapse: 'separate',
  borderSpacing: '0 2px',
  selectors: { '&[aria-busy="true"]': { opacity: 0.6 } },
});

export const headerCell = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  paddingBlock: vars.space.xs,
});

/** One day. Availability is shown by colour AND by a mark (dot for short, strike-through for blocked). */
export const cell = recipe({
  base: {
    position: 'relative',
    // 2.75rem, narrower only where seven of them and the event bar's padding would not fit the window
    // (WCAG 1.4.10 at 320 px: about 39 px, still above the 24 px target size).
    inlineSize: 'min(2.75rem, calc((100vw - 3rem) / 7))',
    minBlockSize: '2.75rem',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    borderRadius: vars.radius.s,
    fontSize: vars.fontSize.s,
    lineHeight: vars.lineHeight.tight,
    cursor: 'pointer',
    outline: 'none',
    fontVariantNumeric: 'tabular-nums',
    transition: `background ${vars.duration.fast} ${vars.easing.standard}`,
  },
  variants: {
    availability: {
      free: {},
      short: { background: vars.color.availability.shortSurface, color: vars.color.availability.shortText },
      blocked: {
        background: vars.color.availability.blockedSurface,
        color: vars.color.availability.blockedText,
        textDecoration: 'line-through',
      },
    },
    outsideMonth: { true: { visibility: 'hidden' } },
    hovered: { true: { background: vars.color.surfaceMuted } },
    selected: { true: { background: vars.color.brandSubtle, color: vars.color.text, borderRadius: 0 } },
    edge: { true: { background: vars.color.brand, color: vars.color.brandText } },
    selectionStart: { true: { borderStartStartRadius: vars.radius.m, borderEndStartRadius: vars.radius.m } },
    selectionEnd: { true: { borderStartEndRadius: vars.radius.m, borderEndEndRadius: vars.radius.m } },
    unavailable: { true: { cursor: 'not-allowed' } },
    disabled: { true: { color: vars.color.textMuted, cursor: 'default', opacity: 0.55 } },
    noArrival: { true: { color: vars.color.textMuted } },
    today: { true: { fontWeight: vars.fontWeight.bold } },
    focusVisible: { true: { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '1px', zIndex: 1 } },
  },
  // Days out of reach while picking (beyond the maximum nights) look muted; blocked days keep their look.
  compoundVariants: [
    { variants: { availability: 'free', unavailable: true }, style: { color: vars.color.textMuted } },
  ],
});

export const dayNumber = style({});

/** The day's lowest price under its number: one line that keeps its height while empty (no layout shift). */
export const price = style({
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.tight,
  minBlockSize: '1lh',
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  '::after': { content: 'attr(data-price)' },
});

/** The dot that marks short availability without relying on colour. */
export const shortMark = style({
  position: 'absolute',
  insetBlockStart: '3px',
  insetInlineEnd: '4px',
  inlineSize: '6px',
  blockSize: '6px',
  borderRadius: vars.radius.full,
  background: 'currentColor',
});

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontSize: vars.fontSize.s,
  // As wide as the month grid, never wider: the legend and the hints wrap instead of widening the calendar, so
  // its width does not depend on the language (a layout can keep its space before the calendar's code arrives).
  inlineSize: 0,
  minInlineSize: '100%',
});

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.m,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: vars.color.textMuted,
});

export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const legendSwatch = recipe({
  base: {
    position: 'relative',
    display: 'inline-grid',
    placeItems: 'center',
    inlineSize: '1.5rem',
    blockSize: '1.5rem',
    borderRadius: vars.radius.s,
    fontSize: vars.fontSize.xs,
  },
  variants: {
    availability: {
      free: { border: `1px solid ${vars.color.border}` },
      short: { background: vars.color.availability.shortSurface, color: vars.color.availability.shortText },
      blocked: {
        background: vars.color.availability.blockedSurface,
        color: vars.color.availability.blockedText,
        textDecoration: 'line-through',
      },
    },
  },
});

export const status = style({ minBlockSize: '1.25em', margin: 0 });

export const problem = style({ color: vars.color.dangerText, fontWeight: vars.fontWeight.medium });

/** The error message's element while the dates are fine: there (react-aria looks for it), taking no space. */
export const noProblem = style({ display: 'none' });

/** The wrapper that takes Escape while a range is started: no box of its own. */
export const keys = style({ display: 'contents' });
