import { BookingState } from '../model/bookingState.ts';
import type { BookingAction } from '../model/entities.ts';

/*
 * docs/rules.md#booking-lifecycle: the booking lifecycle as one state machine. The rows below are the
 * whole of it: the server asks `transition` before every change of a booking (guest, booker, staff, the
 * scheduled jobs), both apps show the actions `bookerActions` derives from it, and the table of
 * docs/booking-lifecycle.md is generated from `LIFECYCLE`. No other code decides a transition.
 */

/** Who acts on a booking: the guest sending the cart, the booker with the link, the hotel's staff, a job. */
export const LIFECYCLE_ACTORS = ['guest', 'booker', 'staff', 'system'] as const;
/** Who acts on a booking. */
export type LifecycleActor = (typeof LIFECYCLE_ACTORS)[number];

/** Every action of the lifecycle ('pay' is a payment that succeeded; 'lapse' an option date that passed). */
export const LIFECYCLE_ACTIONS = [
  'request',
  'reserve',
  'sendOffer',
  'confirm',
  'pay',
  'edit',
  'lapse',
  'cancel',
  'clear',
  'delete',
] as const;
/** An action of the lifecycle. */
export type LifecycleAction = (typeof LIFECYCLE_ACTIONS)[number];

/** What the guards read: the booking, its property's settings and the property's today, as plain facts. */
export interface LifecycleFacts {
  /** The property setting booking.offerReview: every request waits for the hotel. */
  readonly offerReview: boolean;
  /** The booking as last priced could be reserved directly (allowedOrder: limits, on-request items). */
  readonly directAllowed: boolean;
  /** What the guest sent. */
  readonly origin: 'request' | 'reservation';
  /** The current lines are an offer the hotel sent (a booker's edit makes them the booker's again). */
  readonly offeredByHotel: boolean;
  /** Confirming goes through a payment: payment applies to the booking and none has succeeded. */
  readonly paymentDue: boolean;
  /** The option date of the offer: none, not yet passed, or passed. */
  readonly optionDate: 'none' | 'open' | 'passed';
  /** The booking's end is past in the property's time zone. */
  readonly ended: boolean;
  /** The property's free-cancellation period for confirmed bookings still runs. */
  readonly freeCancellation: boolean;
  /**
   * docs/rules.md#rate-policies: after the free period (or at a non-refundable rate) the booker may cancel at the
   * rate's fee, which what was paid or the held card covers.
   */
  readonly feeCancellation: boolean;
  /** A reservation waited for its payment longer than the property holds it (payment.hold.minutes). */
  readonly paymentAbandoned: boolean;
  /**
   * docs/rules.md#the-payment-ledger: what the rate's terms ask before confirming (its prepayment paid, a card held
   * for its guarantee) is in the ledger.
   */
  readonly termsMet: boolean;
}

/** A named condition on the facts; rows name them so that docs/booking-lifecycle.md can say them in words. */
export const LIFECYCLE_GUARDS = {
  autoOffer: {
    text: 'review off and reservable directly',
    holds: (f: LifecycleFacts) => !f.offerReview && f.directAllowed,
  },
  directAllowed: { text: 'reservable directly', holds: (f: LifecycleFacts) => f.directAllowed },
  bookerMayConfirm: {
    text: 'the hotel sent the offer or (a reservation or review off) it is reservable directly',
    holds: (f: LifecycleFacts) =>
      f.offeredByHotel || (f.directAllowed && (f.origin === 'reservation' || !f.offerReview)),
  },
  paymentDue: { text: 'a payment is due', holds: (f: LifecycleFacts) => f.paymentDue },
  noPaymentDue: { text: 'no payment due', holds: (f: LifecycleFacts) => !f.paymentDue },
  optionOpen: { text: 'with an option date', holds: (f: LifecycleFacts) => f.optionDate === 'open' },
  optionPassed: { text: 'its option date passed', holds: (f: LifecycleFacts) => f.optionDate === 'passed' },
  paymentAbandoned: {
    text: 'a reservation unpaid longer than the payment hold',
    holds: (f: LifecycleFacts) => f.paymentAbandoned,
  },
  notEnded: { text: 'not ended', holds: (f: LifecycleFacts) => !f.ended },
  termsMet: {
    text: 'what the rate asks is paid or guaranteed',
    holds: (f: LifecycleFacts) => f.termsMet,
  },
  freeCancellation: {
    text: 'within the free-cancellation period',
    holds: (f: LifecycleFacts) => f.freeCancellation && !f.ended,
  },
  feeCancellation: {
    text: 'after it, at the rate’s fee that the payment or the held card covers',
    holds: (f: LifecycleFacts) => f.feeCancellation && !f.ended,
  },
} as const;
/** The name of a guard. */
export type LifecycleGuard = keyof typeof LIFECYCLE_GUARDS;

