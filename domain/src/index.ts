export * from './model/bookingState.ts';
