import { style } from '@vanilla-extract/css';
import { vars } from '@venue/themes';

/** The carousel's space (its default 400 px height and muted background) while its code loads. */
export const pending = style({
  display: 'grid',
  placeItems: 'center',
  blockSize: 400,
  background: vars.color.surfaceMuted,
});

/** The panorama's space while its viewer's code loads (a page the browser renders): its stage's proportions. */
export const panoramaPending = style({
  display: 'grid',
  placeItems: 'center',
  aspectRatio: '16 / 9',
  maxBlockSize: '80vh',
  background: vars.color.surfaceMuted,
});
