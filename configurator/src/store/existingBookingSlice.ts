import type { BookingAction, BookingCodeError, Cents, LoadedBooking, PaymentOutcome } from '@venue/domain';
import type { BookingAccess } from '../api/existingBooking.ts';
import { readBookingAccess } from '../app/storedBookingAccess.ts';
import { type SettledPayment, settledPayment } from '../payments/settledPayment.ts';
import type { ExistingBookingActions } from './existingBookingActions.ts';
import type { AppState, SliceCreator } from './types.ts';

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

/** The toast of a booking that could not be read: it names what the cart holds (an order or an offer). */
export const loadFailedKey = (state: Pick<AppState, 'cart'>): string =>
  state.cart?.ordered && !state.cart?.offer
    ? 'CART.LOADEXISTINGBOOKING.ERROR.ORDERED'
    : 'CART.LOADEXISTINGBOOKING.ERROR.OFFER';

/** Creates the existing-booking slice. */
export const createExistingBookingSlice: SliceCreator<ExistingBookingSlice> = (deps) => (set, get) => {
  const { notify } = deps;
  const propertyId = () => get().property?.id ?? 0;
  /**
   * The network actions live in their own chunk (existingBookingActions.ts), loaded when the first one runs:
   * the first screen does not need them. A failed load is said like a failed action (its toast, if it has one).
   */
  let actions: Promise<ExistingBookingActions> | null = null;
  const withActions = async <T>(
    work: (loaded: ExistingBookingActions) => Promise<T>,
    failed: T,
    failedKey: (() => string) | null,
  ): Promise<T> => {
    actions ??= import('./existingBookingActions.ts').then((m) => m.existingBookingActions(deps, set, get));
    let loaded: ExistingBookingActions;
    try {
      loaded = await actions;
    } catch (error) {
      actions = null;
      console.error('Loading the booking actions failed', error);
      if (failedKey) notify({ key: failedKey(), tone: 'danger' });
      return failed;
    }
    return work(loaded);
  };
  /** Runs one action with the allowed actions nulled; restores them if the action did not re-read. */
  const running = async <T>(work: (access: BookingAccess) => Promise<T>, fallback: T): Promise<T> => {
    const { bookingAccess, allowedActions } = get();
    if (!bookingAccess || allowedActions === null) return fallback;
    set({ allowedActions: null });
    try {
      return await work(bookingAccess);
    } finally {
      if (get().allowedActions === null) set({ allowedActions: get().loadedBooking?.allowedActions ?? [] });
    }
  };

  return {
    loadedBooking: null,
    bookingAccess: null,
    allowedActions: null,
    payAtCheckout: null,
    takenPayment: null,
    settledPayment: null,
    chargedFee: null,
    openExistingBooking: (access) =>
      withActions(
        (loaded) => loaded.open(access),
        'ERROR' as const,
        () => loadFailedKey(get()),
      ),
    reloadExistingBooking: async () => {
      const access = get().bookingAccess ?? readBookingAccess(propertyId());
      if (!access) return false;
      set({ bookingAccess: access });
      return withActions(
        (loaded) => loaded.reload(access),
        false,
        () => loadFailedKey(get()),
      );
    },
    confirmExistingBooking: () =>
      running(
        (access) =>
          withActions(
            (loaded) => loaded.confirm(access),
            'failed' as ConfirmResult,
            () => 'CART.CONFIRM.FAILED',
          ),
        'failed' as ConfirmResult,
      ),
    cancelExistingBooking: () =>
      running(
        (access) =>
          withActions(
            (loaded) => loaded.cancel(access),
            'failed' as CancelResult,
            () => 'CART.CANCEL.FAILED',
          ),
        'failed' as CancelResult,
      ),
    startEditExistingBooking: () => get().dispatch({ type: 'editExistingBooking' }),
    saveExistingBookingEdit: () =>
      running(async (access) => {
        if (!get().cart?.existingBookingIsEdited) return false;
        return withActions(
          (loaded) => loaded.saveEdit(access),
          false,
          () => 'CART.EDIT.ERROR',
        );
      }, false),
    // The thank-you view still offers the reopen link when the sent booking cannot be read: no toast.
    openSentBooking: () => withActions((loaded) => loaded.openSent(), false, null),
    takePayAtCheckout: () => {
      const id = get().payAtCheckout;
      if (id !== null) set({ payAtCheckout: null });
      return id;
    },
    paymentTaken: (payment) => set({ takenPayment: payment }),
    paymentSettled: (outcome) => {
      const settled = settledPayment(outcome, get().loadedBooking);
      if (settled) set({ settledPayment: settled });
    },
  };
};
