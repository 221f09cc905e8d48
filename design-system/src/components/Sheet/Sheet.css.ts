import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@venue/themes';

const fade = keyframes({ from: { opacity: 0 } });
const slideUp = keyframes({ from: { transform: 'translateY(100%)' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'center',
  background: vars.color.overlay,
  selectors: { '&[data-entering]': { animation: `${fade} ${vars.duration.normal} ${vars.easing.standard}` } },
});

export const sheet = style({
  width: '100%',
  maxWidth: '36rem',
  boxSizing: 'border-box',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  borderTopLeftRadius: vars.radius.l,
  borderTopRightRadius: vars.radius.l,
  boxShadow: vars.shadow.l,
  outline: 'none',
  selectors: {
    '&[data-entering]': { animation: `${slideUp} ${vars.duration.normal} ${vars.easing.standard}` },
  },
});

export const message = style({ margin: 0, color: vars.color.textMuted, lineHeight: vars.lineHeight.normal });
