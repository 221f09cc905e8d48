import { and, eq, isNull } from 'drizzle-orm';
import type { BookingRow } from './bookingQueries.ts';
import type { Db } from './client.ts';
import { payment } from './paymentSchema.ts';
import * as t from './schema.ts';
import { queueWebhooks } from './webhookQueries.ts';

export type PaymentRow = typeof payment.$inferSelect;

/** Inserts the attempt of a booking and key unless it exists, then returns the one stored row. */
export async function upsertPaymentAttempt(db: Db, values: typeof payment.$inferInsert): Promise<PaymentRow> {
  await db.insert(payment).values(values).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(payment)
    .where(and(eq(payment.bookingId, values.bookingId), eq(payment.idempotencyKey, values.idempotencyKey)));
  if (!row) throw new Error('payment attempt neither inserted nor found');
  return row;
}

/** An attempt and its booking by the attempt's public reference, or null. */
export async function paymentByRef(
  db: Db,
  ref: string,
): Promise<{ payment: PaymentRow; booking: BookingRow } | null> {
  const [row] = await db
    .select({ payment, booking: t.booking })
    .from(payment)
    .innerJoin(t.booking, eq(t.booking.id, payment.bookingId))
    .where(eq(payment.ref, ref));
  return row ?? null;
}

/** An attempt by the card fields' transaction id, or null. */
export async function paymentByTransaction(db: Db, transactionId: string): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payment).where(eq(payment.transactionId, transactionId));
  return row ?? null;
}

/** Stores the tokenised card of an open attempt that has none yet; returns the stored row. */
export async function setPaymentCard(
  db: Db,
  id: number,
  card: {
    transactionId: string;
    cardLast4: string;
    cardBrand: string;
    cardExpiry: string | null;
    cardOutcome: string;
    heldChargeOutcome: string | null;
  },
): Promise<PaymentRow | null> {
  await db
    .update(payment)
    .set(card)
    .where(and(eq(payment.id, id), eq(payment.status, 'open')));
  const [row] = await db.select().from(payment).where(eq(payment.id, id));
  return row ?? null;
}

/** The held card's attempt of a booking by the reference stored on the booking, or null. */
export async function heldCardAttempt(db: Db, bookingId: number, ref: string): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payment)
    .where(
      and(
        eq(payment.bookingId, bookingId),
        eq(payment.ref, ref),
        eq(payment.purpose, 'hold'),
        eq(payment.status, 'success'),
      ),
    );
  return row ?? null;
}

/** Records a finished charge (a cancellation fee to the held card); returns it. */
export async function insertFinishedPayment(
  db: Db,
  values: typeof payment.$inferInsert,
): Promise<PaymentRow> {
  const [row] = await db.insert(payment).values(values).returning();
  if (!row) throw new Error('payment not recorded');
  return row;
}

/** Completes an open attempt; null when it was already completed (the first completion wins). */
export async function completePayment(
  db: Db,
  id: number,
  values: {
    status: string;
    resultCode: string;
    completedAt: Date;
  } & Partial<
    Pick<PaymentRow, 'cardLast4' | 'cardBrand' | 'cardExpiry' | 'cardOutcome' | 'heldChargeOutcome'>
  >,
): Promise<PaymentRow | null> {
  const [row] = await db
    .update(payment)
    .set(values)
    .where(and(eq(payment.id, id), eq(payment.status, 'open')))
    .returning();
  // docs/integrations.md#events: every attempt ends here once, with the provider's or the sandbox's outcome.
  if (row && FAILED_PAYMENTS.includes(values.status))
    await queueWebhooks(db, {
      bookingId: row.bookingId,
      at: values.completedAt,
      types: ['payment.failed'],
      extra: {
        payment: { reference: row.ref, amount: row.amount, currency: row.currency, status: values.status },
      },
    });
  return row ?? null;
}

/** The outcomes of a finished attempt that took no money (webhook `payment.failed`). */
const FAILED_PAYMENTS: readonly string[] = ['refused', 'error'];

/** The booking row, read inside the settling transaction. */
export async function bookingById(db: Db, id: number): Promise<BookingRow | null> {
  const [row] = await db.select().from(t.booking).where(eq(t.booking.id, id));
  return row ?? null;
}

/** Sets (or adds) one property setting: the sandbox's provider switch. */
export async function putPropertySetting(db: Db, propertyId: number, key: string, value: string) {
  await db
    .insert(t.propertySetting)
    .values({ propertyId, key, value })
    .onConflictDoUpdate({ target: [t.propertySetting.propertyId, t.propertySetting.key], set: { value } });
}

/**
 * Stores what a real provider made for an attempt (its intent or payment, and for a held card where it keeps it),
 * only where none is stored yet: a second request of the same attempt keeps the first answer.
 */
export async function setProviderIds(
  db: Db,
  id: number,
  ids: { transactionId: string; providerCustomer?: string | null; providerMethod?: string | null },
): Promise<PaymentRow | null> {
  const [row] = await db
    .update(payment)
    .set(ids)
    .where(and(eq(payment.id, id), isNull(payment.transactionId)))
    .returning();
  if (row) return row;
  const [stored] = await db.select().from(payment).where(eq(payment.id, id));
  return stored ?? null;
}

/** Completes a held card's attempt with where the provider keeps the card (learnt only once it is held). */
export async function setProviderCard(
  db: Db,
  id: number,
  card: { providerCustomer: string | null; providerMethod: string | null },
): Promise<void> {
  await db.update(payment).set(card).where(eq(payment.id, id));
}

/** The attempt a booking started with this idempotency key, or null. */
export async function attemptByKey(
  db: Db,
  bookingId: number,
  idempotencyKey: string,
): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payment)
    .where(and(eq(payment.bookingId, bookingId), eq(payment.idempotencyKey, idempotencyKey)));
  return row ?? null;
}
