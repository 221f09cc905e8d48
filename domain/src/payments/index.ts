export * from './bookingActions.ts';
export * from './outcome.ts';
export * from './providers.ts';
