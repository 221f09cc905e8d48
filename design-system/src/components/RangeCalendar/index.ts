export { weekdays } from './calendarRules.ts';
export {
  type Availability,
  availabilityLevels,
  type DateRange,
  type DayInfo,
  RangeCalendar,
  type RangeCalendarProps,
  type RangeLimits,
  visibleMonthCounts,
  type Weekday,
} from './RangeCalendar.tsx';