/** One outcome of a row: the state it leads to when its guards hold ('same': the state stays). */
interface Outcome {
  readonly to: BookingState | 'same';
  readonly when?: readonly LifecycleGuard[];
}

/** One row of the machine: from which states, which action, by whom, on which guards, to what. */
export interface LifecycleRow {
  /** The states it starts from; null is "no booking yet". */
  readonly from: readonly (BookingState | null)[];
  readonly action: LifecycleAction;
  readonly actors: readonly LifecycleActor[];
  /** Every guard must hold, or the action is refused. */
  readonly guards: readonly LifecycleGuard[];
  /** The first outcome whose guards hold (the last has none). */
  readonly outcomes: readonly Outcome[];
}

const S = BookingState;
const OPEN = [S.New, S.Offered, S.Optional, S.Confirmed] as const;

/** docs/rules.md#booking-lifecycle: the machine. */
export const LIFECYCLE: readonly LifecycleRow[] = [
  {
    from: [null],
    action: 'request',
    actors: ['guest'],
    guards: [],
    outcomes: [{ to: S.Offered, when: ['autoOffer'] }, { to: S.New }],
  },
  {
    from: [null],
    action: 'reserve',
    actors: ['guest'],
    guards: ['directAllowed'],
    outcomes: [{ to: S.Offered, when: ['paymentDue'] }, { to: S.Confirmed }],
  },
  // docs/rules.md#staff-bookings: a booking the hotel takes by phone, mail or at the desk. The hotel is the
  // seller: it may reserve what a guest could only request; the stay must not be over. What its rate asks (paid in
  // full, a card held) comes first: until then it is the hotel's offer, which the booker pays from the link.
  {
    from: [null],
    action: 'request',
    actors: ['staff'],
    guards: ['notEnded'],
    outcomes: [{ to: S.New }],
  },
  {
    from: [null],
    action: 'reserve',
    actors: ['staff'],
    guards: ['notEnded'],
    outcomes: [{ to: S.Confirmed, when: ['termsMet'] }, { to: S.Offered }],
  },
  {
    from: [S.New],
    action: 'sendOffer',
    actors: ['staff'],
    guards: ['notEnded'],
    outcomes: [{ to: S.Optional, when: ['optionOpen'] }, { to: S.Offered }],
  },
  {
    from: [S.Offered, S.Optional],
    action: 'confirm',
    actors: ['booker'],
    guards: ['notEnded', 'bookerMayConfirm', 'noPaymentDue'],
    outcomes: [{ to: S.Confirmed }],
  },
  {
    // docs/rules.md#the-payment-ledger: the hotel confirms too only what its rate's terms allow (a rate paid in full
    // is confirmed once paid: by the booker's payment or one the hotel records).
    from: [S.New, S.Offered, S.Optional],
    action: 'confirm',
    actors: ['staff'],
    guards: ['termsMet'],
    outcomes: [{ to: S.Confirmed }],
  },
  {
    from: [S.Offered, S.Optional],
    action: 'pay',
    actors: ['booker'],
    guards: ['notEnded', 'bookerMayConfirm', 'paymentDue'],
    outcomes: [{ to: S.Confirmed }],
  },
  {
    from: [S.Offered, S.Optional],
    action: 'edit',
    actors: ['booker'],
    guards: ['notEnded'],
    // The facts are those of the edited booking: the hotel looks again unless the booker may confirm it.
    outcomes: [{ to: 'same', when: ['bookerMayConfirm'] }, { to: S.New }],
  },
  {
    from: [S.New, S.Offered, S.Optional],
    action: 'edit',
    actors: ['staff'],
    guards: ['notEnded'],
    // The hotel's own change of its offer (lines and agreed prices): whoever answered keeps answering.
    outcomes: [{ to: 'same' }],
  },
  {
    from: [S.Optional],
    action: 'lapse',
    actors: ['system'],
    guards: ['optionPassed'],
    outcomes: [{ to: S.Canceled }],
  },
  {
    // A reservation whose payment never came (the guest left the payment dialog): its units go back on sale.
    from: [S.Offered],
    action: 'lapse',
    actors: ['system'],
    guards: ['paymentAbandoned'],
    outcomes: [{ to: S.Canceled }],
  },
  {
    from: [S.New, S.Offered, S.Optional],
    action: 'cancel',
    actors: ['booker'],
    guards: ['notEnded'],
    outcomes: [{ to: S.Canceled }],
  },
  {
    from: [S.Confirmed],
    action: 'cancel',
    actors: ['booker'],
    guards: ['freeCancellation'],
    outcomes: [{ to: S.Canceled }],
  },
  {
    from: [S.Confirmed],
    action: 'cancel',
    actors: ['booker'],
    guards: ['feeCancellation'],
    outcomes: [{ to: S.Canceled }],
  },
  {
    from: OPEN,
    action: 'cancel',
    actors: ['staff'],
    guards: [],
    outcomes: [{ to: S.Canceled }],
  },
  {
    from: [S.Confirmed],
    action: 'clear',
    actors: ['staff'],
    guards: [],
    outcomes: [{ to: S.Cleared }],
  },
  {
    from: [...OPEN, S.Cleared, S.Canceled],
    action: 'delete',
    actors: ['staff'],
    guards: [],
    outcomes: [{ to: S.Deleted }],
  },
];

