import { style } from '@vanilla-extract/css';
import { vars } from '@venue/themes';

/** The login page's other ways in, under the password form: "or", then one button per provider. */
export const others = style({ display: 'flex', flexDirection: 'column', gap: vars.space.s });

/** "or" between two rules. */
export const or = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.s,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.s,
  '::before': { content: '""', flex: 1, borderBlockStart: `1px solid ${vars.color.divider}` },
  '::after': { content: '""', flex: 1, borderBlockStart: `1px solid ${vars.color.divider}` },
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
});

/** A provider's button fills the card's width, like the form's fields. */
export const providerButton = style({
  inlineSize: '100%',
  justifyContent: 'center',
  boxSizing: 'border-box',
});
