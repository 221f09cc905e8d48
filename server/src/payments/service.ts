import { randomBytes, randomInt } from 'node:crypto';
import {
  ErrorKey,
  type PaymentClient,
  type PaymentKind,
  PaymentKindSchema,
  type PaymentResultBody,
  type PaymentSession,
  type PaymentStatus,
} from '@venue/contract';
import {
  type BookingState,
  bookingCollects,
  LEDGER_OUTCOMES,
  type LedgerEntryInput,
  type LedgerKind,
  type LedgerOutcome,
  type PaymentOutcome,
  paymentResultOf,
  transition,
} from '@venue/domain';
import { and, eq } from 'drizzle-orm';
import type { BookingDeps } from '../booking/deps.ts';
import { amountPaidWhenBooking, factsOf, historyRow, policyOf } from '../booking/lifecycle.ts';
import type { PropertyCatalog } from '../catalog/catalog.ts';
import { insertBookingEvent } from '../db/bookingEventQueries.ts';
import type { BookingRow } from '../db/bookingQueries.ts';
import type { Db } from '../db/client.ts';
import { recordProviderEvent } from '../db/paymentProviderQueries.ts';
import {
  attemptByKey,
  bookingById,
  completePayment,
  heldCardAttempt,
  insertFinishedPayment,
  type PaymentRow,
  paymentByRef,
  paymentByTransaction,
  setPaymentCard,
  upsertPaymentAttempt,
} from '../db/paymentQueries.ts';
import * as t from '../db/schema.ts';
import { InvalidInput, NotFound, Refused } from '../failures.ts';
import { ledgerOf, paymentOf, withPayments } from './ledger.ts';
import {
  cardBrand,
  cardDigits,
  cardExpiry,
  chargeOutcome,
  heldChargeOutcome,
  holdOutcome,
  luhnValid,
  providerKindOf,
  RESULT_CODE,
  type SandboxOutcome,
} from './sandbox.ts';

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const reservationCode = () =>
  `R-${Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('')}`;
const opaque = (prefix: string) => `${prefix}_${randomBytes(24).toString('base64url')}`;

const notAllowed = (message: string, details: unknown[] = []) =>
  new Refused(ErrorKey.paymentNotAllowed, message, details);

/** Whether a payment that succeeds now would confirm the booking (docs/rules.md#booking-lifecycle: pay). */
const payTransition = (row: BookingRow, catalog: PropertyCatalog, now: Date) =>
  transition(row.state as BookingState, 'pay', 'booker', factsOf(row, catalog, now));

/** Refuses a payment for a booking that is paid, canceled or otherwise not confirmed by paying now. */
function requirePayable(row: BookingRow, catalog: PropertyCatalog, now: Date): void {
  const pay = payTransition(row, catalog, now);
  if (pay.ok) return;
  if (paymentOf(row).captured > 0) throw notAllowed('The booking is already paid', [{ state: row.state }]);
  throw notAllowed('The booking cannot be paid', [{ state: row.state, reason: pay.reason }]);
}

/**
 * docs/api.md#staff-actions-on-a-booking: what the booker's payment would charge now (what `openAttempt` would ask),
 * or null when they cannot pay now or it would only hold a card: the amount a payment request names.
 */
export function paymentDueNow(row: BookingRow, catalog: PropertyCatalog, now: Date): number | null {
  if (!payTransition(row, catalog, now).ok) return null;
  const terms = attemptTerms(row, catalog);
  return terms.purpose === 'charge' && terms.amount > 0 ? terms.amount : null;
}

/** The hosted page of an attempt (link and iframe kinds), relative to the site. */
const hostedPageUrl = (ref: string) => `/api/payment/sandbox/page/${ref}`;

/**
 * Opens the attempt of a booking and idempotency key at a provider in one of its kinds, or returns the one already
 * opened: what is due now (or a card to hold), computed here, never by the browser.
 */
