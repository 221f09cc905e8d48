import { style } from '@vanilla-extract/css';
import { vars } from '@venue/themes';
import { focusRingOutline } from './focus.css.ts';

export const appTitle = style({ fontFamily: vars.font.heading, fontWeight: vars.fontWeight.bold });

export const headerEnd = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const menu = style({ display: 'flex', flexDirection: 'column', gap: vars.space.l });

export const navList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xxs,
});

export const navLink = style({
  display: 'block',
  padding: `${vars.space.s} ${vars.space.m}`,
  borderRadius: vars.radius.s,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&[aria-current="page"]': { background: vars.color.brandSubtle, fontWeight: vars.fontWeight.bold },
    '&:focus-visible': focusRingOutline,
  },
});
