import { style } from '@vanilla-extract/css';
import { vars } from '@venue/themes';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.divider}`,
});

export const tab = style({
  display: 'inline-flex',
  flexDirection: 'column',
  padding: `${vars.space.s} ${vars.space.m}`,
  color: vars.color.text,
  textDecoration: 'none',
  borderBlockEnd: '3px solid transparent',
  selectors: {
    '&:hover': { color: vars.color.brand },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const active = style([
  tab,
  { color: vars.color.brand, borderBlockEndColor: vars.color.brand, fontWeight: vars.fontWeight.bold },
]);

export const disabled = style([tab, { color: vars.color.textMuted, cursor: 'not-allowed' }]);

export const hint = style({ fontSize: vars.fontSize.xs });
