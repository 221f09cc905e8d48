import { safeSessionStorage } from '../app/safeStorage.ts';
import { isSupportedLanguage, type SupportedLanguage } from './languages.ts';

/*
 * docs/pages.md#language: the language this tab was asked for, by a link's `lang` (or `language`), the host page's
 * `init`, or the guest's own choice in the language picker, kept in session storage for the tab's life. The URL
 * loses the link's `lang` once the app routes on (the booker's link lands on the cart page), so a reload of a
 * reopened booking reads the language here (docs/pages.md#reopening-a-booking).
 */

const KEY = 'venue.language';

export const askedLanguage = {
  /** The language asked for in this tab, if any. */
  read(): SupportedLanguage | null {
    const raw = safeSessionStorage.getItem(KEY);
    return raw && isSupportedLanguage(raw) ? raw : null;
  },
  /** Remembers a language asked for: the latest ask wins. */
  write(language: SupportedLanguage): void {
    safeSessionStorage.setItem(KEY, language);
  },
};

/**
 * docs/pages.md#reopening-a-booking: the language a reopened booking's page shows. A language asked for in this tab
 * (the link's, or the guest's own choice) wins; else the booker's, as the booking's record keeps it; else none,
 * and the page keeps its own.
 */
export function bookerPageLanguage(
  asked: SupportedLanguage | null,
  recordLanguage: string | null | undefined,
): SupportedLanguage | null {
  if (asked) return asked;
  return recordLanguage && isSupportedLanguage(recordLanguage) ? recordLanguage : null;
}
