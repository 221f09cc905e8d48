import { CalendarDate, Time } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../settings/typedSettings.ts';
import { defaultEventEnd } from './duration.ts';
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
  it('a new event lasts duration.default days', () => {
    expect(defaultEventEnd(new CalendarDate(2028, 2, 28), limits).toString()).toBe('2028-03-01');
    expect(defaultEventEnd(new CalendarDate(2026, 12, 31), defaultSettings).toString()).toBe('2026-12-31');
  });
  it('a default duration outside duration.min..duration.max is brought within them', () => {
    const start = new CalendarDate(2026, 6, 1);
    expect(defaultEventEnd(start, { ...limits, durationDefault: 9 }).toString()).toBe('2026-06-05');
    expect(defaultEventEnd(start, { ...limits, durationDefault: 0 }).toString()).toBe('2026-06-02');
  });
});
