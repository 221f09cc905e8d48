import { style } from '@vanilla-extract/css';
import { vars } from '@venue/themes';

export const text = style({ margin: 0, overflowWrap: 'anywhere' });

/** Empty until a confirmed action fails; then it says why (the dialog stays open). */
export const alert = style({
  margin: 0,
  padding: `${vars.space.s} ${vars.space.m}`,
  borderRadius: vars.radius.s,
  border: `1px solid ${vars.color.danger}`,
  background: vars.color.dangerSurface,
  color: vars.color.dangerText,
  selectors: { '&:empty': { display: 'none' } },
});
