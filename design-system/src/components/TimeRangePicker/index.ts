export { TimeRangePicker, type TimeRangePickerProps } from './TimeRangePicker.tsx';
export { defaultTimeGrid, type TimeGridLimits, type TimeRange } from './timeGrid.ts';
