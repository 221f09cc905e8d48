import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@venue/themes';
import { focusRing } from '../Button/Button.css.ts';

export const avatar = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '2rem',
  height: '2rem',
  flex: 'none',
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  color: vars.color.brandText,
  fontSize: vars.fontSize.s,
  fontWeight: vars.fontWeight.bold,
});

/** Read by screen readers, not shown (the button's name starts with "User menu:"). */
const hidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

export const visuallyHidden = style(hidden);

/** The name on the button; on narrow windows only the initials show, the name is still read. */
export const triggerName = style({
  maxWidth: '14rem',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  '@media': { 'screen and (max-width: 40rem)': hidden },
});

export const popover = style({ minWidth: '16rem' });

export const menu = style({ outline: 'none', padding: vars.space.xs, fontFamily: vars.font.body });

export const who = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: `${vars.space.s} ${vars.space.m}`,
  marginBottom: vars.space.xs,
  borderBottom: `1px solid ${vars.color.divider}`,
});

export const whoName = style({ fontWeight: vars.fontWeight.bold, color: vars.color.text });

export const whoEmail = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.s,
  overflowWrap: 'anywhere',
});

export const item = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.s,
    padding: `${vars.space.s} ${vars.space.m}`,
    borderRadius: vars.radius.s,
    color: vars.color.text,
    cursor: 'pointer',
    outline: 'none',
  },
  variants: {
    focused: { true: { background: vars.color.brandSubtle } },
    focusVisible: { true: { ...focusRing, outlineOffset: '-3px' } },
    danger: { true: { color: vars.color.dangerText } },
  },
});
