import { style } from '@vanilla-extract/css';
import { vars } from '@venue/themes';
import { focusRing } from '../Button/Button.css.ts';

/**
 * Out of sight (but in the accessibility tree and the Tab order) until it has focus; then at the top left, in the
 * page's text colour on its surface (the theme's highest contrast), with the focus ring, above every layer.
 */
export const skipLink = style({
  position: 'fixed',
  insetBlockStart: vars.space.s,
  insetInlineStart: vars.space.s,
  zIndex: `calc(${vars.zIndex.tooltip} + 1)`,
  boxSizing: 'border-box',
  maxInlineSize: `calc(100vw - 2 * ${vars.space.s})`,
  padding: `${vars.space.s} ${vars.space.m}`,
  borderRadius: vars.radius.s,
  background: vars.color.text,
  color: vars.color.surface,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.m,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  textDecoration: 'underline',
  boxShadow: vars.shadow.l,
  selectors: {
    '&:not(:focus)': {
      inlineSize: 1,
      blockSize: 1,
      padding: 0,
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
    '&:focus': focusRing,
  },
});
