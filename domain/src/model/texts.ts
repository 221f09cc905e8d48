/*
 * docs/rules.md#catalog-texts: a catalog row's texts in one language. A row stores its texts in the property's own
 * language and their translations in `i18n` (language key -> field -> text); the guests' pages (through the
 * server) and the staff's screens read them through this one rule.
 */

/** A row's translations: language key ('en', 'de') -> field -> text (the catalog tables' `i18n` columns). */
type Translations = Readonly<Record<string, Readonly<Record<string, string>> | undefined>>;

/** The language key of a language tag ('en-GB', 'de_AT', 'EN' -> 'en'), or '' without one. */
const languageKey = (language: string | null | undefined): string =>
  language?.trim().slice(0, 2).toLowerCase() ?? '';

/**
 * A row's `field` in `language` (a row: any object with its stored fields and their translations in `i18n`): its
 * translation into that language when there is a non-empty one, else the stored text (the property's own
 * language), else its first non-empty translation into another language; '' when the row has none.
 */
export function textIn(row: object, field: string, language: string | null | undefined): string {
  const fields = row as Readonly<Record<string, unknown>>;
  const translations = (fields.i18n ?? {}) as Translations;
  const own = translations[languageKey(language)]?.[field];
  if (own) return own;
  const stored = fields[field];
  if (typeof stored === 'string' && stored !== '') return stored;
  for (const texts of Object.values(translations)) {
    const text = texts?.[field];
    if (text) return text;
  }
  return '';
}

/**
 * A row's `field` in each of `languages` by `textIn` (a booking record's snapshot of a catalog text: its names in
 * the apps' languages); a language without any text is left out.
 */
export function namesIn<L extends string>(
  row: object,
  field: string,
  languages: readonly L[],
): Partial<Record<L, string>> {
  const names: Partial<Record<L, string>> = {};
  for (const language of languages) {
    const text = textIn(row, field, language);
    if (text) names[language] = text;
  }
  return names;
}
