import { parseIsoDate } from '../dates/isoDate.ts';
import { cancelsFree, PLAIN_POLICY, type RatePolicy, reservationPaymentApplies } from '../rates/policy.ts';
import { offerPaymentApplies, type Settings } from '../settings/settings.ts';
import type { LifecycleFacts } from './lifecycle.ts';

/** What the lifecycle knows of a stored booking (or of one about to be created). */
export interface LifecycleBooking {
  readonly origin: 'request' | 'reservation';
  /** Whether the booking as last priced could be reserved directly (allowedOrder). */
  readonly directAllowed: boolean;
  readonly offeredByHotel: boolean;
  /** A payment for it succeeded. */
  readonly paid: boolean;
  /** The offer's option date, 'YYYY-MM-DD', or null. */
  readonly optionDate: string | null;
  /** Start and end in the property's wall clock, 'YYYY-MM-DD HH:mm'. */
  readonly start: string;
  readonly end: string;
  /** The terms of the booking's rate (docs/rules.md#rate-policies); without, the property's cancellation applies. */
  readonly policy?: RatePolicy | undefined;
  /** Whole minutes since the booking was made (from the one clock); without, it is new. */
  readonly minutesSinceCreated?: number | undefined;
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
 * due for a reservation when the configurator takes payments, for an offer when offers are paid online.
 */
export function lifecycleFacts(
  settings: LifecycleSettings,
  booking: LifecycleBooking,
  wallClock: string,
): LifecycleFacts {
  const today = wallClock.slice(0, 10);
  const paymentApplies =
    booking.origin === 'reservation'
      ? reservationPaymentApplies(settings, booking.policy)
      : offerPaymentApplies(settings);
  const arrival = booking.start.slice(0, 10);
  return {
    offerReview: settings.bookingOfferReview,
    directAllowed: booking.directAllowed,
    origin: booking.origin,
    offeredByHotel: booking.offeredByHotel,
    paymentDue: paymentApplies && !booking.paid,
    optionDate: booking.optionDate === null ? 'none' : booking.optionDate < today ? 'passed' : 'open',
    ended: booking.end < wallClock,
    paymentAbandoned:
      booking.origin === 'reservation' &&
      paymentApplies &&
      !booking.paid &&
      (booking.minutesSinceCreated ?? 0) >= settings.paymentHoldMinutes,
    freeCancellation: cancelsFree(
      booking.policy ?? PLAIN_POLICY,
      settings.bookingCancelDaysBeforeArrival,
      today,
      arrival,
    ),
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
