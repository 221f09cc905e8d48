export { type TimeRange, TimeRangePicker, type TimeRangePickerProps } from './TimeRangePicker.tsx';
