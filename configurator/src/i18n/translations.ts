import type { SupportedLanguage } from './languages.ts';

/** One language's translation file (flat keys). */
export type Translation = Readonly<Record<string, string>>;

/**
 * Loads one language's translation file. Each language is its own chunk, so the first screen carries
 * only the language it shows; the other one loads when the guest switches to it. Kept apart from
 * i18next (instance.ts) so the entry can start this download before the app's code has arrived.
 */
export function loadTranslation(language: SupportedLanguage): Promise<Translation> {
  return language === 'en'
    ? import('./locales/en/translation.json').then((m) => m.default)
    : import('./locales/de/translation.json').then((m) => m.default);
}
