import type { BookingPayload, Cart, Catalog, Settings } from '@venue/domain';

/**
 * The booking payload of a cart. Built by the domain's payload builder (domain/src/payload), which has
 * not landed yet: until it does, sending reports the creation error instead of sending a payload the
 * configurator would have to invent.
 */
export function bookingPayload(
  _cart: Cart,
  _catalog: Catalog,
  _settings: Settings,
  _request: boolean,
): BookingPayload {
  throw new Error('The booking payload builder of @venue/domain is not available yet');
}
