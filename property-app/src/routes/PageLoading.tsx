import { Button, hasUserActed, Spinner } from '@venue/design-system';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './PageLoading.css.ts';

/**
 * What shows while a page's chunk loads (as the configurator's routes/PageLoading.tsx), in the page's place:
 * in the frame's main view, or on the whole screen (`screen`) for the pages without the frame. When the
 * control that had focus is gone, focus would fall to the body; this placeholder takes it (visibly, and named
 * "loading" for screen readers) until the new page moves it to its heading (usePageHeading).
 */
export function PageLoading({ screen = false }: { screen?: boolean }) {
  const { t } = useTranslation();
  const placeholder = useRef<HTMLElement>(null);
  useEffect(() => {
    // On the page the browser opened nothing has focus: it stays at the document's start, so the first Tab
    // still reaches the skip link.
    if (!hasUserActed()) return;
    const active = document.activeElement;
    // Focus is lost when it sits on the body, or on a control the new page replaced (the browser moves it to
    // the body only at its next style update). A menu item that led here (the user menu's "Change password")
    // is about to close with its menu: the placeholder takes focus, so the menu, seeing focus outside it, does
    // not send it back to its button, and the page's heading takes it over from here.
    if (
      active === null ||
      active === document.body ||
      // (checkVisibility: not in browsers before 2024, nor in jsdom.)
      (active instanceof HTMLElement && 'checkVisibility' in active && !active.checkVisibility()) ||
      active.closest('[role="menu"]') !== null
    )
      placeholder.current?.focus({ preventScroll: true });
  }, []);
  return (
    <section
      ref={placeholder}
      tabIndex={-1}
      aria-busy="true"
      aria-label={t('common.loading')}
      className={screen ? styles.screen : styles.loading}
    >
      <Spinner aria-label={t('common.loading')} />
    </section>
  );
}

/** In place of a page whose chunk did not load (a new version was deployed, the network is gone). */
export function PageUnavailable() {
  const { t } = useTranslation();
  return (
    <section role="alert" className={styles.unavailable}>
      <p className={styles.message}>{t('pageLoading.failed')}</p>
      <Button variant="secondary" onPress={() => window.location.reload()}>
        {t('pageLoading.reload')}
      </Button>
    </section>
  );
}
