export * from './bookingActions.ts';
export * from './confirmMethod.ts';
export * from './outcome.ts';
export * from './providerConfig.ts';
export * from './providers.ts';