export async function openAttempt(
  deps: BookingDeps,
  row: BookingRow,
  catalog: PropertyCatalog,
  idempotencyKey: string,
  by: { readonly kind: PaymentKind; readonly provider: 'sandbox' | 'stripe' | 'adyen' },
): Promise<PaymentRow> {
  // A repeat of a request (a double click, a retry after a timeout) gets its attempt, finished or not: never a second.
  const started = await deps.database.run((db) => attemptByKey(db, row.id, idempotencyKey));
  if (started) return started;
  requirePayable(row, catalog, deps.now());
  const { purpose, amount } = attemptTerms(row, catalog);
  return deps.database.run((db) =>
    upsertPaymentAttempt(db, {
      bookingId: row.id,
      ref: opaque('pay'),
      idempotencyKey,
      kind: by.kind,
      provider: by.provider,
      purpose,
      amount,
      currency: row.currency,
    }),
  );
}

/** What paying a booking now takes: what is due when booking less what was paid, or a card held (nothing charged). */
export function attemptTerms(
  row: BookingRow,
  catalog: PropertyCatalog,
): { readonly purpose: 'charge' | 'hold'; readonly amount: number } {
  // docs/rules.md#rate-policies: a booking at a rate that asks for a guarantee holds a card (nothing charged).
  const collects = bookingCollects(
    catalog.settings,
    row.origin === 'reservation' ? 'reservation' : 'request',
    policyOf(row),
  );
  if (collects === 'hold') return { purpose: 'hold', amount: 0 };
  return {
    purpose: 'charge',
    amount: Math.max(0, amountPaidWhenBooking(row, catalog) - paymentOf(row).paid),
  };
}

/** Starts the sandbox's attempt of a booking and idempotency key, or returns the one already started. */
export async function startAttempt(
  deps: BookingDeps,
  row: BookingRow,
  catalog: PropertyCatalog,
  idempotencyKey: string,
): Promise<PaymentSession> {
  const by = { kind: providerKindOf(catalog.settings), provider: 'sandbox' } as const;
  return sessionOf(await openAttempt(deps, row, catalog, idempotencyKey, by), true, null);
}

/** The session the browser pays an attempt with: the sandbox's (client null) or a real provider's. */
export const sessionOf = (
  attempt: PaymentRow,
  testMode: boolean,
  client: PaymentClient | null,
): PaymentSession => ({
  ref: attempt.ref,
  kind: PaymentKindSchema.parse(attempt.kind),
  purpose: attempt.purpose === 'hold' ? ('hold' as const) : ('charge' as const),
  amount: attempt.amount,
  currency: attempt.currency,
  status: attempt.status,
  url: attempt.kind === 'link' || attempt.kind === 'iframe' ? hostedPageUrl(attempt.ref) : null,
  testMode,
  client,
});

/** What the sandbox keeps of a card: brand, last four digits, expiry and the outcomes it decides, never the number. */
function cardRecord(attempt: PaymentRow, number: string, expiry: string | null) {
  const hold = attempt.purpose === 'hold';
  return {
    cardLast4: number.slice(-4),
    cardBrand: cardBrand(number),
    cardExpiry: expiry,
    cardOutcome: hold ? holdOutcome(number) : chargeOutcome(number),
    heldChargeOutcome: hold ? heldChargeOutcome(number) : null,
  };
}

const invalidCard = (path: 'number' | 'expiry') =>
  new InvalidInput(`The card ${path} is not valid`, [{ path }]);

/**
 * Card fields: tokenises a card for an open attempt; an invalid number is a validation error, and so is a missing
 * expiry for a card to be held (it is charged later).
 */
export async function tokenize(
  deps: BookingDeps,
  attempt: PaymentRow,
  input: { number: string; expiry?: string },
) {
  const number = cardDigits(input.number);
  if (!luhnValid(number)) throw invalidCard('number');
  const expiry = cardExpiry(input.expiry ?? '');
  if (attempt.purpose === 'hold' && expiry === null) throw invalidCard('expiry');
  if (attempt.status !== 'open') throw notAllowed('This payment attempt is finished');
  if (attempt.transactionId) return { transactionId: attempt.transactionId };
  const stored = await deps.database.run((db) =>
    setPaymentCard(db, attempt.id, { transactionId: opaque('txn'), ...cardRecord(attempt, number, expiry) }),
  );
  return { transactionId: stored?.transactionId ?? '' };
}

/** The answer of a finished attempt (docs/rules.md#payments). */
export function resultOf(attempt: PaymentRow): PaymentResultBody {
  const detail = (attempt.status === 'open' ? 'error' : attempt.status) as SandboxOutcome;
  return {
    result: paymentResultOf(detail === 'unknown' ? 'errorunknown' : (detail as PaymentOutcome)),
    detail,
    ispaid: detail === 'success',
    resultCode: RESULT_CODE[detail],
  };
}

