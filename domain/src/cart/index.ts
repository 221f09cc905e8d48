export * from './clamp.ts';
export * from './create.ts';
export * from './loadBooking.ts';
export * from './reducer.ts';
export * from './slots.ts';
export * from './storage.ts';
