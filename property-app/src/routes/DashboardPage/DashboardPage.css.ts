import { style } from '@vanilla-extract/css';
import { vars } from '@venue/themes';

export const properties = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 24rem), 1fr))',
  gap: vars.space.l,
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
  padding: vars.space.l,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  boxShadow: vars.shadow.s,
  '@media': { 'screen and (max-width: 40rem)': { padding: vars.space.m } },
});

export const current = style({ borderColor: vars.color.brand, borderWidth: 2 });

export const cardTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.l,
});

export const date = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.s });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' });

export const caption = style({
  textAlign: 'start',
  fontWeight: vars.fontWeight.medium,
  paddingBlockEnd: vars.space.xs,
  color: vars.color.textMuted,
});

const narrowCell = {
  '@media': { 'screen and (max-width: 40rem)': { paddingInline: vars.space.xs } },
} as const;

export const th = style({
  ...narrowCell,
  textAlign: 'start',
  verticalAlign: 'bottom',
  hyphens: 'auto',
  padding: `${vars.space.xs} ${vars.space.s}`,
  borderBottom: `1px solid ${vars.color.divider}`,
  fontWeight: vars.fontWeight.medium,
  selectors: { '&[data-numeric]': { textAlign: 'end' } },
});

export const td = style({
  ...narrowCell,
  textAlign: 'start',
  fontWeight: vars.fontWeight.regular,
  padding: `${vars.space.xs} ${vars.space.s}`,
  borderBottom: `1px solid ${vars.color.divider}`,
  selectors: { '&[data-numeric]': { textAlign: 'end' } },
});

export const pushLead = style({ margin: 0 });

export const pushStatus = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.s });
