import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from './client.ts';
import * as t from './schema.ts';

export type BookingRow = typeof t.booking.$inferSelect;

/** A booking by the hash of its token (the token routes), or null. */
export async function bookingByTokenHash(db: Db, tokenHash: string): Promise<BookingRow | null> {
  const [row] = await db.select().from(t.booking).where(eq(t.booking.tokenHash, tokenHash));
  return row ?? null;
}

/** A booking by id and token hash (update/{id}), or null. */
export async function bookingByIdAndTokenHash(
  db: Db,
  id: number,
  tokenHash: string,
): Promise<BookingRow | null> {
  const [row] = await db
    .select()
    .from(t.booking)
    .where(and(eq(t.booking.id, id), eq(t.booking.tokenHash, tokenHash)));
  return row ?? null;
}

/** Inserts the booking head; lines follow. */
export async function insertBooking(db: Db, values: typeof t.booking.$inferInsert): Promise<BookingRow> {
  const [row] = await db.insert(t.booking).values(values).returning();
  if (!row) throw new Error('booking insert returned nothing');
  return row;
}

export async function insertUnitgroupLine(db: Db, values: typeof t.bookingUnitgroup.$inferInsert) {
  const [row] = await db.insert(t.bookingUnitgroup).values(values).returning({ id: t.bookingUnitgroup.id });
  if (!row) throw new Error('line insert returned nothing');
  return row.id;
}

export async function insertServiceLine(db: Db, values: typeof t.bookingService.$inferInsert) {
  const [row] = await db.insert(t.bookingService).values(values).returning({ id: t.bookingService.id });
  if (!row) throw new Error('line insert returned nothing');
  return row.id;
}

/** Removes a booking's lines (allocations must be removed first). */
export async function deleteBookingLines(db: Db, bookingId: number) {
  await db.delete(t.bookingService).where(eq(t.bookingService.bookingId, bookingId));
  await db.delete(t.bookingUnitgroup).where(eq(t.bookingUnitgroup.bookingId, bookingId));
}

/** Updates the head of a booking, only if it still has the expected version (optimistic locking). */
export async function updateBooking(
  db: Db,
  id: number,
  expectedVersion: number,
  values: Partial<typeof t.booking.$inferInsert>,
): Promise<BookingRow | null> {
  const [row] = await db
    .update(t.booking)
    .set({ ...values, version: expectedVersion + 1, updatedAt: new Date() })
    .where(and(eq(t.booking.id, id), eq(t.booking.version, expectedVersion)))
    .returning();
  return row ?? null;
}

/** The booking lines as stored, in order. */
export async function bookingLines(db: Db, bookingId: number) {
  return {
    unitgroups: await db
      .select()
      .from(t.bookingUnitgroup)
      .where(eq(t.bookingUnitgroup.bookingId, bookingId))
      .orderBy(asc(t.bookingUnitgroup.sort)),
    services: await db
      .select()
      .from(t.bookingService)
      .where(eq(t.bookingService.bookingId, bookingId))
      .orderBy(asc(t.bookingService.sort)),
  };
}

/** A booking by id within a property (staff routes), or null. */
export async function bookingOfProperty(db: Db, propertyId: number, id: number): Promise<BookingRow | null> {
  const [row] = await db
    .select()
    .from(t.booking)
    .where(and(eq(t.booking.id, id), eq(t.booking.propertyId, propertyId)));
  return row ?? null;
}

/** Optional bookings that have an option date (the lapse job checks each against its property's today). */
/** Reservations in `offeredState` whose payment has not come (the lapse job releases them after the hold). */
export async function awaitingPaymentBookings(db: Db, offeredState: number): Promise<BookingRow[]> {
  return db
    .select()
    .from(t.booking)
    .where(
      and(
        eq(t.booking.state, offeredState),
        // Whether its payment came is the ledger's to say: the lapse job asks the machine for each.
        eq(t.booking.origin, 'reservation'),
      ),
    );
}

export async function optionalBookings(db: Db, optionalState: number): Promise<BookingRow[]> {
  return db
    .select()
    .from(t.booking)
    .where(and(eq(t.booking.state, optionalState), isNotNull(t.booking.optionDate)));
}
