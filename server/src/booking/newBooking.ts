import type { BookingState, LifecycleActor, LifecycleFacts } from '@venue/domain';
import { type BookingInputs, evaluateBooking, type PricedBooking } from './evaluate.ts';
import { decide, newBookingFacts } from './lifecycle.ts';

/** What deciding a new booking gives: the priced booking, its facts, and the state the lifecycle files it in. */
export interface NewBookingDecision {
  readonly priced: PricedBooking;
  readonly facts: LifecycleFacts;
  readonly action: 'request' | 'reserve';
  readonly state: BookingState;
}

/**
 * The decide step of a new booking, a guest's online or the hotel's (docs/rules.md#booking-lifecycle): the domain
 * prices and checks it against the loaded holds, and the lifecycle decides its state on the facts of a booking about
 * to be stored. A request waits for the hotel unless the settings let it be an offer at once; a direct reservation
 * needs allowedOrder, and is Offered until what its rate asks is met. Reads no database.
 */
export function decideNewBooking(
  inputs: BookingInputs,
  origin: 'request' | 'reservation',
  actor: Extract<LifecycleActor, 'guest' | 'staff'>,
): NewBookingDecision {
  const priced = evaluateBooking(inputs);
  const facts = newBookingFacts(inputs.catalog, priced, origin, inputs.now);
  const action = origin === 'request' ? 'request' : 'reserve';
  return { priced, facts, action, state: decide(null, action, actor, facts) };
}
