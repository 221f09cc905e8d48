import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { property } from './schema.ts';
import { appUser } from './userSchema.ts';

/**
 * docs/payments.md#setting-up-a-provider: which payment provider a property uses and its credentials, set by an
 * owner. No row means the built-in sandbox. The secrets are sealed (server/src/payments/secrets.ts) and never stored
 * in clear; only their last four characters are, for "set, ends in 1234".
 */
export const paymentProviderConfig = pgTable(
  'payment_provider_config',
  {
    propertyId: integer()
      .primaryKey()
      .references(() => property.id, { onDelete: 'cascade' }),
    provider: text().$type<'sandbox' | 'stripe' | 'adyen'>().notNull().default('sandbox'),
    mode: text().$type<'test' | 'live'>().notNull().default('test'),
    /** automatic: a payment is taken at once; manual: authorised, then captured (or released) by the hotel. */
    capture: text().$type<'automatic' | 'manual'>().notNull().default('automatic'),
    /** Adyen: the merchant account; Stripe: a connected account (acct_…), if any. */
    accountId: text(),
    /** Adyen: the client key; Stripe: the publishable key. Public by nature: the browser gets it. */
    publicKey: text(),
    /** Adyen live only: the live endpoint URL prefix of the company account (Customer Area, Developers > API URLs). */
    liveEndpointPrefix: text(),
    /** Stripe: the secret (or restricted) key; Adyen: the API key. Sealed. */
    secretKeySealed: text(),
    secretKeyLast4: text(),
    /** Stripe: the webhook signing secret; Adyen: the HMAC key of the notifications. Sealed. */
    webhookSecretSealed: text(),
    webhookSecretLast4: text(),
    version: integer().notNull().default(1),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
    updatedBy: integer().references(() => appUser.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('payment_provider_config_provider', sql`${t.provider} in ('sandbox', 'stripe', 'adyen')`),
    check('payment_provider_config_mode', sql`${t.mode} in ('test', 'live')`),
    check('payment_provider_config_capture', sql`${t.capture} in ('automatic', 'manual')`),
  ],
);

/**
 * Every provider event (a Stripe webhook event, an Adyen notification item) the webhook routes took, once: a
 * provider sends an event again until it is acknowledged, and each must change a booking only the first time.
 */
export const paymentProviderEvent = pgTable(
  'payment_provider_event',
  {
    id: serial().primaryKey(),
    provider: text().$type<'stripe' | 'adyen'>().notNull(),
    /** Stripe: the event id (evt_…); Adyen: the PSP reference with the event code. */
    eventId: text().notNull(),
    propertyId: integer().references(() => property.id, { onDelete: 'cascade' }),
    eventType: text().notNull(),
    receivedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('payment_provider_event_once').on(t.provider, t.eventId),
    index('payment_provider_event_property').on(t.propertyId),
  ],
);
