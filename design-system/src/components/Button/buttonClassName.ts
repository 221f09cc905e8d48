import type { ButtonRenderProps } from 'react-aria-components';
import { button } from './Button.css.ts';
import { withClassName } from './withClassName.ts';

/** The visual variants, reused by the stories. */
export const buttonVariants = ['primary', 'secondary', 'quiet', 'danger'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];

/** The render state the button look reads; RAC's Button and Link both report it. */
type ButtonLookState = Pick<ButtonRenderProps, 'isHovered' | 'isFocusVisible' | 'isPressed' | 'isDisabled'>;

/**
 * RAC's `className` function for anything that looks like a button (Button, LinkButton, IconButton): the
 * `button` recipe fed with the render state, joined with the caller's own className.
 */
export function buttonClassName<S extends ButtonLookState>(
  look: { variant: ButtonVariant; shape?: 'text' | 'icon' },
  className: string | ((state: S) => string) | undefined,
): (state: S) => string {
  return (state) =>
    withClassName(
      button({
        variant: look.variant,
        ...(look.shape ? { shape: look.shape } : {}),
        hovered: state.isHovered,
        focusVisible: state.isFocusVisible,
        pressed: state.isPressed,
        disabled: state.isDisabled,
      }),
      className,
      state,
    );
}
