import type { WebhookEventType } from '@venue/contract';
import { and, arrayOverlaps, asc, desc, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import { type HistoryEvent, newEventId, webhookBody } from '../webhooks/events.ts';
import type { Db } from './client.ts';
import { booking, property } from './schema.ts';
import { appUser, userProperty } from './userSchema.ts';
import { webhookDelivery, webhookEndpoint } from './webhookSchema.ts';

export type WebhookEndpointRow = typeof webhookEndpoint.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDelivery.$inferSelect;

/** What a change tells the webhooks: which booking, when, which events, and what else the body carries. */
export interface WebhookEventInput {
  readonly bookingId: number;
  readonly at: Date;
  readonly types: readonly WebhookEventType[];
  readonly event?: HistoryEvent & { readonly details?: Record<string, unknown> | null | undefined };
  readonly extra?: Record<string, unknown>;
}

/**
 * docs/integrations.md#webhooks: queues a delivery per event for each enabled endpoint of the booking's property
 * that asked for it, in the transaction that made the change (so a rolled-back change sends nothing and a
 * committed one is never forgotten). The body is written now, as the booking is now: a retry days later sends
 * the same body under the same `webhook-id`.
 */
export async function queueWebhooks(db: Db, input: WebhookEventInput): Promise<void> {
  if (!input.types.length) return;
  const endpoints = await db
    .select({ id: webhookEndpoint.id, events: webhookEndpoint.events })
    .from(webhookEndpoint)
    .innerJoin(booking, eq(booking.propertyId, webhookEndpoint.propertyId))
    .where(
      and(
        eq(booking.id, input.bookingId),
        eq(webhookEndpoint.enabled, true),
        arrayOverlaps(webhookEndpoint.events, [...input.types]),
      ),
    );
  if (!endpoints.length) return;
  const [row] = await db
    .select({ booking, key: property.key, language: property.defaultLanguage })
    .from(booking)
    .innerJoin(property, eq(property.id, booking.propertyId))
    .where(eq(booking.id, input.bookingId));
  if (!row) return;
  const values = input.types.flatMap((type) => {
    const id = newEventId();
    const payload = webhookBody({
      id,
      type,
      at: input.at,
      property: { key: row.key, language: row.language },
      booking: row.booking,
      ...(input.event ? { event: input.event } : {}),
      ...(input.extra ? { extra: input.extra } : {}),
    });
    return endpoints
      .filter((e) => e.events.includes(type))
      .map((e) => ({
        endpointId: e.id,
        eventId: id,
        eventType: type,
        payload,
        nextAttemptAt: input.at,
        createdAt: input.at,
      }));
  });
  await db.insert(webhookDelivery).values(values);
}

/** A property's endpoints, oldest first. */
export async function endpointsOf(db: Db, propertyId: number): Promise<WebhookEndpointRow[]> {
  return db
    .select()
    .from(webhookEndpoint)
    .where(eq(webhookEndpoint.propertyId, propertyId))
    .orderBy(asc(webhookEndpoint.id));
}

/** One endpoint of the property, or null (another property's is none). */
export async function endpointOf(db: Db, propertyId: number, id: number): Promise<WebhookEndpointRow | null> {
  const [row] = await db
    .select()
    .from(webhookEndpoint)
    .where(and(eq(webhookEndpoint.propertyId, propertyId), eq(webhookEndpoint.id, id)));
  return row ?? null;
}

export async function insertEndpoint(
  db: Db,
  values: typeof webhookEndpoint.$inferInsert,
): Promise<WebhookEndpointRow> {
  const [row] = await db.insert(webhookEndpoint).values(values).returning();
  if (!row) throw new Error('webhook endpoint not stored');
  return row;
}

/** Changes an endpoint if it still has `version`; null when it was changed meanwhile (or is gone). */
export async function updateEndpoint(
  db: Db,
  id: number,
  version: number,
  values: Partial<
    Pick<WebhookEndpointRow, 'url' | 'events' | 'description' | 'enabled' | 'disabledReason' | 'updatedAt'>
  >,
): Promise<WebhookEndpointRow | null> {
  const [row] = await db
    .update(webhookEndpoint)
    .set({ ...values, version: sql`${webhookEndpoint.version} + 1` })
    .where(and(eq(webhookEndpoint.id, id), eq(webhookEndpoint.version, version)))
    .returning();
  return row ?? null;
}

export async function deleteEndpoint(db: Db, id: number): Promise<void> {
  await db.delete(webhookEndpoint).where(eq(webhookEndpoint.id, id));
}

/** An endpoint's deliveries, newest first, `limit` of them before the id `before`. */
export async function deliveriesOf(
  db: Db,
  endpointId: number,
  page: { readonly before?: number | undefined; readonly limit: number },
): Promise<WebhookDeliveryRow[]> {
  return db
    .select()
    .from(webhookDelivery)
    .where(
      and(
        eq(webhookDelivery.endpointId, endpointId),
        page.before ? lt(webhookDelivery.id, page.before) : undefined,
      ),
    )
    .orderBy(desc(webhookDelivery.id))
    .limit(page.limit);
}

/** One delivery of an endpoint, or null. */
export async function deliveryOf(db: Db, endpointId: number, id: number): Promise<WebhookDeliveryRow | null> {
  const [row] = await db
    .select()
    .from(webhookDelivery)
    .where(and(eq(webhookDelivery.endpointId, endpointId), eq(webhookDelivery.id, id)));
  return row ?? null;
}

/** Queues a delivery again ("send again"): due now, its attempts counted afresh, same event id and body. */
export async function requeueDelivery(db: Db, id: number, at: Date): Promise<WebhookDeliveryRow | null> {
  const [row] = await db
    .update(webhookDelivery)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: at })
    .where(eq(webhookDelivery.id, id))
    .returning();
  return row ?? null;
}

