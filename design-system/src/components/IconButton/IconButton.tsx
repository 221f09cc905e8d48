import { Button as RACButton, type ButtonProps as RACButtonProps } from 'react-aria-components';
import type { ButtonVariant } from '../Button/Button.tsx';
import { buttonClassName } from '../Button/buttonClassName.ts';
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
    <RACButton {...props} className={buttonClassName({ variant, shape: 'icon' }, className)}>
      <Icon name={icon} />
    </RACButton>
  );
}
