import type { LocalizedStrings } from '../../i18n/useStrings.ts';

export const languagePickerStrings: LocalizedStrings<'language' | 'choose' | 'ok' | 'cancel'> = {
  en: { language: 'Language', choose: 'Choose your language', ok: 'OK', cancel: 'Cancel' },
  de: { language: 'Sprache', choose: 'Wählen Sie Ihre Sprache', ok: 'OK', cancel: 'Abbrechen' },
};
