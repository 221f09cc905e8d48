import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@venue/themes';
import { focusRingOutline } from '../../frame/focus.css.ts';

/**
 * Wider than the other pages: a month of days is wide. While days are chosen it carries `data-choosing` and the
 * action bar's height as `--occupancy-bar` (measured: the bar wraps on a phone).
 */
export const page = style({ maxInlineSize: '110rem' });

/**
 * A window at least this high keeps the action bar in view while days are chosen; a lower one (320×256, a phone
 * held sideways, 400 % zoom) leaves it below the grid, reached by Tab: stuck to the bottom it would take most of
 * the window (WCAG 1.4.10).
 */
const tallEnough = 'screen and (min-height: 30rem)';

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.m,
});

export const stepper = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.s, alignItems: 'center' });

export const period = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.l,
  minInlineSize: '12rem',
});

export const hint = style({ margin: 0, color: vars.color.textMuted, maxInlineSize: '60rem' });

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/**
 * The grid scrolls inside its own box both ways, so its day headers and unit column can stay put. Its own stacking
 * context: the layers inside it (labels, the sticky column and headers) stay under the page's action bar.
 */
export const scroller = style({
  overflow: 'auto',
  isolation: 'isolate',
  maxBlockSize: '70vh',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  background: vars.color.surface,
  overscrollBehavior: 'contain',
});

/** Column widths as custom properties: the unit column, and a day (wide in a week, narrow in a month). */
export const table = style({
  vars: { '--occupancy-unit': '8rem', '--occupancy-day': '2.5rem' },
  '@media': { 'screen and (max-width: 40rem)': { vars: { '--occupancy-unit': '6rem' } } },
  borderCollapse: 'separate',
  borderSpacing: 0,
  tableLayout: 'fixed',
  fontSize: vars.fontSize.s,
  // A drag across days must not select their text.
  userSelect: 'none',
});

const stickyCorner = {
  position: 'sticky',
  insetInlineStart: 0,
  background: vars.color.surfaceRaised,
} as const;

/*
 * Layers inside the grid, bottom to top: a day cell and the name running over its days (1), the sticky unit column
 * (2: a label passes under the unit names when the days scroll sideways, WCAG 1.4.10), the sticky day headers (3),
 * the corner above the unit column (4).
 */
export const columnHeader = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: 3,
  padding: `${vars.space.xs} ${vars.space.xxs}`,
  background: vars.color.surfaceRaised,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'center',
  lineHeight: vars.lineHeight.tight,
  whiteSpace: 'nowrap',
  selectors: { '&:focus-visible': { ...focusRingOutline, outlineOffset: '-3px' } },
});

export const weekTable = style({
  vars: { '--occupancy-day': '7.5rem' },
  '@media': { 'screen and (max-width: 40rem)': { vars: { '--occupancy-day': '4.5rem' } } },
});

export const dayColumn = style({ width: 'var(--occupancy-day)' });

export const unitColumn = style({ width: 'var(--occupancy-unit)' });

export const todayHeader = style({
  background: vars.color.brand,
  color: vars.color.brandText,
});

export const unitHeader = style([
  columnHeader,
  { ...stickyCorner, zIndex: 4, textAlign: 'start', paddingInline: vars.space.s },
]);

/** A unit group's row: one cell over all columns, its name kept in view while the days scroll sideways. */
export const groupCell = style({
  padding: `${vars.space.s} 0 ${vars.space.xxs}`,
  background: vars.color.surfaceRaised,
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.bold,
  textAlign: 'start',
  borderBlockEnd: `1px solid ${vars.color.border}`,
  selectors: { '&:focus-visible': { ...focusRingOutline, outlineOffset: '-3px' } },
});

export const groupName = style({
  position: 'sticky',
  insetInlineStart: 0,
  paddingInline: vars.space.s,
});

export const unitCell = style({
  ...stickyCorner,
  zIndex: 2,
  padding: `0 ${vars.space.s}`,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'start',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  borderInlineEnd: `1px solid ${vars.color.border}`,
  borderBlockEnd: `1px solid ${vars.color.divider}`,
  selectors: { '&:focus-visible': { ...focusRingOutline, outlineOffset: '-3px' } },
});

