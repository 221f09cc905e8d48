export * from './duration.ts';
export * from './timeGrid.ts';
export * from './timeslice.ts';
export * from './timesliceChoice.ts';
