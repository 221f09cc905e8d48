import type { BookingAction, BookingCodeError, Cents, LoadedBooking, PaymentOutcome } from '@venue/domain';
import type { BookingAccess } from '../../api/existingBooking.ts';
import type { SettledPayment } from '../../payments/settledPayment.ts';

/** What confirming led to: done, payment to ask for, or nothing (failed). */
export type ConfirmResult = 'confirmed' | 'payment' | 'failed';

/** What cancelling led to: done, a fee other than the one shown (re-read: ask again), or nothing (failed). */
export type CancelResult = 'canceled' | 'feeChanged' | 'failed';

/** A cancellation fee charged to the held card in this visit: what the canceled booking's view says. */
export interface ChargedFee {
  readonly bookingId: number;
  readonly amount: Cents;
  readonly currency: string;
  /** The card as the guest knows it, e.g. "VISA •••• 1111". */
  readonly card: string;
}

/** A payment that succeeded in this visit: what the thank-you view says was paid. */
export interface TakenPayment {
  readonly bookingId: number;
  readonly amount: Cents;
  readonly currency: string;
}

/** docs/rules.md#existing-booking-flow: a booker's reopened booking and its actions. */
export interface ExistingBookingSlice {
  readonly loadedBooking: LoadedBooking | null;
  readonly bookingAccess: BookingAccess | null;
  /** docs/rules.md#existing-booking-flow: the actions the booker may take; null while one runs, so nothing is sent twice. */
  readonly allowedActions: readonly BookingAction[] | null;
  /** The booking-code prompt: loads the booking or says why not (docs/rules.md#existing-booking-flow). */
  readonly openExistingBooking: (access: BookingAccess) => Promise<BookingCodeError | 'ERROR' | null>;
  /** Re-reads the loaded booking (after an action, or after a full page reload from the stored access). */
  readonly reloadExistingBooking: () => Promise<boolean>;
  readonly confirmExistingBooking: () => Promise<ConfirmResult>;
  /**
   * docs/rules.md#rate-policies: cancels at the cost the booker was shown (`cancellation.fee`); a changed fee re-reads
   * the booking (its new cost) and answers 'feeChanged'; a refused card leaves the booking as it is.
   */
  readonly cancelExistingBooking: () => Promise<CancelResult>;
  /** The cancellation fee charged in this visit (the last one). */
  readonly chargedFee: ChargedFee | null;
  readonly startEditExistingBooking: () => void;
  readonly saveExistingBookingEdit: () => Promise<boolean>;
  /**
   * docs/pages.md#cart-page, paying at checkout: reads the booking the cart has just sent into the state a reopened
   * booking uses (the payment dialog's), keeping the cart's thank-you view; answers whether the booker may pay it now.
   */
  readonly openSentBooking: () => Promise<boolean>;
  /** The booking whose payment dialog opens by itself (set after a reservation that waits for its payment). */
  readonly payAtCheckout: number | null;
  /** Takes the pending payAtCheckout (the dialog opens once). */
  readonly takePayAtCheckout: () => number | null;
  /** The last successful payment of this visit. */
  readonly takenPayment: TakenPayment | null;
  readonly paymentTaken: (payment: TakenPayment) => void;
  /** The last payment attempt whose outcome is final and confirmed by the server (the embed's payment events). */
  readonly settledPayment: SettledPayment | null;
  /** After an attempt's outcome and the booking re-read from the server: records it when it is final. */
  readonly paymentSettled: (outcome: PaymentOutcome) => void;
}
