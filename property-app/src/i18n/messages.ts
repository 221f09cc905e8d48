/*
 * The app's texts per language: `locales/{lang}/translation.json` and one file per feature beside it
 * (`locales/en/catalog.json`, ...), merged into one flat table. A key lives in exactly one file
 * (i18n/keys.test.ts checks), so features add their texts without touching each other's files.
 */

type Texts = Record<string, string>;

const filesOf = (files: Record<string, { default: Texts }>): Texts[] =>
  Object.keys(files)
    .sort()
    .map((path) => (files[path] as { default: Texts }).default);

/** Every file of a language, by name, for the duplicate check. */
export const enFiles = filesOf(import.meta.glob('./locales/en/*.json', { eager: true }));
export const deFiles = filesOf(import.meta.glob('./locales/de/*.json', { eager: true }));

export const en: Texts = Object.assign({}, ...enFiles);
export const de: Texts = Object.assign({}, ...deFiles);
