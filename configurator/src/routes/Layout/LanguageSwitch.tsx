import { LanguagePicker } from '@venue/design-system';
import { useMemo } from 'react';
import { askedLanguage } from '../../i18n/askedLanguage.ts';
import { isSupportedLanguage, supportedLanguages } from '../../i18n/languages.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { useAppStore } from '../../store/StoreProvider.tsx';

/**
 * The language picker of the header: switches the interface's texts (i18next) and the store's language,
 * which every API call sends, so the property's own content follows too.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const setLanguage = useAppStore((s) => s.setLanguage);
  const languages = useMemo(
    () =>
      supportedLanguages.map((language) => ({
        id: language,
        name: t(`language.${language}`),
        lang: language,
      })),
    [t],
  );
  return (
    <LanguagePicker
      languages={languages}
      value={i18n.language}
      onChange={(id) => {
        if (!isSupportedLanguage(id)) return;
        // The guest's own choice wins over the booker's link, after a reload too.
        askedLanguage.write(id);
        setLanguage(id);
        void i18n.changeLanguage(id);
      }}
    />
  );
}
