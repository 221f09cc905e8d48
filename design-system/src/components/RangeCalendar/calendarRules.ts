import type { CalendarDate } from '@internationalized/date';

/** Availability levels a day can have, as computed by the caller (the design system knows no rule behind them). */
export const availabilityLevels = ['free', 'short', 'blocked'] as const;
export type Availability = (typeof availabilityLevels)[number];

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

/**
 * What the caller decides about days, react-aria style; the calendar holds no booking rule of its own.
 * `isDateUnavailable` is react-aria's: with no `anchor` it names the days no range can include; while the
 * end is being picked, `anchor` is the day picked first and it names the days that would not end a valid
 * range. `isStartUnavailable` names the days a range may not begin on but may still end on.
 */
export interface DatePredicates {
  readonly isDateUnavailable?: ((date: CalendarDate, anchor: CalendarDate | null) => boolean) | undefined;
  readonly isStartUnavailable?: ((date: CalendarDate) => boolean) | undefined;
}

/** Why a complete range was refused: its first day may not begin one, or the range as a whole. */
export type RangeRefusal = 'start' | 'range';

/** How the caller's predicates judge a complete range, or null when it may be taken. */
export function refusalOf(range: DateRange, predicates: DatePredicates): RangeRefusal | null {
  if (predicates.isStartUnavailable?.(range.start)) return 'start';
  const unavailable = predicates.isDateUnavailable;
  if (unavailable && (unavailable(range.start, null) || unavailable(range.end, range.start))) return 'range';
  return null;
}

/** Key of a day in the `days` map: ISO `YYYY-MM-DD`. */
export const dayKey = (date: CalendarDate): string => date.toString();
