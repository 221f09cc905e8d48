import { Spinner, useTakeLostFocus } from '@venue/design-system';
import { useRef } from 'react';
import { useTranslation } from '../i18n/useTranslation.ts';
import * as styles from './PageLoading.css.ts';

/**
 * What shows while a page's chunk loads. When the page that had focus is hidden meanwhile, focus would
 * fall to the body; this placeholder takes it (visibly, and named "loading" for screen readers) until
 * the new page moves it to its heading.
 */
export function PageLoading() {
  const { t } = useTranslation();
  const placeholder = useRef<HTMLElement>(null);
  useTakeLostFocus(placeholder);
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
