import { addDaysToIsoDate } from '@venue/domain';
import { and, asc, desc, eq, inArray, isNull, ne, notExists, or, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { definiteBlocksWithin, publicFreeInWindow } from './groupQueries.ts';
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

/** A unit group and a wall-clock period 'YYYY-MM-DD HH:mm' .. 'YYYY-MM-DD HH:mm' (end exclusive). */
export interface GroupWindow {
  readonly unitgroupId: number;
  readonly start: string;
  readonly end: string;
}

/**
 * For each window, how many units of its unit group hold something overlapping it (leaving out one
 * booking, being edited), in one set-based query: the windows go in as three array parameters and are
 * joined to the group's units and their holding allocations (the EXCLUDE constraint's gist index on
 * (unit_id, period) WHERE holds serves the overlap). Answers one count per window, in order.
 */
export async function busyUnitCounts(
  db: Db,
  windows: readonly GroupWindow[],
  ignoreBookingId: number | null,
): Promise<number[]> {
  if (windows.length === 0) return [];
  const groupIds = windows.map((w) => w.unitgroupId);
  const starts = windows.map((w) => w.start);
  const ends = windows.map((w) => w.end);
  const w = sql`unnest(${sql.param(groupIds)}::int[], ${sql.param(starts)}::timestamp[], ${sql.param(ends)}::timestamp[]) with ordinality as w(unitgroup_id, start_at, end_at, i)`;
  const rows = await db
    .select({
      i: sql<number>`w.i::int`.mapWith(Number),
      busy: sql<number>`count(distinct ${t.unitAllocation.unitId})::int`.mapWith(Number),
    })
    .from(w)
    .innerJoin(t.unit, eq(t.unit.unitgroupId, sql`w.unitgroup_id`))
    .innerJoin(
      t.unitAllocation,
      and(
        eq(t.unitAllocation.unitId, t.unit.id),
        eq(t.unitAllocation.holds, true),
        sql`${t.unitAllocation.period} && tsrange(w.start_at, w.end_at, '[)')`,
        ignoreBookingId === null
          ? undefined
          : or(isNull(t.unitAllocation.bookingId), ne(t.unitAllocation.bookingId, ignoreBookingId)),
      ),
    )
    .groupBy(sql`w.i`);
  const counts = new Array<number>(windows.length).fill(0);
  for (const r of rows) counts[r.i - 1] = r.busy;
  return counts;
}

/**
 * Up to `count` units of a group that hold nothing overlapping [start, end), lowest id first, locked until the
 * transaction ends.
 *
 * First it skips the units another open transaction has locked, so concurrent bookings of one period spread
 * over the units instead of all waiting for the first one. That transaction may be booking another period,
 * though: when the skipping pick finds too few units, it picks again waiting for the locks. A unit that a
 * concurrent booking took for an overlapping period meanwhile then fails the insert (23P01), and
 * writeWithRetry runs the booking again with the new state.
 */
export async function freeUnits(
  db: Db,
  unitgroupId: number,
  count: number,
  start: string,
  end: string,
  now: Date,
  preferred: readonly number[] = [],
  forBlockId: number | null = null,
) {
  const skipping = await pickFreeUnits(db, unitgroupId, count, start, end, preferred, true);
  const picked =
    skipping.length >= count
      ? skipping
      : await pickFreeUnits(db, unitgroupId, count, start, end, preferred, false);
  return picked.slice(0, await publicCount(db, unitgroupId, picked.length, start, end, now, forBlockId));
}

/**
 * docs/rules.md#group-blocks: how many of the units picked for public sale may be taken, once the definite group
 * blocks on the window's nights keep what they still hold. Read after the pick, in statements of their own: the pick
 * locked the units (or waited for a confirming block's locks, db/groupQueries.ts `lockUnitgroupUnits`), so a block
 * confirmed meanwhile is seen here, and a block confirmed later waits for these units and then counts this booking.
 * `forBlockId`: an attendee's booking from that block, which may take what the block still holds but not what the
 * other blocks hold (`availableToAttendee`).
 */
async function publicCount(
  db: Db,
  unitgroupId: number,
  picked: number,
  start: string,
  end: string,
  now: Date,
  forBlockId: number | null,
) {
  if (picked === 0) return 0;
  const from = start.slice(0, 10);
  const to = addDaysToIsoDate(end.slice(0, 10), 1);
  if (!(await definiteBlocksWithin(db, [unitgroupId], from, to))) return picked;
  // The units picked are this booking's alone, but what the blocks leave is a count that every booking of the
  // group reads: bookings beside a definite block take turns (until they commit), each counting the others'.
  await lockPublicSale(db, unitgroupId);
  const held = await definiteBlocksWithin(db, [unitgroupId], from, to);
  if (!held) return picked;
  const free = await freeUnitCount(db, unitgroupId, start, end);
  return Math.max(
    0,
    Math.min(picked, publicFreeInWindow(free, held, unitgroupId, { start, end }, now, forBlockId)),
  );
}

/** Namespace of the transaction advisory locks on a unit group's public sale (`lockPublicSale`). */
const PUBLIC_SALE_LOCK = 0x5e11;

/**
 * Waits for, then holds until the transaction ends, the unit group's public-sale lock. Taken after the unit pick
 * (which locks rows): a holder never waits for a unit another waiter holds, so the two kinds of lock cannot
 * deadlock within one unit group.
 */
async function lockPublicSale(db: Db, unitgroupId: number) {
  await db.execute(sql`select pg_advisory_xact_lock(${PUBLIC_SALE_LOCK}, ${unitgroupId})`);
}

/** How many units of a group hold nothing overlapping [start, end). */
async function freeUnitCount(db: Db, unitgroupId: number, start: string, end: string): Promise<number> {
  const [row] = await db
    .select({ free: sql<number>`count(*)::int`.mapWith(Number) })
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
    );
  return row?.free ?? 0;
}

async function pickFreeUnits(
  db: Db,
  unitgroupId: number,
  count: number,
  start: string,
  end: string,
  preferred: readonly number[],
  skipLocked: boolean,
) {
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
    // Units the caller prefers (the one staff picked in the occupancy grid) first, then by id.
    .orderBy(
      ...(preferred.length > 0
        ? [
            desc(
              sql`${t.unit.id} in (${sql.join(
                preferred.map((id) => sql`${id}`),
                sql`, `,
              )})`,
            ),
          ]
        : []),
      asc(t.unit.id),
    )
    .limit(count)
    .for('update', skipLocked ? { skipLocked: true } : {});
  return rows.map((r) => r.id);
}

/**
 * Locks units by id, in id order, until the transaction ends: a block takes named units this way before
 * checking them, so a concurrent guest booking skips them (freeUnits skips locked units) instead of both
 * inserting and deadlocking on the EXCLUDE check and the foreign key (PostgreSQL).
 */
export async function lockUnits(db: Db, unitIds: readonly number[]) {
  if (unitIds.length === 0) return;
  await db
    .select({ id: t.unit.id })
    .from(t.unit)
    .where(inArray(t.unit.id, [...unitIds]))
    .orderBy(asc(t.unit.id))
    .for('update');
}

/**
 * Holds units for a booking line (or a block: no line); an overlap with another holding allocation throws
 * SQLSTATE 23P01.
 */
export async function allocate(
  db: Db,
  rows: readonly {
    unitId: number;
    bookingId: number;
    bookingUnitgroupId: number | null;
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
