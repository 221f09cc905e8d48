import { style } from '@vanilla-extract/css';
import { vars } from '@venue/themes';

export const tooltip = style({
  maxWidth: '18rem',
  padding: `${vars.space.xs} ${vars.space.s}`,
  background: vars.color.text,
  color: vars.color.surface,
  borderRadius: vars.radius.s,
  boxShadow: vars.shadow.s,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.s,
  lineHeight: vars.lineHeight.normal,
  zIndex: vars.zIndex.tooltip,
  transition: `opacity ${vars.duration.fast} ${vars.easing.standard}`,
  selectors: { '&[data-entering], &[data-exiting]': { opacity: 0 } },
});
