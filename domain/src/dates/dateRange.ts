import type { CalendarDate } from '@internationalized/date';
import type { CalendarEntry } from '../model/entities.ts';
import type { Settings } from '../settings/settings.ts';
import { classifyCalendarEntry } from './availability.ts';
import { daysBetween, durationDays, nightCount, weekdayName } from './isoDate.ts';

/** Why a date or date range cannot be chosen (docs/rules.md#stay-rules). */
export type DateRangeError =
  | 'START_AFTER_END'
  | 'PAST'
  | 'ADVANCE_BOOKING_DAYS'
  | 'RESERVED'
  | 'NO_ROOM_OVERLAP'
  | 'MIN_NIGHTS'
  | 'MAX_NIGHTS'
  | 'MIN_DURATION'
  | 'MAX_DURATION'
  | 'START_WEEKDAY'
  | 'SINGLE_DATE';

/** A range of calendar days, both included. */
export interface DateRange {
  readonly start: CalendarDate;
  readonly end: CalendarDate;
}

/** The settings the date rules read. */
type DateRuleSettings = Pick<
  Settings,
  | 'minAdvanceBookingDays'
  | 'minNightcount'
  | 'maxNightcount'
  | 'minDuration'
  | 'maxDuration'
  | 'durationMin'
  | 'durationMax'
  | 'startWeekdays'
  | 'singleDate'
  | 'overlapcheckIsDisabled'
>;

/** Everything the date rules need besides the range; "today" is passed in. */
export interface DateRuleContext {
  readonly today: CalendarDate;
  readonly settings: DateRuleSettings;
  /** The availability calendar of the shown months; days without an entry count as available. */
  readonly calendar?: readonly CalendarEntry[];
  /** Date ranges of the required rooms; the chosen range must overlap one of them (unless disabled). */
  readonly requiredRanges?: readonly DateRange[];
  /** A stay: the departure day need not be free (nights are counted, not days). Default false. */
  readonly departureDayFree?: boolean;
}

/** The settings the date rules of a property read, with what tells a stay from a day event. */
export type PropertyDateSettings = DateRuleSettings & Pick<Settings, 'groupBookingOnly'>;

/**
 * The date rules' context for a property, the same in the calendar and on the server: a rooms-only
 * property (groupBookingOnly) books stays, whose departure day is not slept in and need not be free.
 */
export function dateRulesFor(
  settings: PropertyDateSettings,
  today: CalendarDate,
  calendar: readonly CalendarEntry[] = [],
): DateRuleContext {
  return { today, settings, calendar, departureDayFree: settings.groupBookingOnly };
}

/** docs/rules.md#stay-rules: the rules that concern the start day alone (past, advance days, weekday, blocked). */
export function validateStartDate(date: CalendarDate, context: DateRuleContext): DateRangeError[] {
  const errors: DateRangeError[] = [];
  const { today, settings } = context;
  const ahead = daysBetween(today, date);
  if (ahead < 0) errors.push('PAST');
  else if (ahead < settings.minAdvanceBookingDays) errors.push('ADVANCE_BOOKING_DAYS');
  if (!settings.startWeekdays[weekdayName(date)]) errors.push('START_WEEKDAY');
  if (blockedDays(context).has(date.toString())) errors.push('RESERVED');
  return errors;
}

/**
 * The fewest and most days (nights + 1) an event may last: both pairs of settings bound it
 * (minDuration/maxDuration and duration.min/duration.max), the stricter one wins.
 */
export function durationBounds(
  settings: Pick<DateRuleSettings, 'minDuration' | 'maxDuration' | 'durationMin' | 'durationMax'>,
): { readonly min: number; readonly max: number } {
  return {
    min: Math.max(settings.minDuration, settings.durationMin),
    max: Math.min(settings.maxDuration, settings.durationMax),
  };
}

/**
 * Whether no valid range can include this day at all (past, inside the advance-booking days, fully
 * reserved): the calendar shows it unavailable. A day a stay may not begin on can still end one.
 */
export function isDateOutOfReach(date: CalendarDate, context: DateRuleContext): boolean {
  return validateStartDate(date, context).some((e) => e !== 'START_WEEKDAY');
}

function blockedDays(context: DateRuleContext): ReadonlySet<string> {
  const blocked = new Set<string>();
  const free = new Set<string>();
  for (const entry of context.calendar ?? []) {
    if (classifyCalendarEntry(entry) === 'blocked') blocked.add(entry.checkindate);
    else free.add(entry.checkindate);
  }
  // A day another unit group still has free is not fully reserved.
  for (const day of free) blocked.delete(day);
  return blocked;
}

const overlaps = (a: DateRange, b: DateRange) => a.start.compare(b.end) <= 0 && a.end.compare(b.start) >= 0;

/**
 * docs/rules.md#stay-rules: every reason a date range is invalid, in the order the calendar reports them: start after
 * end; in the past; inside the minimum advance-booking days; a fully reserved day in the range; no
 * overlap with the required room date ranges (unless the overlap check is disabled); nights below
 * minNightcount or above maxNightcount; duration (nights + 1) below minDuration or above maxDuration;
 * start weekday not allowed; single-date mode with start and end on different days.
 */
export function validateDateRange(range: DateRange, context: DateRuleContext): DateRangeError[] {
  const { start, end } = range;
  const { settings } = context;
  if (start.compare(end) > 0) return ['START_AFTER_END'];
  const errors: DateRangeError[] = validateStartDate(start, context).filter(
    (e) => e !== 'RESERVED' && e !== 'START_WEEKDAY',
  );
  const blocked = blockedDays(context);
  // docs/rules.md#stay-rules: for a stay the departure day is not slept in, so only the nights' days must be free.
  const lastOccupied = context.departureDayFree && end.compare(start) > 0 ? end.add({ days: -1 }) : end;
  for (let d = start; d.compare(lastOccupied) <= 0; d = d.add({ days: 1 })) {
    if (blocked.has(d.toString())) {
      errors.push('RESERVED');
      break;
    }
  }
  const required = context.requiredRanges ?? [];
  if (!settings.overlapcheckIsDisabled && required.length > 0 && !required.some((r) => overlaps(range, r))) {
    errors.push('NO_ROOM_OVERLAP');
  }
  const nights = nightCount(start, end);
  if (nights < settings.minNightcount) errors.push('MIN_NIGHTS');
  if (nights > settings.maxNightcount) errors.push('MAX_NIGHTS');
  const days = durationDays(start, end);
  const bounds = durationBounds(settings);
  if (days < bounds.min) errors.push('MIN_DURATION');
  if (days > bounds.max) errors.push('MAX_DURATION');
  if (!settings.startWeekdays[weekdayName(start)]) errors.push('START_WEEKDAY');
  if (settings.singleDate && nights !== 0) errors.push('SINGLE_DATE');
  return errors;
}
