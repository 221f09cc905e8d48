import { and, asc, eq, inArray, isNull, ne, notExists, or, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import * as t from './schema.ts';

/*
 * Inventory. Reading (availability, calendars) counts holding allocations; writing inserts allocations
 * and lets the EXCLUDE constraint refuse an overlap (SQLSTATE 23P01), so no check-then-insert race exists.
 */

/** A range literal of two 'YYYY-MM-DD HH:mm' wall-clock times. */
const range = (start: string, end: string) => sql`tsrange(${start}::timestamp, ${end}::timestamp, '[)')`;

/** A holding allocation of one unit, with its period as 'YYYY-MM-DD HH:mm' text. */
export interface Hold {
  readonly unitId: number;
  readonly start: string;
  readonly end: string;
}

/** Holding allocations of the given units overlapping [from, to), leaving out one booking (being edited). */
export async function holdsOverlapping(
  db: Db,
  unitIds: readonly number[],
  from: string,
  to: string,
  ignoreBookingId: number | null,
): Promise<Hold[]> {
  if (unitIds.length === 0) return [];
  const rows = await db
    .select({
      unitId: t.unitAllocation.unitId,
      start: sql<string>`to_char(lower(${t.unitAllocation.period}), 'YYYY-MM-DD HH24:MI')`,
      end: sql<string>`to_char(upper(${t.unitAllocation.period}), 'YYYY-MM-DD HH24:MI')`,
    })
    .from(t.unitAllocation)
    .where(
      and(
        eq(t.unitAllocation.holds, true),
        inArray(t.unitAllocation.unitId, [...unitIds]),
        sql`${t.unitAllocation.period} && ${range(from, to)}`,
        ignoreBookingId === null
          ? undefined
          : or(isNull(t.unitAllocation.bookingId), ne(t.unitAllocation.bookingId, ignoreBookingId)),
      ),
    );
  return rows;
}

/** Up to `count` units of a group that hold nothing overlapping [start, end), lowest id first. */
export async function freeUnits(db: Db, unitgroupId: number, count: number, start: string, end: string) {
  const rows = await db
    .select({ id: t.unit.id })
    .from(t.unit)
    .where(
      and(
        eq(t.unit.unitgroupId, unitgroupId),
        notExists(
          db
            .select({ one: sql`1` })
            .from(t.unitAllocation)
            .where(
              and(
                eq(t.unitAllocation.unitId, t.unit.id),
                eq(t.unitAllocation.holds, true),
                sql`${t.unitAllocation.period} && ${range(start, end)}`,
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(t.unit.id))
    .limit(count);
  return rows.map((r) => r.id);
}

/** Holds units for a booking line; an overlap with another holding allocation throws SQLSTATE 23P01. */
export async function allocate(
  db: Db,
  rows: readonly {
    unitId: number;
    bookingId: number;
    bookingUnitgroupId: number;
    start: string;
    end: string;
  }[],
) {
  if (rows.length === 0) return;
  await db.insert(t.unitAllocation).values(
    rows.map((r) => ({
      unitId: r.unitId,
      bookingId: r.bookingId,
      bookingUnitgroupId: r.bookingUnitgroupId,
      period: sql`${range(r.start, r.end)}` as unknown as string,
      holds: true,
    })),
  );
}

/** Releases (cancel) or re-takes nothing: sets whether a booking's allocations hold inventory. */
export async function setBookingHolds(db: Db, bookingId: number, holds: boolean) {
  await db.update(t.unitAllocation).set({ holds }).where(eq(t.unitAllocation.bookingId, bookingId));
}

/** Removes a booking's allocations (before its lines are rewritten by an update). */
export async function deleteBookingAllocations(db: Db, bookingId: number) {
  await db.delete(t.unitAllocation).where(eq(t.unitAllocation.bookingId, bookingId));
}
