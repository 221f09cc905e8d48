import { and, asc, count, eq, gte, inArray } from 'drizzle-orm';
import { bookingEvent } from './bookingEventSchema.ts';
import type { Db } from './client.ts';
import { bookingMessage } from './messageSchema.ts';
import { pushDevice, serverKey } from './pushSchema.ts';
import { booking, property } from './schema.ts';
import { userProperty } from './userSchema.ts';

export type PushDeviceRow = typeof pushDevice.$inferSelect;

/** A user's devices, optionally only the one with this token; oldest first. */
export async function devicesOfUser(
  db: Db,
  userId: number,
  token: string | undefined,
  page: { index: number; size: number },
): Promise<{ items: PushDeviceRow[]; total: number }> {
  const where = and(eq(pushDevice.userId, userId), token ? eq(pushDevice.pushdevicetoken, token) : undefined);
  const items = await db
    .select()
    .from(pushDevice)
    .where(where)
    .orderBy(asc(pushDevice.createdAt), asc(pushDevice.id))
    .limit(page.size)
    .offset(page.index * page.size);
  const [total] = await db.select({ n: count() }).from(pushDevice).where(where);
  return { items, total: total?.n ?? 0 };
}

/** Registers a device, or answers the one the user already has with this token (its keys refreshed). */
export async function addDevice(
  db: Db,
  values: Omit<typeof pushDevice.$inferInsert, 'id'>,
): Promise<{ row: PushDeviceRow; created: boolean }> {
  const [inserted] = await db.insert(pushDevice).values(values).onConflictDoNothing().returning();
  if (inserted) return { row: inserted, created: true };
  const [updated] = await db
    .update(pushDevice)
    .set({ p256dh: values.p256dh, auth: values.auth, language: values.language })
    .where(and(eq(pushDevice.userId, values.userId), eq(pushDevice.pushdevicetoken, values.pushdevicetoken)))
    .returning();
  if (!updated) throw new Error('push device vanished');
  return { row: updated, created: false };
}

/** Deletes one of the user's devices; false when they have none with this id. */
export async function deleteDevice(db: Db, userId: number, id: number): Promise<boolean> {
  const gone = await db
    .delete(pushDevice)
    .where(and(eq(pushDevice.id, id), eq(pushDevice.userId, userId)))
    .returning({ id: pushDevice.id });
  return gone.length > 0;
}

/** A device the push service says is gone (404/410): nobody can be reached there any more. */
export async function deleteDeviceById(db: Db, id: number): Promise<void> {
  await db.delete(pushDevice).where(eq(pushDevice.id, id));
}

/** The devices of every staff user of a property. */
export function devicesOfProperty(db: Db, propertyId: number): Promise<PushDeviceRow[]> {
  return db
    .select({
      id: pushDevice.id,
      userId: pushDevice.userId,
      pushdevicetoken: pushDevice.pushdevicetoken,
      p256dh: pushDevice.p256dh,
      auth: pushDevice.auth,
      language: pushDevice.language,
      createdAt: pushDevice.createdAt,
    })
    .from(pushDevice)
    .innerJoin(userProperty, eq(userProperty.userId, pushDevice.userId))
    .where(eq(userProperty.propertyId, propertyId))
    .orderBy(asc(pushDevice.id));
}

/** A shared server key by name; the first process to store one wins, every process reads that one. */
export async function sharedKey<T>(db: Db, name: string, make: () => T, now: Date): Promise<T> {
  const read = async () =>
    (await db.select({ value: serverKey.value }).from(serverKey).where(eq(serverKey.name, name)))[0];
  const stored = await read();
  if (stored) return stored.value as T;
  await db.insert(serverKey).values({ name, value: make(), createdAt: now }).onConflictDoNothing();
  const row = await read();
  if (!row) throw new Error(`server key ${name} missing`);
  return row.value as T;
}

/** What a push notification about a booking tells: its code, dates and property. */
export async function bookingForPush(db: Db, bookingId: number) {
  const [row] = await db
    .select({
      id: booking.id,
      propertyId: booking.propertyId,
      propertyName: property.name,
      code: booking.internalId,
      startAt: booking.startAt,
      endAt: booking.endAt,
    })
    .from(booking)
    .innerJoin(property, eq(property.id, booking.propertyId))
    .where(eq(booking.id, bookingId));
  return row ?? null;
}

/**
 * What the staff are notified of since `since`: the history's `actions` (a new request, a reservation) and
 * the booker's messages, oldest first; `messageId` null for a history row.
 */
export async function notifiableSince(
  db: Db,
  since: Date,
  actions: readonly string[],
): Promise<{ bookingId: number; action: string; messageId: number | null }[]> {
  const events = await db
    .select({ bookingId: bookingEvent.bookingId, action: bookingEvent.action, at: bookingEvent.at })
    .from(bookingEvent)
    .where(and(gte(bookingEvent.at, since), inArray(bookingEvent.action, [...actions])));
  const messages = await db
    .select({
      bookingId: bookingMessage.bookingId,
      messageId: bookingMessage.id,
      at: bookingMessage.createdAt,
    })
    .from(bookingMessage)
    .where(and(gte(bookingMessage.createdAt, since), eq(bookingMessage.author, 'booker')));
  return [
    ...events.map((e) => ({ bookingId: e.bookingId, action: e.action, messageId: null, at: e.at })),
    ...messages.map((m) => ({ bookingId: m.bookingId, action: 'message', messageId: m.messageId, at: m.at })),
  ]
    .sort((a, b) => a.at.getTime() - b.at.getTime())
    .map(({ at: _, ...found }) => found);
}
