import {
  type AvailabilityResponse,
  type BookingPayload,
  type BookingSend,
  bookingEditPayload,
  bookingSend,
  type Cart,
  type Catalog,
  bookingPayload as domainBookingPayload,
  priceCart,
  type Settings,
} from '@venue/domain';

/*
 * The payload builders (pricing, payload rules): their own chunk, loaded when a booking is sent or an edit
 * saved, never on the first screen.
 */

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

/** The cart's booking as it goes to the server: a creation, or an update of the booking the cart holds. */
export function sendRequest(
  cart: Cart,
  catalog: Catalog,
  availability: readonly AvailabilityResponse[],
  settings: Settings,
  request: boolean,
): BookingSend {
  return bookingSend(cart, bookingPayload(cart, catalog, availability, settings, request));
}

/** The edit of a reopened booking, priced the same way (docs/rules.md#existing-booking-flow). */
export function editPayload(
  cart: Cart,
  catalog: Catalog,
  availability: readonly AvailabilityResponse[],
  settings: Settings,
): ReturnType<typeof bookingEditPayload> {
  const pricing = priceCart(cart, catalog, availability, settings);
  return bookingEditPayload(cart.servicesBeforeEdit ?? [], cart, catalog, pricing);
}