/**
 * Charges an attempt with the outcome its card decides. Success sets the booking's paymenttime, a
 * reservation code and the state the machine's 'pay' gives (Confirmed) in the same transaction as the
 * attempt's completion, and only if paying is still allowed (not paid, not canceled meanwhile); a second
 * charge of a finished attempt answers the stored result (idempotent).
 */
export async function charge(
  deps: BookingDeps,
  attempt: PaymentRow,
  outcome: SandboxOutcome,
  card: PaymentRow | null,
): Promise<PaymentResultBody> {
  const now = deps.now();
  // The catalog is read before the transaction: a cache miss reads the database, and on PGlite (one connection) a
  // read queued behind the open transaction would wait for it forever.
  const owner = await deps.database.run((db) => bookingById(db, attempt.bookingId));
  if (!owner) throw new Error('payment without booking');
  const catalog = await deps.catalogs.get(owner.propertyId);
  if (!catalog) throw new Error('payment for an unknown property');
  const done = await deps.database.run((db) =>
    db.transaction(async (tx) => {
      const d = tx as unknown as Db;
      const booking = await bookingById(d, attempt.bookingId);
      if (!booking) throw new Error('payment without booking');
      // Another attempt may have been paid, or the booking canceled, since this one started.
      const pay = payTransition(booking, catalog, now);
      const status = outcome === 'success' && !pay.ok ? 'error' : outcome;
      const completed = await completePayment(d, attempt.id, {
        status,
        resultCode: RESULT_CODE[status],
        completedAt: now,
        ...(card ? cardFields(card) : {}),
      });
      if (!completed) return null;
      const hold = attempt.purpose === 'hold';
      // docs/rules.md#the-payment-ledger: every finished attempt is a movement of the booking's ledger, failed or not.
      const entry = ledgerEntryOf(completed, hold ? 'hold' : 'capture', now);
      const confirmed = status === 'success' && pay.ok;
      const [updated] = await d
        .update(t.booking)
        .set({
          data: withPayments(booking, entry),
          ...(confirmed
            ? {
                state: pay.to,
                // A held card pays nothing: the booking is guaranteed (the method PM6Hold).
                ...(hold ? { paymentmethod: 'PM6Hold' } : {}),
                reservationcode: reservationCode(),
              }
            : {}),
          version: booking.version + 1,
          updatedAt: now,
        })
        .where(eq(t.booking.id, booking.id))
        .returning();
      if (!updated) throw new Error('booking update failed');
      if (confirmed) {
        await insertBookingEvent(
          d,
          historyRow(booking, updated, {
            action: 'pay',
            actor: 'booker',
            at: now,
            details: hold
              ? { guarantee: `${entry.card?.brand ?? 'Card'} •••• ${entry.card?.last4 ?? ''}` }
              : { paid: completed.amount, currency: completed.currency },
          }),
        );
      }
      return completed;
    }),
  );
  if (done) return resultOf(done);
  // Finished meanwhile (a double submit): answer what the first completion stored.
  const again = await deps.database.run((db) => paymentByRef(db, attempt.ref));
  return resultOf(again?.payment ?? attempt);
}

/** POST /api/booking/makepayment: charges the card tokenised for this booking. */
export async function makePayment(deps: BookingDeps, row: BookingRow, transactionId: string) {
  const attempt = await deps.database.run((db) => paymentByTransaction(db, transactionId));
  if (!attempt || attempt.bookingId !== row.id) throw new NotFound('No such transaction');
  if (attempt.status !== 'open') return resultOf(attempt);
  return charge(deps, attempt, (attempt.cardOutcome ?? 'error') as SandboxOutcome, null);
}

/** The card columns of an attempt, to complete another row with them. */
const cardFields = (card: PaymentRow) => ({
  cardLast4: card.cardLast4,
  cardBrand: card.cardBrand,
  cardExpiry: card.cardExpiry,
  cardOutcome: card.cardOutcome,
  heldChargeOutcome: card.heldChargeOutcome,
});

/**
 * Charges (or holds) an attempt from a card typed on a hosted page or sent by the drop-in; null when the number or,
 * for a card to be held, the expiry is not valid.
 */
