import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@venue/themes';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
  padding: vars.space.m,
  fontFamily: vars.font.body,
  color: vars.color.text,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.l,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.l, fontWeight: vars.fontWeight.bold });

export const table = style({ inlineSize: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.s });

export const caption = style({
  textAlign: 'start',
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.m,
  paddingBlockEnd: vars.space.xs,
});

export const headCell = style({
  textAlign: 'start',
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  paddingBlock: vars.space.xxs,
  borderBlockEnd: `1px solid ${vars.color.divider}`,
  selectors: { '&:not(:first-child)': { textAlign: 'end' } },
});

export const row = recipe({
  base: {},
  variants: { minimumSales: { true: { fontStyle: 'italic' } } },
});

export const cell = style({
  paddingBlock: vars.space.xs,
  verticalAlign: 'top',
  borderBlockEnd: `1px solid ${vars.color.divider}`,
  overflowWrap: 'anywhere',
  selectors: {
    '&:not(:first-child)': { textAlign: 'end', whiteSpace: 'nowrap', paddingInlineStart: vars.space.s },
  },
});

export const note = style({
  display: 'block',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  fontStyle: 'normal',
});

export const sums = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: `${vars.space.xxs} ${vars.space.m}`,
  margin: 0,
});

export const sumLabel = style({ margin: 0, fontSize: vars.fontSize.s, color: vars.color.textMuted });

export const sumValue = style({
  margin: 0,
  fontSize: vars.fontSize.s,
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
});

export const totalLabel = style({ margin: 0, fontSize: vars.fontSize.l, fontWeight: vars.fontWeight.bold });

export const totalValue = style({
  margin: 0,
  fontSize: vars.fontSize.l,
  fontWeight: vars.fontWeight.bold,
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
});

export const empty = style({ margin: 0, color: vars.color.textMuted });

export const rowHead = style({ fontWeight: vars.fontWeight.regular, textAlign: 'start' });
