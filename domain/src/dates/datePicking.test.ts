import { CalendarDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../settings/settings.ts';
import { canPickDate, emptyDatePick, pickDate } from './datePicking.ts';

const today = new CalendarDate(2026, 11, 22);
const ctx = { today, settings: defaultSettings };
const dec = (day: number) => new CalendarDate(2026, 12, day);

describe('picking dates in the calendar', () => {
  it('the first click chooses the start, the second the end, the third a new start', () => {
    const first = pickDate(emptyDatePick, dec(1), ctx);
    expect(first).toEqual({ start: dec(1), end: dec(1), picking: 'end' });
    const second = pickDate(first, dec(4), ctx);
    expect(second).toEqual({ start: dec(1), end: dec(4), picking: 'start' });
    expect(pickDate(second, dec(10), ctx)).toEqual({ start: dec(10), end: dec(10), picking: 'end' });
  });

  it('an invalid start click leaves everything as it was', () => {
    expect(pickDate(emptyDatePick, new CalendarDate(2026, 11, 1), ctx)).toBe(emptyDatePick);
  });

  it('an end before the start leaves everything as it was', () => {
    const first = pickDate(emptyDatePick, dec(5), ctx);
    expect(pickDate(first, dec(3), ctx)).toBe(first);
  });

  it('an end that breaks the maximum nights leaves everything as it was', () => {
    const limited = { today, settings: { ...defaultSettings, maxNightcount: 2 } };
    const first = pickDate(emptyDatePick, dec(5), limited);
    expect(pickDate(first, dec(9), limited)).toBe(first);
    expect(pickDate(first, dec(7), limited).end).toEqual(dec(7));
  });

  it('in single-date mode every click chooses one whole day', () => {
    const single = { today, settings: { ...defaultSettings, singleDate: true } };
    const first = pickDate(emptyDatePick, dec(5), single);
    expect(first).toEqual({ start: dec(5), end: dec(5), picking: 'start' });
    expect(pickDate(first, dec(8), single)).toEqual({ start: dec(8), end: dec(8), picking: 'start' });
  });

  it('tells the calendar which days a click would take, given what was picked so far', () => {
    const twoNights = { today, settings: { ...defaultSettings, minNightcount: 2 } };
    const first = pickDate(emptyDatePick, dec(5), twoNights);
    expect(canPickDate(first, dec(6), twoNights)).toBe(false);
    expect(canPickDate(first, dec(7), twoNights)).toBe(true);
    expect(canPickDate(first, dec(4), twoNights)).toBe(false);
    expect(canPickDate(emptyDatePick, new CalendarDate(2026, 11, 21), twoNights)).toBe(false);
  });

  it('an end click without a start chooses the start', () => {
    expect(pickDate({ start: null, end: null, picking: 'end' }, dec(2), ctx).start).toEqual(dec(2));
  });
});
