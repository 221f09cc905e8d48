import type { Cart, Catalog } from '../model/cart.ts';
import { indexCatalog } from '../model/catalogIndex.ts';
import type { CartPricing } from '../pricing/priceCart.ts';
import { totalIn } from '../pricing/priceCart.ts';
import type { Settings } from '../settings/typedSettings.ts';

/** The settings the order decision reads (a `Settings` object fits). */
export type AllowedOrderSettings = Pick<
  Settings,
  'maxAmountBookDirectly' | 'bookingMaxAmount' | 'bookingOrderMode' | 'bookingOfferMode'
>;

/**
 * Whether the guest may order (book directly) rather than only ask for an offer (docs/rules.md#allowed-order allowedOrder).
 * - A price on request can never be ordered directly: nobody knows what is being agreed to.
 * - booking.maxAmount caps every direct order (price in the cart's currency).
 * - booking.offerMode without booking.orderMode: offers only.
 * - Always (booking.orderMode included): the cart needs unit groups, all of them bookDirectly, and a
 *   price within max.amount.book.directly when that is set; orderMode never lifts that limit.
 */
export function allowedOrder(
  cart: Cart,
  catalog: Catalog,
  pricing: Pick<CartPricing, 'totals' | 'onRequest'>,
  settings: AllowedOrderSettings,
): boolean {
  if (pricing.onRequest) return false;
  const price = totalIn(pricing, cart.currency);
  if (settings.bookingMaxAmount !== null && price > settings.bookingMaxAmount) return false;
  if (settings.bookingOfferMode && !settings.bookingOrderMode) return false;
  if (cart.unitgroups.length === 0) return false;
  const index = indexCatalog(catalog);
  if (!cart.unitgroups.every((l) => index.unitgroups.get(l.unitgroupId)?.bookDirectly === true)) return false;
  return settings.maxAmountBookDirectly === null || price <= settings.maxAmountBookDirectly;
}
