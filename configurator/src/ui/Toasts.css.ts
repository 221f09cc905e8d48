import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@venue/themes';

export const region = style({
  position: 'fixed',
  insetBlockEnd: vars.space.m,
  insetInlineEnd: vars.space.m,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  zIndex: vars.zIndex.toast,
  outline: 'none',
  maxInlineSize: 'min(28rem, calc(100vw - 2rem))',
});

const base = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.s,
  padding: `${vars.space.s} ${vars.space.m}`,
  borderRadius: vars.radius.m,
  boxShadow: vars.shadow.m,
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  selectors: { '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 } },
});

export const toast = styleVariants({
  info: [base],
  success: [base, { borderInlineStart: `4px solid ${vars.color.success}` }],
  error: [base, { borderInlineStart: `4px solid ${vars.color.danger}` }],
});

export const content = style({ flex: 1 });

export const close = style({
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  fontSize: '1.25rem',
  minInlineSize: 32,
  minBlockSize: 32,
  cursor: 'pointer',
  borderRadius: vars.radius.s,
  selectors: { '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}` } },
});
