import { LanguagePicker } from '@venue/design-system';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isSupportedLanguage, supportedLanguages } from '../i18n/languages.ts';
import { useAppStore } from '../store/StoreProvider.tsx';

/** The language picker (English, Deutsch): the interface's texts and the language the API is asked in. */
export function LanguageSwitch() {
  const { i18n } = useTranslation();
  const setLanguage = useAppStore((s) => s.setLanguage);
  const language = useAppStore((s) => s.language);
  const languages = useMemo(
    () => supportedLanguages.map((id) => ({ id, name: id === 'de' ? 'Deutsch' : 'English', lang: id })),
    [],
  );
  return (
    <LanguagePicker
      languages={languages}
      value={language}
      onChange={(id) => {
        if (!isSupportedLanguage(id)) return;
        setLanguage(id);
        void i18n.changeLanguage(id);
      }}
    />
  );
}
