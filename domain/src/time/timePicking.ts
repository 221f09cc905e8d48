import type { Time } from '@internationalized/date';
import { latestStart, snapToGrid, type TimeGridSettings, timeToSeconds } from './timeGrid.ts';

/** The time picker's state: the chosen range and which end the next choice sets. */
export interface TimePickState {
  readonly start: Time | null;
  readonly end: Time | null;
  readonly picking: 'start' | 'end';
}

/** An empty time picker waiting for the start. */
export const emptyTimePick: TimePickState = Object.freeze({ start: null, end: null, picking: 'start' });

/**
 * docs/rules.md#time-rules: choose start then end alternately, on the grid (a start snaps down, an end
 * up). A start before the earliest start or after the latest possible start is rejected (state
 * unchanged). A start that leaves the current end less than the minimum duration moves the end to
 * the maximum. An end before start + minimum duration or after the latest end is rejected.
 */
export function pickTime(state: TimePickState, time: Time, settings: TimeGridSettings): TimePickState {
  const minSeconds = settings.flexibleslotMinDuration * 60;
  const maxEnd = settings.flexibleslotMaxEndtime;
  if (state.picking === 'start' || state.start === null) {
    const start = snapToGrid(time, settings.flexibleslotUnitInterval, 'down');
    if (start.compare(settings.flexibleslotMinStarttime) < 0 || start.compare(latestStart(settings)) > 0) {
      return state;
    }
    const keepsEnd = state.end !== null && timeToSeconds(state.end) - timeToSeconds(start) >= minSeconds;
    // docs/rules.md#time-rules: a start later than the end allows moves the end to the maximum.
    return { start, end: keepsEnd ? state.end : maxEnd, picking: 'end' };
  }
  const snapped = snapToGrid(time, settings.flexibleslotUnitInterval, 'up');
  // Past the last grid step the end is the latest end itself (e.g. 23:59:59 for midnight).
  const end = snapped.compare(maxEnd) > 0 && time.compare(maxEnd) <= 0 ? maxEnd : snapped;
  if (end.compare(maxEnd) > 0 || timeToSeconds(end) - timeToSeconds(state.start) < minSeconds) return state;
  return { start: state.start, end, picking: 'start' };
}
