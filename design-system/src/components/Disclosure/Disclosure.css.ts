import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@venue/themes';
import { focusRing } from '../Button/Button.css.ts';

export const root = style({ display: 'grid', gap: vars.space.s });

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '2.75rem',
  padding: `0 ${vars.space.xs}`,
  marginInlineStart: `calc(-1 * ${vars.space.xs})`,
  border: 'none',
  borderRadius: vars.radius.s,
  background: 'transparent',
  color: vars.color.brand,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.m,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { textDecoration: 'underline' },
    '&[data-focus-visible]': focusRing,
  },
});

// Turns a quarter when open; durations are 0 ms under prefers-reduced-motion (the theme's tokens).
export const chevron = recipe({
  base: { flex: 'none', transition: `transform ${vars.duration.fast} ${vars.easing.standard}` },
  variants: { expanded: { true: { transform: 'rotate(90deg)' } } },
});

export const panel = {
  heading: style({ margin: 0, fontSize: 'inherit', fontWeight: 'inherit' }),
  // The panel itself keeps the browser's hidden styles; its content is laid out inside.
  body: style({ display: 'grid', gap: vars.space.s, paddingBlockStart: vars.space.xs }),
};
