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
    /** cardfields | link | iframe | dropin (the sandbox's kinds) | stripe | adyen */
    kind: text().notNull(),
    /**
     * docs/rules.md#rate-policies: charge (a payment), hold (a card held as the guarantee, amount 0) or fee (a
     * cancellation fee charged to the held card).
     */
    purpose: text().notNull().default('charge'),
    /** Cents, computed on the server from the booking total (full or the deposit percentage). */
    amount: bigint({ mode: 'number' }).notNull(),
    currency: text().notNull(),
    /** Who takes the money: sandbox, stripe or adyen (docs/payments.md). */
    provider: text().notNull().default('sandbox'),
    /**
     * At a real provider, to charge a held card later: Stripe's customer (cus_…) or Adyen's shopperReference; and the
     * card there: Stripe's payment method (pm_…) or Adyen's storedPaymentMethodId. Never a card number.
     */
    providerCustomer: text(),
    providerMethod: text(),
    /** open | success | refused | canceled | pending | error */
    status: text().notNull().default('open'),
    /** The card-field provider's transaction id after tokenising (test card stored masked only). */
    transactionId: text().unique(),
    cardLast4: text(),
    /** The card's brand and expiry as the sandbox tells them (never its number). */
    cardBrand: text(),
    cardExpiry: text(),
    cardOutcome: text(),
    /** Of a held card: how a later charge to it ends (a test card decides; never the number). */
    heldChargeOutcome: text(),
    resultCode: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('payment_booking_key').on(t.bookingId, t.idempotencyKey)],
);
