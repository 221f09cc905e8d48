import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BookingState as S } from '../model/bookingState.ts';
import { PLAIN_POLICY } from '../rates/policy.ts';
import { lifecycleFacts } from './facts.ts';
import {
  bookerActions,
  holdsUnits,
  LIFECYCLE_ACTIONS,
  LIFECYCLE_ACTORS,
  type LifecycleAction,
  type LifecycleActor,
  type LifecycleFacts,
  staffActions,
  transition,
} from './lifecycle.ts';

/** A request the hotel has not looked at, on a property that reviews requests. */
const base: LifecycleFacts = {
  offerReview: true,
  directAllowed: true,
  origin: 'request',
  offeredByHotel: false,
  paymentDue: false,
  optionDate: 'none',
  ended: false,
  freeCancellation: false,
  feeCancellation: false,
  paymentAbandoned: false,
  termsMet: true,
};
const f = (over: Partial<LifecycleFacts> = {}): LifecycleFacts => ({ ...base, ...over });
const STATES = [null, S.New, S.Offered, S.Optional, S.Confirmed, S.Cleared, S.Canceled, S.Deleted] as const;
type From = (typeof STATES)[number];

describe('the booking lifecycle, row by row', () => {
  // [from, action, actor, facts, expected state] — the table a hotel expects (docs/rules.md#booking-lifecycle).
  const rows: [From, LifecycleAction, LifecycleActor, LifecycleFacts, number][] = [
    [null, 'request', 'guest', f(), S.New],
    [null, 'request', 'guest', f({ offerReview: false }), S.Offered],
    [null, 'request', 'guest', f({ offerReview: false, directAllowed: false }), S.New],
    [null, 'reserve', 'guest', f(), S.Confirmed],
    [null, 'reserve', 'guest', f({ origin: 'reservation', paymentDue: true }), S.Offered],
    [null, 'request', 'staff', f({ offerReview: false }), S.New],
    [null, 'reserve', 'staff', f({ directAllowed: false, paymentDue: true }), S.Confirmed],
    // What the rate asks (paid in full, a card held) comes first: the hotel's booking waits as its offer.
    [null, 'reserve', 'staff', f({ termsMet: false }), S.Offered],
    [S.New, 'sendOffer', 'staff', f(), S.Offered],
    [S.New, 'sendOffer', 'staff', f({ optionDate: 'open' }), S.Optional],
    [S.Offered, 'confirm', 'booker', f({ offeredByHotel: true }), S.Confirmed],
    [S.Optional, 'confirm', 'booker', f({ offeredByHotel: true, optionDate: 'open' }), S.Confirmed],
    [S.Offered, 'confirm', 'booker', f({ offerReview: false }), S.Confirmed],
    [S.Offered, 'confirm', 'booker', f({ origin: 'reservation' }), S.Confirmed],
    [S.New, 'confirm', 'staff', f(), S.Confirmed],
    [S.Offered, 'confirm', 'staff', f({ directAllowed: false }), S.Confirmed],
    [S.Offered, 'pay', 'booker', f({ offeredByHotel: true, paymentDue: true }), S.Confirmed],
    [S.Offered, 'pay', 'booker', f({ origin: 'reservation', paymentDue: true }), S.Confirmed],
    [S.Optional, 'lapse', 'system', f({ optionDate: 'passed' }), S.Canceled],
    [S.Offered, 'lapse', 'system', f({ paymentAbandoned: true }), S.Canceled],
    [S.New, 'cancel', 'booker', f(), S.Canceled],
    [S.Offered, 'cancel', 'booker', f(), S.Canceled],
    [S.Optional, 'cancel', 'booker', f(), S.Canceled],
    [S.Confirmed, 'cancel', 'booker', f({ freeCancellation: true }), S.Canceled],
    [S.Confirmed, 'cancel', 'booker', f({ feeCancellation: true }), S.Canceled],
    [S.New, 'cancel', 'staff', f(), S.Canceled],
    [S.Confirmed, 'cancel', 'staff', f({ ended: true }), S.Canceled],
    [S.Confirmed, 'clear', 'staff', f(), S.Cleared],
    [S.New, 'delete', 'staff', f(), S.Deleted],
    [S.Cleared, 'delete', 'staff', f(), S.Deleted],
    [S.Canceled, 'delete', 'staff', f(), S.Deleted],
    [S.Offered, 'edit', 'booker', f({ offerReview: false }), S.Offered],
    [S.Optional, 'edit', 'booker', f({ offerReview: false, optionDate: 'open' }), S.Optional],
    [S.Offered, 'edit', 'booker', f({ offerReview: false, directAllowed: false }), S.New],
    [S.Offered, 'edit', 'booker', f(), S.New],
    [S.New, 'edit', 'staff', f(), S.New],
    [S.Optional, 'edit', 'staff', f({ offeredByHotel: true, optionDate: 'open' }), S.Optional],
  ];
  it.each(rows)('%s --%s by %s--> as the table says', (from, action, actor, facts, to) => {
    expect(transition(from, action, actor, facts)).toEqual({ ok: true, to });
  });

  // What the guards refuse, with the reason a screen can translate.
  const refused: [From, LifecycleAction, LifecycleActor, LifecycleFacts, string][] = [
    [null, 'reserve', 'guest', f({ directAllowed: false }), 'directAllowed'],
    [S.Offered, 'confirm', 'booker', f(), 'bookerMayConfirm'],
    [S.Offered, 'confirm', 'booker', f({ offerReview: false, directAllowed: false }), 'bookerMayConfirm'],
    [S.Offered, 'confirm', 'booker', f({ offeredByHotel: true, paymentDue: true }), 'noPaymentDue'],
    [S.Offered, 'confirm', 'booker', f({ offeredByHotel: true, ended: true }), 'notEnded'],
    [S.Offered, 'pay', 'booker', f({ offeredByHotel: true }), 'paymentDue'],
    [S.Optional, 'lapse', 'system', f({ optionDate: 'open' }), 'optionPassed'],
    [S.Offered, 'lapse', 'system', f(), 'paymentAbandoned'],
    [S.Confirmed, 'cancel', 'booker', f(), 'freeCancellation'],
    [S.Confirmed, 'cancel', 'booker', f({ freeCancellation: true, ended: true }), 'freeCancellation'],
    [S.Confirmed, 'cancel', 'booker', f({ feeCancellation: true, ended: true }), 'freeCancellation'],
    [S.New, 'cancel', 'booker', f({ ended: true }), 'notEnded'],
    [S.New, 'sendOffer', 'staff', f({ ended: true }), 'notEnded'],
    [null, 'reserve', 'staff', f({ ended: true }), 'notEnded'],
    [S.Offered, 'edit', 'staff', f({ ended: true }), 'notEnded'],
    // A rate paid in full (or its deposit, or a held card) not yet in the ledger: the hotel cannot confirm either.
    [S.New, 'confirm', 'staff', f({ termsMet: false }), 'termsMet'],
    [S.Offered, 'confirm', 'staff', f({ offeredByHotel: true, termsMet: false }), 'termsMet'],
  ];
  it.each(refused)('%s --%s by %s--> is refused (%s)', (from, action, actor, facts, reason) => {
    expect(transition(from, action, actor, facts)).toEqual({ ok: false, reason });
  });

  // Every pair of a state and an action that some actor may take, and by whom; all else is forbidden.
  const permitted = new Set([
    '—:request:guest',
    '—:reserve:guest',
    '—:request:staff',
    '—:reserve:staff',
    'New:sendOffer:staff',
    'New:confirm:staff',
    'Offered:confirm:staff',
    'Optional:confirm:staff',
    'Offered:confirm:booker',
    'Optional:confirm:booker',
    'Offered:pay:booker',
    'Optional:pay:booker',
    'Offered:edit:booker',
    'New:edit:staff',
    'Offered:edit:staff',
    'Optional:edit:staff',
    'Optional:edit:booker',
    'Optional:lapse:system',
    'Offered:lapse:system',
    ...['New', 'Offered', 'Optional', 'Confirmed'].flatMap((s) => [
      `${s}:cancel:booker`,
      `${s}:cancel:staff`,
    ]),
    'Confirmed:clear:staff',
    ...['New', 'Offered', 'Optional', 'Confirmed', 'Cleared', 'Canceled'].map((s) => `${s}:delete:staff`),
  ]);
  const name = (s: From) => (s === null ? '—' : Object.entries(S).find(([, v]) => v === s)?.[0]);
  const forbidden = STATES.flatMap((from) =>
    LIFECYCLE_ACTIONS.flatMap((action) =>
      LIFECYCLE_ACTORS.filter((actor) => !permitted.has(`${name(from)}:${action}:${actor}`)).map(
        (actor) => [from, action, actor] as const,
      ),
    ),
  );
  it('names only real states, actions and actors among the permitted', () => {
    expect(forbidden.length + permitted.size).toBe(
      STATES.length * LIFECYCLE_ACTIONS.length * LIFECYCLE_ACTORS.length,
    );
  });
  // Facts under which every guard holds: only the rows themselves can refuse.
  const permissive: LifecycleFacts[] = [
    f({ offeredByHotel: true, optionDate: 'passed', freeCancellation: true }),
    f({ offeredByHotel: true, paymentDue: true, optionDate: 'open', freeCancellation: true }),
  ];
  it.each(forbidden)('%s --%s by %s--> is forbidden whatever the facts', (from, action, actor) => {
    // A booker confirming or paying a request the hotel has not answered is told that it waits for the hotel.
    const waiting = from === S.New && actor === 'booker' && (action === 'confirm' || action === 'pay');
    for (const facts of permissive) {
      expect(transition(from, action, actor, facts)).toEqual({
        ok: false,
        reason: waiting ? 'awaitingOffer' : 'forbidden',
      });
    }
  });
});