export const dayCell = style({
  position: 'relative',
  // A day focused by Left or Home stops beside the sticky unit column, not under it (WCAG 2.4.11).
  scrollMarginInlineStart: 'var(--occupancy-unit)',
  blockSize: '2.25rem',
  padding: `0 ${vars.space.xxs}`,
  borderBlockEnd: `1px solid ${vars.color.divider}`,
  borderInlineEnd: `1px solid ${vars.color.divider}`,
  overflow: 'visible',
  whiteSpace: 'nowrap',
  cursor: 'cell',
  outline: 'none',
  selectors: {
    '&:focus-visible': { ...focusRingOutline, outlineOffset: '-3px', zIndex: 1 },
    '&[data-chosen]': { boxShadow: `inset 0 0 0 3px ${vars.color.brand}` },
  },
});

/** What holds a unit, told by colour, by a sign and (for blocks) by stripes, never by colour alone. */
export const holder = styleVariants({
  free: {},
  request: {
    background: vars.color.surfaceMuted,
    color: vars.color.text,
    borderBlock: `1px dashed ${vars.color.textMuted}`,
  },
  offered: { background: vars.color.warningSurface, color: vars.color.warningText },
  optional: { background: vars.color.infoSurface, color: vars.color.infoText },
  booked: { background: vars.color.successSurface, color: vars.color.successText, cursor: 'pointer' },
  block: {
    backgroundColor: vars.color.availability.blockedSurface,
    backgroundImage: `repeating-linear-gradient(135deg, transparent 0 7px, ${vars.color.border} 7px 9px)`,
    color: vars.color.availability.blockedText,
  },
  // docs/rules.md#group-blocks: held for a group's attendees (not sold, not out of sale): a dotted frame.
  group: {
    background: vars.color.brandSubtle,
    color: vars.color.text,
    borderBlock: `2px dotted ${vars.color.brand}`,
  },
});

/** The name on a stay's first day runs on over its other days (limited to them by an inline width). */
export const label = style({
  position: 'relative',
  zIndex: 1,
  display: 'inline-flex',
  gap: vars.space.xxs,
  alignItems: 'center',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  verticalAlign: 'middle',
  fontWeight: vars.fontWeight.medium,
});

export const sign = style({ fontWeight: vars.fontWeight.bold, flexShrink: 0 });

/** The sign in a legend swatch. */
export const swatchSign = style({ lineHeight: 1 });

// A blocked day's sign and reason sit on a plain patch of its colour: over the stripes they would also meet the
// stripes' darker colour, too close to the text for people to read (WCAG 1.4.3).
globalStyle(`${holder.block} > ${label}, ${holder.block} > ${swatchSign}`, {
  backgroundColor: vars.color.availability.blockedSurface,
  borderRadius: vars.radius.s,
  paddingInline: vars.space.xxs,
});

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.m}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.s,
});

export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const swatch = style({
  display: 'inline-grid',
  placeItems: 'center',
  inlineSize: '1.75rem',
  blockSize: '1.5rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.s,
});

/**
 * The chosen days and what can be done with them. Stuck to the window's bottom only while days are chosen: idle, it
 * sits below the grid and covers no cell (a see-through bar over the grid took the clicks meant for the cells).
 */
export const actionBar = style({
  position: 'static',
  insetBlockEnd: 0,
  zIndex: 3,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.s,
  padding: vars.space.s,
  minBlockSize: '3.5rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  background: vars.color.surfaceRaised,
  selectors: { '&[data-empty]': { borderColor: 'transparent', background: 'transparent' } },
});

globalStyle(`${page}[data-choosing] ${actionBar}`, {
  '@media': { [tallEnough]: { position: 'sticky' } },
});

// While the bar is stuck to the bottom, whatever focus moves to in the grid (a day, a unit, a row) is scrolled into
// view above the bar, not under it (WCAG 2.4.11); react-aria's and the browser's scrolling honour scroll-margin.
// A margin on the targets, not scroll-padding on the root (as the app shell does for its header).
globalStyle(`${page}[data-choosing] ${table} :is(tr, th, td)`, {
  '@media': { [tallEnough]: { scrollMarginBlockEnd: `calc(var(--occupancy-bar, 0px) + ${vars.space.s})` } },
});

export const actionText = style({ margin: 0, marginInlineEnd: 'auto', fontWeight: vars.fontWeight.medium });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.m });

export const alert = style({ margin: 0, color: vars.color.dangerText });
