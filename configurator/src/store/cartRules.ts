/**
 * The cart's rules: the domain's cart reducer and availability refresh, in a chunk of their own that the first screen
 * does not wait for (docs/performance.md#the-cart-rules-after-the-first-screen). Imported by cartSlice.ts only, and
 * only dynamically.
 */
import { cartReducer, refreshAvailability, triggersListRefresh } from '@venue/domain';

export const cartRules = { cartReducer, refreshAvailability, triggersListRefresh };
