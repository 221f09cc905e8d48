import { BookingCategory } from '@venue/domain';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { calendarFeed, calendarFeedEvent } from './calendarSchema.ts';
import type { Db } from './client.ts';
import * as t from './schema.ts';

/*
 * docs/api.md#calendar-sync: the feeds, the busy ranges an export lists, and which block each imported event
 * holds (the blocks themselves are ordinary blocks, written by server/src/inventory/blocks.ts).
 */

export type CalendarFeedRow = typeof calendarFeed.$inferSelect;
export type CalendarFeedEventRow = typeof calendarFeedEvent.$inferSelect;

/** A wall-clock 'YYYY-MM-DD HH:mm' of a timestamp column. */
const wallClock = (column: unknown) => sql<string>`to_char(${column}, 'YYYY-MM-DD HH24:MI')`;

export async function insertFeed(db: Db, values: typeof calendarFeed.$inferInsert): Promise<CalendarFeedRow> {
  const [row] = await db.insert(calendarFeed).values(values).returning();
  if (!row) throw new Error('feed insert returned nothing');
  return row;
}

/** A property's feeds, oldest first, each with the number of blocks its events hold now. */
export async function feedsOfProperty(db: Db, propertyId: number) {
  const feeds = await db
    .select()
    .from(calendarFeed)
    .where(eq(calendarFeed.propertyId, propertyId))
    .orderBy(asc(calendarFeed.id));
  const counts = await blockCounts(
    db,
    feeds.map((f) => f.id),
  );
  return feeds.map((f) => ({ ...f, blocks: counts.get(f.id) ?? 0 }));
}

async function blockCounts(db: Db, feedIds: readonly number[]): Promise<Map<number, number>> {
  if (feedIds.length === 0) return new Map();
  const rows = await db
    .select({ feedId: calendarFeedEvent.feedId, n: count() })
    .from(calendarFeedEvent)
    .where(inArray(calendarFeedEvent.feedId, [...feedIds]))
    .groupBy(calendarFeedEvent.feedId);
  return new Map(rows.map((r) => [r.feedId, r.n]));
}

/** One feed with its block count, or null. */
export async function feedById(db: Db, id: number) {
  const [row] = await db.select().from(calendarFeed).where(eq(calendarFeed.id, id));
  if (!row) return null;
  return { ...row, blocks: (await blockCounts(db, [id])).get(id) ?? 0 };
}

/** The export feed a secret's hash names, or null (none, revoked, or an import). */
export async function exportFeedBySecretHash(db: Db, secretHash: string): Promise<CalendarFeedRow | null> {
  const [row] = await db
    .select()
    .from(calendarFeed)
    .where(and(eq(calendarFeed.secretHash, secretHash), eq(calendarFeed.direction, 'export')));
  return row ?? null;
}

/** Every import feed (the scheduled job fetches each). */
export async function importFeeds(db: Db): Promise<CalendarFeedRow[]> {
  return db
    .select()
    .from(calendarFeed)
    .where(eq(calendarFeed.direction, 'import'))
    .orderBy(asc(calendarFeed.id));
}

export async function deleteFeed(db: Db, id: number): Promise<void> {
  await db.delete(calendarFeedEvent).where(eq(calendarFeedEvent.feedId, id));
  await db.delete(calendarFeed).where(eq(calendarFeed.id, id));
}

/** Records how a fetch went. */
export async function updateFeedFetch(
  db: Db,
  id: number,
  values: Pick<typeof calendarFeed.$inferInsert, 'lastFetchedAt' | 'lastError' | 'etag' | 'lastModified'>,
): Promise<void> {
  await db
    .update(calendarFeed)
    .set({ ...values, version: sql`${calendarFeed.version} + 1` })
    .where(eq(calendarFeed.id, id));
}

/** The events of an import feed that hold a block. */
export async function feedEvents(db: Db, feedId: number): Promise<CalendarFeedEventRow[]> {
  return db.select().from(calendarFeedEvent).where(eq(calendarFeedEvent.feedId, feedId));
}

export async function insertFeedEvent(db: Db, values: typeof calendarFeedEvent.$inferInsert): Promise<void> {
  await db.insert(calendarFeedEvent).values(values);
}

export async function moveFeedEvent(db: Db, id: number, startAt: string, endAt: string): Promise<void> {
  await db.update(calendarFeedEvent).set({ startAt, endAt }).where(eq(calendarFeedEvent.id, id));
}

export async function deleteFeedEvent(db: Db, id: number): Promise<void> {
  await db.delete(calendarFeedEvent).where(eq(calendarFeedEvent.id, id));
}

/** A unit with its name, group, the group's category and the property's currency, or null. */
export async function unitTarget(db: Db, unitId: number) {
  const [row] = await db
    .select({
      unitId: t.unit.id,
      unitName: t.unit.name,
      unitgroupId: t.unit.unitgroupId,
      propertyId: t.unitgroup.propertyId,
      category: t.unitgroup.category,
      currency: t.property.currency,
    })
    .from(t.unit)
    .innerJoin(t.unitgroup, eq(t.unitgroup.id, t.unit.unitgroupId))
    .innerJoin(t.property, eq(t.property.id, t.unitgroup.propertyId))
    .where(eq(t.unit.id, unitId));
  return row ?? null;
}

/** A unit group of a property with its category and unit ids, or null. */
export async function unitgroupTarget(db: Db, propertyId: number, unitgroupId: number) {
  const [group] = await db
    .select({ id: t.unitgroup.id, category: t.unitgroup.category })
    .from(t.unitgroup)
    .where(and(eq(t.unitgroup.id, unitgroupId), eq(t.unitgroup.propertyId, propertyId)));
  if (!group) return null;
  const units = await db.select({ id: t.unit.id }).from(t.unit).where(eq(t.unit.unitgroupId, unitgroupId));
  return { ...group, unitIds: units.map((u) => u.id) };
}

/** One holding allocation as an export lists it: a booking's, or a block's (category 4, or a bare calendar row). */
export interface BusyRange {
  readonly allocationId: number;
  readonly unitId: number;
  readonly start: string;
  readonly end: string;
  readonly blocked: boolean;
}

/** The holding allocations of some units that end after `from` ('YYYY-MM-DD HH:mm'), by start. */
export async function busyRanges(db: Db, unitIds: readonly number[], from: string): Promise<BusyRange[]> {
  if (unitIds.length === 0) return [];
  const a = t.unitAllocation;
  return db
    .select({
      allocationId: a.id,
      unitId: a.unitId,
      start: wallClock(sql`lower(${a.period})`),
      end: wallClock(sql`upper(${a.period})`),
      blocked: sql<boolean>`${a.bookingId} is null or coalesce((${t.booking.data}->'bookingcategory'->>'id')::int, 1) = ${BookingCategory.Blocked}`,
    })
    .from(a)
    .leftJoin(t.booking, eq(t.booking.id, a.bookingId))
    .where(
      and(eq(a.holds, true), inArray(a.unitId, [...unitIds]), sql`upper(${a.period}) > ${from}::timestamp`),
    )
    .orderBy(sql`lower(${a.period})`, asc(a.id));
}

/** A property's time zone and name, or null. */
export async function propertyClock(db: Db, propertyId: number) {
  const [row] = await db
    .select({ timeZone: t.property.timezone, name: t.property.name })
    .from(t.property)
    .where(eq(t.property.id, propertyId));
  return row ?? null;
}
