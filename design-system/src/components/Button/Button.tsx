import { useId, useLayoutEffect, useRef } from 'react';
import { Button as RACButton, type ButtonProps as RACButtonProps } from 'react-aria-components';
import { Spinner } from '../Spinner/Spinner.tsx';
import { pendingLabel, pendingSpinner, pendingWrap } from './Button.css.ts';
import { type ButtonVariant, buttonClassName } from './buttonClassName.ts';

export { type ButtonVariant, buttonVariants } from './buttonClassName.ts';

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
  const ownId = useId();
  const id = props.id ?? ownId;
  // When it was last pending (react-aria keeps an announcement of that for 7 s).
  const pendingAt = useRef(0);
  if (props.isPending) pendingAt.current = Date.now();
  // When a focused button turns pending, react-aria announces its name through its live region: an element that
  // takes its name from the button (aria-labelledby) and stays there for seconds. A button gone meanwhile (the
  // request was sent and its page replaced) would leave that element naming nothing (WCAG 1.1.1, 4.1.2; axe
  // role-img-alt): it goes with the button (also when a Suspense boundary only hides the page: then React runs
  // layout effects' cleanups, not other effects').
  useLayoutEffect(
    () => () => {
      if (Date.now() - pendingAt.current > 10_000) return;
      // The button's own document: the observer below may call back after a test's window has been torn down.
      const page = document;
      const drop = () => {
        for (const node of page.querySelectorAll('[data-live-announcer] [aria-labelledby]'))
          if (node.getAttribute('aria-labelledby')?.split(' ').includes(id)) node.remove();
      };
      drop();
      // The page's first announcement comes 100 ms late (react-aria builds its live region first): it is dropped
      // as soon as it is added, before anyone could read it.
      const late = new MutationObserver(drop);
      late.observe(page.body, { childList: true, subtree: true });
      setTimeout(() => late.disconnect(), 1000);
    },
    [id],
  );
  return (
    <RACButton {...props} id={id} className={buttonClassName({ variant }, className)}>
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
