import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@venue/themes';

export const root = style({ display: 'grid', gap: vars.space.m });

/** The heading takes the focus by script (after a blocked send): its ring shows where the guest is. */
export const title = style({
  justifySelf: 'start',
  borderRadius: vars.radius.s,
  outline: 'none',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 4 } },
});

export const group = style({ display: 'grid', gap: vars.space.xs });

export const groupTitle = style({ margin: 0, fontSize: vars.fontSize.m });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid' });

/** One gap: its mark, its words and the button to its fix on one line (wrapping on a narrow screen). */
export const point = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.s}`,
  paddingBlock: vars.space.xs,
  borderBlockStart: `1px solid ${vars.color.divider}`,
  selectors: { '&:first-child': { borderBlockStart: 'none' } },
});

export const pointText = style({
  flex: '1 1 14rem',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.s,
  margin: 0,
  overflowWrap: 'anywhere',
});

/** Errors and warnings differ in shape (a round mark with a cross, a triangle with a bar), not in colour alone. */
const markBase = style({
  flex: 'none',
  inlineSize: '1.25rem',
  blockSize: '1.25rem',
  marginBlockStart: '0.1em',
});
export const mark = styleVariants({
  error: [markBase, { color: vars.color.dangerText }],
  warning: [markBase, { color: vars.color.warningText }],
});

export const offer = style({
  display: 'grid',
  gap: vars.space.s,
  justifyItems: 'start',
  padding: vars.space.s,
  borderRadius: vars.radius.m,
  background: vars.color.surfaceMuted,
});

export const offerText = style({ margin: 0 });
