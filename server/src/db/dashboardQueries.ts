import { BookingState } from '@venue/domain';
import { and, asc, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import { BLOCK_ORIGIN } from './blockQueries.ts';
import type { Db } from './client.ts';
import * as t from './schema.ts';

/** The properties with these ids and their time zones, ordered by id. */
export function propertiesByIds(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: t.property.id, key: t.property.key, name: t.property.name, timezone: t.property.timezone })
    .from(t.property)
    .where(inArray(t.property.id, [...ids]))
    .orderBy(asc(t.property.id));
}

/**
 * Bookings of a property arriving on `today` or later, counted by state: `today` those starting on that
 * day, `upcoming` those starting after it. Start times are the property's wall clock ('YYYY-MM-DD HH:mm'),
 * so the day is compared as text of that clock. Deleted bookings are not counted.
 */
export async function arrivalCountsByState(db: Db, propertyId: number, today: string, tomorrow: string) {
  const rows = await db
    .select({
      state: t.booking.state,
      today: sql<number>`count(*) filter (where ${t.booking.startAt} < ${tomorrow}::timestamp)`.mapWith(
        Number,
      ),
      upcoming: sql<number>`count(*) filter (where ${t.booking.startAt} >= ${tomorrow}::timestamp)`.mapWith(
        Number,
      ),
    })
    .from(t.booking)
    .where(
      and(
        eq(t.booking.propertyId, propertyId),
        ne(t.booking.state, BookingState.Deleted),
        // A block is no booking to welcome (docs/api.md#blocks-and-unavailability).
        ne(t.booking.origin, BLOCK_ORIGIN),
        gte(t.booking.startAt, sql`${today}::timestamp`),
      ),
    )
    .groupBy(t.booking.state);
  return new Map(rows.map((row) => [row.state, { today: row.today, upcoming: row.upcoming }]));
}
