import { style } from '@vanilla-extract/css';
import { vars } from '@venue/themes';

/** The bar's box: its header (heading, and on step pages the summary and its button) above its fields. */
export const bar = style({
  display: 'grid',
  gap: vars.space.m,
  padding: vars.space.m,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
});

const body = style({ display: 'grid', gap: vars.space.m, selectors: { '&[hidden]': { display: 'none' } } });

export const horizontal = style([
  body,
  {
    gridTemplateColumns: 'minmax(0, auto) minmax(0, 1fr)',
    '@media': { '(max-width: 760px)': { gridTemplateColumns: '1fr' } },
  },
]);
export const vertical = style([body, { gridTemplateColumns: '1fr' }]);

/** Heading, summary line and the change button in one row; they wrap on a narrow screen. */
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.m,
  rowGap: vars.space.s,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.l,
  fontFamily: vars.font.heading,
});

/** The collapsed bar's one line: dates, people and time slice. */
export const summary = style({
  flex: '1 1 16rem',
  margin: 0,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
});

/** The change/done button sits at the end of the header row. */
export const toggle = style({ marginInlineStart: 'auto' });
export const calendar = style({ minInlineSize: 0 });

const pending = style({ display: 'grid', placeItems: 'center' });
/** The calendar's space while its code loads (about one month grid), so nothing below it jumps. */
export const calendarPending = style([
  pending,
  // As wide as a month grid (seven day cells: RangeCalendar.css.ts), so the fields beside it keep their width.
  { minBlockSize: '20rem', inlineSize: 'calc(7 * min(2.75rem, (100vw - 3rem) / 7))', maxInlineSize: '100%' },
]);
/** A field's space (label and input) while its code loads. */
export const fieldPending = style([pending, { minBlockSize: '4.5rem' }]);
/** The layout switch's space (one line with its track) while its code loads. */
export const switchPending = style([pending, { minBlockSize: '2.75rem' }]);
/** The tag field's space: its skeleton (label, input box and a hint of two or three lines) sets the height. */
export const tagsPending = style({});
export const fields = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
  alignItems: 'stretch',
});

/** Why the start button is disabled, right under it. */
export const startReason = style({
  margin: 0,
  fontSize: vars.fontSize.s,
  color: vars.color.textMuted,
});

/** A code field as wide as the other text fields of the bar (a code is short). */
export const codeField = style({ maxInlineSize: '25rem' });
