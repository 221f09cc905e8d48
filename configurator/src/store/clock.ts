import { CalendarDate } from '@internationalized/date';

/** The guest's local calendar day of an instant (the domain takes "today" as a parameter). */
export function calendarDay(instant: Date): CalendarDate {
  return new CalendarDate(instant.getFullYear(), instant.getMonth() + 1, instant.getDate());
}
