import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@venue/themes';
import { focusRing } from '../Button/Button.css.ts';

export const options = recipe({
  base: { display: 'flex', gap: vars.space.xs },
  variants: {
    orientation: {
      vertical: { flexDirection: 'column' },
      horizontal: { flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space.l },
    },
  },
});

/** An option's own box (react-aria's RadioField): none, its label lays out in the group's list. */
export const field = style({ display: 'contents' });

export const radio = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.s,
  minHeight: '2.75rem',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.m,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 } },
});

export const circle = recipe({
  base: {
    flex: 'none',
    width: '1.375rem',
    height: '1.375rem',
    boxSizing: 'border-box',
    borderRadius: vars.radius.full,
    border: `2px solid ${vars.color.border}`,
    background: vars.color.surfaceRaised,
    transition: `border-width ${vars.duration.fast} ${vars.easing.standard}`,
  },
  variants: {
    selected: { true: { borderColor: vars.color.brand, borderWidth: '0.4375rem' } },
    focusVisible: { true: focusRing },
    invalid: { true: { borderColor: vars.color.danger } },
  },
});
