export * from './model/bookingState.ts';
export type * from './model/cart.ts';
export { cartIsEditable } from './model/cart.ts';
export type * from './model/entities.ts';
export * from './model/enums.ts';
export * from './model/pages.ts';
export * from './settings/index.ts';
