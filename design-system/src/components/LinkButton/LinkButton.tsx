import { Link as RACLink, type LinkProps as RACLinkProps } from 'react-aria-components';
import type { ButtonVariant } from '../Button/Button.tsx';
import { buttonClassName } from '../Button/buttonClassName.ts';

export interface LinkButtonProps extends RACLinkProps {
  /**
   * Visual emphasis.
   * @default 'secondary'
   */
  variant?: ButtonVariant;
}

/** A link (navigates, role link) that looks like a button, built on react-aria's Link. */
export function LinkButton({ variant = 'secondary', className, ...props }: LinkButtonProps) {
  return <RACLink {...props} className={buttonClassName({ variant }, className)} />;
}
