import { BookingState } from '../model/bookingState.ts';
import type { BookingAction } from '../model/entities.ts';
import { offerPaymentApplies, type Settings } from '../settings/settings.ts';

/**
 * docs/rules.md#existing-booking-flow: whether confirming an existing booking goes through payment:
 * payment.enabled and online.offer.payment.enabled are on and the booking has no payment time yet.
 */
export function confirmNeedsPayment(
  settings: Pick<Settings, 'paymentEnabled' | 'onlineOfferPaymentEnabled'>,
  booking: { readonly paymenttime: string | null },
): boolean {
  return offerPaymentApplies(settings) && !booking.paymenttime;
}

/**
 * docs/rules.md#payments: whether a payment may still land on a booking: it is not paid yet and neither
 * canceled nor deleted (checked again when a started payment completes; allowedActions narrow it further).
 */
export function bookingOpenForPayment(booking: { readonly state: number; readonly paid: boolean }): boolean {
  return !booking.paid && booking.state !== BookingState.Canceled && booking.state !== BookingState.Deleted;
}

/**
 * The actions a booker may take on a booking in a state, for a server that does not store them:
 * an offered or optional booking can be confirmed (paid when payment applies), cancelled or edited;
 * a confirmed one paid while payment applies and it is unpaid; nothing else.
 */
export function allowedActionsFor(
  state: number,
  options: { readonly paymentApplies: boolean; readonly paid: boolean },
): BookingAction[] {
  const pay = options.paymentApplies && !options.paid;
  switch (state) {
    case BookingState.Offered:
    case BookingState.Optional:
      return pay ? ['confirm', 'cancel', 'edit', 'pay'] : ['confirm', 'cancel', 'edit'];
    case BookingState.Confirmed:
      return pay ? ['pay'] : [];
    default:
      return [];
  }
}

/**
 * docs/rules.md#payments: actions are limited by allowedActions, which are nulled while an action runs: a null list
 * allows nothing.
 */
export function actionAllowed(
  allowedActions: readonly BookingAction[] | null,
  action: BookingAction,
): boolean {
  return allowedActions?.includes(action) ?? false;
}
