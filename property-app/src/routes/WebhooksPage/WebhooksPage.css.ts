import { style } from '@vanilla-extract/css';
import { vars } from '@venue/themes';

/** One endpoint: its facts, then its actions, wrapping on a phone. */
export const endpoint = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
  padding: vars.space.m,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  minInlineSize: 0,
});

/** A URL can be long and unbroken: it wraps anywhere rather than widening the page. */
export const url = style({ margin: 0, fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });

export const facts = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const fact = style({ margin: 0, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const off = style({ margin: 0, color: vars.color.dangerText, fontWeight: vars.fontWeight.medium });

/** The secret shown once: it stands out from the list, as a warning does. */
export const secret = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
  padding: vars.space.m,
  border: `2px solid ${vars.color.info}`,
  background: vars.color.infoSurface,
  borderRadius: vars.radius.m,
  maxInlineSize: '44rem',
});

export const secretWarning = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.infoText,
});

/** The form's column, as wide as a URL is long to read. */
export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
  maxInlineSize: '44rem',
});

/** The event checkboxes in columns that wrap on a phone. */
export const events = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))',
  gap: vars.space.xs,
});

export const excerpt = style({
  margin: 0,
  maxInlineSize: '20rem',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.s,
});

export const nowrap = style({ whiteSpace: 'nowrap' });

/** Read by screen readers only (a button's name beyond its visible word). */
export const visuallyHidden = style({
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});
