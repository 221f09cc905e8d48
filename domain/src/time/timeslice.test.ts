import { CalendarDate, Time } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../settings/settings.ts';
import { clampEventDuration, defaultEventEnd, elapsedMinutes, eventDurationError } from './duration.ts';
import { matchTimeslice } from './timeslice.ts';

const t = (h: number, m = 0) => new Time(h, m);
const slice = (name: string, starttime: string, endtime: string, overnight = false) => ({
  name,
  starttime,
  endtime,
  overnight,
});
const slices = [
  slice('full day', '08:00:00', '18:00:00'),
  slice('morning', '08:00:00', '12:00:00'),
  slice('afternoon', '13:00:00', '18:00:00'),
  slice('evening', '18:00:00', '02:00:00', true),
  slice('whole day', '', ''),
];

describe('matching a flexible slot to a time slice', () => {
  it('picks the shortest time slice that contains the slot', () => {
    expect(matchTimeslice(t(9), t(11), slices)?.name).toBe('morning');
    expect(matchTimeslice(t(13), t(18), slices)?.name).toBe('afternoon');
    expect(matchTimeslice(t(10), t(15), slices)?.name).toBe('full day');
  });

  it('a slot outside every defined slice falls back to a slice without times (the whole day)', () => {
    expect(matchTimeslice(t(6), t(7), slices)?.name).toBe('whole day');
    expect(matchTimeslice(t(6), t(7), slices.slice(0, 4))).toBeNull();
  });

  it('a slot past midnight fits only an overnight slice', () => {
    expect(matchTimeslice(t(20), t(1), slices)?.name).toBe('evening');
    expect(matchTimeslice(t(0, 30), t(1, 30), slices)?.name).toBe('evening');
    expect(matchTimeslice(t(22), t(3), slices)).toBeNull();
  });

  it('a slice with unreadable times is skipped', () => {
    expect(matchTimeslice(t(9), t(10), [slice('broken', 'nine', '10:00:00')])).toBeNull();
  });
});

describe('event duration', () => {
  const limits = { ...defaultSettings, durationMin: 2, durationDefault: 3, durationMax: 5 };
  it('an event shorter than duration.min or longer than duration.max is refused', () => {
    expect(eventDurationError(1, limits)).toBe('BELOW_MIN_DURATION');
    expect(eventDurationError(6, limits)).toBe('ABOVE_MAX_DURATION');
    expect(eventDurationError(5, limits)).toBeNull();
  });
  it('without limits any event of at least one day is fine', () => {
    expect(eventDurationError(365, defaultSettings)).toBeNull();
    expect(eventDurationError(0, defaultSettings)).toBe('BELOW_MIN_DURATION');
  });
  it('a duration is brought within the limits', () => {
    expect(clampEventDuration(9, limits)).toBe(5);
    expect(clampEventDuration(0, limits)).toBe(2);
    expect(clampEventDuration(Number.NaN, limits)).toBe(3);
  });
  it('a new event lasts duration.default days', () => {
    expect(defaultEventEnd(new CalendarDate(2028, 2, 28), limits).toString()).toBe('2028-03-01');
    expect(defaultEventEnd(new CalendarDate(2026, 12, 31), defaultSettings).toString()).toBe('2026-12-31');
  });
});

describe('time on the days the clocks change in Berlin', () => {
  it('a 01:00-04:00 slot lasts two real hours when summer time starts', () => {
    expect(elapsedMinutes(new CalendarDate(2026, 3, 29), t(1), t(4), 'Europe/Berlin')).toBe(120);
  });
  it('a 01:00-04:00 slot lasts four real hours when summer time ends', () => {
    expect(elapsedMinutes(new CalendarDate(2026, 10, 25), t(1), t(4), 'Europe/Berlin')).toBe(240);
  });
  it('on an ordinary day the real and wall-clock durations agree', () => {
    expect(elapsedMinutes(new CalendarDate(2026, 11, 22), t(9), t(17), 'Europe/Berlin')).toBe(480);
  });
});
