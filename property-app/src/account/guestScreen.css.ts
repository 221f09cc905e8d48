import { style } from '@vanilla-extract/css';
import { vars } from '@venue/themes';

export const screen = style({
  minBlockSize: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surfaceMuted,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.m,
  padding: `${vars.space.s} ${vars.space.l}`,
});

export const brand = style({ fontFamily: vars.font.heading, fontWeight: vars.fontWeight.bold });

export const main = style({
  flex: 1,
  display: 'grid',
  placeItems: 'start center',
  padding: `${vars.space.xl} ${vars.space.m}`,
  '@media': { 'screen and (min-height: 40rem)': { placeItems: 'center' } },
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.m });
