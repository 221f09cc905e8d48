import type { CalendarDate } from '@internationalized/date';
import type { CalendarEntry } from '../model/entities.ts';
import type { Settings } from '../settings/typedSettings.ts';
import { classifyCalendarEntry } from './availability.ts';
import { daysBetween, durationDays, nightCount, weekdayName } from './isoDate.ts';

/** Why a date or date range cannot be chosen (docs/rules.md#stay-rules). */
export type DateRangeError =
  | 'START_AFTER_END'
  | 'PAST'
  | 'ADVANCE_BOOKING_DAYS'
  | 'MAX_ADVANCE_BOOKING_DAYS'
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
  | 'maxAdvanceBookingDays'
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

/** docs/rules.md#stay-rules: whether a day lies after the booking horizon (today + maxAdvanceBookingDays). */
function beyondHorizon(date: CalendarDate, context: Pick<DateRuleContext, 'today' | 'settings'>): boolean {
  return daysBetween(context.today, date) > context.settings.maxAdvanceBookingDays;
}

/**
 * docs/rules.md#stay-rules: the rules that concern the start day alone (past, advance days, beyond the booking
 * horizon, weekday, blocked).
 */
export function validateStartDate(date: CalendarDate, context: DateRuleContext): DateRangeError[] {
  const errors: DateRangeError[] = [];
  const { today, settings } = context;
  const ahead = daysBetween(today, date);
  if (ahead < 0) errors.push('PAST');
  else if (ahead < settings.minAdvanceBookingDays) errors.push('ADVANCE_BOOKING_DAYS');
  else if (beyondHorizon(date, context)) errors.push('MAX_ADVANCE_BOOKING_DAYS');
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
 * Whether no valid range can include this day at all (past, inside the advance-booking days, beyond the
 * booking horizon, fully reserved): the calendar shows it unavailable. A day a stay may not begin on can still end one.
 */
export function isDateOutOfReach(date: CalendarDate, context: DateRuleContext): boolean {
  return validateStartDate(date, context).some((e) => e !== 'START_WEEKDAY');
}

/**
 * The fully reserved days of each calendar read, worked out once: the calendar asks for every day cell it renders
 * (3 months of every unit group's entries each time), and the entries a context holds never change.
 */
const blockedDaysOf = new WeakMap<readonly CalendarEntry[], ReadonlySet<string>>();
const NO_ENTRIES: readonly CalendarEntry[] = [];

function blockedDays(context: DateRuleContext): ReadonlySet<string> {
  const calendar = context.calendar ?? NO_ENTRIES;
  const known = blockedDaysOf.get(calendar);
  if (known) return known;
  const blocked = fullyReserved(calendar);
  blockedDaysOf.set(calendar, blocked);
  return blocked;
}

function fullyReserved(calendar: readonly CalendarEntry[]): ReadonlySet<string> {
  const blocked = new Set<string>();
  const free = new Set<string>();
  for (const entry of calendar) {
    if (classifyCalendarEntry(entry) === 'blocked') blocked.add(entry.checkindate);
    else free.add(entry.checkindate);
  }
  // A day another unit group still has free is not fully reserved.
  for (const day of free) blocked.delete(day);
  return blocked;
}

const overlaps = (a: DateRange, b: DateRange) => a.start.compare(b.end) <= 0 && a.end.compare(b.start) >= 0;

/** Why a range reaches too far: its end beyond the booking horizon, or more nights or days than allowed. */
type ReachError = Extract<DateRangeError, 'MAX_ADVANCE_BOOKING_DAYS' | 'MAX_NIGHTS' | 'MAX_DURATION'>;

/**
 * docs/rules.md#stay-rules: how far a range reaches: it ends after the booking horizon (today +
 * maxAdvanceBookingDays), or it has more nights than maxNightcount or more days than the duration bounds allow.
 * It reads only the range's two ends, so it costs the same for a weekend and for decades: the server checks it
 * before any work per day (a booking's lines included). A range whose start is after its end reaches nowhere.
 */
export function validateStayReach(
  range: DateRange,
  context: Pick<DateRuleContext, 'today' | 'settings'>,
): ReachError[] {
  const { start, end } = range;
  if (start.compare(end) > 0) return [];
  const errors: ReachError[] = [];
  if (beyondHorizon(end, context)) errors.push('MAX_ADVANCE_BOOKING_DAYS');
  if (nightCount(start, end) > context.settings.maxNightcount) errors.push('MAX_NIGHTS');
  if (durationDays(start, end) > durationBounds(context.settings).max) errors.push('MAX_DURATION');
  return errors;
}

/**
 * docs/rules.md#stay-rules: every reason a date range is invalid, in the order the calendar reports them: start after
 * end; in the past; inside the minimum advance-booking days; ending after the booking horizon; a fully reserved day
 * in the range; no overlap with the required room date ranges (unless the overlap check is disabled); nights below
 * minNightcount or above maxNightcount; duration (nights + 1) below minDuration or above maxDuration;
 * start weekday not allowed; single-date mode with start and end on different days. Its work grows with the
 * calendar's entries, not with the range's days.
 */
export function validateDateRange(range: DateRange, context: DateRuleContext): DateRangeError[] {
  const { start, end } = range;
  const { settings } = context;
  if (start.compare(end) > 0) return ['START_AFTER_END'];
  const reach = validateStayReach(range, context);
  const errors: DateRangeError[] = validateStartDate(start, context).filter(
    (e) => e === 'PAST' || e === 'ADVANCE_BOOKING_DAYS',
  );
  // A start beyond the horizon has its end beyond it too: the end says it once.
  if (reach.includes('MAX_ADVANCE_BOOKING_DAYS')) errors.push('MAX_ADVANCE_BOOKING_DAYS');
  // docs/rules.md#stay-rules: for a stay the departure day is not slept in, so only the nights' days must be free.
  const lastOccupied = context.departureDayFree && end.compare(start) > 0 ? end.add({ days: -1 }) : end;
  const [from, to] = [start.toString(), lastOccupied.toString()];
  // The blocked days are looked up in the range (not the range's days in the blocked ones): a long range costs nothing more.
  for (const day of blockedDays(context)) {
    if (day >= from && day <= to) {
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
  if (reach.includes('MAX_NIGHTS')) errors.push('MAX_NIGHTS');
  const days = durationDays(start, end);
  const bounds = durationBounds(settings);
  if (days < bounds.min) errors.push('MIN_DURATION');
  if (reach.includes('MAX_DURATION')) errors.push('MAX_DURATION');
  if (!settings.startWeekdays[weekdayName(start)]) errors.push('START_WEEKDAY');
  if (settings.singleDate && nights !== 0) errors.push('SINGLE_DATE');
  return errors;
}
