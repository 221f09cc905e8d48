import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '@venue/themes';

/** Button look; RAC render state arrives as the `focusVisible`, `pressed` and `disabled` variants. */
export const button = recipe({
  base: {
    fontFamily: vars.font.body,
    borderRadius: vars.radius.m,
    padding: `${vars.space.s} ${vars.space.m}`,
    border: `1px solid ${vars.color.border}`,
    cursor: 'pointer',
    outline: 'none',
  },
  variants: {
    variant: {
      primary: { background: vars.color.brand, color: vars.color.brandText, borderColor: vars.color.brand },
      secondary: { background: vars.color.surface, color: vars.color.text },
    },
    focusVisible: { true: { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
    pressed: { true: { filter: 'brightness(0.9)' } },
    disabled: { true: { opacity: 0.6, cursor: 'not-allowed' } },
  },
  defaultVariants: { variant: 'primary' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
