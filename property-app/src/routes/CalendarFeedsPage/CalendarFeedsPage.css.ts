import { style } from '@vanilla-extract/css';
import { vars } from '@venue/themes';

/** A feed's text beside its buttons: long addresses wrap instead of widening the page on a phone. */
export const feedText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  flex: '1 1 20rem',
  minInlineSize: 0,
  overflowWrap: 'anywhere',
});
