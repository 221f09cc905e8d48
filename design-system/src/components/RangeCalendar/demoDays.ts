import { CalendarDate } from '@internationalized/date';
import type { DayInfo } from './calendarRules.ts';

const december = new CalendarDate(2026, 12, 1);

/** Demo data for December 2026 and January 2027: some days blocked, some short, a price on each free day. */
export function demoDays(): Record<string, DayInfo> {
  const days: Record<string, DayInfo> = {};
  for (let date = december; date.compare(new CalendarDate(2027, 2, 1)) < 0; date = date.add({ days: 1 })) {
    const blocked = [10, 11, 24, 25].includes(date.day);
    const short = [5, 6, 18, 30].includes(date.day);
    days[date.toString()] = blocked
      ? { availability: 'blocked' }
      : { availability: short ? 'short' : 'free', price: 9900 + (date.day % 4) * 2000 };
  }
  return days;
}
