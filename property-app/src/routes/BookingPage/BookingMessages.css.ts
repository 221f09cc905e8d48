import { style } from '@vanilla-extract/css';
import { vars } from '@venue/themes';

export const thread = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
});

export const message = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: `${vars.space.s} ${vars.space.m}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  background: vars.color.surface,
  maxInlineSize: '48rem',
  // The staff's answers sit to the end, the booker's at the start, as in a chat; the author is also written.
  selectors: {
    '&[data-author="staff"]': {
      alignSelf: 'flex-end',
      background: vars.color.infoSurface,
      color: vars.color.infoText,
    },
  },
});

export const meta = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.m,
  fontSize: vars.fontSize.s,
});

export const author = style({ fontWeight: vars.fontWeight.bold });

/** Plain text as written: line breaks kept, long words broken. */
export const text = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const read = style({ margin: 0, fontSize: vars.fontSize.s });

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
  maxInlineSize: '48rem',
});

export const category = style({ maxInlineSize: '20rem' });

export const problem = style({
  margin: 0,
  padding: vars.space.s,
  border: `1px solid ${vars.color.danger}`,
  background: vars.color.dangerSurface,
  color: vars.color.dangerText,
  borderRadius: vars.radius.m,
});
