import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLanguage, resolveLanguage, type SupportedLanguage } from './languages.ts';
import de from './locales/de/translation.json';
import en from './locales/en/translation.json';

/** The resource files; en is the source locale, de must have the same keys. */
export const resources = { en: { translation: en }, de: { translation: de } } as const;

/**
 * Creates the app's i18next instance in the requested language (German unless told otherwise).
 * Keys are flat ('CART.ERROR.OFFERED'): the domain's keys nest a key inside another ('FORM.ERROR'
 * and 'FORM.ERROR.REQUIRED'), which nested JSON cannot hold.
 */
export function createI18n(requested: string | null = defaultLanguage): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: resolveLanguage(requested),
    fallbackLng: 'en',
    supportedLngs: ['de', 'en'],
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}

/** The active language of an instance, narrowed to the supported set. */
export function activeLanguage(instance: i18n): SupportedLanguage {
  return resolveLanguage(instance.language);
}