/** A delivery made outside any booking change (the "send test event"). */
export async function insertDelivery(
  db: Db,
  values: typeof webhookDelivery.$inferInsert,
): Promise<WebhookDeliveryRow> {
  const [row] = await db.insert(webhookDelivery).values(values).returning();
  if (!row) throw new Error('webhook delivery not stored');
  return row;
}

/** A delivery claimed for sending, with its endpoint's URL and sealed secret. */
export interface ClaimedDelivery {
  readonly delivery: WebhookDeliveryRow;
  readonly endpoint: Pick<WebhookEndpointRow, 'id' | 'propertyId' | 'url' | 'secretSealed'>;
}

/**
 * Claims up to `limit` due deliveries of enabled endpoints: each is pushed `leaseMs` into the future first, so
 * another process (or this one's next round) does not send it again while this send is under way; a process that
 * dies mid-send leaves it due again when the lease ends. `FOR UPDATE SKIP LOCKED`: processes claim different ones.
 */
export async function claimDueDeliveries(
  db: Db,
  now: Date,
  leaseMs: number,
  limit: number,
): Promise<ClaimedDelivery[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: webhookDelivery.id })
      .from(webhookDelivery)
      .innerJoin(webhookEndpoint, eq(webhookEndpoint.id, webhookDelivery.endpointId))
      .where(
        and(
          eq(webhookDelivery.status, 'pending'),
          lte(webhookDelivery.nextAttemptAt, now),
          eq(webhookEndpoint.enabled, true),
        ),
      )
      .orderBy(asc(webhookDelivery.nextAttemptAt), asc(webhookDelivery.id))
      .limit(limit)
      .for('update', { of: webhookDelivery, skipLocked: true });
    if (!due.length) return [];
    const ids = due.map((d) => d.id);
    await tx
      .update(webhookDelivery)
      .set({ nextAttemptAt: new Date(now.getTime() + leaseMs) })
      .where(inArray(webhookDelivery.id, ids));
    return tx
      .select({
        delivery: webhookDelivery,
        endpoint: {
          id: webhookEndpoint.id,
          propertyId: webhookEndpoint.propertyId,
          url: webhookEndpoint.url,
          secretSealed: webhookEndpoint.secretSealed,
        },
      })
      .from(webhookDelivery)
      .innerJoin(webhookEndpoint, eq(webhookEndpoint.id, webhookDelivery.endpointId))
      .where(inArray(webhookDelivery.id, ids))
      .orderBy(asc(webhookDelivery.id));
  });
}

/** Records one try: what came back, and the next try's time (null: done, `status` says how). */
export async function recordAttempt(
  db: Db,
  id: number,
  values: {
    readonly at: Date;
    readonly status: 'pending' | 'succeeded' | 'failed';
    readonly nextAttemptAt: Date | null;
    readonly statusCode: number | null;
    readonly latencyMs: number;
    readonly excerpt: string;
  },
): Promise<WebhookDeliveryRow | null> {
  const [row] = await db
    .update(webhookDelivery)
    .set({
      attempts: sql`${webhookDelivery.attempts} + 1`,
      status: values.status,
      nextAttemptAt: values.nextAttemptAt,
      lastStatusCode: values.statusCode,
      latencyMs: values.latencyMs,
      responseExcerpt: values.excerpt,
      lastAttemptAt: values.at,
    })
    .where(eq(webhookDelivery.id, id))
    .returning();
  return row ?? null;
}

/** Whether any delivery to the endpoint succeeded at or after `since`. */
export async function succeededSince(db: Db, endpointId: number, since: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: webhookDelivery.id })
    .from(webhookDelivery)
    .where(
      and(
        eq(webhookDelivery.endpointId, endpointId),
        eq(webhookDelivery.status, 'succeeded'),
        sql`${webhookDelivery.lastAttemptAt} >= ${since}`,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * docs/integrations.md#disabling: turns an endpoint off with the reason, and gives up its pending deliveries
 * (they stay in the log, to be sent again by hand). Answers false when it was off already.
 */
export async function disableEndpoint(db: Db, id: number, reason: string, at: Date): Promise<boolean> {
  const [row] = await db
    .update(webhookEndpoint)
    .set({
      enabled: false,
      disabledReason: reason,
      updatedAt: at,
      version: sql`${webhookEndpoint.version} + 1`,
    })
    .where(and(eq(webhookEndpoint.id, id), eq(webhookEndpoint.enabled, true)))
    .returning({ id: webhookEndpoint.id });
  if (!row) return false;
  await db
    .update(webhookDelivery)
    .set({ status: 'failed', nextAttemptAt: null })
    .where(and(eq(webhookDelivery.endpointId, id), eq(webhookDelivery.status, 'pending')));
  return true;
}

/** The property's owners, who are told when an endpoint is turned off: address and name. */
export async function ownerAddresses(db: Db, propertyId: number) {
  return db
    .select({ email: appUser.email, name: appUser.name })
    .from(userProperty)
    .innerJoin(appUser, eq(appUser.id, userProperty.userId))
    .where(and(eq(userProperty.propertyId, propertyId), eq(userProperty.role, 'owner')))
    .orderBy(asc(appUser.email));
}

/** A property's key and name and language (the owner's mail). */
export async function propertyForMail(db: Db, propertyId: number) {
  const [row] = await db
    .select({ key: property.key, name: property.name, language: property.defaultLanguage })
    .from(property)
    .where(eq(property.id, propertyId));
  return row ?? null;
}