const holds = (guards: readonly LifecycleGuard[] | undefined, facts: LifecycleFacts) =>
  (guards ?? []).every((g) => LIFECYCLE_GUARDS[g].holds(facts));

/**
 * Why an action was refused: no row allows it at all, the named guard does not hold, or (awaitingOffer) the
 * booker tried to confirm or pay a request the hotel has not answered yet.
 */
export type LifecycleRefusal =
  | { readonly reason: 'forbidden' | 'awaitingOffer' }
  | { readonly reason: LifecycleGuard };

/** The state an action leads to, or why it is refused. */
export type LifecycleResult =
  | { readonly ok: true; readonly to: BookingState }
  | ({ readonly ok: false } & LifecycleRefusal);

/**
 * The one decision of the lifecycle: where `action` by `actor` takes a booking in state `from` (null: none
 * yet), given the facts. Refused with the first guard that fails, or 'forbidden' when no row fits.
 */
export function transition(
  from: BookingState | null,
  action: LifecycleAction,
  actor: LifecycleActor,
  facts: LifecycleFacts,
): LifecycleResult {
  const rows = LIFECYCLE.filter(
    (r) => r.action === action && r.actors.includes(actor) && r.from.includes(from),
  );
  let refusal: LifecycleGuard | null = null;
  for (const row of rows) {
    const failed = row.guards.find((g) => !LIFECYCLE_GUARDS[g].holds(facts));
    if (failed) {
      refusal ??= failed;
      continue;
    }
    const outcome = row.outcomes.find((o) => holds(o.when, facts));
    if (!outcome) continue;
    const to = outcome.to === 'same' ? from : outcome.to;
    if (to === null) continue;
    return { ok: true, to };
  }
  const waiting = from === S.New && actor === 'booker' && (action === 'confirm' || action === 'pay');
  return { ok: false, reason: refusal ?? (waiting ? 'awaitingOffer' : 'forbidden') };
}

/** Whether a booking in this state holds its units: from its creation until it is canceled or deleted. */
export const holdsUnits = (state: BookingState): boolean =>
  state !== BookingState.Canceled && state !== BookingState.Deleted;

/**
 * docs/rules.md#booking-lifecycle: the booker's allowedActions (docs/api.md#bookings), derived from the
 * machine: confirm when the booker may confirm, directly or by paying (the configurator's confirm then asks
 * for the payment); pay when a payment would confirm it; edit and cancel when their rows allow them.
 */
export function bookerActions(state: BookingState, facts: LifecycleFacts): BookingAction[] {
  const may = (action: LifecycleAction) => transition(state, action, 'booker', facts).ok;
  const actions: BookingAction[] = [];
  if (may('confirm') || may('pay')) actions.push('confirm');
  if (may('cancel')) actions.push('cancel');
  if (may('edit')) actions.push('edit');
  if (may('pay')) actions.push('pay');
  return actions;
}

/** What the property's staff may do to a booking (the property app's buttons). */
export type StaffLifecycleAction = Extract<
  LifecycleAction,
  'sendOffer' | 'confirm' | 'cancel' | 'clear' | 'delete' | 'edit'
>;

/**
 * docs/rules.md#booking-lifecycle: the staff's allowed actions on a booking, derived from the machine like the
 * booker's, so the property app shows only what the server will accept.
 */
export function staffActions(state: BookingState, facts: LifecycleFacts): StaffLifecycleAction[] {
  const all: readonly StaffLifecycleAction[] = ['sendOffer', 'confirm', 'cancel', 'clear', 'delete', 'edit'];
  return all.filter((action) => transition(state, action, 'staff', facts).ok);
}
