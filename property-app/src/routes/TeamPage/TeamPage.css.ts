import { style } from '@vanilla-extract/css';
import { vars } from '@venue/themes';

/** The add button and the polite news line, wrapping on a phone. */
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.m,
});

export const news = style({ margin: 0, fontWeight: vars.fontWeight.medium, minBlockSize: '1.5em' });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.s });

/** "Invited": a word in a pill, never colour alone. */
export const badge = style({
  display: 'inline-block',
  marginInlineStart: vars.space.xs,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.info}`,
  background: vars.color.infoSurface,
  color: vars.color.infoText,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
});

/** Side by side even on a phone: the table scrolls sideways rather than every row growing tall. */
export const actions = style({ display: 'flex', flexWrap: 'nowrap', gap: vars.space.xs });

export const failed = style({
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

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
  minInlineSize: 'min(24rem, 80vw)',
});

/** A dialog's refusal; hidden while empty, like the account pages' alert (account/account.css.ts). */
export const alert = style({
  margin: 0,
  padding: `${vars.space.s} ${vars.space.m}`,
  borderRadius: vars.radius.s,
  border: `1px solid ${vars.color.danger}`,
  background: vars.color.dangerSurface,
  color: vars.color.dangerText,
  selectors: { '&:empty': { display: 'none' } },
});
