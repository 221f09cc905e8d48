import { hasUserActed, Spinner } from '@venue/design-system';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './PageLoading.css.ts';

/**
 * What shows while a page's chunk loads. When the page that had focus is hidden meanwhile, focus would
 * fall to the body; this placeholder takes it (visibly, and named "loading" for screen readers) until
 * the new page moves it to its heading.
 */
export function PageLoading() {
  const { t } = useTranslation();
  const placeholder = useRef<HTMLElement>(null);
  useEffect(() => {
    // Focus is lost when it sits on the body, or on a control of the page Suspense just hid (the browser
    // moves it to the body only at its next style update).
    // On the page the browser opened nothing had focus: it stays at the document's start, so the first Tab
    // still reaches the skip link (a placeholder focused and gone would leave Tab's starting point in the page).
    if (!hasUserActed()) return;
    const active = document.activeElement;
    if (
      active === null ||
      active === document.body ||
      (active instanceof HTMLElement && !active.checkVisibility())
    )
      placeholder.current?.focus({ preventScroll: true });
  }, []);
  return (
    <section
      ref={placeholder}
      tabIndex={-1}
      aria-busy="true"
      aria-label={t('common.loading')}
      className={styles.loading}
    >
      <Spinner aria-label={t('common.loading')} />
    </section>
  );
}
