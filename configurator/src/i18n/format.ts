import type { IsoDate, IsoTime } from '@venue/domain';

/*
 * Dates and times formatted with Intl for the active locale (spec: no hand-made formats); money is the
 * design system's `formatMoney` (it respects each currency's decimals).
 * Dates are calendar dates: they are formatted in UTC so no time zone can shift the day.
 */

/** One date format per locale and options, made once: making an Intl.DateTimeFormat costs far more than using one. */
const formats = new Map<string, Intl.DateTimeFormat>();
function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/** '2026-11-23' -> 'Mo., 23.11.2026' / 'Mon, 23/11/2026'. */
export function formatDate(locale: string, date: IsoDate, style: 'short' | 'long' = 'short'): string {
  const [y, m, d] = date.split('-').map(Number);
  const value = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1));
  const options: Intl.DateTimeFormatOptions =
    style === 'long'
      ? { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }
      : { weekday: 'short', day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' };
  return dateTimeFormat(locale, options).format(value);
}

/** '09:30:00' -> '09:30'. */
export function formatTime(locale: string, time: IsoTime): string {
  const [h, min] = time.split(':').map(Number);
  const value = new Date(Date.UTC(1970, 0, 1, h ?? 0, min ?? 0));
  return dateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' }).format(value);
}
