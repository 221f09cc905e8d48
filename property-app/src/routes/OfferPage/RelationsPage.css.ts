import { style } from '@vanilla-extract/css';
import { vars } from '@venue/themes';

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
  minInlineSize: 0,
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.l,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 4 } },
});

/** The draft's pickers: side by side on a wide screen, one under the other on a phone. */
export const pickers = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
  gap: vars.space.m,
  alignItems: 'start',
});

export const typeOption = style({ display: 'flex', flexDirection: 'column' });

export const typeHint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.s });

export const preview = style({
  margin: 0,
  padding: vars.space.m,
  borderRadius: vars.radius.s,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const previewTitle = style({ margin: 0, fontSize: vars.fontSize.m });

export const previewList = style({ margin: 0, paddingInlineStart: vars.space.l });

export const sectionHeader = style({
  padding: `${vars.space.xs} ${vars.space.s}`,
  fontSize: vars.fontSize.s,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
});

export const rules = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  borderBlockStart: `1px solid ${vars.color.border}`,
});

/** A rule in words with its delete button: side by side, the button under the words on a phone. */
export const rule = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.s,
  alignItems: 'center',
  justifyContent: 'space-between',
  paddingBlock: vars.space.s,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});
