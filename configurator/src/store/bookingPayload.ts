import {
  type AvailabilityResponse,
  type BookingPayload,
  type Cart,
  type Catalog,
  bookingPayload as domainBookingPayload,
  priceCart,
  type Settings,
} from '@venue/domain';

/** The booking payload of a cart, built by the domain with the cart's preview prices (the server re-prices). */
export function bookingPayload(
  cart: Cart,
  catalog: Catalog,
  availability: readonly AvailabilityResponse[],
  settings: Settings,
  request: boolean,
): BookingPayload {
  const pricing = priceCart(cart, catalog, availability, settings);
  return domainBookingPayload(cart, catalog, pricing, settings, { request });
}
