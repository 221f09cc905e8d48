import { LanguagePicker } from '@venue/design-system';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isSupportedLanguage, supportedLanguages } from '../../i18n/languages.ts';
import { useAppStore } from '../../store/StoreProvider.tsx';
import * as pages from '../pages.css.ts';
import * as styles from './Layout.css.ts';

/** The frame of every property page: header with the property and the language picker, main, live region. */
export function Layout({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const property = useAppStore((s) => s.property);
  const announcement = useAppStore((s) => s.announcement);
  const setLanguage = useAppStore((s) => s.setLanguage);
  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <p className={styles.brand}>{property?.name}</p>
        <LanguagePicker
          languages={supportedLanguages.map((language) => ({
            id: language,
            name: t(`language.${language}`),
            lang: language,
          }))}
          value={i18n.language}
          onChange={(id) => {
            if (!isSupportedLanguage(id)) return;
            void i18n.changeLanguage(id);
            setLanguage(id);
          }}
        />
      </header>
      <main className={styles.main}>{children}</main>
      <div aria-live="polite" role="status" data-testid="announcer" className={pages.visuallyHidden}>
        {announcement.map((part) => t(part.key, part.values ?? {})).join('. ')}
      </div>
    </div>
  );
}
