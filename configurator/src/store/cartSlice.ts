import type { Cart } from '@venue/domain';
import type { SliceCreator } from './types.ts';

/** The guest's cart; every change goes through a domain transition. */
export interface CartSlice {
  readonly cart: Cart | null;
}

/** Creates the cart slice. */
export const createCartSlice: SliceCreator<CartSlice> = () => () => ({
  cart: null,
});
