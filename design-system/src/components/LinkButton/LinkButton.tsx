import { Link as RACLink, type LinkProps as RACLinkProps } from 'react-aria-components';
import { button } from '../Button/Button.css.ts';
import { type ButtonVariant, withClassName } from '../Button/Button.tsx';

export interface LinkButtonProps extends RACLinkProps {
  /**
   * Visual emphasis.
   * @default 'secondary'
   */
  variant?: ButtonVariant;
}

/** A link (navigates, role link) that looks like a button, built on react-aria's Link. */
export function LinkButton({ variant = 'secondary', className, ...props }: LinkButtonProps) {
  return (
    <RACLink
      {...props}
      className={(state) =>
        withClassName(
          button({
            variant,
            hovered: state.isHovered,
            focusVisible: state.isFocusVisible,
            pressed: state.isPressed,
            disabled: state.isDisabled,
          }),
          className,
          state,
        )
      }
    />
  );
}