export async function chargeCard(deps: BookingDeps, attempt: PaymentRow, rawNumber: string, rawExpiry = '') {
  if (attempt.status !== 'open') return resultOf(attempt);
  const number = cardDigits(rawNumber);
  if (!luhnValid(number)) return null;
  const expiry = cardExpiry(rawExpiry);
  if (attempt.purpose === 'hold' && expiry === null) return null;
  const card = { ...attempt, ...cardRecord(attempt, number, expiry) };
  return charge(deps, attempt, card.cardOutcome as SandboxOutcome, card);
}

/**
 * docs/rules.md#rate-policies: charges a cancellation fee to a booking's held card through the sandbox (how it ends
 * is what the card decided when it was held), records the attempt and answers the ledger's movement.
 */
export async function chargeHeldCard(
  db: Db,
  booking: BookingRow,
  amount: number,
  now: Date,
): Promise<LedgerEntryInput> {
  const reference = paymentOf(booking).heldCard?.reference;
  const held = reference ? await heldCardAttempt(db, booking.id, reference) : null;
  const status = held?.heldChargeOutcome === 'success' ? 'success' : 'refused';
  const stored = await insertFinishedPayment(db, {
    bookingId: booking.id,
    ref: opaque('pay'),
    idempotencyKey: `fee_${booking.version}_${randomBytes(6).toString('hex')}`,
    kind: held?.kind ?? 'cardfields',
    purpose: 'fee',
    amount,
    currency: booking.currency,
    status,
    resultCode: RESULT_CODE[status],
    cardLast4: held?.cardLast4 ?? null,
    cardBrand: held?.cardBrand ?? null,
    cardExpiry: held?.cardExpiry ?? null,
    completedAt: now,
  });
  return ledgerEntryOf(stored, 'fee', now);
}

/**
 * docs/rules.md#the-payment-ledger: money given back through the sandbox (it always succeeds), to the card that paid
 * when there is one.
 */
export function refundEntry(booking: BookingRow, amount: number, now: Date): LedgerEntryInput {
  return {
    kind: 'refund',
    amount,
    currency: booking.currency,
    at: now.toISOString(),
    provider: 'sandbox',
    reference: opaque('rfd'),
    outcome: 'success',
    card: paymentOf(booking).card,
  };
}

/** A movement a provider reported in a verified event (a webhook): for one booking of one property. */
export interface ProviderMovement {
  readonly provider: 'stripe' | 'adyen';
  /** The provider's id of the event (Stripe's evt_…; Adyen's pspReference with the event code and success). */
  readonly eventId: string;
  readonly eventType: string;
  readonly propertyId: number;
  readonly bookingId: number;
  readonly entry: LedgerEntryInput;
}

/** What became of a provider's event: acted on, known already, or about no booking of that property. */
export type ProviderMovementOutcome = 'applied' | 'duplicate' | 'unknown-booking';

/** A provider's event as recorded: what became of it, and when applied, the booking before and after. */
export type RecordedMovement =
  | { readonly outcome: 'applied'; readonly before: BookingRow; readonly after: BookingRow }
  | { readonly outcome: Exclude<ProviderMovementOutcome, 'applied'> };

/** Kinds whose success confirms a booking that waits for payment (docs/rules.md#booking-lifecycle: pay). */
const CONFIRMING: readonly LedgerKind[] = ['capture', 'hold', 'authorisation'];

/**
 * docs/payments.md#provider-events: webhooks are the truth. A verified event's movement is written to the booking's
 * ledger, and a payment or held card that succeeds confirms a booking waiting for it, as the sandbox's own charge
 * does. Every event counts once: its id is recorded in the same transaction (a resent event, or one handled by
 * another server process meanwhile, changes nothing), and so does every movement (a movement told by two events).
 * A booking changed by someone else between the read and the write fails the transaction: the provider sends the
 * event again. Every movement comes here through lateMovements.ts's applyProviderMovement, which then settles money
 * that arrived for a booking already cancelled.
 */
