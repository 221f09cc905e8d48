import { Time } from '@internationalized/date';

/*
 * The picker's own grid arithmetic, in seconds since midnight (Time.add wraps around midnight, which would
 * turn "too late" into "early"). The domain package has the booking rules; this only keeps the widget's
 * two lists consistent (docs/rules.md#time-rules, docs/rules.md#time-rules defaults).
 */

/** A chosen time range of one day. */
export interface TimeRange {
  readonly start: Time;
  readonly end: Time;
}

/** The grid and bounds the picker works on. */
export interface TimeGridLimits {
  /** Minutes between options. */
  readonly step: number;
  /** Shortest allowed range, in minutes. */
  readonly minDuration: number;
  readonly minStart: Time;
  readonly maxEnd: Time;
}

/** docs/rules.md#time-rules: 15-minute step, minimum duration 00:15, earliest start 00:00:00, latest end 23:59:59. */
export const defaultTimeGrid: TimeGridLimits = {
  step: 15,
  minDuration: 15,
  minStart: new Time(0, 0, 0),
  maxEnd: new Time(23, 59, 59),
};

/** Seconds since midnight. */
export const secondsOf = (time: Pick<Time, 'hour' | 'minute' | 'second'>): number =>
  time.hour * 3600 + time.minute * 60 + time.second;

/** The wall-clock time of a number of seconds since midnight, kept inside the day. */
export function timeOf(seconds: number): Time {
  const s = Math.min(Math.max(0, Math.floor(seconds)), 86399);
  return new Time(Math.floor(s / 3600), Math.floor((s % 3600) / 60), s % 60);
}

const stepSeconds = (limits: TimeGridLimits) => Math.max(1, limits.step) * 60;

/** The latest start that still leaves the minimum duration before the latest end, on the grid. */
export function latestStart(limits: TimeGridLimits): number {
  const step = stepSeconds(limits);
  return Math.floor((secondsOf(limits.maxEnd) - limits.minDuration * 60) / step) * step;
}

/** Every start the picker offers, in seconds: the grid from the earliest to the latest start. */
export function startOptions(limits: TimeGridLimits): number[] {
  const step = stepSeconds(limits);
  const options: number[] = [];
  for (let s = Math.ceil(secondsOf(limits.minStart) / step) * step; s <= latestStart(limits); s += step) {
    options.push(s);
  }
  return options;
}

/** Every end the picker offers, in seconds; the latest end itself comes last when it is off the grid. */
export function endOptions(limits: TimeGridLimits): number[] {
  const step = stepSeconds(limits);
  const maxEnd = secondsOf(limits.maxEnd);
  const first = Math.ceil((secondsOf(limits.minStart) + limits.minDuration * 60) / step) * step;
  const options: number[] = [];
  for (let s = first; s <= maxEnd; s += step) options.push(s);
  if (options.at(-1) !== maxEnd) options.push(maxEnd);
  return options;
}

/** Whether an end may follow a start (at least the minimum duration, not after the latest end). */
export function isEndAllowed(start: number | null, end: number, limits: TimeGridLimits): boolean {
  if (end > secondsOf(limits.maxEnd)) return false;
  return start === null || end - start >= limits.minDuration * 60;
}

/** What a pick did: the new range, or null when the pick was rejected, and whether the other end moved. */
export interface PickResult {
  readonly start: number | null;
  readonly end: number | null;
  readonly endMoved: boolean;
}

/**
 * docs/rules.md#time-rules: a start outside the bounds is rejected; a start that leaves less than the minimum duration
 * before the chosen end moves the end to the latest end.
 */
export function pickStart(
  current: { start: number | null; end: number | null },
  start: number,
  limits: TimeGridLimits,
): PickResult | null {
  if (start < secondsOf(limits.minStart) || start > latestStart(limits)) return null;
  if (current.end === null || isEndAllowed(start, current.end, limits)) {
    return { start, end: current.end, endMoved: false };
  }
  return { start, end: secondsOf(limits.maxEnd), endMoved: true };
}

/** docs/rules.md#time-rules: an end before start + minimum duration or after the latest end is rejected. */
export function pickEnd(
  current: { start: number | null; end: number | null },
  end: number,
  limits: TimeGridLimits,
): PickResult | null {
  if (
    !isEndAllowed(current.start, end, limits) ||
    end < secondsOf(limits.minStart) + limits.minDuration * 60
  ) {
    return null;
  }
  return { start: current.start, end, endMoved: false };
}
