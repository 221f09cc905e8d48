export * from './availability.ts';
export * from './datePicking.ts';
export * from './dateRange.ts';
export * from './isoDate.ts';