export async function recordProviderMovement(
  deps: BookingDeps,
  movement: ProviderMovement,
): Promise<RecordedMovement> {
  const now = deps.now();
  // The catalog before the transaction (see charge: PGlite has one connection).
  const owner = await deps.database.run((db) => bookingById(db, movement.bookingId));
  if (!owner || owner.propertyId !== movement.propertyId) return { outcome: 'unknown-booking' };
  const catalog = await deps.catalogs.get(owner.propertyId);
  if (!catalog) return { outcome: 'unknown-booking' };
  return deps.database.run((db) =>
    db.transaction(async (tx): Promise<RecordedMovement> => {
      const d = tx as unknown as Db;
      const fresh = await recordProviderEvent(d, {
        provider: movement.provider,
        eventId: movement.eventId,
        propertyId: movement.propertyId,
        eventType: movement.eventType,
        receivedAt: now,
      });
      if (!fresh) return { outcome: 'duplicate' };
      const booking = await bookingById(d, movement.bookingId);
      if (!booking) return { outcome: 'unknown-booking' };
      const entry = movement.entry;
      const known = ledgerOf(booking).some(
        (e) =>
          e.provider === entry.provider &&
          e.reference === entry.reference &&
          e.kind === entry.kind &&
          e.outcome === entry.outcome,
      );
      if (known) return { outcome: 'duplicate' };
      const pay =
        entry.outcome === 'success' && CONFIRMING.includes(entry.kind)
          ? payTransition(booking, catalog, now)
          : null;
      const confirmed = pay?.ok === true;
      const [updated] = await d
        .update(t.booking)
        .set({
          data: withPayments(booking, entry),
          ...(pay?.ok
            ? {
                state: pay.to,
                ...(entry.kind === 'hold' ? { paymentmethod: 'PM6Hold' } : {}),
                reservationcode: reservationCode(),
              }
            : {}),
          version: booking.version + 1,
          updatedAt: now,
        })
        .where(and(eq(t.booking.id, booking.id), eq(t.booking.version, booking.version)))
        .returning();
      if (!updated) throw new Error('the booking changed while a provider event was applied');
      if (confirmed)
        await insertBookingEvent(
          d,
          historyRow(booking, updated, {
            action: 'pay',
            actor: 'booker',
            at: now,
            details:
              entry.kind === 'hold'
                ? { guarantee: `${entry.card?.brand ?? 'Card'} •••• ${entry.card?.last4 ?? ''}` }
                : entry.kind === 'authorisation'
                  ? // Reserved on the card, not taken (docs/payments.md#capturing-later).
                    { authorised: entry.amount, currency: entry.currency }
                  : { paid: entry.amount, currency: entry.currency },
          }),
        );
      return { outcome: 'applied', before: booking, after: updated };
    }),
  );
}

/** A finished attempt as a movement of the ledger. */
function ledgerEntryOf(attempt: PaymentRow, kind: LedgerKind, now: Date): LedgerEntryInput {
  const outcome = (LEDGER_OUTCOMES as readonly string[]).includes(attempt.status)
    ? (attempt.status as LedgerOutcome)
    : 'error';
  return {
    kind,
    amount: attempt.amount,
    currency: attempt.currency,
    at: (attempt.completedAt ?? now).toISOString(),
    provider: 'sandbox',
    reference: attempt.ref,
    outcome,
    card:
      attempt.cardLast4 && /^\d{4}$/.test(attempt.cardLast4)
        ? { brand: attempt.cardBrand ?? 'Card', last4: attempt.cardLast4, expiry: attempt.cardExpiry ?? '' }
        : null,
  };
}

/** The paid check (docs/api.md#payments): ispaid once the attempt succeeded; detail is the attempt's status. */
export function statusOf(attempt: PaymentRow, booking: BookingRow): PaymentStatus {
  return {
    ispaid:
      attempt.status === 'success' &&
      ledgerOf(booking).some(
        (e) =>
          // The sandbox names a movement by the attempt; a provider by its own payment (the attempt's transaction).
          (e.reference === attempt.ref ||
            (attempt.provider !== 'sandbox' && e.reference === attempt.transactionId)) &&
          e.kind === 'capture' &&
          e.outcome === 'success',
      ),
    // The paid check's details are those of docs/api.md#payments; an unmapped result is reported as an error.
    detail: attempt.status === 'open' ? null : attempt.status === 'unknown' ? 'error' : attempt.status,
    data: { reservationcode: booking.reservationcode, status: attempt.status },
  };
}
