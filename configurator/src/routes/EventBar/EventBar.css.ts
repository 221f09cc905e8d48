import { style } from '@vanilla-extract/css';
import { vars } from '@venue/themes';

const base = style({
  display: 'grid',
  gap: vars.space.m,
  padding: vars.space.m,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
});

export const horizontal = style([
  base,
  {
    gridTemplateColumns: 'minmax(0, auto) minmax(0, 1fr)',
    '@media': { '(max-width: 760px)': { gridTemplateColumns: '1fr' } },
  },
]);
export const vertical = style([base, { gridTemplateColumns: '1fr' }]);

export const title = style({
  gridColumn: '1 / -1',
  margin: 0,
  fontSize: vars.fontSize.l,
  fontFamily: vars.font.heading,
});
export const calendar = style({ minInlineSize: 0 });

const pending = style({ display: 'grid', placeItems: 'center' });
/** The calendar's space while its code loads (about one month grid), so nothing below it jumps. */
export const calendarPending = style([pending, { minBlockSize: '20rem' }]);
/** A field's space (label and input) while its code loads. */
export const fieldPending = style([pending, { minBlockSize: '4.5rem' }]);
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
