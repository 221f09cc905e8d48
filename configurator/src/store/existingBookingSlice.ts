import type { BookingAccess } from '../api/existingBooking.ts';
import { readBookingAccess } from '../app/storedBookingAccess.ts';
import { settledPayment } from '../payments/settledPayment.ts';
import type { ExistingBookingActions } from './existingBookingActions.ts';
import { loadFailedKey } from './loadFailedKey.ts';
import type { CancelResult, ConfirmResult, ExistingBookingSlice } from './state/existingBooking.ts';
import type { SliceCreator } from './types.ts';

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