describe('units', () => {
  it('are held from the request until the booking is canceled or deleted', () => {
    const held = [S.New, S.Offered, S.Optional, S.Confirmed, S.Cleared, S.Canceled, S.Deleted].filter(
      holdsUnits,
    );
    expect(held).toEqual([S.New, S.Offered, S.Optional, S.Confirmed, S.Cleared]);
  });
});

describe("the staff's actions", () => {
  it('a new request can be answered with an offer, confirmed at once, cancelled, deleted or edited', () => {
    expect(staffActions(S.New, f())).toEqual(['sendOffer', 'confirm', 'cancel', 'delete', 'edit']);
  });
  it('an offer sent can still be edited by the hotel, and stays as it was; an ended one cannot', () => {
    expect(staffActions(S.Optional, f())).toContain('edit');
    expect(transition(S.Offered, 'edit', 'staff', f())).toEqual({ ok: true, to: S.Offered });
    expect(staffActions(S.Confirmed, f())).not.toContain('edit');
  });
  it('a confirmed booking can be settled, cancelled or deleted, but not offered again', () => {
    expect(staffActions(S.Confirmed, f())).toEqual(['cancel', 'clear', 'delete']);
  });
  it('a canceled booking can only be deleted, and a deleted one offers nothing', () => {
    expect(staffActions(S.Canceled, f())).toEqual(['delete']);
    expect(staffActions(S.Deleted, f())).toEqual([]);
  });
});

