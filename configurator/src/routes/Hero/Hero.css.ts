import { style } from '@vanilla-extract/css';
import { vars } from '@venue/themes';

/** The carousel's space (its default 400 px height and muted background) while its code loads. */
export const pending = style({
  display: 'grid',
  placeItems: 'center',
  blockSize: 400,
  background: vars.color.surfaceMuted,
});
