export {
  type Availability,
  availabilityLevels,
  type DatePredicates,
  type DateRange,
  type DayInfo,
  RangeCalendar,
  type RangeCalendarProps,
  visibleMonthCounts,
} from './RangeCalendar.tsx';