describe("the booker's actions", () => {
  it('with review on, a request the hotel has not answered can only be cancelled', () => {
    expect(bookerActions(S.New, f())).toEqual(['cancel']);
  });
  it('an offer the hotel sent can be confirmed, cancelled and edited', () => {
    expect(bookerActions(S.Offered, f({ offeredByHotel: true }))).toEqual(['confirm', 'cancel', 'edit']);
  });
  it('an offer that asks for a payment is confirmed by paying', () => {
    expect(bookerActions(S.Offered, f({ offeredByHotel: true, paymentDue: true }))).toEqual([
      'confirm',
      'cancel',
      'edit',
      'pay',
    ]);
  });
  it('an Offered booking above the direct-booking limit the hotel did not offer is not confirmable', () => {
    expect(bookerActions(S.Offered, f({ offerReview: false, directAllowed: false }))).toEqual([
      'cancel',
      'edit',
    ]);
  });
  it('a confirmed booking can be cancelled only within the free-cancellation period', () => {
    expect(bookerActions(S.Confirmed, f())).toEqual([]);
    expect(bookerActions(S.Confirmed, f({ freeCancellation: true }))).toEqual(['cancel']);
  });
  it('an ended booking offers nothing', () => {
    expect(bookerActions(S.Offered, f({ offeredByHotel: true, ended: true }))).toEqual([]);
  });
});

