import { Time } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../settings/settings.ts';
import { emptyTimePick, pickTime } from './timePicking.ts';

const t = (h: number, m = 0, s = 0) => new Time(h, m, s);
const office = {
  ...defaultSettings,
  flexibleslotMinStarttime: t(8),
  flexibleslotMaxEndtime: t(18),
  flexibleslotMinDuration: 60,
};

describe('picking times', () => {
  it('the first choice sets the start, the second the end, the third a new start', () => {
    const first = pickTime(emptyTimePick, t(9), office);
    expect(first).toEqual({ start: t(9), end: t(18), picking: 'end' });
    const second = pickTime(first, t(12), office);
    expect(second).toEqual({ start: t(9), end: t(12), picking: 'start' });
    const third = pickTime(second, t(10), office);
    expect(third).toEqual({ start: t(10), end: t(12), picking: 'end' });
  });

  it('a start later than the current end allows moves the end to the latest end', () => {
    const range = { start: t(9), end: t(12), picking: 'start' as const };
    expect(pickTime(range, t(11, 30), office)).toEqual({ start: t(11, 30), end: t(18), picking: 'end' });
  });

  it('a start before the earliest start or too late for the minimum duration is refused', () => {
    expect(pickTime(emptyTimePick, t(7, 45), office)).toBe(emptyTimePick);
    expect(pickTime(emptyTimePick, t(17, 15), office)).toBe(emptyTimePick);
    expect(pickTime(emptyTimePick, t(17), office).start).toEqual(t(17));
  });

  it('an end shorter than the minimum duration or after the latest end is refused', () => {
    const first = pickTime(emptyTimePick, t(9), office);
    expect(pickTime(first, t(9, 45), office)).toBe(first);
    expect(pickTime(first, t(18, 15), office)).toBe(first);
    expect(pickTime(first, t(8), office)).toBe(first);
  });

  it('choices between grid steps snap: a start down, an end up', () => {
    const first = pickTime(emptyTimePick, t(9, 10), office);
    expect(first.start).toEqual(t(9));
    expect(pickTime(first, t(11, 5), office).end).toEqual(t(11, 15));
  });

  it('an end just before midnight becomes the end of the day', () => {
    const first = pickTime(emptyTimePick, t(22), defaultSettings);
    expect(pickTime(first, t(23, 50), defaultSettings).end).toEqual(t(23, 59, 59));
  });

  it('an end choice without a start sets the start', () => {
    expect(pickTime({ start: null, end: null, picking: 'end' }, t(9), office).start).toEqual(t(9));
  });
});
