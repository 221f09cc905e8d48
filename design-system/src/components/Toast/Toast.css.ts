import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@venue/themes';
import { focusRing } from '../Button/Button.css.ts';

const slideIn = keyframes({ from: { opacity: 0, transform: 'translateY(0.5rem)' } });

export const region = style({
  position: 'fixed',
  insetBlockEnd: vars.space.m,
  insetInlineEnd: vars.space.m,
  insetInlineStart: vars.space.m,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column-reverse',
  alignItems: 'flex-end',
  gap: vars.space.s,
  outline: 'none',
  pointerEvents: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
});

export const toast = recipe({
  base: {
    pointerEvents: 'auto',
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.s,
    width: 'min(26rem, 100%)',
    boxSizing: 'border-box',
    padding: `${vars.space.s} ${vars.space.s} ${vars.space.s} ${vars.space.m}`,
    borderRadius: vars.radius.m,
    borderInlineStart: '6px solid',
    boxShadow: vars.shadow.l,
    fontFamily: vars.font.body,
    color: vars.color.text,
    outline: 'none',
    animation: `${slideIn} ${vars.duration.normal} ${vars.easing.standard}`,
  },
  variants: {
    tone: {
      info: { background: vars.color.infoSurface, borderColor: vars.color.info },
      success: { background: vars.color.successSurface, borderColor: vars.color.success },
      warning: { background: vars.color.warningSurface, borderColor: vars.color.warning },
      danger: { background: vars.color.dangerSurface, borderColor: vars.color.danger },
    },
    focusVisible: { true: focusRing },
  },
  defaultVariants: { tone: 'info' },
});

export const content = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  paddingBlock: vars.space.s,
});
export const title = style({ fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight });
export const description = style({ fontSize: vars.fontSize.s, lineHeight: vars.lineHeight.normal });
export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });
