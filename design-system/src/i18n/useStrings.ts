import { useLocale } from 'react-aria-components';

/** English and German text for a component's own labels (the design system knows no app i18n keys). */
export interface LocalizedStrings<K extends string> {
  readonly en: Readonly<Record<K, string>>;
  readonly de: Readonly<Record<K, string>>;
}

/** Picks a component's strings for the locale of the nearest react-aria I18nProvider (German for `de-*`). */
export function useStrings<K extends string>(strings: LocalizedStrings<K>): Readonly<Record<K, string>> {
  const { locale } = useLocale();
  return locale.toLowerCase().startsWith('de') ? strings.de : strings.en;
}
