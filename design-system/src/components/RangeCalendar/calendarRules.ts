import type { CalendarDate } from '@internationalized/date';

/** Availability levels a day can have, as computed by the caller (the design system knows no rule behind them). */
export const availabilityLevels = ['free', 'short', 'blocked'] as const;
export type Availability = (typeof availabilityLevels)[number];

/** Weekdays by their ISO name, Monday first (spec 3: start weekdays are monday..sunday booleans). */
export const weekdays = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof weekdays)[number];

/** What the calendar shows for one day. Prices are integer minor units (cents). */
export interface DayInfo {
  readonly availability?: Availability;
  readonly price?: number;
}

/** A picked stay: first and last day (inclusive). */
export interface DateRange {
  readonly start: CalendarDate;
  readonly end: CalendarDate;
}

/** Limits the caller passes in; all optional. */
export interface RangeLimits {
  readonly minNights?: number | undefined;
  readonly maxNights?: number | undefined;
  readonly allowedStartWeekdays?: readonly Weekday[] | undefined;
}

/** Why a pick was refused, so the calendar can say so. */
export type RangeProblem =
  | { readonly kind: 'minNights'; readonly nights: number }
  | { readonly kind: 'maxNights'; readonly nights: number }
  | { readonly kind: 'startWeekday'; readonly allowed: readonly Weekday[] };

/** ISO weekday name of a date, independent of the locale's first day of the week. */
export function weekdayOf(date: CalendarDate): Weekday {
  // Date#getUTCDay is 0 for Sunday; shift so Monday is index 0.
  const index = (date.toDate('UTC').getUTCDay() + 6) % 7;
  return weekdays[index] ?? 'monday';
}

/** Nights between the first and the last day of a range. */
export function nightsOf(range: DateRange): number {
  return range.end.compare(range.start);
}

/** Whether a stay may begin on this day. */
export function isAllowedStart(date: CalendarDate, limits: RangeLimits): boolean {
  const allowed = limits.allowedStartWeekdays;
  return !allowed || allowed.length === 0 || allowed.includes(weekdayOf(date));
}

/** The first limit a picked range breaks, or null when it may be taken. */
export function checkRange(range: DateRange, limits: RangeLimits): RangeProblem | null {
  if (!isAllowedStart(range.start, limits)) {
    return { kind: 'startWeekday', allowed: limits.allowedStartWeekdays ?? [] };
  }
  const nights = nightsOf(range);
  if (limits.minNights !== undefined && nights < limits.minNights)
    return { kind: 'minNights', nights: limits.minNights };
  if (limits.maxNights !== undefined && nights > limits.maxNights)
    return { kind: 'maxNights', nights: limits.maxNights };
  return null;
}

/**
 * While the end is being picked, days further than `maxNights` from the first pick cannot be reached.
 * React-aria then stops the range at the first such day, so this stays contiguous.
 */
export function isBeyondMaxNights(
  date: CalendarDate,
  anchor: CalendarDate | null,
  limits: RangeLimits,
): boolean {
  if (!anchor || limits.maxNights === undefined) return false;
  return Math.abs(date.compare(anchor)) > limits.maxNights;
}

/** Key of a day in the `days` map: ISO `YYYY-MM-DD`. */
export const dayKey = (date: CalendarDate): string => date.toString();
