import { actionAllowed, type LoadedBooking, type PaymentOutcome } from '@venue/domain';

/**
 * A payment whose outcome is final and confirmed by the server (the booking re-read after the attempt): what the
 * embed reports to the host as `paymentSucceeded` / `paymentFailed` (PROTOCOL.md), read from that booking
 * (embed/bookingEvent.ts).
 */
export interface SettledPayment {
  readonly outcome: 'succeeded' | 'failed';
  readonly booking: LoadedBooking;
}

/**
 * The settled payment of an attempt's outcome, read from the booking as the server answered after it; null when the
 * outcome is not final (pending, canceled by the guest, an unknown error) or the server does not confirm it (a
 * "success" whose booking still waits for its payment).
 */
export function settledPayment(
  outcome: PaymentOutcome,
  booking: LoadedBooking | null,
): SettledPayment | null {
  if (!booking) return null;
  const paid = outcome === 'success' && !actionAllowed(booking.allowedActions ?? [], 'pay');
  const failed = outcome === 'refused' || outcome === 'error';
  if (!paid && !failed) return null;
  return { outcome: paid ? 'succeeded' : 'failed', booking };
}
