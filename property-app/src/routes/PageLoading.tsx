import { Button, Spinner, useTakeLostFocus } from '@venue/design-system';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './PageLoading.css.ts';

/**
 * What shows while a page's chunk loads (as the configurator's routes/PageLoading.tsx), in the page's place:
 * in the frame's main view, or on the whole screen (`screen`) for the pages without the frame. When the
 * control that had focus is gone, focus would fall to the body; this placeholder takes it (visibly, and named
 * "loading" for screen readers, useTakeLostFocus) until the new page moves it to its heading (usePageHeading).
 */
export function PageLoading({ screen = false }: { screen?: boolean }) {
  const { t } = useTranslation();
  const placeholder = useRef<HTMLElement>(null);
  useTakeLostFocus(placeholder);
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
