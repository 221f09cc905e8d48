import { style } from '@vanilla-extract/css';
import { vars } from '@venue/themes';

/** One column of fields, as wide as a key is long to read. */
export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
  maxInlineSize: '40rem',
});

export const news = style({ margin: 0, fontWeight: vars.fontWeight.medium, minBlockSize: '1.5em' });

/** A word to the owner (the sandbox, a server without PAYMENT_SECRETS_KEY): information, not an error. */
export const note = style({
  margin: 0,
  padding: `${vars.space.s} ${vars.space.m}`,
  borderRadius: vars.radius.s,
  border: `1px solid ${vars.color.info}`,
  background: vars.color.infoSurface,
  color: vars.color.infoText,
  maxInlineSize: '40rem',
});

/** A stored secret's state and its actions, or its input with "keep the stored one". */
export const secret = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

/** A stored secret: a fieldset named by the field's label, without the fieldset's frame. */
export const secretGroup = style([secret, { border: 0, margin: 0, padding: 0, minInlineSize: 0 }]);

/** As a field's label (design-system TextField), so a stored secret reads like the fields around it. */
export const secretLabel = style({
  padding: 0,
  fontSize: vars.fontSize.s,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const secretState = style({ margin: 0, color: vars.color.textMuted });

export const secretActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.s });

export const webhook = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const problems = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  color: vars.color.dangerText,
});

export const problemText = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.s });

export const alert = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.s,
  padding: vars.space.m,
  border: `1px solid ${vars.color.danger}`,
  background: vars.color.dangerSurface,
  color: vars.color.dangerText,
  borderRadius: vars.radius.m,
});
