import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { property } from './schema.ts';

/**
 * docs/integrations.md#webhooks: where a property's events are sent, set by its owners. The signing secret is
 * sealed (server/src/payments/secrets.ts, PAYMENT_SECRETS_KEY) and never stored in clear; its last four characters
 * are, for "ends in 1234". `disabledReason` is set when the server turned the endpoint off after continued failure.
 */
export const webhookEndpoint = pgTable(
  'webhook_endpoint',
  {
    id: serial().primaryKey(),
    propertyId: integer()
      .notNull()
      .references(() => property.id, { onDelete: 'cascade' }),
    url: text().notNull(),
    /** The event types sent here (contract/src/webhooks.ts WEBHOOK_EVENT_TYPES). */
    events: text().array().notNull(),
    secretSealed: text().notNull(),
    secretLast4: text().notNull(),
    description: text().notNull().default(''),
    enabled: boolean().notNull().default(true),
    /** Why the server disabled it (continued failure); null when an owner did, or while enabled. */
    disabledReason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
    version: integer().notNull().default(1),
  },
  (t) => [index('webhook_endpoint_property').on(t.propertyId)],
);

/**
 * docs/integrations.md#retries: one event for one endpoint, written in the transaction of the change it tells
 * of (a rolled-back change sends nothing) and sent by the `webhook-deliver` job: the body as it will be sent,
 * when to try next, and what the last try got back.
 */
export const webhookDelivery = pgTable(
  'webhook_delivery',
  {
    id: serial().primaryKey(),
    endpointId: integer()
      .notNull()
      .references(() => webhookEndpoint.id, { onDelete: 'cascade' }),
    /** The event's id (`webhook-id`): the same for every endpoint that gets the event, and on every retry. */
    eventId: text().notNull(),
    eventType: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    attempts: integer().notNull().default(0),
    /** When the next try is due; null once it succeeded or gave up. */
    nextAttemptAt: timestamp({ withTimezone: true }),
    status: text().$type<'pending' | 'succeeded' | 'failed'>().notNull().default('pending'),
    lastStatusCode: integer(),
    latencyMs: integer(),
    /** The start of the receiver's last answer (at most 1 KB), or why no answer came. */
    responseExcerpt: text(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    lastAttemptAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('webhook_delivery_once').on(t.endpointId, t.eventId),
    index('webhook_delivery_due').on(t.status, t.nextAttemptAt),
    index('webhook_delivery_endpoint').on(t.endpointId, t.id),
    check('webhook_delivery_status', sql`${t.status} in ('pending', 'succeeded', 'failed')`),
  ],
);
