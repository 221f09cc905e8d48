import type { i18n } from 'i18next';
import { type ReactNode, useEffect, useState } from 'react';
import { I18nProvider } from 'react-aria-components';
import { I18nextProvider } from 'react-i18next';
import { activeLanguage, createI18n } from './i18n.ts';
import { localeOf } from './languages.ts';

/** Provides i18next and react-aria's locale (de-DE / en-GB) together, following language changes. */
export function I18nRoot({ instance, children }: { instance?: i18n; children: ReactNode }) {
  const [i18nInstance] = useState(() => instance ?? createI18n());
  const [language, setLanguage] = useState(() => activeLanguage(i18nInstance));
  useEffect(() => {
    const onChange = () => {
      const next = activeLanguage(i18nInstance);
      setLanguage(next);
      document.documentElement.lang = next;
    };
    onChange();
    i18nInstance.on('languageChanged', onChange);
    return () => i18nInstance.off('languageChanged', onChange);
  }, [i18nInstance]);
  return (
    <I18nextProvider i18n={i18nInstance}>
      <I18nProvider locale={localeOf[language]}>{children}</I18nProvider>
    </I18nextProvider>
  );
}
