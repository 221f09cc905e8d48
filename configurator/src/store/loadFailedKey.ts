import type { AppState } from './types.ts';

/** The toast of a booking that could not be read: it names what the cart holds (an order or an offer). */
export const loadFailedKey = (state: Pick<AppState, 'cart'>): string =>
  state.cart?.ordered && !state.cart?.offer
    ? 'CART.LOADEXISTINGBOOKING.ERROR.ORDERED'
    : 'CART.LOADEXISTINGBOOKING.ERROR.OFFER';
