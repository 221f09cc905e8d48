import { style } from '@vanilla-extract/css';
import { vars } from '@venue/themes';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  background: vars.color.overlay,
  display: 'flex',
  alignItems: 'end',
  justifyContent: 'center',
  zIndex: vars.zIndex.modal,
});

export const sheet = style({
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  inlineSize: 'min(36rem, 100vw)',
  borderStartStartRadius: vars.radius.l,
  borderStartEndRadius: vars.radius.l,
  boxShadow: vars.shadow.l,
});

export const centered = style({
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  inlineSize: 'min(40rem, calc(100vw - 2rem))',
  maxBlockSize: '85vh',
  overflow: 'auto',
  borderRadius: vars.radius.l,
  boxShadow: vars.shadow.l,
  alignSelf: 'center',
});

export const dialog = style({ padding: vars.space.l, outline: 'none' });
export const heading = style({ marginBlockStart: 0, fontSize: vars.fontSize.l });
export const buttons = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.s });
