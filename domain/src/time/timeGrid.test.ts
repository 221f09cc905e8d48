import { Time } from '@internationalized/date';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../settings/typedSettings.ts';
import {
  endTimeOptions,
  isTimeRangeValid,
  latestStart,
  snapToGrid,
  startTimeOptions,
  timeToSeconds,
  validateTimeRange,
} from './timeGrid.ts';

const t = (h: number, m = 0, s = 0) => new Time(h, m, s);
const str = (times: Time[]) => times.map((x) => x.toString());
const office = {
  ...defaultSettings,
  flexibleslotMinStarttime: t(8),
  flexibleslotMaxEndtime: t(18),
  flexibleslotMinDuration: 60,
};

describe('the time grid', () => {
  it('start times come every 15 minutes from midnight up to the latest start leaving 15 minutes', () => {
    const options = startTimeOptions(defaultSettings);
    expect(options).toHaveLength(95);
    expect(options[0]?.toString()).toBe('00:00:00');
    expect(options[1]?.toString()).toBe('00:15:00');
    expect(options.at(-1)?.toString()).toBe('23:30:00');
  });

  it('the earliest start, latest end and minimum duration of the property bound the choices', () => {
    expect(str(startTimeOptions({ ...office, flexibleslotUnitInterval: 120 }))).toEqual([
      '08:00:00',
      '10:00:00',
      '12:00:00',
      '14:00:00',
      '16:00:00',
    ]);
    expect(latestStart(office).toString()).toBe('17:00:00');
  });

  it('end times start one minimum duration after the start and stop at the latest end', () => {
    expect(str(endTimeOptions(t(16, 30), office))).toEqual(['17:30:00', '17:45:00', '18:00:00']);
  });

  it('the end of the day (23:59:59) is offered as the last end time', () => {
    expect(str(endTimeOptions(t(23, 0), defaultSettings))).toEqual([
      '23:15:00',
      '23:30:00',
      '23:45:00',
      '23:59:59',
    ]);
    expect(endTimeOptions(t(23, 50), defaultSettings)).toEqual([]);
  });

  it('snaps times to the grid', () => {
    expect(snapToGrid(t(9, 7), 15, 'down').toString()).toBe('09:00:00');
    expect(snapToGrid(t(9, 7), 15, 'up').toString()).toBe('09:15:00');
    expect(snapToGrid(t(9, 8), 15, 'nearest').toString()).toBe('09:15:00');
    // Rounding past midnight stays on the day.
    expect(snapToGrid(t(23, 55), 15, 'up').toString()).toBe('23:59:59');
  });

  it('converts times to seconds since midnight', () => {
    expect(timeToSeconds(t(1, 2, 3))).toBe(3723);
  });

  it('snapped times always lie on the grid within the day', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 86399 }), fc.constantFrom(5, 15, 30, 60), (s, step) => {
        const snapped = timeToSeconds(
          snapToGrid(t(Math.floor(s / 3600), Math.floor(s / 60) % 60, s % 60), step, 'down'),
        );
        return snapped <= s && snapped % (step * 60) === 0;
      }),
    );
  });
});

describe('time ranges', () => {
  it('a range without a start or an end is invalid', () => {
    expect(isTimeRangeValid(null, t(10))).toBe(false);
    expect(isTimeRangeValid(t(9), undefined)).toBe(false);
    expect(validateTimeRange(null, t(10), defaultSettings)).toEqual(['MISSING']);
  });

  it('an end that is not after the start is invalid, also at midnight', () => {
    expect(isTimeRangeValid(t(10), t(10))).toBe(false);
    expect(isTimeRangeValid(t(22), t(0))).toBe(false);
    expect(validateTimeRange(t(10), t(9), defaultSettings)).toEqual(['END_NOT_AFTER_START']);
    expect(isTimeRangeValid(t(0), t(23, 59, 59))).toBe(true);
  });

  it('a range outside the property’s hours or shorter than the minimum is refused', () => {
    expect(validateTimeRange(t(7), t(9), office)).toEqual(['BEFORE_MIN_START']);
    expect(validateTimeRange(t(17), t(19), office)).toEqual(['AFTER_MAX_END']);
    expect(validateTimeRange(t(9), t(9, 30), office)).toEqual(['BELOW_MIN_DURATION']);
    expect(validateTimeRange(t(9), t(10), office)).toEqual([]);
  });
});
