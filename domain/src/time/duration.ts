import type { CalendarDate } from '@internationalized/date';
import type { Settings } from '../settings/typedSettings.ts';

/** The event duration settings (docs/rules.md#time-rules: min 1, default 1, max infinite; in days). */
type EventDurationSettings = Pick<Settings, 'durationMin' | 'durationDefault' | 'durationMax'>;

/** An event duration brought within duration.min..duration.max (whole days). */
function clampEventDuration(days: number, settings: EventDurationSettings): number {
  const whole = Number.isFinite(days) ? Math.round(days) : settings.durationDefault;
  return Math.min(settings.durationMax, Math.max(settings.durationMin, whole));
}

/** docs/rules.md#time-rules: the default end date of an event starting on a day: duration.default days, both ends included. */
export function defaultEventEnd(start: CalendarDate, settings: EventDurationSettings): CalendarDate {
  return start.add({ days: clampEventDuration(settings.durationDefault, settings) - 1 });
}
