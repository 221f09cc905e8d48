import { ApiError } from '@venue/api-client';
import {
  actionAllowed,
  availabilityRequests,
  type BookingCodeError,
  checkBookingCode,
  confirmPaymentMethod,
  defaultSettings,
  type LoadedBooking,
} from '@venue/domain';
import type { StoreApi } from 'zustand';
import type { BookingAccess } from '../api/existingBooking.ts';
import { writeBookingAccess } from '../app/storedBookingAccess.ts';
import { cardName } from '../payments/guarantee.ts';
import { todayOf } from './clock.ts';
import { loadFailedKey } from './loadFailedKey.ts';
import type { CancelResult, ConfirmResult } from './state/existingBooking.ts';
import type { AppState, StoreDeps } from './types.ts';

/*
 * The existing-booking slice's network actions (docs/rules.md#existing-booking-flow): reopening, re-reading,
 * confirming, cancelling and editing a booking. Not needed before a booking is opened, so the slice imports
 * this module (its own chunk) when an action runs; the slice keeps the state and the guard against sending twice.
 */

/** docs/rules.md#rate-policies: the server's refusals of a cancellation at a fee (said as they are, translated). */
const CANCEL_FEE_CHANGED = 'error.booking.cancellationfeechanged';
const CANCEL_FEE_REFUSED = 'error.booking.cancellationfeerefused';
/** docs/payments.md: the payment provider did not take the refund, release or fee; the booking stays as it was. */
const PROVIDER_FAILED = 'error.payment.providerfailed';

/** The toast of a failed cancellation: the card refused the fee, the provider failed, or the general failure. */
function cancelFailedKey(key: string | null | undefined): string {
  if (key === CANCEL_FEE_REFUSED) return key;
  if (key === PROVIDER_FAILED) return 'CART.CANCEL.FAILED_PROVIDER';
  return 'CART.CANCEL.FAILED';
}

/** The server's refusals a booker can act on are said as they are (docs/rules.md#booking-lifecycle). */
const SAID_AS_IS = new Set(['error.booking.awaitingoffer', 'error.booking.paymentrequired']);

/** The toast of a failed confirm: gone availability, a refusal of the lifecycle, or the general failure. */
function confirmFailedKey(error: unknown): string {
  if (!(error instanceof ApiError)) return 'CART.CONFIRM.FAILED';
  if (error.error === 'error.availability') return 'CART.CONFIRM.FAILED_AVAILABILITY';
  return error.error && SAID_AS_IS.has(error.error) ? error.error : 'CART.CONFIRM.FAILED';
}

/** The actions, bound to the store (each takes the booking's access the slice has checked). */
export function existingBookingActions(
  { api, notify, now }: StoreDeps,
  set: StoreApi<AppState>['setState'],
  get: () => AppState,
) {
  const propertyId = () => get().property?.id ?? 0;
  /** The cart that has just sent this booking and shows its thank-you view (not yet reopened). */
  const sentByCart = (booking: LoadedBooking) => {
    const cart = get().cart;
    return !!cart && cart.ordered && !cart.existingBookingIsLoaded && cart.id === booking.id;
  };
  /** Whether the lists held now name every unit group and service of the booking. */
  const listsKnow = (booking: LoadedBooking) => {
    const { unitgroups, services } = get().catalog;
    return (
      booking.bookingUnitgroupList.every((l) => unitgroups.some((u) => u.id === l.unitgroup.id)) &&
      booking.bookingServiceList.every((l) => services.some((s) => s.id === l.service.id))
    );
  };
  /** Holds the booking; a reopened one replaces the cart, the cart's own just-sent one keeps it as it is. */
  const apply = async (booking: LoadedBooking, keepSentCart = true) => {
    const keep = keepSentCart && sentByCart(booking);
    // The cart is read right after it is built from the booking.
    await get().cartReady();
    if (!keep) get().dispatch({ type: 'loadBooking', booking });
    set({ loadedBooking: booking, allowedActions: booking.allowedActions ?? [] });
    const cart = get().cart;
    if (!cart || keep) return;
    const known = listsKnow(booking);
    await get().refreshLists(cart);
    // docs/rules.md#existing-booking-flow: a reload reads the booking while the first lists may still be under way;
    // once the lists for the booking's own days are in, its cart is built again from them (unless edited meanwhile).
    const now = get().cart;
    if (!known && listsKnow(booking) && now?.id === booking.id && !now.existingBookingIsEdited)
      get().dispatch({ type: 'loadBooking', booking });
  };
  const reload = async (access: BookingAccess) => {
    try {
      await apply(await api.bookingByToken(access.token, access.code));
      return true;
    } catch (error) {
      console.error('Re-reading the booking failed', error);
      notify({ key: loadFailedKey(get()), tone: 'danger' });
      return false;
    }
  };

  return {
    open: async (access: BookingAccess): Promise<BookingCodeError | 'ERROR' | null> => {
      const code = access.code.trim();
      const empty = checkBookingCode(code, null, todayOf(get(), { now }));
      if (empty === 'INVALID') return 'INVALID';
      let booking: LoadedBooking;
      try {
        booking = await api.bookingByToken(access.token, code);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return 'NOT_FOUND';
        console.error('Loading the booking failed', error);
        notify({ key: loadFailedKey(get()), tone: 'danger' });
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
    reload,
    confirm: async (access: BookingAccess): Promise<ConfirmResult> => {
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
          const method = confirmPaymentMethod(settingsNow, cart.paymentmethod ?? loadedBooking.paymentmethod);
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
    },
    cancel: async (access: BookingAccess): Promise<CancelResult> => {
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
        notify({ key: cancelFailedKey(key), tone: 'danger' });
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
    },
    saveEdit: async (access: BookingAccess): Promise<boolean> => {
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
    },
    openSent: async (): Promise<boolean> => {
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
  };
}

/** The bound actions (the slice's lazily loaded part). */
export type ExistingBookingActions = ReturnType<typeof existingBookingActions>;
