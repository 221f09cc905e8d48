import type { LocalizedStrings } from '../../i18n/useStrings.ts';

/** The tag field's own texts (its hint also shows in its skeleton while its code loads). */
export const tagAutocompleteStrings: LocalizedStrings<
  'chosen' | 'added' | 'removed' | 'unknown' | 'duplicate' | 'hint'
> = {
  en: {
    chosen: 'Chosen tags',
    added: 'Added: {name}.',
    removed: 'Removed: {name}.',
    unknown: 'There is no tag “{name}”.',
    duplicate: '“{name}” is already chosen.',
    hint: 'Type to search, Enter to add. Remove a chosen tag with Backspace or Delete.',
  },
  de: {
    chosen: 'Ausgewählte Schlagwörter',
    added: 'Hinzugefügt: {name}.',
    removed: 'Entfernt: {name}.',
    unknown: 'Es gibt kein Schlagwort „{name}“.',
    duplicate: '„{name}“ ist bereits ausgewählt.',
    hint: 'Tippen zum Suchen, Eingabe zum Hinzufügen. Ausgewählte Schlagwörter mit Rücktaste oder Entf entfernen.',
  },
};
