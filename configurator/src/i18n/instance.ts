import i18next, { type BackendModule, type i18n, type ResourceKey } from 'i18next';
import { resolveLanguage, type SupportedLanguage } from './languages.ts';
import { loadTranslation, type Translation } from './translations.ts';

export type { Translation };

/** i18next backend for the languages not handed in at creation (a language switch loads its file). */
const lazyBackend: BackendModule = {
  type: 'backend',
  init: () => {},
  read: (language, _namespace, callback) => {
    loadTranslation(resolveLanguage(language)).then(
      (translation) => callback(null, translation as ResourceKey),
      (error: unknown) => callback(error as Error, null),
    );
  },
};

/**
 * Creates the app's i18next instance in the given language with the translations already at hand
 * (at least that language's, so the first render is synchronous); others load on demand.
 * Keys are flat ('CART.ERROR.OFFERED'): the domain's keys nest a key inside another ('FORM.ERROR'
 * and 'FORM.ERROR.REQUIRED'), which nested JSON cannot hold.
 */
export function createI18nInstance(
  language: SupportedLanguage,
  translations: Partial<Record<SupportedLanguage, Translation>>,
): i18n {
  const instance = i18next.createInstance();
  const resources = Object.fromEntries(
    Object.entries(translations).map(([lng, translation]) => [lng, { translation }]),
  );
  void instance.use(lazyBackend).init({
    resources,
    partialBundledLanguages: true,
    lng: language,
    // Both files hold the same keys (keys.test.ts), so no fallback language needs loading.
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
