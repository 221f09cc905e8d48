import { ErrorKey } from '@venue/contract';
import {
  amountChargedWhenBooking,
  type BlockAction,
  type BookingState,
  BookingState as BookingStateValue,
  type CancellationCost,
  cancellationCost,
  firstNightPrice,
  holdsUnits,
  type LifecycleAction,
  type LifecycleActor,
  type LifecycleFacts,
  type LifecycleResult,
  lifecycleFacts,
  PLAIN_POLICY,
  type RatePolicy,
  type RecordUnitgroupLine,
  staffActions,
  transition,
  UnitgroupCategory,
  unitgroupLinesOf,
  wallClockIn,
} from '@venue/domain';
import type { PropertyCatalog } from '../catalog/catalog.ts';
import { BLOCK_ORIGIN } from '../db/blockQueries.ts';
import { insertBookingEvent } from '../db/bookingEventQueries.ts';
import {
  awaitingPaymentBookings,
  type BookingRow,
  optionalBookings,
  updateBooking,
} from '../db/bookingQueries.ts';
import type { Database, Db } from '../db/client.ts';
import { deletePickupOfBooking } from '../db/groupQueries.ts';
import { setBookingHolds } from '../db/inventoryQueries.ts';
import { markSeen } from '../db/staffBookingQueries.ts';
import { Failure, Refused, StaleVersion, Unprocessable } from '../failures.ts';
import { paymentOf } from '../payments/ledger.ts';
import type { PricedBooking } from './evaluate.ts';

/*
 * docs/rules.md#booking-lifecycle: the server's side of the machine. Every change of a booking's state goes
 * through `decide` (the domain's `transition`) and `changeState`, whoever asks: guest, booker, staff or job.
 */

/** The facts of a stored booking now, in its property's wall clock (one injected clock). */
export function factsOf(row: BookingRow, catalog: PropertyCatalog, now: Date): LifecycleFacts {
  const payment = paymentOf(row);
  return lifecycleFacts(
    catalog.settings,
    {
      origin: row.origin === 'reservation' ? 'reservation' : 'request',
      directAllowed: row.directAllowed,
      offeredByHotel: row.offeredByHotel,
      // docs/rules.md#the-payment-ledger: the payment it asks for is in its ledger.
      paid: payment.captured > 0 && payment.paid >= amountPaidWhenBooking(row, catalog),
      payment,
      optionDate: row.optionDate,
      start: row.data.start,
      end: row.data.end,
      policy: policyOf(row),
      minutesSinceCreated: Math.floor((now.getTime() - row.createdAt.getTime()) / 60_000),
      cardHeld: payment.heldCard !== null,
      money: moneyOf(row, catalog),
    },
    wallClockIn(now, catalog.rows.property.timezone),
  );
}

/**
 * The facts of a booking about to be stored (priced, nothing paid, no option date yet), in its property's wall clock:
 * the one builder for a guest's and a hotel's new booking, so both are decided on the same facts.
 */
export function newBookingFacts(
  catalog: PropertyCatalog,
  priced: PricedBooking,
  origin: 'request' | 'reservation',
  now: Date,
): LifecycleFacts {
  const overnight = (unitgroupId: number) =>
    catalog.unitgroupById.get(unitgroupId)?.unitgroupcategory.id === UnitgroupCategory.Room;
  return lifecycleFacts(
    catalog.settings,
    {
      origin,
      directAllowed: priced.orderAllowed,
      offeredByHotel: false,
      paid: false,
      payment: { paid: 0, heldCard: null },
      optionDate: null,
      start: priced.startAt,
      end: priced.endAt,
      policy: policyOfLines(priced.unitgroupLines.map((l) => l.json)),
      money: {
        total: priced.total,
        firstNight: firstNightPrice(
          priced.unitgroupLines.map((l) => ({
            unitPrice: l.json.unitPrice ?? 0,
            itemcount: l.itemcount,
            overnight: overnight(l.unitgroupId),
          })),
        ),
        paid: 0,
        cardHeld: false,
      },
    },
    wallClockIn(now, catalog.rows.property.timezone),
  );
}

/**
 * docs/rules.md#rate-policies: what a booking's payment charges: a rate that asks for a prepayment what it asks (all,
 * or its deposit); otherwise the property's deposit of configurator payments.
 */
export function amountPaidWhenBooking(row: BookingRow, catalog: PropertyCatalog): number {
  return amountChargedWhenBooking(
    policyOf(row),
    row.total,
    catalog.settings.configuratorPaymentDepositInPercent,
  );
}

