import type { i18n } from 'i18next';
import { type ReactNode, useEffect, useState, useSyncExternalStore } from 'react';
import { I18nProvider } from 'react-aria-components';
import { localeOf } from './languages.ts';
import { AppTexts, AppTextsContext } from './useTranslation.ts';

/**
 * Provides the app's texts (`useTranslation`) and react-aria's locale (de-DE / en-GB) together, following language
 * changes: from an i18next `instance`, or from `texts` (a server-rendered page's, before i18next has loaded).
 */
export function I18nRoot({
  instance,
  texts: given,
  children,
}: ({ instance: i18n; texts?: never } | { texts: AppTexts; instance?: never }) & { children: ReactNode }) {
  const [texts] = useState(() => given ?? new AppTexts({ instance: instance as i18n }));
  useSyncExternalStore(texts.subscribe, texts.version, texts.version);
  const language = texts.language;
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  return (
    <AppTextsContext.Provider value={texts}>
      <I18nProvider locale={localeOf[language]}>{children}</I18nProvider>
    </AppTextsContext.Provider>
  );
}
