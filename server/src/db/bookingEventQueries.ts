import { asc, eq, sql } from 'drizzle-orm';
import { LIVE_CHANNEL } from '../live/channel.ts';
import { webhookEventsOf } from '../webhooks/events.ts';
import { bookingEvent } from './bookingEventSchema.ts';
import type { Db } from './client.ts';
import { type BookingLinkInput, queueBookingMails } from './mailQueries.ts';
import { booking } from './schema.ts';
import { appUser } from './userSchema.ts';
import { queueWebhooks } from './webhookQueries.ts';

/** What happened to a booking, as the history records it. */
export type BookingEventInput = Omit<typeof bookingEvent.$inferInsert, 'id'>;

/**
 * Records one event (call inside the transaction that made the change) and tells every server process
 * listening on the live channel: PostgreSQL delivers the NOTIFY when the transaction commits, never before
 * and never for a rolled-back change. The mails the event sends are queued with it (docs/api.md#mails), and so
 * are its webhooks (docs/integrations.md#events); `link` is the booker's token and language, known only when the
 * booking is created.
 */
export async function insertBookingEvent(
  db: Db,
  values: BookingEventInput,
  link?: BookingLinkInput,
): Promise<void> {
  await db.insert(bookingEvent).values(values);
  const event = { ...values, fromState: values.fromState ?? null };
  await queueBookingMails(db, event, link);
  await queueWebhooks(db, {
    bookingId: values.bookingId,
    at: values.at,
    types: webhookEventsOf(event),
    event,
  });
  await db.execute(sql`
    select pg_notify(${LIVE_CHANNEL}, json_build_object(
      'kind', 'booking', 'bookingId', ${booking.id}, 'propertyId', ${booking.propertyId},
      'action', ${values.action}::text, 'state', ${booking.state}, 'version', ${booking.version}
    )::text)
    from ${booking} where ${booking.id} = ${values.bookingId}`);
}

/** A booking's history, oldest first, with the acting staff user's name. */
export async function bookingHistory(db: Db, bookingId: number) {
  return db
    .select({
      at: bookingEvent.at,
      actor: bookingEvent.actor,
      userName: appUser.name,
      action: bookingEvent.action,
      fromState: bookingEvent.fromState,
      toState: bookingEvent.toState,
      version: bookingEvent.version,
      details: bookingEvent.details,
    })
    .from(bookingEvent)
    .leftJoin(appUser, eq(appUser.id, bookingEvent.userId))
    .where(eq(bookingEvent.bookingId, bookingId))
    .orderBy(asc(bookingEvent.at), asc(bookingEvent.id));
}
