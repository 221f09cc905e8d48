import { type CalendarDate, CalendarDateTime, type Time, toZoned } from '@internationalized/date';
import type { Settings } from '../settings/settings.ts';

/** The event duration settings (docs/rules.md#time-rules: min 1, default 1, max infinite; in days). */
export type EventDurationSettings = Pick<Settings, 'durationMin' | 'durationDefault' | 'durationMax'>;

/** Why an event duration is not allowed. */
export type EventDurationError = 'BELOW_MIN_DURATION' | 'ABOVE_MAX_DURATION';

/** docs/rules.md#time-rules: an event's duration in days is limited by duration.min and duration.max. */
export function eventDurationError(days: number, settings: EventDurationSettings): EventDurationError | null {
  if (days < settings.durationMin) return 'BELOW_MIN_DURATION';
  if (days > settings.durationMax) return 'ABOVE_MAX_DURATION';
  return null;
}

/** An event duration brought within duration.min..duration.max (whole days). */
export function clampEventDuration(days: number, settings: EventDurationSettings): number {
  const whole = Number.isFinite(days) ? Math.round(days) : settings.durationDefault;
  return Math.min(settings.durationMax, Math.max(settings.durationMin, whole));
}

/** docs/rules.md#time-rules: the default end date of an event starting on a day: duration.default days, both ends included. */
export function defaultEventEnd(start: CalendarDate, settings: EventDurationSettings): CalendarDate {
  return start.add({ days: clampEventDuration(settings.durationDefault, settings) - 1 });
}

/**
 * Minutes that really pass between two wall-clock times of one day in a time zone. On the day the
 * clocks change (Europe/Berlin: last Sunday of March and October) this differs from the wall-clock
 * difference, which is what the grid and the minimum duration use.
 */
export function elapsedMinutes(date: CalendarDate, start: Time, end: Time, timeZone: string): number {
  const at = (t: Time) =>
    toZoned(
      new CalendarDateTime(date.year, date.month, date.day, t.hour, t.minute, t.second),
      timeZone,
      'earlier',
    );
  return Math.round((at(end).compare(at(start)) as number) / 60000);
}