/** A stored booking's money as its cancellation fee reads it (rooms are the lines sold by the night). */
function moneyOf(row: BookingRow, catalog: PropertyCatalog) {
  const payment = paymentOf(row);
  const overnight = (l: RecordUnitgroupLine) =>
    catalog.unitgroupById.get(l.unitgroup.id)?.unitgroupcategory.id === UnitgroupCategory.Room;
  return {
    total: row.total,
    firstNight: firstNightPrice(
      unitgroupLinesOf(row.data).map((l) => ({
        unitPrice: l.unitPrice ?? 0,
        itemcount: l.itemcount,
        overnight: overnight(l),
      })),
    ),
    paid: payment.paid,
    cardHeld: payment.heldCard !== null,
    // docs/payments.md#capturing-later: a fee is captured from what is authorised before the held card is charged.
    authorised: payment.authorised,
  };
}

/**
 * docs/rules.md#rate-policies: what the booker's cancellation costs now, for the booking's answer and the cancel
 * route; null when the booker cannot cancel. Before it is Confirmed, cancelling is free.
 */
export function cancellationOf(
  row: BookingRow,
  catalog: PropertyCatalog,
  now: Date,
): CancellationCost | null {
  const facts = factsOf(row, catalog, now);
  if (!transition(row.state as BookingState, 'cancel', 'booker', facts).ok) return null;
  if (row.state !== BookingStateValue.Confirmed) return { free: true, fee: 0, charge: 0 };
  const today = wallClockIn(now, catalog.rows.property.timezone).slice(0, 10);
  return cancellationCost(
    policyOf(row) ?? PLAIN_POLICY,
    catalog.settings.bookingCancelDaysBeforeArrival,
    today,
    row.data.start.slice(0, 10),
    moneyOf(row, catalog),
  );
}

/**
 * docs/rules.md#rate-policies: the terms of a booking's rate, that of its first unit group line, as agreed when it
 * was priced (the record's snapshot; a booking without a rate has none: the property's cancellation applies).
 * `lines` are stored or priced lines.
 */
export function policyOfLines(
  lines: readonly { readonly rate?: { readonly policy: RatePolicy } | null | undefined }[],
): RatePolicy | undefined {
  return lines[0]?.rate?.policy;
}

/** The terms of a stored booking's rate (see policyOfLines). */
export const policyOf = (row: BookingRow): RatePolicy | undefined =>
  policyOfLines(unitgroupLinesOf(row.data));

/** The 409 answer of a refused transition: a key a screen translates, and the state with the reason. */
function refusal(result: Extract<LifecycleResult, { ok: false }>, state: number | null, action: string) {
  const details = [{ state, action, reason: result.reason }];
  switch (result.reason) {
    // docs/api.md#bookings: a direct order the settings do not allow (allowedOrder) can only be requested.
    case 'directAllowed':
      return new Unprocessable(ErrorKey.readiness, 'This booking can only be requested as an offer', [
        { code: 'ORDER_NOT_ALLOWED' },
      ]);
    case 'awaitingOffer':
    case 'bookerMayConfirm':
      return new Refused(
        ErrorKey.bookingAwaitingOffer,
        'The hotel has not made its offer yet: the request waits for the hotel',
        details,
      );
    case 'termsMet':
      return new Refused(
        ErrorKey.bookingTermsUnmet,
        'The rate asks for a payment or a held card before the booking is confirmed',
        details,
      );
    case 'noPaymentDue':
      return new Refused(ErrorKey.bookingPaymentRequired, 'This booking is confirmed by paying', details);
    default:
      return new Refused(
        ErrorKey.bookingState,
        `The booking cannot be changed that way (${action})`,
        details,
      );
  }
}

/** The state an action leads to, or the 409 that refuses it. */
export function decide(
  state: BookingState | null,
  action: LifecycleAction,
  actor: LifecycleActor,
  facts: LifecycleFacts,
): BookingState {
  const result = transition(state, action, actor, facts);
  if (!result.ok) throw refusal(result, state, action);
  return result.to;
}

/** Who did what, for the booking's history (docs/rules.md#booking-lifecycle). */
export interface LifecycleEvent {
  readonly action: LifecycleAction | BlockAction;
  readonly actor: LifecycleActor;
  /** The staff user, when staff acted. */
  readonly userId?: number | undefined;
  /** Staff acted with an API key (http/context.ts `StaffUser`): the booking stays unseen by the key's maker. */
  readonly viaApiKey?: boolean | undefined;
  readonly at: Date;
  readonly details?: Record<string, unknown>;
}

