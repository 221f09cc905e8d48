/** The languages a record keeps its catalog names in (the apps' languages). */
export const RECORD_LANGUAGES = ['en', 'de'] as const;
export type RecordLanguage = (typeof RECORD_LANGUAGES)[number];
