import { formatMoney } from '@venue/design-system';
import { localeOf, resolveLanguage } from '../i18n/languages.ts';
import { tKey } from '../i18n/tKey.ts';

/** The label keys of the booking states (docs/rules.md#booking-states). */
const stateLabels: Readonly<Record<number, string>> = {
  1: tKey('state.new'),
  2: tKey('state.offered'),
  4: tKey('state.optional'),
  8: tKey('state.confirmed'),
  16: tKey('state.cleared'),
  32: tKey('state.canceled'),
  64: tKey('state.deleted'),
};

/** The label key of a booking state. */
export const stateLabel = (state: number): string => stateLabels[state] ?? 'state.unknown';

/** The label keys of the booking categories. */
export const categoryLabels: Readonly<Record<number, string>> = {
  1: tKey('inbox.category.1'),
  2: tKey('inbox.category.2'),
  4: tKey('inbox.category.4'),
  8: tKey('inbox.category.8'),
};

/**
 * Formats of the UI language. Arrival, departure and option dates are the property's wall clock stored as UTC
 * fields (docs/api.md#dates), so they are formatted in UTC; creation and history times are real instants,
 * shown in the browser's time zone.
 */
export function formatsOf(language: string) {
  const locale = localeOf[resolveLanguage(language)];
  const wallDate = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const wallLongDate = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' });
  const wallDateTime = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  });
  const wallTime = new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone: 'UTC' });
  const instant = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const wall = (value: string) => new Date(`${value.slice(0, 10)}T${value.slice(11, 16) || '00:00'}:00Z`);
  return {
    locale,
    /** 'YYYY-MM-DD' or 'YYYY-MM-DD[T ]HH:mm' as a day. */
    day: (value: string) => wallDate.format(wall(value)),
    longDay: (value: string) => wallLongDate.format(wall(value)),
    /** 'YYYY-MM-DD[T ]HH:mm' as day and time. */
    dayTime: (value: string) => wallDateTime.format(wall(value)),
    time: (value: string) => wallTime.format(wall(value)),
    /** An ISO instant. */
    instant: (value: string) => instant.format(new Date(value)),
    money: (minor: number, currency: string) => formatMoney(minor, currency, locale),
  };
}
