import { type PaymentStatus, termsOutstanding } from '../bookingRecord/ledger.ts';
import { parseIsoDate } from '../dates/isoDate.ts';
import {
  bookingCollects,
  type CancellationMoney,
  cancellationCost,
  cancelsFree,
  PLAIN_POLICY,
  type RatePolicy,
} from '../rates/policy.ts';
import type { Settings } from '../settings/typedSettings.ts';
import type { LifecycleFacts } from './lifecycle.ts';

/** What the lifecycle knows of a stored booking (or of one about to be created). */
export interface LifecycleBooking {
  readonly origin: 'request' | 'reservation';
  /** Whether the booking as last priced could be reserved directly (allowedOrder). */
  readonly directAllowed: boolean;
  readonly offeredByHotel: boolean;
  /** The payment it asks for succeeded (its ledger's captures cover what is due when booking). */
  readonly paid: boolean;
  /**
   * docs/rules.md#the-payment-ledger: what its ledger says was paid and which card is held, for the rate's terms;
   * without, nothing was.
   */
  readonly payment?: Pick<PaymentStatus, 'paid' | 'heldCard'> | undefined;
  /** The offer's option date, 'YYYY-MM-DD', or null. */
  readonly optionDate: string | null;
  /** Start and end in the property's wall clock, 'YYYY-MM-DD HH:mm'. */
  readonly start: string;
  readonly end: string;
  /** The terms of the booking's rate (docs/rules.md#rate-policies); without, the property's cancellation applies. */
  readonly policy?: RatePolicy | undefined;
  /** Whole minutes since the booking was made (from the one clock); without, it is new. */
  readonly minutesSinceCreated?: number | undefined;
  /** A card is held as the booking's guarantee (docs/rules.md#rate-policies). */
  readonly cardHeld?: boolean | undefined;
  /** Its money, for a cancellation fee; without, a cancellation after the free period is the hotel's. */
  readonly money?: CancellationMoney | undefined;
}

type LifecycleSettings = Pick<
  Settings,
  | 'bookingOfferReview'
  | 'bookingCancelDaysBeforeArrival'
  | 'paymentEnabled'
  | 'configuratorPaymentEnabled'
  | 'onlineOfferPaymentEnabled'
  | 'paymentHoldMinutes'
>;

/**
 * docs/rules.md#booking-lifecycle: the facts the machine's guards read, from the property's settings, the
 * booking and the property's wall clock now ('YYYY-MM-DD HH:mm', from the one injected clock). A payment is
 * due for a reservation by reservationCollects, for an offer by offerCollects: both read the rate's terms.
 */
export function lifecycleFacts(
  settings: LifecycleSettings,
  booking: LifecycleBooking,
  wallClock: string,
): LifecycleFacts {
  const today = wallClock.slice(0, 10);
  const collects = bookingCollects(settings, booking.origin, booking.policy);
  const paymentApplies = collects !== null;
  // A guarantee is given by the held card; a charge only by a payment.
  const settled = booking.paid || (collects === 'hold' && booking.cardHeld === true);
  const arrival = booking.start.slice(0, 10);
  const policy = booking.policy ?? PLAIN_POLICY;
  const cost = booking.money
    ? cancellationCost(policy, settings.bookingCancelDaysBeforeArrival, today, arrival, booking.money)
    : null;
  return {
    offerReview: settings.bookingOfferReview,
    directAllowed: booking.directAllowed,
    origin: booking.origin,
    offeredByHotel: booking.offeredByHotel,
    paymentDue: paymentApplies && !settled,
    optionDate: booking.optionDate === null ? 'none' : booking.optionDate < today ? 'passed' : 'open',
    ended: booking.end < wallClock,
    // The hotel's offer (a staff reservation awaiting its payment too) lasts until its option date, not the hold.
    paymentAbandoned:
      booking.origin === 'reservation' &&
      !booking.offeredByHotel &&
      paymentApplies &&
      !settled &&
      (booking.minutesSinceCreated ?? 0) >= settings.paymentHoldMinutes,
    freeCancellation: cancelsFree(policy, settings.bookingCancelDaysBeforeArrival, today, arrival),
    feeCancellation: cost !== null && !cost.free,
    // A property that takes no payments here cannot hold a card: its rate's guarantee is the hotel's own affair.
    termsMet:
      termsOutstanding(
        booking.policy && !settings.paymentEnabled ? { ...booking.policy, guarantee: false } : booking.policy,
        booking.money?.total ?? 0,
        booking.payment ?? { paid: 0, heldCard: null },
      ) === null,
  };
}

/**
 * docs/rules.md#booking-lifecycle: why an option date the hotel gives an offer cannot be used: before the
 * property's today, or after the arrival ('YYYY-MM-DD' each); null when it can.
 */
export function optionDateProblem(
  optionDate: string,
  today: string,
  arrival: string,
): 'notADate' | 'past' | 'afterArrival' | null {
  if (parseIsoDate(optionDate) === null) return 'notADate';
  if (optionDate < today) return 'past';
  if (optionDate > arrival) return 'afterArrival';
  return null;
}