describe('the facts of a booking', () => {
  const settings = {
    bookingOfferReview: true,
    bookingCancelDaysBeforeArrival: 7,
    paymentEnabled: true,
    configuratorPaymentEnabled: true,
    onlineOfferPaymentEnabled: false,
    paymentHoldMinutes: 30,
  };
  const booking = {
    origin: 'request' as const,
    directAllowed: true,
    offeredByHotel: false,
    paid: false,
    optionDate: '2026-12-01',
    start: '2026-12-10 15:00',
    end: '2026-12-12 11:00',
  };
  it('reads option date, end and cancellation period on the property wall clock', () => {
    expect(lifecycleFacts(settings, booking, '2026-12-01 23:59')).toMatchObject({
      optionDate: 'open',
      ended: false,
      freeCancellation: true,
    });
    expect(lifecycleFacts(settings, booking, '2026-12-02 00:00').optionDate).toBe('passed');
    // Seven days before the arrival on the 10th is the 3rd: the last day a booker may cancel.
    expect(lifecycleFacts(settings, booking, '2026-12-03 23:59').freeCancellation).toBe(true);
    expect(lifecycleFacts(settings, booking, '2026-12-04 00:00').freeCancellation).toBe(false);
    expect(lifecycleFacts(settings, booking, '2026-12-12 11:01').ended).toBe(true);
  });
  it('asks a reservation for the configurator payment and an offer for the offer payment', () => {
    expect(lifecycleFacts(settings, booking, '2026-12-01 00:00').paymentDue).toBe(false);
    expect(
      lifecycleFacts(settings, { ...booking, origin: 'reservation' }, '2026-12-01 00:00').paymentDue,
    ).toBe(true);
    expect(
      lifecycleFacts(settings, { ...booking, origin: 'reservation', paid: true }, '2026-12-01 00:00')
        .paymentDue,
    ).toBe(false);
  });
  it('asks an offer at a rate paid when booking for that payment before the booker confirms, even without offer payments', () => {
    const fullPrepayment = { ...PLAIN_POLICY, prepayment: 'full' as const, refundable: false };
    const offer = { ...booking, offeredByHotel: true, policy: fullPrepayment };
    const facts = lifecycleFacts(settings, offer, '2026-12-01 00:00');
    expect(facts.paymentDue).toBe(true);
    // The booker confirms by paying (the confirm without a payment is refused: its guard is noPaymentDue).
    expect(bookerActions(S.Offered, facts)).toContain('pay');
    expect(bookerActions(S.Offered, { ...facts, paymentDue: false })).not.toContain('pay');
    expect(lifecycleFacts(settings, { ...offer, paid: true }, '2026-12-01 00:00').paymentDue).toBe(false);
    // A property that takes no payments at all cannot ask for it; a rate asking nothing is confirmed as before.
    expect(lifecycleFacts({ ...settings, paymentEnabled: false }, offer, '2026-12-01 00:00').paymentDue).toBe(
      false,
    );
    expect(lifecycleFacts(settings, { ...offer, policy: PLAIN_POLICY }, '2026-12-01 00:00').paymentDue).toBe(
      false,
    );
    // online.offer.payment.enabled adds a payment where the rate asks none.
    expect(
      lifecycleFacts(
        { ...settings, onlineOfferPaymentEnabled: true },
        { ...offer, policy: PLAIN_POLICY },
        '2026-12-01 00:00',
      ).paymentDue,
    ).toBe(true);
  });
  it('releases a reservation whose payment has not come within the payment hold, and nothing else', () => {
    const waiting = { ...booking, origin: 'reservation' as 'reservation' | 'request' };
    const at = (minutes: number, over: Partial<typeof waiting> = {}) =>
      lifecycleFacts(settings, { ...waiting, ...over, minutesSinceCreated: minutes }, '2026-12-01 00:00')
        .paymentAbandoned;
    expect(at(29)).toBe(false);
    expect(at(30)).toBe(true);
    expect(at(90, { paid: true })).toBe(false);
    expect(at(90, { origin: 'request' })).toBe(false);
    // The hotel's own reservation awaiting what its rate asks is its offer: it is not released by the hold.
    expect(at(90, { offeredByHotel: true })).toBe(false);
    expect(
      lifecycleFacts(
        { ...settings, configuratorPaymentEnabled: false },
        { ...waiting, minutesSinceCreated: 90 },
        '2026-12-01 00:00',
      ).paymentAbandoned,
    ).toBe(false);
  });
  it('without a cancellation setting only the hotel cancels a confirmed booking', () => {
    const none = { ...settings, bookingCancelDaysBeforeArrival: null };
    expect(lifecycleFacts(none, booking, '2026-11-01 00:00').freeCancellation).toBe(false);
  });
});

