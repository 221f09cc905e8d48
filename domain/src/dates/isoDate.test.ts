import { CalendarDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import {
  addDaysToIsoDate,
  compactDate,
  dayIn,
  daysBetween,
  durationDays,
  formatIsoTime,
  isoDaysFrom,
  nightCount,
  parseInstant,
  parseIsoDate,
  parseIsoTime,
  wallClockIn,
  weekdayName,
} from './isoDate.ts';

describe('calendar days', () => {
  it('reads real calendar days only', () => {
    expect(parseIsoDate('2028-02-29')?.toString()).toBe('2028-02-29');
    expect(parseIsoDate('2027-02-29')).toBeNull();
    expect(parseIsoDate('2026-11-31')).toBeNull();
    expect(parseIsoDate('2026-13-01')).toBeNull();
    expect(parseIsoDate('22.11.2026')).toBeNull();
    expect(parseIsoDate(null)).toBeNull();
  });

  it('a stay arriving and leaving on the same day has 0 nights and lasts 1 day', () => {
    const d = new CalendarDate(2026, 11, 22);
    expect(nightCount(d, d)).toBe(0);
    expect(durationDays(d, d)).toBe(1);
  });

  it('one night lasts two days', () => {
    const d = new CalendarDate(2026, 11, 22);
    expect(nightCount(d, d.add({ days: 1 }))).toBe(1);
    expect(durationDays(d, d.add({ days: 1 }))).toBe(2);
  });

  it('counts the nights across the end of a month, a leap day and a DST change in Europe', () => {
    expect(nightCount(new CalendarDate(2026, 1, 31), new CalendarDate(2026, 2, 1))).toBe(1);
    expect(nightCount(new CalendarDate(2028, 2, 28), new CalendarDate(2028, 3, 1))).toBe(2);
    expect(nightCount(new CalendarDate(2027, 2, 28), new CalendarDate(2027, 3, 1))).toBe(1);
    // Berlin switches to summer time on 29 March 2026 and back on 25 October 2026: calendar days ignore it.
    expect(nightCount(new CalendarDate(2026, 3, 28), new CalendarDate(2026, 3, 30))).toBe(2);
    expect(nightCount(new CalendarDate(2026, 10, 24), new CalendarDate(2026, 10, 26))).toBe(2);
  });

  it('a departure before the arrival has no nights', () => {
    expect(nightCount(new CalendarDate(2026, 5, 2), new CalendarDate(2026, 5, 1))).toBe(0);
    expect(daysBetween(new CalendarDate(2026, 5, 2), new CalendarDate(2026, 5, 1))).toBe(-1);
  });

  it('writes dates as YYYYMMDD for filters and comparisons', () => {
    expect(compactDate(new CalendarDate(2026, 3, 9))).toBe('20260309');
  });

  it('names the weekday whatever the locale', () => {
    expect(weekdayName(new CalendarDate(2026, 11, 22))).toBe('sunday');
    expect(weekdayName(new CalendarDate(2026, 11, 23))).toBe('monday');
  });
});

describe('moving by days', () => {
  it('moves a day across month, leap-day and year ends', () => {
    expect(addDaysToIsoDate('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDaysToIsoDate('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDaysToIsoDate('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDaysToIsoDate('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDaysToIsoDate('2026-11-23', 366)).toBe('2027-11-24');
  });

  it('refuses a day that does not exist', () => {
    expect(() => addDaysToIsoDate('2027-02-29', 1)).toThrow(RangeError);
  });

  it('lists every day of a range, both ends included', () => {
    const day = (s: string) => parseIsoDate(s) as CalendarDate;
    expect(isoDaysFrom(day('2026-12-30'), day('2027-01-02'))).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
    expect(isoDaysFrom(day('2026-11-23'), day('2026-11-23'))).toEqual(['2026-11-23']);
    expect(isoDaysFrom(day('2026-11-23'), day('2026-11-22'))).toEqual([]);
  });
});

describe('times of day', () => {
  it('reads HH:mm and HH:mm:ss and rejects impossible times', () => {
    expect(parseIsoTime('09:30')?.toString()).toBe('09:30:00');
    expect(parseIsoTime('23:59:59')?.toString()).toBe('23:59:59');
    expect(parseIsoTime('00:00')?.toString()).toBe('00:00:00');
    expect(parseIsoTime('24:00')).toBeNull();
    expect(parseIsoTime('12:60')).toBeNull();
    expect(parseIsoTime('noon')).toBeNull();
    expect(parseIsoTime(undefined)).toBeNull();
  });
  it('writes times as HH:mm:ss', () => {
    expect(formatIsoTime(parseIsoTime('7:05') as NonNullable<ReturnType<typeof parseIsoTime>>)).toBe(
      '07:05:00',
    );
  });
});

describe('instants', () => {
  it('reads ISO instants and rejects anything else', () => {
    expect(parseInstant('2026-11-22T03:30:00Z')?.hour).toBe(3);
    expect(parseInstant('2026-11-22T04:30:00+01:00')?.hour).toBe(3);
    expect(parseInstant('yesterday')).toBeNull();
    expect(parseInstant('')).toBeNull();
  });

  it("gives the property's day and wall clock whatever the machine's time zone", () => {
    // 23:30 UTC on 22 Nov is already 23 Nov in Berlin and still 22 Nov in Los Angeles.
    const instant = new Date('2026-11-22T23:30:00Z');
    expect(dayIn(instant, 'Europe/Berlin').toString()).toBe('2026-11-23');
    expect(dayIn(instant, 'America/Los_Angeles').toString()).toBe('2026-11-22');
    expect(wallClockIn(instant, 'Europe/Berlin')).toBe('2026-11-23 00:30');
    expect(wallClockIn(new Date('2026-07-01T08:05:00Z'), 'Europe/Berlin')).toBe('2026-07-01 10:05');
  });
});
