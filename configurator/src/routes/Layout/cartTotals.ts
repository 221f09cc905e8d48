import { type Money, priceCart } from '@venue/domain';
import type { AppState } from '../../store/types.ts';

/** The cart's totals as the domain prices them (one per currency); none without a cart. */
export function totalsOf(state: AppState): readonly Money[] {
  return state.cart && state.settings
    ? priceCart(state.cart, state.catalog, state.availability, state.settings).totals
    : [];
}
