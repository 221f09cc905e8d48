import { asc, eq } from 'drizzle-orm';
import { bookingEvent } from './bookingEventSchema.ts';
import type { Db } from './client.ts';
import { appUser } from './userSchema.ts';

/** What happened to a booking, as the history records it. */
export type BookingEventInput = Omit<typeof bookingEvent.$inferInsert, 'id'>;

/** Records one event (call inside the transaction that made the change). */
export async function insertBookingEvent(db: Db, values: BookingEventInput): Promise<void> {
  await db.insert(bookingEvent).values(values);
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
