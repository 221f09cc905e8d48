/** Languages the property app ships texts for. */
export const supportedLanguages = ['en', 'de'] as const;
export type SupportedLanguage = (typeof supportedLanguages)[number];

/** The BCP 47 locale used by Intl and react-aria for each language. */
export const localeOf: Readonly<Record<SupportedLanguage, string>> = { de: 'de-DE', en: 'en-GB' };

/** Whether a language code is one we have texts for. */
export function isSupportedLanguage(value: string): value is SupportedLanguage {
  return (supportedLanguages as readonly string[]).includes(value);
}

/** A requested language ('de-AT', 'en', null...) as a supported one; English when there is none. */
export function resolveLanguage(requested: string | null | undefined): SupportedLanguage {
  const base = requested?.toLowerCase().split(/[-_]/)[0] ?? '';
  return isSupportedLanguage(base) ? base : 'en';
}
