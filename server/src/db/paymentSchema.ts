import { bigint, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { booking } from './schema.ts';

/**
 * One payment attempt of a booking at the sandbox provider (issue 7). An attempt is created once per
 * booking and idempotency key: a second request with the same key (a double click, a retried request)
 * gets the same row. `ref` is the random public reference the hosted pages and status polls use.
 */
export const payment = pgTable(
  'payment',
  {
    id: serial().primaryKey(),
    bookingId: integer()
      .notNull()
      .references(() => booking.id),
    ref: text().notNull().unique(),
    idempotencyKey: text().notNull(),
    /** cardfields | link | iframe | dropin */
    kind: text().notNull(),
    /** Cents, computed on the server from the booking total (full or the deposit percentage). */
    amount: bigint({ mode: 'number' }).notNull(),
    currency: text().notNull(),
    /** open | success | refused | canceled | pending | error */
    status: text().notNull().default('open'),
    /** The card-field provider's transaction id after tokenising (test card stored masked only). */
    transactionId: text().unique(),
    cardLast4: text(),
    cardOutcome: text(),
    resultCode: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('payment_booking_key').on(t.bookingId, t.idempotencyKey)],
);
