import { type RefObject, useEffect } from 'react';

/**
 * After a route change the previous page's focused control is gone and focus falls to the body; moving
 * it to the new page's heading keeps keyboard and screen-reader users in place (WCAG 2.4.3).
 */
export function useFocusHeading(heading: RefObject<HTMLHeadingElement | null>): void {
  useEffect(() => {
    if (document.activeElement === document.body || document.activeElement === null)
      heading.current?.focus({ preventScroll: true });
  }, [heading]);
}
