import { Button as RACButton, type ButtonProps as RACButtonProps } from 'react-aria-components';
import { button } from './Button.css.ts';

/** The visual variants, reused by the stories. */
export const buttonVariants = ['primary', 'secondary'] as const;

export interface ButtonProps extends RACButtonProps {
  /**
   * Visual emphasis.
   * @default 'primary'
   */
  variant?: (typeof buttonVariants)[number];
}

/** A button built on react-aria's Button: pressable by mouse, touch, Enter and Space. */
export function Button({ variant = 'primary', className, ...props }: ButtonProps) {
  return (
    <RACButton
      {...props}
      className={(state) =>
        [
          button({
            variant,
            focusVisible: state.isFocusVisible,
            pressed: state.isPressed,
            disabled: state.isDisabled,
          }),
          typeof className === 'function' ? className(state) : className,
        ]
          .filter(Boolean)
          .join(' ')
      }
    />
  );
}
