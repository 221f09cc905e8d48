import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { SupportedLanguage } from './languages.ts';
import { de, en } from './messages.ts';

/**
 * The app's i18next instance with both languages bundled (the staff app is small; the configurator loads
 * one language at a time because guests see it first). Keys are flat ('login.error.failed'), as in the
 * configurator.
 */
export function createI18n(language: SupportedLanguage): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: { en: { translation: en }, de: { translation: de } },
    lng: language,
    fallbackLng: false,
    supportedLngs: ['de', 'en'],
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
