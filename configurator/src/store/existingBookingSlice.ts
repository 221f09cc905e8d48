import { ApiError } from '@venue/api-client';
import {
  actionAllowed,
  availabilityRequests,
  type BookingAction,
  type BookingCodeError,
  type Cents,
  checkBookingCode,
  confirmPaymentMethod,
  defaultSettings,
  type LoadedBooking,
  type PaymentOutcome,
} from '@venue/domain';
import type { BookingAccess } from '../api/existingBooking.ts';
import { readBookingAccess, writeBookingAccess } from '../app/storedBookingAccess.ts';
import { cardName } from '../payments/guarantee.ts';
import { type SettledPayment, settledPayment } from '../payments/settledPayment.ts';
import { todayOf } from './clock.ts';
import type { SliceCreator } from './types.ts';

/** What confirming led to: done, payment to ask for, or nothing (failed). */
type ConfirmResult = 'confirmed' | 'payment' | 'failed';

/** What cancelling led to: done, a fee other than the one shown (re-read: ask again), or nothing (failed). */
export type CancelResult = 'canceled' | 'feeChanged' | 'failed';

/** docs/rules.md#rate-policies: the server's refusals of a cancellation at a fee (said as they are, translated). */
const CANCEL_FEE_CHANGED = 'error.booking.cancellationfeechanged';
const CANCEL_FEE_REFUSED = 'error.booking.cancellationfeerefused';

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

/** The server's refusals a booker can act on are said as they are (docs/rules.md#booking-lifecycle). */
const SAID_AS_IS = new Set(['error.booking.awaitingoffer', 'error.booking.paymentrequired']);

/** The toast of a failed confirm: gone availability, a refusal of the lifecycle, or the general failure. */
function confirmFailedKey(error: unknown): string {
  if (!(error instanceof ApiError)) return 'CART.CONFIRM.FAILED';
  if (error.error === 'error.availability') return 'CART.CONFIRM.FAILED_AVAILABILITY';
  return error.error && SAID_AS_IS.has(error.error) ? error.error : 'CART.CONFIRM.FAILED';
}

