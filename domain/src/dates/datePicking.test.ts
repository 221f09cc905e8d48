import { CalendarDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../settings/typedSettings.ts';
import { canPickDate, emptyDatePick } from './datePicking.ts';

const today = new CalendarDate(2026, 11, 22);
const ctx = { today, settings: defaultSettings };
const dec = (day: number) => new CalendarDate(2026, 12, day);

const picked = (start: CalendarDate, picking: 'start' | 'end') => ({ start, end: start, picking });

describe('picking dates in the calendar', () => {
  it('the first click chooses the start, the second the end', () => {
    expect(canPickDate(emptyDatePick, dec(1), ctx)).toBe(true);
    expect(canPickDate(picked(dec(1), 'end'), dec(4), ctx)).toBe(true);
  });

  it('a start before the earliest day cannot be clicked', () => {
    expect(canPickDate(emptyDatePick, new CalendarDate(2026, 11, 1), ctx)).toBe(false);
  });

  it('an end before the start cannot be clicked', () => {
    expect(canPickDate(picked(dec(5), 'end'), dec(3), ctx)).toBe(false);
  });

  it('an end that breaks the maximum nights cannot be clicked', () => {
    const limited = { today, settings: { ...defaultSettings, maxNightcount: 2 } };
    expect(canPickDate(picked(dec(5), 'end'), dec(9), limited)).toBe(false);
    expect(canPickDate(picked(dec(5), 'end'), dec(7), limited)).toBe(true);
  });

  it('by default an end more than 90 nights after the start, or after the horizon, cannot be clicked', () => {
    // docs/rules.md#stay-rules: maxNightcount 90 and maxAdvanceBookingDays 1095 (the horizon ends on 21 November 2029).
    expect(canPickDate(picked(dec(1), 'end'), new CalendarDate(2027, 3, 1), ctx)).toBe(true);
    expect(canPickDate(picked(dec(1), 'end'), new CalendarDate(2027, 3, 2), ctx)).toBe(false);
    const nearHorizon = picked(new CalendarDate(2029, 11, 19), 'end');
    expect(canPickDate(nearHorizon, new CalendarDate(2029, 11, 21), ctx)).toBe(true);
    expect(canPickDate(nearHorizon, new CalendarDate(2029, 11, 22), ctx)).toBe(false);
    expect(canPickDate(emptyDatePick, new CalendarDate(2029, 11, 22), ctx)).toBe(false);
  });

  it('in single-date mode the next click chooses a new day, even one before the last', () => {
    const single = { today, settings: { ...defaultSettings, singleDate: true } };
    expect(canPickDate(emptyDatePick, dec(5), single)).toBe(true);
    expect(canPickDate(picked(dec(5), 'start'), dec(3), single)).toBe(true);
  });

  it('tells the calendar which days a click would take, given what was picked so far', () => {
    const twoNights = { today, settings: { ...defaultSettings, minNightcount: 2 } };
    const first = picked(dec(5), 'end');
    expect(canPickDate(first, dec(6), twoNights)).toBe(false);
    expect(canPickDate(first, dec(7), twoNights)).toBe(true);
    expect(canPickDate(first, dec(4), twoNights)).toBe(false);
    expect(canPickDate(emptyDatePick, new CalendarDate(2026, 11, 21), twoNights)).toBe(false);
  });

  it('an end click without a start chooses the start', () => {
    expect(canPickDate({ start: null, end: null, picking: 'end' }, dec(2), ctx)).toBe(true);
    expect(canPickDate({ start: null, end: null, picking: 'end' }, new CalendarDate(2026, 11, 1), ctx)).toBe(
      false,
    );
  });
});
