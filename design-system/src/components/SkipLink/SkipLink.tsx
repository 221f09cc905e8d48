import { media } from '@venue/themes';
import type { MouseEvent, ReactNode } from 'react';
import * as css from './SkipLink.css.ts';

export interface SkipLinkProps {
  /** The id of the element to skip to (without `#`), e.g. the main landmark's. */
  target: string;
  /** The link's text, translated by the app, e.g. "Skip to content". */
  children: ReactNode;
}

/**
 * A link past the repeated header and menu, the first Tab stop of a page: hidden until it has focus, then shown at
 * the top left. Following it moves keyboard focus to its target (made focusable by script if it is not) and
 * scrolls the target into view, smoothly unless the user prefers reduced motion. The URL is left as it is.
 */
export function SkipLink({ target, children }: SkipLinkProps) {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const element = document.getElementById(target);
    if (!element) return;
    event.preventDefault();
    moveFocusTo(element);
  };
  return (
    <a href={`#${target}`} className={css.skipLink} onClick={skip}>
      {children}
    </a>
  );
}

/**
 * Focus `element` and show it. A heading or landmark gets tabindex -1 (focusable by script, not a Tab stop); a
 * control is focusable already and keeps its place in the Tab order.
 */
function moveFocusTo(element: HTMLElement) {
  if (element.tabIndex < 0 && !element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
  const reduced = window.matchMedia?.(media.reducedMotion).matches ?? false;
  element.scrollIntoView?.({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
}
