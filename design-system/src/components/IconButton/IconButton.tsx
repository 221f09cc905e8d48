import { Button as RACButton, type ButtonProps as RACButtonProps } from 'react-aria-components';
import { button } from '../Button/Button.css.ts';
import { type ButtonVariant, withClassName } from '../Button/Button.tsx';
import { Icon, type IconName } from './icons.tsx';

export interface IconButtonProps extends Omit<RACButtonProps, 'children' | 'aria-label' | 'aria-labelledby'> {
  /** The accessible name; required because the button shows no text. */
  'aria-label': string;
  /** Which built-in icon to show. */
  icon: IconName;
  /**
   * Visual emphasis.
   * @default 'quiet'
   */
  variant?: ButtonVariant;
}

/** A round, icon-only button (44 px touch target) that always has an accessible name. */
export function IconButton({ icon, variant = 'quiet', className, ...props }: IconButtonProps) {
  return (
    <RACButton
      {...props}
      className={(state) =>
        withClassName(
          button({
            variant,
            shape: 'icon',
            hovered: state.isHovered,
            focusVisible: state.isFocusVisible,
            pressed: state.isPressed,
            disabled: state.isDisabled,
          }),
          className,
          state,
        )
      }
    >
      <Icon name={icon} />
    </RACButton>
  );
}
