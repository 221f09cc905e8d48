import { formatMoney } from '@venue/design-system';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** How the group screens write days ("Mon 14 Dec 2026") and prices, in the app's language. */
export function useGroupFormats() {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'de' ? 'de-DE' : 'en-GB';
  return useMemo(() => {
    const short = new Intl.DateTimeFormat(locale, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const compact = new Intl.DateTimeFormat(locale, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });
    const at = (iso: string) => new Date(`${iso.slice(0, 10)}T00:00:00Z`);
    return {
      /** "Mon, 14 Dec 2026" */
      day: (iso: string) => short.format(at(iso)),
      /** "Mon 14 Dec", for a table's rows (its caption or the block says the year). */
      dayShort: (iso: string) => compact.format(at(iso)),
      money: (cents: number, currency: string) => formatMoney(cents, currency, locale),
      list: (items: readonly string[]) =>
        new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(items),
    };
  }, [locale]);
}
