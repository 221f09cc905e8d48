import { CalendarDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import type { CalendarEntry } from '../model/entities.ts';
import { defaultSettings } from '../settings/typedSettings.ts';
import { availabilityByDay, classifyCalendarEntry, lowestPriceByDay } from './availability.ts';
import {
  type DateRuleContext,
  dateRulesFor,
  isDateOutOfReach,
  validateDateRange,
  validateStartDate,
  validateStayReach,
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
  it('a day costs the lowest price of its entries, and a blocked day none', () => {
    const eur = (amount: number) => ({ amount, currency: 'EUR' });
    const prices = lowestPriceByDay([
      { ...entry('2026-12-01', true, 2, 0), lowestPrice: eur(16900) },
      { ...entry('2026-12-01', true, 1, 0), lowestPrice: eur(11900) },
      { ...entry('2026-12-02', true, 0, 5), lowestPrice: eur(11900) },
      { ...entry('2026-12-03', true, 4, 0), lowestPrice: null },
    ]);
    expect(prices.get('2026-12-01')).toEqual(eur(11900));
    expect(prices.has('2026-12-02')).toBe(false);
    expect(prices.has('2026-12-03')).toBe(false);
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

describe('the longest stay and the booking horizon, by default', () => {
  // docs/rules.md#stay-rules: at most 90 nights (maxNightcount), ending at most 1095 days after today
  // (maxAdvanceBookingDays); today is Sunday 22 November 2026, so the horizon's last day is 21 November 2029.
  const rules = ctx();

  it('takes a stay of exactly 90 nights and refuses 91', () => {
    expect(validateDateRange(range('2026-12-01', '2027-03-01'), rules)).toEqual([]);
    expect(validateDateRange(range('2026-12-01', '2027-03-02'), rules)).toEqual(['MAX_NIGHTS']);
  });

  it('takes a stay that ends on the last day of the horizon and refuses one that ends a day later', () => {
    expect(validateDateRange(range('2029-11-19', '2029-11-21'), rules)).toEqual([]);
    expect(validateDateRange(range('2029-11-20', '2029-11-22'), rules)).toEqual(['MAX_ADVANCE_BOOKING_DAYS']);
  });

  it('the last day of the horizon can be picked as a start; the next day is out of reach in the calendar', () => {
    expect(validateStartDate(d('2029-11-21'), rules)).toEqual([]);
    expect(isDateOutOfReach(d('2029-11-21'), rules)).toBe(false);
    expect(validateStartDate(d('2029-11-22'), rules)).toEqual(['MAX_ADVANCE_BOOKING_DAYS']);
    expect(isDateOutOfReach(d('2029-11-22'), rules)).toBe(true);
    expect(isDateOutOfReach(d('2089-01-01'), rules)).toBe(true);
  });

  it('the horizon counts from the injected today, not from a fixed date', () => {
    const later = { ...rules, today: new CalendarDate(2027, 1, 1) };
    expect(isDateOutOfReach(d('2029-11-22'), later)).toBe(false);
    expect(isDateOutOfReach(d('2029-12-31'), later)).toBe(false);
    expect(isDateOutOfReach(d('2030-01-01'), later)).toBe(true);
  });

  it('refuses a stay of decades for its length and for its end, and a hotel can set both bounds', () => {
    expect(validateDateRange(range('2026-12-01', '2086-12-01'), rules)).toEqual([
      'MAX_ADVANCE_BOOKING_DAYS',
      'MAX_NIGHTS',
    ]);
    expect(validateStayReach(range('2026-12-01', '2086-12-01'), rules)).toEqual([
      'MAX_ADVANCE_BOOKING_DAYS',
      'MAX_NIGHTS',
    ]);
    const generous = ctx({ maxNightcount: Number.POSITIVE_INFINITY, maxAdvanceBookingDays: 3660 });
    expect(validateDateRange(range('2026-12-01', '2031-12-01'), generous)).toEqual([]);
    expect(validateDateRange(range('2026-12-01', '2036-12-01'), generous)).toEqual([
      'MAX_ADVANCE_BOOKING_DAYS',
    ]);
  });
});
