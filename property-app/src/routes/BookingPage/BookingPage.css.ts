import { style } from '@vanilla-extract/css';
import { vars } from '@venue/themes';
import { focusRingOutline } from '../../frame/focus.css.ts';

export const back = style({ margin: 0 });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
  padding: vars.space.l,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  minInlineSize: 0,
  '@media': { 'screen and (max-width: 40rem)': { padding: vars.space.m } },
});

export const sectionTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.l,
  selectors: { '&:focus-visible': focusRingOutline },
});

export const twoColumns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 20rem), 1fr))',
  gap: vars.space.l,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 10rem), 1fr))',
  gap: `${vars.space.s} ${vars.space.l}`,
  margin: 0,
  // Two columns on a phone: a one-column list of ten short facts is a long scroll.
  '@media': {
    'screen and (max-width: 40rem)': {
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      columnGap: vars.space.m,
    },
  },
});

export const flowFacts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.s} ${vars.space.xl}`,
  margin: 0,
});

export const fact = style({ display: 'flex', flexDirection: 'column', minInlineSize: 0 });

export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.s });

export const value = style({ margin: 0, overflowWrap: 'anywhere' });

export const preLine = style({ whiteSpace: 'pre-line' });

export const scroller = style({
  overflowX: 'auto',
  maxInlineSize: '100%',
  selectors: { '&:focus-visible': focusRingOutline },
});

export const table = style({ width: '100%', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' });

export const caption = style({
  textAlign: 'start',
  fontWeight: vars.fontWeight.medium,
  paddingBlockEnd: vars.space.xs,
  color: vars.color.textMuted,
});

const cell = {
  textAlign: 'start',
  verticalAlign: 'top',
  padding: `${vars.space.xs} ${vars.space.s}`,
  borderBottom: `1px solid ${vars.color.divider}`,
  '@media': { 'screen and (max-width: 40rem)': { paddingInline: vars.space.xs } },
} as const;

export const th = style({
  ...cell,
  verticalAlign: 'bottom',
  fontWeight: vars.fontWeight.medium,
  selectors: { '&[data-numeric]': { textAlign: 'end' } },
});

export const td = style({
  ...cell,
  fontWeight: vars.fontWeight.regular,
  selectors: {
    '&[data-numeric]': { textAlign: 'end', whiteSpace: 'nowrap' },
    '&[data-nowrap]': { whiteSpace: 'nowrap' },
    '&[data-kind="unitgroup"]': { fontWeight: vars.fontWeight.bold },
    '&[data-kind="service"]': { paddingInlineStart: vars.space.l },
  },
});

export const muted = style({ color: vars.color.textMuted });

/** The options chosen on a line (a diet), under its name. */
export const lineOptions = style({
  display: 'block',
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.regular,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.s });

/** "Every price at today's" and the total it makes, above the editor's buttons. */
export const reprice = style({ display: 'grid', gap: vars.space.xs });

export const announcement = style({ margin: 0, fontWeight: vars.fontWeight.medium });

export const alertSlot = style({ display: 'contents' });

export const problem = style({
  padding: vars.space.m,
  border: `1px solid ${vars.color.warning}`,
  background: vars.color.warningSurface,
  color: vars.color.warningText,
  borderRadius: vars.radius.m,
});

export const problemTitle = style({ margin: 0, fontWeight: vars.fontWeight.medium });

export const changes = style({
  margin: 0,
  marginBlockStart: vars.space.xs,
  paddingInlineStart: vars.space.l,
});

export const dialogForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.m });

export const day = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minInlineSize: 0 });

export const dayTitle = style({ margin: 0, fontSize: vars.fontSize.m, fontWeight: vars.fontWeight.medium });

export const editor = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
  minInlineSize: 0,
});

export const editorLines = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
});

export const editorLine = style({
  padding: vars.space.m,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  // A line to be removed: dashed, at full contrast (its checkbox says why).
  selectors: { '&[data-removed]': { borderStyle: 'dashed', borderColor: vars.color.textMuted } },
});

export const editorFieldset = style({
  border: 0,
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
  minInlineSize: 0,
});

export const editorItem = style({ margin: 0, padding: 0, fontWeight: vars.fontWeight.medium });

export const editorFields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))',
  gap: vars.space.m,
  alignItems: 'start',
});
