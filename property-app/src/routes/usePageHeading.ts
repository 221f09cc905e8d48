import { type RefObject, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

// Whether the user has pressed a key or pointed since the page loaded. Until then the page shown is the one
// the browser opened (or a redirect of it), where focus belongs at the document's start.
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
 * A page's title and heading: sets the document title ("Dashboard – Property app") and, after a navigation
 * the user caused, moves focus to the page's h1 (as the configurator's useFocusHeading does: the previous
 * page's focused control is gone, WCAG 2.4.3). Returns the ref for the h1.
 */
export function usePageHeading(title: string): RefObject<HTMLHeadingElement | null> {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement | null>(null);
  const appName = t('app.name');
  useEffect(() => {
    document.title = `${title} – ${appName}`;
  }, [title, appName]);
  useEffect(() => {
    if (!userHasActed) return;
    const active = document.activeElement;
    if (active === null || active === document.body || active.closest('[aria-busy="true"]') !== null)
      heading.current?.focus({ preventScroll: true });
  }, []);
  return heading;
}
