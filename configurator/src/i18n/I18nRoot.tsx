import type { i18n } from 'i18next';
import { type ReactNode, startTransition, useEffect, useMemo, useState } from 'react';
import { I18nProvider } from 'react-aria-components';
import { localeOf } from './languages.ts';
import { AppTexts, AppTextsContext } from './useTranslation.ts';

/**
 * Provides the app's texts (`useTranslation`) and react-aria's locale (de-DE / en-GB) together, following language
 * changes: from an i18next `instance`, or from `texts` (a server-rendered page's, before i18next has loaded).
 * A language change is applied as a transition (docs/serving.md#the-first-screens-texts): a part of a server-rendered
 * page still waiting to hydrate (docs/serving.md#parts-hydrated-later) is hydrated first, in the language of its
 * server HTML, and then renders in the new one with the rest; the page shows the old language until then.
 */
export function I18nRoot({
  instance,
  texts: given,
  children,
}: ({ instance: i18n; texts?: never } | { texts: AppTexts; instance?: never }) & { children: ReactNode }) {
  const [texts] = useState(() => given ?? new AppTexts({ instance: instance as i18n }));
  const [language, setLanguage] = useState(texts.language);
  useEffect(() => {
    // A change between the first render and this subscription is taken too.
    const follow = () => startTransition(() => setLanguage(texts.language));
    follow();
    return texts.subscribe(follow);
  }, [texts]);
  useEffect(() => {
    // Only a change: setting the same language again makes the browser restyle the whole page (the attribute
    // reaches every element's font locale), a long task after a server-rendered page is hydrated
    // (docs/serving.md#react-arias-style-in-the-page).
    if (document.documentElement.lang !== language) document.documentElement.lang = language;
  }, [language]);
  const value = useMemo(() => ({ texts, language }), [texts, language]);
  return (
    <AppTextsContext.Provider value={value}>
      <I18nProvider locale={localeOf[language]}>{children}</I18nProvider>
    </AppTextsContext.Provider>
  );
}
