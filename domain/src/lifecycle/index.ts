export * from './blocks.ts';
export * from './facts.ts';
export * from './lifecycle.ts';
export * from './staffBooking.ts';
export * from './table.ts';
