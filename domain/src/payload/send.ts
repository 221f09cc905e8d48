import type { Cart } from '../model/cart.ts';
import type { BookingPayload } from '../model/entities.ts';

/** How a cart's booking goes to the server: created, or updated when the cart already holds a booking. */
export type BookingSend =
  | { readonly kind: 'add'; readonly payload: BookingPayload }
  | {
      readonly kind: 'update';
      readonly id: number;
      readonly payload: BookingPayload & { readonly bookingtoken: string };
    };

/**
 * docs/api.md#create-a-booking: a cart that carries a booking id (and the token
 * that proves it) updates that booking instead of creating a second one.
 */
export function bookingSend(cart: Pick<Cart, 'id' | 'bookingtoken'>, payload: BookingPayload): BookingSend {
  if (cart.id !== null && cart.bookingtoken)
    return { kind: 'update', id: cart.id, payload: { ...payload, bookingtoken: cart.bookingtoken } };
  return { kind: 'add', payload };
}
