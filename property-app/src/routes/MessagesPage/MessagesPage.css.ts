import { style } from '@vanilla-extract/css';
import { vars } from '@venue/themes';
import { focusRingOutline } from '../../frame/focus.css.ts';

/** Read by screen readers, not shown. */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** The unread count beside the menu's "Messages". */
export const navBadge = style({
  display: 'inline-block',
  minInlineSize: '1.5em',
  marginInlineStart: vars.space.s,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  color: vars.color.brandText,
  fontSize: vars.fontSize.s,
  fontWeight: vars.fontWeight.bold,
  textAlign: 'center',
  lineHeight: vars.lineHeight.normal,
});

export const filters = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.l });

export const count = style({ margin: 0, fontWeight: vars.fontWeight.medium, minBlockSize: '1.5em' });

export const codeLink = style({
  color: 'inherit',
  fontFamily: vars.font.mono,
  selectors: { '&:focus-visible': focusRingOutline },
});

export const stack = style({ display: 'flex', flexDirection: 'column' });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.s });

export const unread = style({ fontWeight: vars.fontWeight.bold });

/** The last message's beginning, on at most two lines. */
export const snippet = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  maxInlineSize: '28rem',
  minInlineSize: '12rem',
  overflowWrap: 'anywhere',
});

export const failed = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.s,
  padding: vars.space.m,
  border: `1px solid ${vars.color.danger}`,
  borderRadius: vars.radius.m,
});
