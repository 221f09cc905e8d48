import { ApiError } from '@venue/api-client';
import { BookingState, defaultSettings } from '@venue/domain';
import { sendRequest } from './bookingPayload.ts';
import type { AppState, StoreDeps } from './types.ts';

/*
 * Sending the cart (docs/rules.md#sending-a-booking), with its payload builder (pricing, payload rules): its own
 * chunk, loaded by the send slice (sendSlice.ts) when the guest sends, not before.
 */

/**
 * docs/rules.md#sending-a-booking: 504 is the booking timeout, 429 too many requests from here or for this e-mail
 * address (docs/api.md#rate-limits), otherwise ERROR.OFFERED / ERROR.ORDERED.
 */
function sendErrorKey(error: unknown, kind: 'offer' | 'order'): string {
  if (error instanceof ApiError && error.status === 504) return 'ERROR.BOOKING_TIMEOUT';
  if (error instanceof ApiError && error.status === 429) return 'ERROR.TOO_MANY_REQUESTS';
  // docs/scaling.md#database-outages: the booking service is unreachable for a moment; nothing was stored.
  if (error instanceof ApiError && error.status === 503) return 'error.unavailable';
  return kind === 'offer' ? 'ERROR.OFFERED' : 'ERROR.ORDERED';
}

type Set = (partial: Partial<AppState>) => void;

/** Sends the cart as an offer request or a direct reservation; true once the server has accepted it. */
export async function sendBooking(
  { api, notify }: StoreDeps,
  set: Set,
  get: () => AppState,
  kind: 'offer' | 'order',
): Promise<boolean> {
  // The cart as its transitions so far left it (docs/performance.md#the-cart-rules-after-the-first-screen).
  await get().cartReady();
  const { cart, catalog, settings, dispatch, availability } = get();
  if (!cart) return false;
  try {
    const request = sendRequest(cart, catalog, availability, settings ?? defaultSettings, kind === 'offer');
    // A cart that already holds a booking updates it: never a second booking for the same cart.
    const booking =
      request.kind === 'update'
        ? await api.updateBooking(request.id, request.payload)
        : await api.addBooking(request.payload);
    set({
      sentAs: kind,
      sentState: booking.bookingstate,
      sentBooking: { kind, booking },
    });
    dispatch({
      type: 'orderSent',
      id: booking.id,
      version: booking.version,
      bookingcode: booking.bookingcode,
      bookingtoken: booking.bookingtoken,
    });
    notify({ key: kind === 'offer' ? 'cart.sent.offer' : 'cart.sent.order', tone: 'success' });
    // docs/rules.md#booking-lifecycle: a reservation with a payment due waits Offered until it is paid. The
    // booking is sent: a failure to read it back leaves the thank-you view (and its reopen link) as it is.
    if (kind === 'order' && booking.bookingstate === BookingState.Offered)
      await get()
        .openSentBooking()
        .catch((error: unknown) => console.error('Opening the payment failed', error));
    return true;
  } catch (error) {
    console.error('Sending the booking failed', error);
    notify({ key: sendErrorKey(error, kind), tone: 'danger' });
    // docs/rules.md#sending-a-booking: a creation error un-orders the cart and clears it.
    dispatch({ type: 'creationFailed' });
    return false;
  }
}
