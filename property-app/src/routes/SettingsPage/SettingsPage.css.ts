import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@venue/themes';
import { focusRingOutline } from '../../frame/focus.css.ts';

/** The groups as links at the top: a long page is crossed in one step. */
export const groupNav = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.s,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const groupLink = style({
  display: 'inline-block',
  padding: `${vars.space.xs} ${vars.space.s}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: vars.fontSize.s,
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&:focus-visible': focusRingOutline,
  },
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, minInlineSize: 0 });

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
  minInlineSize: 0,
  // Clear of the app's sticky header when a group link scrolls here.
  scrollMarginBlockStart: '5rem',
});

export const groupTitle = style({ margin: 0, fontSize: vars.fontSize.l, fontWeight: vars.fontWeight.medium });

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 24rem), 1fr))',
  gap: vars.space.m,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** One setting: its control, then its type, default and key. */
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
  padding: vars.space.m,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  minInlineSize: 0,
});

export const changedCard = style({ borderColor: vars.color.brand, borderWidth: 2 });

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.s}`,
  margin: 0,
  fontSize: vars.fontSize.s,
  color: vars.color.textMuted,
});

/** A dot between the facts of the meta line. */
globalStyle(`${meta} > * + *::before`, {
  content: '"·"',
  marginInlineEnd: vars.space.s,
  color: vars.color.textMuted,
});

export const key = style({ fontFamily: vars.font.mono, overflowWrap: 'anywhere' });

export const state = style({ fontWeight: vars.fontWeight.medium, color: vars.color.text });

export const cardActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.s });

/** Several boxes of one setting (weekdays, providers, methods) under one legend. */
export const choiceSet = style({
  border: 0,
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minInlineSize: 0,
});

export const choiceLegend = style({
  padding: 0,
  fontSize: vars.fontSize.s,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const choiceBoxes = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.m}`,
});

export const hint = style({ margin: 0, fontSize: vars.fontSize.s, color: vars.color.textMuted });

export const error = style({
  margin: 0,
  fontSize: vars.fontSize.s,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.dangerText,
});

/** Save and discard stay in reach at the bottom of the window while the page scrolls. */
export const saveBar = style({
  position: 'sticky',
  insetBlockEnd: 0,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.s,
  padding: vars.space.m,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  boxShadow: vars.shadow.m,
  '@media': { 'screen and (max-width: 40rem)': { padding: vars.space.s, gap: vars.space.xs } },
});

export const saveBarText = style({ margin: 0, marginInlineEnd: 'auto', fontWeight: vars.fontWeight.medium });

export const news = style({ margin: 0, fontWeight: vars.fontWeight.medium, minBlockSize: '1.5em' });

export const problems = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.s,
  color: vars.color.dangerText,
});

export const problemText = style({ margin: 0 });
