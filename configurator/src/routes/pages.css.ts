import { style } from '@vanilla-extract/css';
import { vars } from '@venue/themes';

export const page = style({
  maxInlineSize: '72rem',
  marginInline: 'auto',
  padding: vars.space.m,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

/** The properties page's own header (no property frame yet): the language picker at the end. */
export const standaloneHeader = style({
  maxInlineSize: '72rem',
  marginInline: 'auto',
  paddingInline: vars.space.m,
  paddingBlockStart: vars.space.s,
  display: 'flex',
  justifyContent: 'flex-end',
});

export const title = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  margin: 0,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 4 } },
});
export const subtitle = style({ fontFamily: vars.font.heading, fontSize: vars.fontSize.l, margin: 0 });

export const cardList = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: vars.space.m,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))',
});

export const card = style({
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  padding: vars.space.m,
  boxShadow: vars.shadow.s,
});

export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.l });

export const link = style({
  color: vars.color.brand,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 } },
});

/** The way back to the cart (ReturnToCart), at the top of a page's content. */
export const returnLink = style({ margin: 0 });

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.s, alignItems: 'end' });

export const muted = style({ color: vars.color.textMuted });

export const visuallyHidden = style({
  position: 'absolute',
  inlineSize: 1,
  blockSize: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

export const warning = style({ color: vars.color.warningText, fontWeight: vars.fontWeight.medium });

export const fieldStack = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
  marginBlock: vars.space.s,
});

export const dayTitle = style({ fontSize: vars.fontSize.m, marginBlock: `${vars.space.s} ${vars.space.xs}` });
export const errorText = style({ color: vars.color.dangerText });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.s });

export const formGrid = style({
  display: 'grid',
  gap: vars.space.s,
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
  marginBlockEnd: vars.space.s,
});

/** A part of a form grid that spans all its columns (e.g. a disclosure with more fields). */
export const formGridWide = style({ gridColumn: '1 / -1' });

export const stack = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
  paddingBlock: vars.space.m,
});

export const wideCardList = style([
  cardList,
  { gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 30rem), 1fr))' },
]);

/** A rate's name and price in its card's rate choice; its terms below, smaller. */
export const rateName = style({ display: 'block', fontWeight: vars.fontWeight.medium });
export const rateTerms = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.fontSize.s });