/** Creates the existing-booking slice. */
export const createExistingBookingSlice: SliceCreator<ExistingBookingSlice> =
  ({ api, notify, now }) =>
  (set, get) => {
    const propertyId = () => get().property?.id ?? 0;
    const loadFailedKey = () =>
      get().cart?.ordered && !get().cart?.offer
        ? 'CART.LOADEXISTINGBOOKING.ERROR.ORDERED'
        : 'CART.LOADEXISTINGBOOKING.ERROR.OFFER';
    /** The cart that has just sent this booking and shows its thank-you view (not yet reopened). */
    const sentByCart = (booking: LoadedBooking) => {
      const cart = get().cart;
      return !!cart && cart.ordered && !cart.existingBookingIsLoaded && cart.id === booking.id;
    };
    /** Holds the booking; a reopened one replaces the cart, the cart's own just-sent one keeps it as it is. */
    const apply = async (booking: LoadedBooking, keepSentCart = true) => {
      const keep = keepSentCart && sentByCart(booking);
      if (!keep) get().dispatch({ type: 'loadBooking', booking });
      set({ loadedBooking: booking, allowedActions: booking.allowedActions ?? [] });
      const cart = get().cart;
      if (cart && !keep) await get().refreshLists(cart);
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
    const reload = async (access: BookingAccess) => {
      try {
        await apply(await api.bookingByToken(access.token, access.code));
        return true;
      } catch (error) {
        console.error('Re-reading the booking failed', error);
        notify({ key: loadFailedKey(), tone: 'danger' });
        return false;
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
      openExistingBooking: async (access) => {
        const code = access.code.trim();
        const empty = checkBookingCode(code, null, todayOf(get(), { now }));
        if (empty === 'INVALID') return 'INVALID';
        let booking: LoadedBooking;
        try {
          booking = await api.bookingByToken(access.token, code);
        } catch (error) {
          if (error instanceof ApiError && error.status === 404) return 'NOT_FOUND';
          console.error('Loading the booking failed', error);
          notify({ key: loadFailedKey(), tone: 'danger' });
          return 'ERROR';
        }
        const problem = checkBookingCode(code, booking, todayOf(get(), { now }));
        if (problem) return problem;
        const stored = { token: access.token, code };
        writeBookingAccess(propertyId(), stored);
        set({ bookingAccess: stored, payAtCheckout: null });
        await apply(booking, false);
        return null;
      },
      reloadExistingBooking: async () => {
        const access = get().bookingAccess ?? readBookingAccess(propertyId());
        if (!access) return false;
        set({ bookingAccess: access });
        return reload(access);
      },
      confirmExistingBooking: () =>
        running(async (access) => {
          const { cart, catalog, settings, loadedBooking } = get();
          if (!cart || !loadedBooking) return 'failed';
          // docs/rules.md#existing-booking-flow: confirming first rechecks availability (this booking's own units are ignored).
          try {
            const requests = availabilityRequests(cart, catalog);
            const answers = requests.length > 0 ? await api.availability(requests) : [];
            if (answers.some((a) => !a.available)) {
              notify({ key: 'CART.CONFIRM.FAILED_AVAILABILITY', tone: 'danger' });
              return 'failed';
            }
          } catch (error) {
            console.error('Rechecking availability failed', error);
            notify({ key: 'CART.CONFIRM.FAILED', tone: 'danger' });
            return 'failed';
          }
          try {
            // docs/rules.md#booking-lifecycle: a booking the booker may pay is confirmed by paying.
            if (actionAllowed(loadedBooking.allowedActions ?? [], 'pay')) {
              const settingsNow = settings ?? defaultSettings;
              const method = confirmPaymentMethod(
                settingsNow,
                cart.paymentmethod ?? loadedBooking.paymentmethod,
              );
              await api.setPaymentMethod(access, method);
              await reload(access);
              return 'payment';
            }
            await api.confirmBooking(access);
            notify({ key: 'CART.CONFIRM.SUCCESS', tone: 'success' });
            await reload(access);
            return 'confirmed';
          } catch (error) {
            console.error('Confirming the booking failed', error);
            notify({ key: confirmFailedKey(error), tone: 'danger' });
            return 'failed';
          }
        }, 'failed' as ConfirmResult),
      cancelExistingBooking: () =>
        running(async (access): Promise<CancelResult> => {
          const booking = get().loadedBooking;
          const cost = booking?.cancellation ?? null;
          try {
            await api.cancelBooking(access, cost ? { fee: cost.fee } : {});
          } catch (error) {
            const key = error instanceof ApiError ? error.error : null;
            if (key === CANCEL_FEE_CHANGED) {
              // The view asks again, with the cost the booking has now.
              await reload(access);
              return 'feeChanged';
            }
            console.error('Cancelling the booking failed', error);
            notify({ key: key === CANCEL_FEE_REFUSED ? key : 'CART.CANCEL.FAILED', tone: 'danger' });
            return 'failed';
          }
          if (booking && cost && cost.charge > 0)
            set({
              chargedFee: {
                bookingId: booking.id,
                amount: cost.charge,
                currency: booking.currency,
                card: cardName(booking),
              },
            });
          notify({ key: 'CART.CANCEL.SUCCESS', tone: 'success' });
          await reload(access);
          return 'canceled';
        }, 'failed'),
      startEditExistingBooking: () => get().dispatch({ type: 'editExistingBooking' }),
      saveExistingBookingEdit: () =>
        running(async (access) => {
          const { cart, catalog, availability, settings } = get();
          if (!cart?.existingBookingIsEdited) return false;
          // The payload builders are not needed before saving: their own chunk (as for sending).
          const builders = await import('./bookingPayload.ts').catch((error: unknown) => {
            console.error('Loading the payload builder failed', error);
            return null;
          });
          if (!builders) {
            notify({ key: 'CART.EDIT.ERROR', tone: 'danger' });
            return false;
          }
          const edit = builders.editPayload(cart, catalog, availability, settings ?? defaultSettings);
          if (!edit.ok) {
            console.error('The edit cannot be sent', edit.reason);
            notify({ key: edit.error, tone: 'danger' });
            return false;
          }
          try {
            const saved = await api.editBooking(access, edit.payload);
            get().dispatch({ type: 'existingBookingSaved', version: saved.version });
          } catch (error) {
            console.error('Saving the edit failed', error);
            // docs/rules.md#existing-booking-flow: a conflict (changed meanwhile, no longer available) asks for a reload.
            const conflict = error instanceof ApiError && error.status === 409;
            notify({ key: conflict ? 'CART.EDIT.ERROR_RELOAD' : 'CART.EDIT.ERROR', tone: 'danger' });
            return false;
          }
          notify({ key: 'CART.EDIT.SUCCESS', tone: 'success' });
          await reload(access);
          return true;
        }, false),
      openSentBooking: async () => {
        const cart = get().cart;
        if (!cart?.ordered || !cart.bookingtoken || !cart.bookingcode) return false;
        const access = { token: cart.bookingtoken, code: cart.bookingcode };
        let booking: LoadedBooking;
        try {
          booking = await api.bookingByToken(access.token, access.code);
        } catch (error) {
          // The thank-you view still offers the reopen link; the booking waits for its payment there.
          console.error('Reading the sent booking failed', error);
          return false;
        }
        // Stored like a reopened booking's: a reload (or the drop-in's redirect back) finds the booking again.
        writeBookingAccess(propertyId(), access);
        set({ bookingAccess: access, takenPayment: null });
        await apply(booking);
        const payable = actionAllowed(booking.allowedActions ?? [], 'pay');
        set({ payAtCheckout: payable ? booking.id : null });
        return payable;
      },
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
