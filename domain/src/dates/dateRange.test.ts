import { CalendarDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import type { CalendarEntry } from '../model/entities.ts';
import { defaultSettings } from '../settings/settings.ts';
import { availabilityByDay, classifyCalendarEntry } from './availability.ts';
import {
  type DateRuleContext,
  dateRulesFor,
  isDateOutOfReach,
  validateDateRange,
  validateStartDate,
} from './dateRange.ts';

const today = new CalendarDate(2026, 11, 22); // a Sunday
const d = (iso: string) => {
  const [y, m, day] = iso.split('-').map(Number) as [number, number, number];
  return new CalendarDate(y, m, day);
};
const ctx = (
  settings: Partial<DateRuleContext['settings']> = {},
  extra: Partial<DateRuleContext> = {},
): DateRuleContext => ({
  today,
  settings: { ...defaultSettings, ...settings },
  ...extra,
});
const range = (start: string, end: string) => ({ start: d(start), end: d(end) });
const entry = (day: string, available: boolean, free: number, taken: number): CalendarEntry => ({
  checkindate: day,
  checkoutdate: day,
  checkintime: '00:00:00',
  checkouttime: '23:59:59',
  available,
  availableCount: free,
  unavailableCount: taken,
});

describe('calendar availability', () => {
  it('a day is blocked when it is unavailable or nothing is free', () => {
    expect(classifyCalendarEntry(entry('2026-12-01', false, 5, 0))).toBe('blocked');
    expect(classifyCalendarEntry(entry('2026-12-01', true, 0, 5))).toBe('blocked');
  });
  it('a day is short when at most 10 percent of the items are free', () => {
    expect(classifyCalendarEntry(entry('2026-12-01', true, 1, 9))).toBe('short');
    expect(classifyCalendarEntry(entry('2026-12-01', true, 1, 8))).toBe('available');
    expect(classifyCalendarEntry(entry('2026-12-01', true, 3, 0))).toBe('available');
  });
  it('a day is as available as the best unit group on it', () => {
    const days = availabilityByDay([
      entry('2026-12-01', false, 0, 3),
      entry('2026-12-01', true, 1, 9),
      entry('2026-12-01', false, 0, 1),
      entry('2026-12-02', true, 4, 0),
    ]);
    expect(days.get('2026-12-01')).toBe('short');
    expect(days.get('2026-12-02')).toBe('available');
  });
});

describe('choosing a date range', () => {
  it('a range within the rules is valid', () => {
    expect(validateDateRange(range('2026-12-01', '2026-12-03'), ctx())).toEqual([]);
    expect(validateDateRange(range('2026-11-22', '2026-11-22'), ctx())).toEqual([]);
  });

  it('the start may not be after the end', () => {
    expect(validateDateRange(range('2026-12-03', '2026-12-01'), ctx())).toEqual(['START_AFTER_END']);
  });

  it('a start in the past is refused, today is fine', () => {
    expect(validateDateRange(range('2026-11-21', '2026-11-23'), ctx())).toEqual(['PAST']);
    expect(validateStartDate(today, ctx())).toEqual([]);
  });

  it('a start inside the minimum advance booking days is refused', () => {
    expect(validateDateRange(range('2026-11-24', '2026-11-25'), ctx({ minAdvanceBookingDays: 3 }))).toEqual([
      'ADVANCE_BOOKING_DAYS',
    ]);
    expect(validateDateRange(range('2026-11-25', '2026-11-25'), ctx({ minAdvanceBookingDays: 3 }))).toEqual(
      [],
    );
  });

  it('a range with a fully reserved day in it is refused', () => {
    const calendar = [entry('2026-12-02', false, 0, 4)];
    expect(validateDateRange(range('2026-12-01', '2026-12-03'), ctx({}, { calendar }))).toEqual(['RESERVED']);
    expect(validateDateRange(range('2026-12-03', '2026-12-05'), ctx({}, { calendar }))).toEqual([]);
  });

  it('a stay may leave on a fully reserved day, but not sleep there', () => {
    const calendar = [entry('2026-12-03', false, 0, 4)];
    const stay = ctx({}, { calendar, departureDayFree: true });
    expect(validateDateRange(range('2026-12-01', '2026-12-03'), stay)).toEqual([]);
    expect(validateDateRange(range('2026-12-03', '2026-12-03'), stay)).toEqual(['RESERVED']);
    expect(validateDateRange(range('2026-12-01', '2026-12-03'), ctx({}, { calendar }))).toEqual(['RESERVED']);
  });

  it('a day still free for another unit group is not reserved', () => {
    const calendar = [entry('2026-12-02', false, 0, 4), entry('2026-12-02', true, 2, 2)];
    expect(validateDateRange(range('2026-12-01', '2026-12-03'), ctx({}, { calendar }))).toEqual([]);
  });

  it('the range must overlap the required rooms’ dates unless the overlap check is disabled', () => {
    const requiredRanges = [range('2026-12-10', '2026-12-12')];
    expect(validateDateRange(range('2026-12-01', '2026-12-03'), ctx({}, { requiredRanges }))).toEqual([
      'NO_ROOM_OVERLAP',
    ]);
    expect(validateDateRange(range('2026-12-12', '2026-12-13'), ctx({}, { requiredRanges }))).toEqual([]);
    expect(
      validateDateRange(
        range('2026-12-01', '2026-12-03'),
        ctx({ overlapcheckIsDisabled: true }, { requiredRanges }),
      ),
    ).toEqual([]);
  });

  it('a same-day event has 0 nights, which a 1-night minimum refuses', () => {
    expect(validateDateRange(range('2026-12-01', '2026-12-01'), ctx({ minNightcount: 1 }))).toEqual([
      'MIN_NIGHTS',
    ]);
    expect(validateDateRange(range('2026-12-01', '2026-12-02'), ctx({ minNightcount: 1 }))).toEqual([]);
  });

  it('more nights than the maximum are refused', () => {
    expect(validateDateRange(range('2026-12-01', '2026-12-04'), ctx({ maxNightcount: 2 }))).toEqual([
      'MAX_NIGHTS',
    ]);
    expect(validateDateRange(range('2026-12-01', '2026-12-03'), ctx({ maxNightcount: 2 }))).toEqual([]);
  });

  it('the duration counts nights plus one day and must lie within min and max duration', () => {
    expect(validateDateRange(range('2026-12-01', '2026-12-01'), ctx({ minDuration: 2 }))).toEqual([
      'MIN_DURATION',
    ]);
    expect(validateDateRange(range('2026-12-01', '2026-12-02'), ctx({ minDuration: 2 }))).toEqual([]);
    expect(validateDateRange(range('2026-12-01', '2026-12-03'), ctx({ maxDuration: 2 }))).toEqual([
      'MAX_DURATION',
    ]);
  });

  it('the event length settings duration.min and duration.max bound the days too', () => {
    expect(validateDateRange(range('2026-12-01', '2026-12-02'), ctx({ durationMin: 3 }))).toEqual([
      'MIN_DURATION',
    ]);
    expect(validateDateRange(range('2026-12-01', '2026-12-03'), ctx({ durationMin: 3 }))).toEqual([]);
    expect(validateDateRange(range('2026-12-01', '2026-12-05'), ctx({ durationMax: 4 }))).toEqual([
      'MAX_DURATION',
    ]);
  });

  it('a start on a weekday the property does not allow is refused', () => {
    const fridays = { ...defaultSettings.startWeekdays, monday: false, tuesday: false };
    expect(validateDateRange(range('2026-11-23', '2026-11-24'), ctx({ startWeekdays: fridays }))).toEqual([
      'START_WEEKDAY',
    ]);
    expect(validateDateRange(range('2026-11-25', '2026-11-26'), ctx({ startWeekdays: fridays }))).toEqual([]);
  });

  it('single-date mode requires the start and end on the same day', () => {
    expect(validateDateRange(range('2026-12-01', '2026-12-02'), ctx({ singleDate: true }))).toEqual([
      'SINGLE_DATE',
    ]);
    expect(validateDateRange(range('2026-12-01', '2026-12-01'), ctx({ singleDate: true }))).toEqual([]);
  });

  it('reports every broken rule at once', () => {
    expect(
      validateDateRange(range('2026-11-20', '2026-11-20'), ctx({ minNightcount: 1, minDuration: 2 })),
    ).toEqual(['PAST', 'MIN_NIGHTS', 'MIN_DURATION']);
  });

  it('counts nights over a month end, a leap day and a DST change week in Berlin', () => {
    const twoNights = ctx({ maxNightcount: 2 });
    expect(validateDateRange(range('2028-02-28', '2028-03-01'), twoNights)).toEqual([]);
    expect(validateDateRange(range('2028-02-27', '2028-03-01'), twoNights)).toEqual(['MAX_NIGHTS']);
    expect(validateDateRange(range('2027-03-27', '2027-03-29'), twoNights)).toEqual([]);
    expect(validateDateRange(range('2027-10-30', '2027-11-01'), twoNights)).toEqual([]);
    expect(validateDateRange(range('2026-12-31', '2027-01-02'), twoNights)).toEqual([]);
  });

  it('a day no range can include is out of reach; a day that may not start a stay can still end one', () => {
    const rules = ctx({
      minAdvanceBookingDays: 2,
      startWeekdays: { ...defaultSettings.startWeekdays, sunday: false },
    });
    expect(isDateOutOfReach(d('2026-11-23'), rules)).toBe(true);
    expect(isDateOutOfReach(d('2026-11-29'), rules)).toBe(false);
    expect(validateStartDate(d('2026-11-29'), rules)).toEqual(['START_WEEKDAY']);
  });

  it('a rooms-only property books stays: the departure day may be fully reserved', () => {
    const calendar = [entry('2026-12-03', false, 0, 5)];
    const stay = dateRulesFor({ ...defaultSettings, groupBookingOnly: true }, today, calendar);
    const meeting = dateRulesFor(defaultSettings, today, calendar);
    expect(validateDateRange(range('2026-12-01', '2026-12-03'), stay)).toEqual([]);
    expect(validateDateRange(range('2026-12-01', '2026-12-03'), meeting)).toEqual(['RESERVED']);
  });
});
