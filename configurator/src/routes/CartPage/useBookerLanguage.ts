import type { LoadedBooking } from '@venue/domain';
import { useEffect } from 'react';
import { askedLanguage, bookerPageLanguage } from '../../i18n/askedLanguage.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { useAppStore } from '../../store/StoreProvider.tsx';

/**
 * docs/pages.md#reopening-a-booking: the reopened booking's page speaks the booker's language, after a reload too
 * (the URL has lost the link's `lang` by then): the language asked for in this tab, else the booking's own.
 */
export function useBookerLanguage(booking: LoadedBooking | null) {
  const { i18n } = useTranslation();
  const setLanguage = useAppStore((s) => s.setLanguage);
  const loaded = booking !== null;
  const recordLanguage = booking?.language ?? null;
  useEffect(() => {
    if (!loaded) return;
    const language = bookerPageLanguage(askedLanguage.read(), recordLanguage);
    if (!language || language === i18n.language) return;
    setLanguage(language);
    void i18n.changeLanguage(language);
  }, [loaded, recordLanguage, i18n, setLanguage]);
}
