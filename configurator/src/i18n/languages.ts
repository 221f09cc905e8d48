import type { LanguageKey } from '@venue/domain';

/** Languages the configurator ships resources for (docs/pages.md#language: English 1, German 2). */
export const supportedLanguages = ['de', 'en'] as const satisfies readonly LanguageKey[];
export type SupportedLanguage = (typeof supportedLanguages)[number];

/** docs/pages.md#language: the configurator starts in German. */
export const defaultLanguage: SupportedLanguage = 'de';

/** The BCP 47 locale used by Intl and react-aria for each language. */
export const localeOf: Readonly<Record<SupportedLanguage, string>> = { de: 'de-DE', en: 'en-GB' };

/** Whether a requested language code is one we have resources for. */
export function isSupportedLanguage(value: string): value is SupportedLanguage {
  return (supportedLanguages as readonly string[]).includes(value);
}

/**
 * Resolves a requested language ('en', 'de-AT', null...) to a supported one.
 * docs/pages.md#language: a language outside the supported set is logged and the default is used.
 */
export function resolveLanguage(requested: string | null | undefined): SupportedLanguage {
  if (!requested) return defaultLanguage;
  const base = requested.toLowerCase().split(/[-_]/)[0] ?? '';
  if (isSupportedLanguage(base)) return base;
  console.warn(`Unsupported language "${requested}" requested; using "${defaultLanguage}".`);
  return defaultLanguage;
}
