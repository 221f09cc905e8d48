import type { i18n } from 'i18next';
import { type ReactNode, useEffect, useState } from 'react';
import { I18nProvider } from 'react-aria-components';
import { I18nextProvider } from 'react-i18next';
import { localeOf, resolveLanguage } from './languages.ts';

/** Provides i18next and react-aria's locale (de-DE / en-GB) together, following language changes. */
export function I18nRoot({ instance, children }: { instance: i18n; children: ReactNode }) {
  const [language, setLanguage] = useState(() => resolveLanguage(instance.language));
  useEffect(() => {
    const onChange = () => {
      const next = resolveLanguage(instance.language);
      setLanguage(next);
      // Only a change: the same language set again restyles the whole page.
      if (document.documentElement.lang !== next) document.documentElement.lang = next;
    };
    onChange();
    instance.on('languageChanged', onChange);
    return () => instance.off('languageChanged', onChange);
  }, [instance]);
  return (
    <I18nextProvider i18n={instance}>
      <I18nProvider locale={localeOf[language]}>{children}</I18nProvider>
    </I18nextProvider>
  );
}
