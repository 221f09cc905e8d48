import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@venue/themes';

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.s,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
});

/** One message: the booker's own at the end side, the property's at the start (as in a chat). */
const bubble = style({
  maxInlineSize: 'min(100%, 40rem)',
  padding: vars.space.s,
  borderRadius: vars.radius.m,
  border: `1px solid ${vars.color.border}`,
});
export const message = styleVariants({
  booker: [bubble, { alignSelf: 'flex-end', background: vars.color.brandSubtle }],
  staff: [bubble, { alignSelf: 'flex-start', background: vars.color.surfaceMuted }],
});

export const meta = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.s,
  rowGap: vars.space.xxs,
  fontSize: vars.fontSize.s,
  color: vars.color.textMuted,
});

export const author = style({ fontWeight: vars.fontWeight.bold, color: vars.color.text });

/** The text as written: its line breaks kept, long words wrapped. */
export const text = style({
  margin: 0,
  marginBlockStart: vars.space.xs,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
  borderBlockStart: `1px solid ${vars.color.divider}`,
  paddingBlockStart: vars.space.m,
});

export const category = style({ maxInlineSize: '20rem' });

export const error = style({ margin: 0, color: vars.color.dangerText });
