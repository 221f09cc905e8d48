import { style } from '@vanilla-extract/css';
import { vars } from '@venue/themes';

const focusRing = { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 } as const;

/** In the frame's main view: room for the page's start, so the frame around does not move. */
export const loading = style({
  minBlockSize: '12rem',
  display: 'grid',
  placeItems: 'center',
  borderRadius: vars.radius.m,
  selectors: { '&:focus-visible': focusRing },
});

/** The whole screen, for the pages without the frame (sign-up, password reset, ...). */
export const screen = style({
  minBlockSize: '100vh',
  display: 'grid',
  placeItems: 'center',
  background: vars.color.surfaceMuted,
  selectors: { '&:focus-visible': { ...focusRing, outlineOffset: -2 } },
});

export const unavailable = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.m,
  padding: vars.space.l,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const message = style({ margin: 0 });
