import { style } from '@vanilla-extract/css';
import { vars } from '@venue/themes';

export const page = style({
  maxInlineSize: '72rem',
  marginInline: 'auto',
  padding: vars.space.m,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const title = style({ fontFamily: vars.font.heading, fontSize: vars.fontSize.xl, margin: 0 });
export const subtitle = style({ fontFamily: vars.font.heading, fontSize: vars.fontSize.l, margin: 0 });

export const cardList = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: vars.space.m,
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
});

export const card = style({
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  padding: vars.space.m,
  boxShadow: vars.shadow.s,
});

export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.l });

export const link = style({
  color: vars.color.brandText,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 } },
});

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.s, alignItems: 'end' });

export const muted = style({ color: vars.color.textMuted });

export const visuallyHidden = style({
  position: 'absolute',
  inlineSize: 1,
  blockSize: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
