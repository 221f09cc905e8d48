import { useEffect } from 'react';
import { askedLanguage } from '../../i18n/askedLanguage.ts';
import { isSupportedLanguage } from '../../i18n/languages.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { useAppStore } from '../../store/StoreProvider.tsx';
import { LanguageSwitch } from '../Layout/LanguageSwitch.tsx';
import * as styles from '../pages.css.ts';

/** The first of the browser's languages the app speaks, if any. */
export function browserLanguage(languages: readonly string[]) {
  return languages.map((l) => l.toLowerCase().split(/[-_]/)[0] ?? '').find(isSupportedLanguage) ?? null;
}

/**
 * docs/pages.md#choosing-the-property: the address names no property (the server answers it 404). Said in the
 * browser's language unless the link or the guest chose one, with the way on: the list of properties at `/`, in
 * the language the guest reads this in.
 */
export function UnknownPropertyPage() {
  const { t, i18n } = useTranslation();
  const setLanguage = useAppStore((s) => s.setLanguage);
  useEffect(() => {
    if (askedLanguage.read()) return;
    const language = browserLanguage(navigator.languages ?? [navigator.language]);
    if (language && language !== i18n.language) {
      setLanguage(language);
      void i18n.changeLanguage(language);
    }
  }, [i18n, setLanguage]);
  const title = t('unknownProperty.title');
  useEffect(() => {
    const before = document.title;
    document.title = title;
    return () => {
      document.title = before;
    };
  }, [title]);
  return (
    <>
      <header className={styles.standaloneHeader}>
        <LanguageSwitch />
      </header>
      <main className={styles.page}>
        <h1 className={styles.title}>{title}</h1>
        <p>{t('unknownProperty.text')}</p>
        <p>
          <a href={`/?lang=${i18n.language}`} className={styles.link}>
            {t('unknownProperty.link')}
          </a>
        </p>
      </main>
    </>
  );
}