/**
 * Moves a booking to the state the machine gives, with its version checked (a stale version is a 409 and
 * nothing changes), its units held or released as the new state says, and the event in its history, in one
 * transaction.
 */
export async function changeState(
  database: Database,
  row: BookingRow,
  to: BookingState,
  event: LifecycleEvent,
  values: { offeredByHotel?: boolean; optionDate?: string | null; data?: BookingRow['data'] } = {},
): Promise<BookingRow> {
  return database.run((db) =>
    db.transaction(async (tx) => {
      const next = await changeStateIn(tx as unknown as Db, row, to, event, values);
      // The staff user's own change does not make the booking unseen for them.
      if (event.actor === 'staff' && event.userId !== undefined && !event.viaApiKey)
        await markSeen(tx as unknown as Db, event.userId, next.id, next.version);
      return next;
    }),
  );
}

/** `changeState` inside the caller's transaction (a job that changes several bookings at once). */
export async function changeStateIn(
  db: Db,
  row: BookingRow,
  to: BookingState,
  event: LifecycleEvent,
  values: { offeredByHotel?: boolean; optionDate?: string | null; data?: BookingRow['data'] } = {},
): Promise<BookingRow> {
  const next = await updateBooking(db, row.id, row.version, { state: to, ...values });
  if (!next) throw new StaleVersion('The booking was changed meanwhile');
  await setBookingHolds(db, row.id, holdsUnits(to));
  // docs/rules.md#group-blocks: a canceled attendee's booking gives its unit back to the block.
  if (to === BookingStateValue.Canceled) await deletePickupOfBooking(db, row.id);
  await insertBookingEvent(db, historyRow(row, next, event));
  return next;
}

/** The history row of an event that took `before` to `after`. */
export function historyRow(before: BookingRow | null, after: BookingRow, event: LifecycleEvent) {
  return {
    bookingId: after.id,
    at: event.at,
    actor: event.actor,
    userId: event.userId ?? null,
    action: event.action,
    fromState: before?.state ?? null,
    toState: after.state,
    version: after.version,
    details: event.details ?? null,
  };
}

/**
 * A block (origin 'block', docs/api.md#blocks-and-unavailability) follows the domain's block machine through
 * its own routes: the booking actions and edits refuse it (409 error.booking.state, reason 'block').
 */
export function refuseBlock(row: BookingRow, action: string): void {
  if (row.origin !== BLOCK_ORIGIN) return;
  throw new Refused(ErrorKey.bookingState, 'A block changes through /api/staff/block', [
    { state: row.state, action, reason: 'block' },
  ]);
}

/** The staff's allowed booking actions on a row: none on a block (its own are `blockActions`). */
export const staffActionsOf = (row: BookingRow, catalog: PropertyCatalog, now: Date) =>
  row.origin === BLOCK_ORIGIN ? [] : staffActions(row.state as BookingState, factsOf(row, catalog, now));

/** What the lifecycle's jobs and staff actions need: the database, the catalogs and the clock. */
export interface StaffDeps {
  readonly database: Database;
  readonly catalogs: { get(propertyId: number): Promise<PropertyCatalog | null> };
  readonly now: () => Date;
}

/**
 * The lapse job's work (docs/rules.md#booking-lifecycle, actor system): every Optional offer whose option
 * date has passed in its property's time zone is canceled and its units released. Returns the ids lapsed.
 * The job queue runs it every five minutes (server/src/jobs/jobs.ts).
 */
export async function lapseOptions(deps: StaffDeps): Promise<number[]> {
  // Offers whose option date passed, and reservations whose payment never came (docs/rules.md#booking-lifecycle).
  const rows = await deps.database.run(async (db) => [
    ...(await optionalBookings(db, BookingStateValue.Optional)),
    ...(await awaitingPaymentBookings(db, BookingStateValue.Offered)),
  ]);
  const lapsed: number[] = [];
  for (const row of rows) {
    const catalog = await deps.catalogs.get(row.propertyId);
    if (!catalog) continue;
    const now = deps.now();
    const result = transition(row.state as BookingState, 'lapse', 'system', factsOf(row, catalog, now));
    if (!result.ok) continue;
    try {
      await changeState(deps.database, row, result.to, {
        action: 'lapse',
        actor: 'system',
        at: now,
        details: row.state === BookingStateValue.Optional ? { optionDate: row.optionDate } : { unpaid: true },
      });
      lapsed.push(row.id);
    } catch (error) {
      // Changed meanwhile (confirmed by its booker, say): the next run looks at it again.
      if (!(error instanceof Failure)) throw error;
    }
  }
  return lapsed;
}
