import { type RefObject, useEffect } from 'react';

// Whether the user has pressed a key or pointed since the page loaded. Until then a page that shows is
// the page the browser opened (or a redirect of it), where focus belongs at the document's start.
let userHasActed = false;
const acted = () => {
  userHasActed = true;
  window.removeEventListener('keydown', acted, true);
  window.removeEventListener('pointerdown', acted, true);
};
function watchForActions() {
  userHasActed = false;
  window.addEventListener('keydown', acted, true);
  window.addEventListener('pointerdown', acted, true);
}
if (typeof window !== 'undefined') watchForActions();

/**
 * @internal The jsdom tests share one document and these modules between their files: each file starts as a page
 * the browser has just opened (design-system/vitest.setup.ts).
 */
export const forgetUserActions = watchForActions;

/**
 * While a page's chunk loads, its placeholder takes focus when focus is lost: when it sits on the body, or on a
 * control the new page replaced (the browser moves it to the body only at its next style update). A menu item
 * that led here (the user menu's "Change password") is about to close with its menu: the placeholder takes focus,
 * so the menu, seeing focus outside it, does not send it back to its button, and the page's heading takes it over
 * (useFocusHeading). On the page the browser opened nothing had focus: it stays at the document's start, so the
 * first Tab still reaches the skip link (a placeholder focused and gone would leave Tab's starting point there).
 */
export function useTakeLostFocus(placeholder: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (focusIsLost(isHidden)) placeholder.current?.focus({ preventScroll: true });
  }, [placeholder]);
}

/**
 * Whether an element is hidden although it is still in the document (React hides a suspended page's content
 * with display: none; the browser moves focus away from it only at its next style update). (checkVisibility:
 * not in browsers before 2024, nor in jsdom.)
 */
function isHidden(active: Element): boolean {
  return active instanceof HTMLElement && 'checkVisibility' in active && !active.checkVisibility();
}

/**
 * After a route change the previous page's focused control is gone and focus falls to the body; moving
 * it to the new page's heading keeps keyboard and screen-reader users in place in both apps (WCAG 2.4.3). The page
 * the browser first opens keeps the browser's own starting point (no focus ring on its heading).
 */
export function useFocusHeading(heading: RefObject<HTMLHeadingElement | null>): void {
  useEffect(() => {
    // Focus on a loading placeholder (useTakeLostFocus) or on a hidden control is handed over too.
    const lost = () =>
      focusIsLost((active) => active.closest('[aria-busy="true"]') !== null || isHidden(active));
    if (lost()) {
      focusInView(heading.current);
      return;
    }
    // The previous page's control can hold focus a few frames longer than the page it was on (removed in a later
    // commit than this page's, later still on a busy phone): looked at again for a short while (20 frames, about a
    // third of a second), else the browser leaves focus on the body and the next Tab starts from where that control
    // was (after the main content, at the page's foot).
    let frames = 0;
    let request = 0;
    const check = () => {
      if (lost()) {
        focusInView(heading.current);
        return;
      }
      if (++frames < 20) request = requestAnimationFrame(check);
    };
    request = requestAnimationFrame(check);
    return () => cancelAnimationFrame(request);
  }, [heading]);
}

/**
 * Whether a page that shows should take focus: the user has acted (userHasActed), and focus is on nothing or
 * the body, in a menu about to close with the item that led here (the menu, seeing focus outside it, does not
 * send it back to its button), on the link of a navigation beside the page that led here (it stays, and would
 * keep focus: the new page would say nothing, issue 44), or where `gone` says it is about to go. A navigation in
 * a drawer (a dialog) is left alone: the drawer closes with the link's press and gives focus back to its button.
 */
function focusIsLost(gone: (active: Element) => boolean): boolean {
  if (!userHasActed) return false;
  const active = document.activeElement;
  return (
    active === null ||
    active === document.body ||
    active.closest('[role="menu"]') !== null ||
    (active.closest('nav') !== null && active.closest('[role="dialog"]') === null) ||
    gone(active)
  );
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
