import { Button as RACButton, type ButtonProps as RACButtonProps } from 'react-aria-components';
import { Spinner } from '../Spinner/Spinner.tsx';
import { pendingLabel, pendingSpinner, pendingWrap } from './Button.css.ts';
import { buttonClassName } from './buttonClassName.ts';

/** The visual variants, reused by the stories. */
export const buttonVariants = ['primary', 'secondary', 'quiet', 'danger'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];

export interface ButtonProps extends RACButtonProps {
  /**
   * Visual emphasis.
   * @default 'primary'
   */
  variant?: ButtonVariant;
}

export { withClassName } from './withClassName.ts';

/**
 * A button built on react-aria's Button: pressable by mouse, touch, Enter and Space.
 * With `isPending` it keeps its size, ignores presses and shows a spinner (after the spinner's delay).
 */
export function Button({ variant = 'primary', className, children, ...props }: ButtonProps) {
  return (
    <RACButton {...props} className={buttonClassName({ variant }, className)}>
      {(state) => {
        const content = typeof children === 'function' ? children(state) : children;
        if (!state.isPending) return content;
        return (
          <span className={pendingWrap}>
            <span className={pendingLabel}>{content}</span>
            <span className={pendingSpinner}>
              <Spinner size="small" tone="inherit" />
            </span>
          </span>
        );
      }}
    </RACButton>
  );
}
