import type { LocalizedStrings } from '../../i18n/useStrings.ts';

/** The table's and the pager's own labels; `{…}` are filled in with locale-formatted numbers. */
export const dataTableStrings: LocalizedStrings<
  'empty' | 'loading' | 'pages' | 'previous' | 'next' | 'pageOf' | 'rowsOf' | 'noRows'
> = {
  en: {
    empty: 'Nothing to show.',
    loading: 'Loading…',
    pages: 'Pages',
    previous: 'Previous',
    next: 'Next',
    pageOf: 'Page {page} of {pages}',
    rowsOf: 'Rows {from}–{to} of {total}',
    noRows: 'No rows',
  },
  de: {
    empty: 'Keine Einträge.',
    loading: 'Wird geladen …',
    pages: 'Seiten',
    previous: 'Zurück',
    next: 'Weiter',
    pageOf: 'Seite {page} von {pages}',
    rowsOf: 'Zeilen {from}–{to} von {total}',
    noRows: 'Keine Zeilen',
  },
};
