import { style } from '@vanilla-extract/css';
import { vars } from '@venue/themes';
import { focusRingOutline } from '../frame/focus.css.ts';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.m });

/** A text link (wouter's Link or a plain anchor) in the theme's brand colour with the focus ring. */
export const link = style({
  color: vars.color.brand,
  fontWeight: vars.fontWeight.medium,
  selectors: { '&:focus-visible': focusRingOutline },
});

export const footerLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: `${vars.space.xs} ${vars.space.m}`,
});

/** A confirmation after a form was sent: what happened and where to go next. */
export const success = style({
  margin: 0,
  padding: `${vars.space.s} ${vars.space.m}`,
  borderRadius: vars.radius.s,
  border: `1px solid ${vars.color.success}`,
  background: vars.color.successSurface,
  color: vars.color.successText,
  lineHeight: vars.lineHeight.normal,
  outline: 'none',
  selectors: { '&:empty': { display: 'none' } },
});

export const narrowForm = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
  maxInlineSize: '28rem',
});

export const alert = style({
  margin: 0,
  padding: `${vars.space.s} ${vars.space.m}`,
  borderRadius: vars.radius.s,
  border: `1px solid ${vars.color.danger}`,
  background: vars.color.dangerSurface,
  color: vars.color.dangerText,
  lineHeight: vars.lineHeight.normal,
  selectors: { '&:empty': { display: 'none' } },
});
