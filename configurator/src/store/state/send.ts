import type { LoadedBooking, SetupCodeField } from '@venue/domain';

/** A sent booking as the server answered it. */
interface SentBooking {
  readonly kind: 'offer' | 'order';
  readonly booking: LoadedBooking;
}

/** Sending the cart (offer or direct reservation) and verifying the customer account. */
export interface SendSlice {
  readonly sending: boolean;
  /** What the last successful send was: an offer request or a direct reservation. */
  readonly sentAs: 'offer' | 'order' | null;
  /** The state the server gave the sent booking (docs/rules.md#booking-lifecycle: New, Offered or Confirmed). */
  readonly sentState: number | null;
  /** The last booking the server accepted, as the server answered (the embed's booking events read it). */
  readonly sentBooking: SentBooking | null;
  /**
   * Sends the cart: 'offer' creates an Offered booking, 'order' reserves directly (when allowedOrder holds). A
   * reservation the server holds Offered until it is paid is read at once, so its payment dialog can open.
   */
  readonly send: (kind: 'offer' | 'order') => Promise<boolean>;
  /** docs/rules.md#sending-a-booking: verifies a customer account number; a rejected one is cleared with the REJECTED toast. */
  readonly verifyCustomerAccount: (code: string) => Promise<boolean>;
  /**
   * docs/rules.md#forms: whether the server knows a customer account number or promo code (the first screen's
   * check); a failed call counts as not known. The cart is not touched.
   */
  readonly checkCode: (field: SetupCodeField, code: string) => Promise<boolean>;
}
