import { style } from '@vanilla-extract/css';
import { vars } from '@venue/themes';

/** Fills the guest screen's centred column up to the page width. */
export const wide = style({ inlineSize: '100%', boxSizing: 'border-box' });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.s,
});

export const item = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: `${vars.space.s} ${vars.space.m}`,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
});

export const meta = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.s,
  overflowWrap: 'anywhere',
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xxs} ${vars.space.m}`,
  margin: 0,
});

export const factValue = style({ margin: 0, overflowWrap: 'anywhere' });

/** The mail's text as written: line breaks kept, long links wrapped. */
export const text = style({
  margin: 0,
  padding: vars.space.m,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  fontFamily: vars.font.body,
  lineHeight: vars.lineHeight.normal,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
});
