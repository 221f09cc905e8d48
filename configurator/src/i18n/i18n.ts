import type { i18n } from 'i18next';
import { createI18nInstance } from './instance.ts';
import { defaultLanguage, resolveLanguage } from './languages.ts';
import de from './locales/de/translation.json';
import en from './locales/en/translation.json';

/**
 * Creates an i18next instance with both languages bundled, synchronously (tests, stories). The app
 * (main.tsx) loads only the language it shows: createI18nInstance with loadTranslation.
 */
export function createI18n(requested: string | null = defaultLanguage): i18n {
  return createI18nInstance(resolveLanguage(requested), { en, de });
}
