import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { localeOf, resolveLanguage } from '../../i18n/languages.ts';

/**
 * The occupancy calendar's day formats in the app's language. Days are the property's wall-clock days
 * ('YYYY-MM-DD'), formatted as UTC so the browser's time zone never shifts them.
 */
export function useDayFormats() {
  const { i18n } = useTranslation();
  const language = resolveLanguage(i18n.language);
  return useMemo(() => {
    const locale = localeOf[language];
    const format = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    const weekday = format({ weekday: 'short' });
    const dayNumber = format({ day: 'numeric' });
    const long = format({ weekday: 'long', day: 'numeric', month: 'long' });
    const dayMonth = format({ day: 'numeric', month: 'long' });
    const fullDay = format({ day: 'numeric', month: 'long', year: 'numeric' });
    const month = format({ month: 'long', year: 'numeric' });
    const at = (day: string) => new Date(`${day}T00:00:00Z`);
    return {
      /** "Fri" */
      weekdayShort: (day: string) => weekday.format(at(day)),
      /** "12" */
      dayOfMonth: (day: string) => dayNumber.format(at(day)),
      /** "Friday 12 March", "Freitag, 12. März" */
      longDay: (day: string) => long.format(at(day)),
      /** "12–14 March" or "12 March" */
      days: (from: string, to: string) =>
        from === to ? dayMonth.format(at(from)) : dayMonth.formatRange(at(from), at(to)),
      /** "10–16 March 2031" */
      period: (from: string, to: string) => fullDay.formatRange(at(from), at(to)),
      /** "March 2031" */
      month: (day: string) => month.format(at(day)),
    };
  }, [language]);
}
