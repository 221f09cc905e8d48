import {
  CalendarDate,
  fromDate,
  getDayOfWeek,
  parseAbsolute,
  Time,
  toCalendarDate,
  type ZonedDateTime,
} from '@internationalized/date';
import type { IsoDate, IsoTime, StartWeekdays } from '../model/entities.ts';

/*
 * Conversions between the wire strings of the model ('YYYY-MM-DD', 'HH:mm:ss') and
 * @internationalized/date values. All date arithmetic goes through CalendarDate: no Date.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_TIME = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;

/** A 'YYYY-MM-DD' string as a CalendarDate, or null when it is not a real calendar day. */
export function parseIsoDate(value: IsoDate | null | undefined): CalendarDate | null {
  const m = value ? ISO_DATE.exec(value) : null;
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new CalendarDate(y, mo, d);
  // CalendarDate constrains out-of-range fields (Feb 30 -> Feb 29); such input is not a real day.
  return date.year === y && date.month === mo && date.day === d ? date : null;
}

/** An 'HH:mm' or 'HH:mm:ss' string as a Time, or null when malformed or out of range. */
export function parseIsoTime(value: IsoTime | null | undefined): Time | null {
  const m = value ? ISO_TIME.exec(value) : null;
  if (!m) return null;
  const [h, min, s] = [Number(m[1]), Number(m[2]), Number(m[3] ?? 0)];
  if (h > 23 || min > 59 || s > 59) return null;
  return new Time(h, min, s);
}

/** A time as 'HH:mm:ss'. */
export function formatIsoTime(time: Time): IsoTime {
  return time.toString();
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return to.compare(from);
}

/** Nights of a stay from start to end date: the same day is 0 nights. */
export function nightCount(start: CalendarDate, end: CalendarDate): number {
  return Math.max(0, daysBetween(start, end));
}

/** docs/rules.md#stay-rules: the duration in days is nights + 1. */
export function durationDays(start: CalendarDate, end: CalendarDate): number {
  return nightCount(start, end) + 1;
}

/** A 'YYYY-MM-DD' day moved by whole days (negative goes back); throws a RangeError when it is not a real day. */
export function addDaysToIsoDate(value: IsoDate, days: number): IsoDate {
  const date = parseIsoDate(value);
  if (!date) throw new RangeError(`not a calendar day: ${value}`);
  return date.add({ days }).toString();
}

/** Every 'YYYY-MM-DD' day from `from` to `to`, both included (empty when `to` is earlier). */
export function isoDaysFrom(from: CalendarDate, to: CalendarDate): IsoDate[] {
  const days: IsoDate[] = [];
  for (let d = from; d.compare(to) <= 0; d = d.add({ days: 1 })) days.push(d.toString());
  return days;
}

/** A date as 'YYYYMMDD', the form list filters and date validators compare (docs/rules.md#stay-rules, docs/rules.md#stay-rules). */
export function compactDate(date: CalendarDate): string {
  return date.toString().replaceAll('-', '');
}

/** The weekday names of the model (`StartWeekdays` keys) from Monday to Sunday: the one list of them. */
export const WEEKDAY_NAMES = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;

/** The weekday name of a date, independent of locale. */
export function weekdayName(date: CalendarDate): keyof StartWeekdays {
  // Weeks forced to start on Monday, so index 0 is Monday whatever the locale's convention is.
  return WEEKDAY_NAMES[getDayOfWeek(date, 'en-US', 'mon')] as keyof StartWeekdays;
}

/** An ISO 8601 instant ('2026-11-22T03:30:00Z') as a UTC ZonedDateTime, or null when malformed. */
export function parseInstant(value: string | null | undefined): ZonedDateTime | null {
  if (!value) return null;
  try {
    return parseAbsolute(value, 'UTC');
  } catch {
    return null;
  }
}

/**
 * The calendar day an instant falls on in a time zone: "today" for a property is `dayIn(now, property.timezone)`,
 * the same on the server and in a browser anywhere in the world.
 */
export function dayIn(instant: Date, timeZone: string): CalendarDate {
  return toCalendarDate(fromDate(instant, timeZone));
}

/** The wall-clock time of an instant in a time zone as 'YYYY-MM-DD HH:mm' (how booking start and end are stored). */
export function wallClockIn(instant: Date, timeZone: string): string {
  const zoned = fromDate(instant, timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${toCalendarDate(zoned).toString()} ${pad(zoned.hour)}:${pad(zoned.minute)}`;
}
