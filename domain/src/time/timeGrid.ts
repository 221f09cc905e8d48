import { Time } from '@internationalized/date';
import type { Settings } from '../settings/typedSettings.ts';

/*
 * Wall-clock times of a day on the pickers' grid (docs/rules.md#time-rules: 15-minute step, minimum duration 00:15:00,
 * earliest start 00:00:00, latest end 23:59:59). Times are compared as seconds since midnight:
 * Time.add wraps around midnight, which would turn "too late" into "early".
 */

/** The settings of the time pickers. */
export type TimeGridSettings = Pick<
  Settings,
  | 'flexibleslotUnitInterval'
  | 'flexibleslotMinDuration'
  | 'flexibleslotMinStarttime'
  | 'flexibleslotMaxEndtime'
>;

/** Seconds since midnight of a wall-clock time. */
export function timeToSeconds(time: Pick<Time, 'hour' | 'minute' | 'second'>): number {
  return time.hour * 3600 + time.minute * 60 + time.second;
}

/** The wall-clock time of a number of seconds since midnight (clamped to the day). */
function secondsToTime(seconds: number): Time {
  const s = Math.min(Math.max(0, Math.floor(seconds)), 86399);
  return new Time(Math.floor(s / 3600), Math.floor((s % 3600) / 60), s % 60);
}

/** Snaps a time to the grid (minutes from midnight), down, up or to the nearest step. */
export function snapToGrid(time: Time, intervalMinutes: number, mode: 'down' | 'up' | 'nearest'): Time {
  const step = Math.max(1, intervalMinutes) * 60;
  const s = timeToSeconds(time);
  const round = mode === 'down' ? Math.floor : mode === 'up' ? Math.ceil : Math.round;
  return secondsToTime(round(s / step) * step);
}

const minDurationSeconds = (settings: TimeGridSettings) => settings.flexibleslotMinDuration * 60;

/** The latest start that still leaves the minimum duration before the latest end, on the grid. */
export function latestStart(settings: TimeGridSettings): Time {
  const limit = timeToSeconds(settings.flexibleslotMaxEndtime) - minDurationSeconds(settings);
  return snapToGrid(secondsToTime(limit), settings.flexibleslotUnitInterval, 'down');
}

/** Every start time the picker offers: the grid from the earliest start to the latest start. */
export function startTimeOptions(settings: TimeGridSettings): Time[] {
  const step = Math.max(1, settings.flexibleslotUnitInterval) * 60;
  const first = timeToSeconds(
    snapToGrid(settings.flexibleslotMinStarttime, settings.flexibleslotUnitInterval, 'up'),
  );
  const last = timeToSeconds(latestStart(settings));
  const options: Time[] = [];
  for (let s = first; s <= last; s += step) options.push(secondsToTime(s));
  return options;
}

/**
 * Every end time the picker offers after a start: the grid from start + minimum duration up to the
 * latest end, with the latest end itself last when it is off the grid (23:59:59 stands for midnight).
 */
export function endTimeOptions(start: Time, settings: TimeGridSettings): Time[] {
  const step = Math.max(1, settings.flexibleslotUnitInterval) * 60;
  const max = timeToSeconds(settings.flexibleslotMaxEndtime);
  const from = timeToSeconds(start) + minDurationSeconds(settings);
  const options: Time[] = [];
  for (let s = Math.ceil(from / step) * step; s <= max; s += step) options.push(secondsToTime(s));
  if (from <= max && max % step !== 0) options.push(settings.flexibleslotMaxEndtime);
  return options;
}

/** Why a time range cannot be used (docs/rules.md#time-rules). */
export type TimeRangeError =
  | 'MISSING'
  | 'END_NOT_AFTER_START'
  | 'BEFORE_MIN_START'
  | 'AFTER_MAX_END'
  | 'BELOW_MIN_DURATION';

/** docs/rules.md#time-rules: a time range is invalid if start or end is missing or the end is not after the start. */
export function isTimeRangeValid(start: Time | null | undefined, end: Time | null | undefined): boolean {
  return !!start && !!end && timeToSeconds(end) > timeToSeconds(start);
}

/**
 * docs/rules.md#time-rules: every reason a flexible time range breaks the rules: missing ends, end not after
 * start, start before the earliest start, end after the latest end, shorter than the minimum duration.
 */
export function validateTimeRange(
  start: Time | null | undefined,
  end: Time | null | undefined,
  settings: TimeGridSettings,
): TimeRangeError[] {
  if (!start || !end) return ['MISSING'];
  if (!isTimeRangeValid(start, end)) return ['END_NOT_AFTER_START'];
  const errors: TimeRangeError[] = [];
  if (start.compare(settings.flexibleslotMinStarttime) < 0) errors.push('BEFORE_MIN_START');
  if (end.compare(settings.flexibleslotMaxEndtime) > 0) errors.push('AFTER_MAX_END');
  if (timeToSeconds(end) - timeToSeconds(start) < minDurationSeconds(settings))
    errors.push('BELOW_MIN_DURATION');
  return errors;
}
