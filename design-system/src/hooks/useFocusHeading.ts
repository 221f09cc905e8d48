import { type RefObject, useEffect } from 'react';

// Whether the user has pressed a key or pointed since the page loaded. Until then a page that shows is
// the page the browser opened (or a redirect of it), where focus belongs at the document's start.
let userHasActed = false;
if (typeof window !== 'undefined') {
  const acted = () => {
    userHasActed = true;
    window.removeEventListener('keydown', acted, true);
    window.removeEventListener('pointerdown', acted, true);
  };
  window.addEventListener('keydown', acted, true);
  window.addEventListener('pointerdown', acted, true);
}

/**
 * Whether the user has pressed a key or pointed since the page loaded. Until then nothing may take focus by
 * script: the first Tab starts at the document's start (the skip link), not where a placeholder sat.
 */
export function hasUserActed(): boolean {
  return userHasActed;
}

/**
 * After a route change the previous page's focused control is gone and focus falls to the body; moving
 * it to the new page's heading keeps keyboard and screen-reader users in place in both apps (WCAG 2.4.3). The page
 * the browser first opens keeps the browser's own starting point (no focus ring on its heading).
 */
export function useFocusHeading(heading: RefObject<HTMLHeadingElement | null>): void {
  useEffect(() => {
    if (!userHasActed) return;
    const active = document.activeElement;
    // A menu item that led here (the user menu's "Change password") is about to close with its menu: the
    // heading takes focus, and the menu, seeing focus outside it, does not send it back to its button.
    if (
      active === null ||
      active === document.body ||
      active.closest('[aria-busy="true"]') !== null ||
      active.closest('[role="menu"]') !== null
    )
      focusInView(heading.current);
  }, [heading]);
}

/**
 * Focuses the heading without the browser's own scrolling, then scrolls the page so it shows if the previous
 * page's scroll position left it above the window, under a sticky header (its scroll margin, the header's
 * height: AppShell.css.ts) or below the window: sighted keyboard users see where the focus went (WCAG 2.4.7,
 * 2.4.11). Only this document scrolls: an embedding page (sized to the frame's content) stays where it is.
 */
function focusInView(heading: HTMLHeadingElement | null) {
  if (!heading) return;
  heading.focus({ preventScroll: true });
  const box = heading.getBoundingClientRect();
  const clearance = Number.parseFloat(getComputedStyle(heading).scrollMarginBlockStart) || 0;
  if (box.top < clearance || box.bottom > window.innerHeight) window.scrollBy?.({ top: box.top - clearance });
}
