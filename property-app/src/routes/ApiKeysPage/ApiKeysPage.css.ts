import { style } from '@vanilla-extract/css';
import { vars } from '@venue/themes';

/** One key: its facts, then its action, wrapping on a phone. */
export const key = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
  padding: vars.space.m,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  minInlineSize: 0,
});

export const name = style({ margin: 0, fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });

export const facts = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const fact = style({ margin: 0, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const revoked = style({ margin: 0, color: vars.color.dangerText, fontWeight: vars.fontWeight.medium });

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
  maxInlineSize: '44rem',
});

export const scopes = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

/** The key shown once: it stands out from the list, as a warning does. */
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
