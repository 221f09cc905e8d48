import { randomBytes, randomInt } from 'node:crypto';
import {
  amountDueNow,
  type BookingState,
  type PaymentOutcome,
  paymentResultOf,
  transition,
} from '@venue/domain';
import { eq } from 'drizzle-orm';
import { ErrorKey } from '../api/errors.ts';
import type { PaymentResultBody, PaymentStatus } from '../api/payment.ts';
import { factsOf, historyRow, policyOf } from '../booking/lifecycle.ts';
import type { PropertyCatalog } from '../catalog/catalog.ts';
import { insertBookingEvent } from '../db/bookingEventQueries.ts';
import type { BookingRow } from '../db/bookingQueries.ts';
import type { Db } from '../db/client.ts';
import {
  bookingById,
  completePayment,
  type PaymentRow,
  paymentByRef,
  paymentByTransaction,
  setPaymentCard,
  upsertPaymentAttempt,
} from '../db/paymentQueries.ts';
import * as t from '../db/schema.ts';
import type { AppDeps } from '../http/context.ts';
import { ApiFailure } from '../http/errors.ts';
import {
  amountToCharge,
  cardDigits,
  chargeOutcome,
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
  new ApiFailure(409, ErrorKey.paymentNotAllowed, message, details);

/** Whether a payment that succeeds now would confirm the booking (docs/rules.md#booking-lifecycle: pay). */
const payTransition = (row: BookingRow, catalog: PropertyCatalog, now: Date) =>
  transition(row.state as BookingState, 'pay', 'booker', factsOf(row, catalog, now));

/** Refuses a payment for a booking that is paid, canceled or otherwise not confirmed by paying now. */
function requirePayable(row: BookingRow, catalog: PropertyCatalog, now: Date): void {
  if (row.paymenttime !== null) throw notAllowed('The booking is already paid', [{ state: row.state }]);
  const pay = payTransition(row, catalog, now);
  if (!pay.ok) throw notAllowed('The booking cannot be paid', [{ state: row.state, reason: pay.reason }]);
}

/** The hosted page of an attempt (link and iframe kinds), relative to the site. */
const hostedPageUrl = (ref: string) => `/api/payment/sandbox/page/${ref}`;

/** Starts the attempt of a booking and idempotency key, or returns the one already started. */
export async function startAttempt(
  deps: AppDeps,
  row: BookingRow,
  catalog: PropertyCatalog,
  idempotencyKey: string,
) {
  requirePayable(row, catalog, deps.now());
  const kind = providerKindOf(catalog.settings);
  // docs/rules.md#rate-policies: a rate that asks for a prepayment is charged what it asks (all, or its deposit);
  // otherwise the property's deposit of configurator payments.
  const policy = policyOf(row, catalog);
  const amount =
    policy && policy.prepayment !== 'none'
      ? amountDueNow(policy, row.total)
      : amountToCharge(row.total, catalog.settings.configuratorPaymentDepositInPercent);
  const attempt = await deps.database.run((db) =>
    upsertPaymentAttempt(db, {
      bookingId: row.id,
      ref: opaque('pay'),
      idempotencyKey,
      kind,
      amount,
      currency: row.currency,
    }),
  );
  return sessionOf(attempt);
}

const sessionOf = (attempt: PaymentRow) => ({
  ref: attempt.ref,
  kind: attempt.kind as 'cardfields' | 'link' | 'iframe' | 'dropin',
  amount: attempt.amount,
  currency: attempt.currency,
  status: attempt.status,
  url: attempt.kind === 'link' || attempt.kind === 'iframe' ? hostedPageUrl(attempt.ref) : null,
  testMode: true as const,
});

/** Card fields: tokenises a card for an open attempt; an invalid number is a validation error. */
export async function tokenize(deps: AppDeps, attempt: PaymentRow, input: { number: string }) {
  const number = cardDigits(input.number);
  if (!luhnValid(number)) {
    throw new ApiFailure(400, ErrorKey.validation, 'The card number is not valid', [{ path: 'number' }]);
  }
  if (attempt.status !== 'open') throw notAllowed('This payment attempt is finished');
  if (attempt.transactionId) return { transactionId: attempt.transactionId };
  const stored = await deps.database.run((db) =>
    setPaymentCard(db, attempt.id, {
      transactionId: opaque('txn'),
      cardLast4: number.slice(-4),
      cardOutcome: chargeOutcome(number),
    }),
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
  deps: AppDeps,
  attempt: PaymentRow,
  outcome: SandboxOutcome,
  cardLast4: string | null,
): Promise<PaymentResultBody> {
  const now = deps.now();
  const done = await deps.database.run((db) =>
    db.transaction(async (tx) => {
      const d = tx as unknown as Db;
      const booking = await bookingById(d, attempt.bookingId);
      if (!booking) throw new Error('payment without booking');
      const catalog = await deps.catalogs.get(booking.propertyId);
      if (!catalog) throw new Error('payment for an unknown property');
      // Another attempt may have been paid, or the booking canceled, since this one started.
      const pay = booking.paymenttime === null ? payTransition(booking, catalog, now) : null;
      const status = outcome === 'success' && !pay?.ok ? 'error' : outcome;
      const completed = await completePayment(d, attempt.id, {
        status,
        resultCode: RESULT_CODE[status],
        completedAt: now,
      });
      if (!completed) return null;
      if (status === 'success' && pay?.ok) {
        const [updated] = await d
          .update(t.booking)
          .set({
            state: pay.to,
            paymenttime: now,
            reservationcode: reservationCode(),
            paymentcard: {
              type: 'VISA (sandbox)',
              number: `•••• ${cardLast4 ?? '0000'}`,
              expiry: '12/30',
            },
            version: booking.version + 1,
            updatedAt: now,
          })
          .where(eq(t.booking.id, booking.id))
          .returning();
        if (!updated) throw new Error('booking update failed');
        await insertBookingEvent(
          d,
          historyRow(booking, updated, { action: 'pay', actor: 'booker', at: now }),
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
export async function makePayment(deps: AppDeps, row: BookingRow, transactionId: string) {
  const attempt = await deps.database.run((db) => paymentByTransaction(db, transactionId));
  if (!attempt || attempt.bookingId !== row.id)
    throw new ApiFailure(404, ErrorKey.notFound, 'No such transaction');
  if (attempt.status !== 'open') return resultOf(attempt);
  return charge(deps, attempt, (attempt.cardOutcome ?? 'error') as SandboxOutcome, attempt.cardLast4);
}

/** Charges an attempt from a card typed on a hosted page or sent by the drop-in. */
export async function chargeCard(deps: AppDeps, attempt: PaymentRow, rawNumber: string) {
  if (attempt.status !== 'open') return resultOf(attempt);
  const number = cardDigits(rawNumber);
  if (!luhnValid(number)) return null;
  return charge(deps, attempt, chargeOutcome(number), number.slice(-4));
}

/** The paid check (docs/api.md#payments): ispaid once the attempt succeeded; detail is the attempt's status. */
export function statusOf(attempt: PaymentRow, booking: BookingRow): PaymentStatus {
  return {
    ispaid: attempt.status === 'success' && booking.paymenttime !== null,
    // The paid check's details are those of docs/api.md#payments; an unmapped result is reported as an error.
    detail: attempt.status === 'open' ? null : attempt.status === 'unknown' ? 'error' : attempt.status,
    data: { reservationcode: booking.reservationcode, status: attempt.status },
  };
}
