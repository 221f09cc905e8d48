import { durationBounds, type Settings, type StartWeekdays, WEEKDAY_NAMES } from '@venue/domain';
import type { TFunction } from 'i18next';

function weekdayList(
  days: readonly (keyof StartWeekdays)[],
  locale: string,
  type: 'conjunction' | 'disjunction',
) {
  const format = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  // 1 January 2024 was a Monday.
  const names = days.map((day) => format.format(new Date(Date.UTC(2024, 0, 1 + WEEKDAY_NAMES.indexOf(day)))));
  return new Intl.ListFormat(locale, { type }).format(names);
}

/**
 * The property's date rules in the guest's words, shown under the calendar so a day that cannot be
 * picked is explained (the rules themselves are applied by the domain, docs/rules.md#stay-rules). A property
 * that sells rooms speaks of arrival (`stays`); one of meeting rooms only of when an event begins.
 */
export function dateRulesHint(settings: Settings, t: TFunction, locale: string, stays: boolean): string {
  const parts: string[] = [];
  if (settings.minAdvanceBookingDays > 0)
    parts.push(t('eventbar.rules.advance', { count: settings.minAdvanceBookingDays }));
  const days = durationBounds(settings);
  if (stays) {
    if (settings.minNightcount > 0)
      parts.push(t('eventbar.rules.minNights', { count: settings.minNightcount }));
    // Every stay has a longest one (90 nights by default, docs/settings.md#settings-table); it is said unless the
    // longest event in days is as strict already.
    if (Number.isFinite(settings.maxNightcount) && settings.maxNightcount + 1 < days.max)
      parts.push(t('eventbar.rules.maxNights', { count: settings.maxNightcount }));
    if (days.min > 1) parts.push(t('eventbar.rules.minDays', { count: days.min }));
    if (Number.isFinite(days.max)) parts.push(t('eventbar.rules.maxDays', { count: days.max }));
  } else {
    // Events are counted in days: n nights are n + 1 days.
    const min = Math.max(days.min, settings.minNightcount + 1);
    const max = Math.min(days.max, settings.maxNightcount + 1);
    if (min > 1) parts.push(t('eventbar.rules.minDays', { count: min }));
    if (Number.isFinite(max)) parts.push(t('eventbar.rules.maxDays', { count: max }));
  }
  const allowed = WEEKDAY_NAMES.filter((day) => settings.startWeekdays[day]);
  const refused = WEEKDAY_NAMES.filter((day) => !settings.startWeekdays[day]);
  if (refused.length > 0 && allowed.length > 0) {
    parts.push(
      refused.length <= allowed.length
        ? t(stays ? 'eventbar.rules.noStart' : 'eventbar.rules.noEventStart', {
            days: weekdayList(refused, locale, 'conjunction'),
          })
        : t(stays ? 'eventbar.rules.startOnly' : 'eventbar.rules.eventStartOnly', {
            days: weekdayList(allowed, locale, 'disjunction'),
          }),
    );
  }
  return parts.join(' ');
}