describe('random lives of a booking (fast-check)', () => {
  /** A booking as a server would keep it: its state, what the guest sent, who wrote its lines. */
  interface Model {
    state: number | null;
    origin: 'request' | 'reservation';
    offeredByHotel: boolean;
  }
  const step = fc.record({
    action: fc.constantFrom(...LIFECYCLE_ACTIONS),
    actor: fc.constantFrom(...LIFECYCLE_ACTORS),
    offerReview: fc.boolean(),
    directAllowed: fc.boolean(),
    paymentDue: fc.boolean(),
    optionDate: fc.constantFrom('none', 'open', 'passed') as fc.Arbitrary<LifecycleFacts['optionDate']>,
    ended: fc.boolean(),
    freeCancellation: fc.boolean(),
    feeCancellation: fc.boolean(),
    paymentAbandoned: fc.boolean(),
    termsMet: fc.boolean(),
  });

  it('never confirms what neither the settings nor the hotel allowed, never leaves Deleted, never re-holds units', () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 40 }), (steps) => {
        const m: Model = { state: null, origin: 'request', offeredByHotel: false };
        for (const s of steps) {
          const facts: LifecycleFacts = { ...s, origin: m.origin, offeredByHotel: m.offeredByHotel };
          const result = transition(m.state as From, s.action, s.actor, facts);
          if (m.state === S.Deleted) expect(result.ok).toBe(false);
          if (!result.ok) continue;
          if (result.to === S.Confirmed && m.state !== S.Confirmed) {
            if (s.actor === 'guest') {
              // A direct reservation the settings allow, with nothing to pay first.
              expect(s.action).toBe('reserve');
              expect(s.directAllowed && !s.paymentDue).toBe(true);
            } else if (s.actor === 'booker') {
              // An offer the hotel made, or one the settings let the booker confirm; paid when payment is due.
              const settingsAllow = s.directAllowed && (m.origin === 'reservation' || !s.offerReview);
              expect(m.offeredByHotel || settingsAllow).toBe(true);
              expect(s.action).toBe(s.paymentDue ? 'pay' : 'confirm');
            } else {
              expect(s.actor).toBe('staff');
            }
          }
          if (m.state !== null && !holdsUnits(m.state as S)) expect(holdsUnits(result.to)).toBe(false);
          if (m.state === null) m.origin = s.action === 'reserve' ? 'reservation' : 'request';
          if (s.action === 'sendOffer') m.offeredByHotel = true;
          if (s.action === 'edit') m.offeredByHotel = false;
          m.state = result.to;
        }
      }),
      { numRuns: 2000 },
    );
  });
});
