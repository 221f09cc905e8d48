import { and, asc, desc, eq, exists, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import * as t from './schema.ts';

/*
 * docs/api.md#blocks-and-unavailability: blocks are bookings with origin 'block' (category blocked 4 in their
 * data) whose allocations have no booking line; the unavailability lists read the holding allocations of a
 * property's units with whatever holds them.
 */

/** The `origin` of a block's booking row: set by the server only, so no guest payload can make a block. */
export const BLOCK_ORIGIN = 'block';

/** A unit of a property with its unit group's category (room 1: blocked for nights). */
export interface PropertyUnit {
  readonly id: number;
  readonly name: string;
  readonly unitgroupId: number;
  readonly category: number;
}

/** Every unit of a property, ordered as the occupancy calendar lists them (unit group, then unit). */
export async function propertyUnits(db: Db, propertyId: number): Promise<PropertyUnit[]> {
  return db
    .select({
      id: t.unit.id,
      name: t.unit.name,
      unitgroupId: t.unit.unitgroupId,
      category: t.unitgroup.category,
    })
    .from(t.unit)
    .innerJoin(t.unitgroup, eq(t.unitgroup.id, t.unit.unitgroupId))
    .where(eq(t.unitgroup.propertyId, propertyId))
    .orderBy(asc(t.unitgroup.sort), asc(t.unitgroup.id), asc(t.unit.id));
}

const periodStart = sql<string>`to_char(lower(${t.unitAllocation.period}), 'YYYY-MM-DD HH24:MI')`;
const periodEnd = sql<string>`to_char(upper(${t.unitAllocation.period}), 'YYYY-MM-DD HH24:MI')`;

/** The units of some blocks (held or released), with their periods. */
export async function blockUnits(db: Db, bookingIds: readonly number[]) {
  if (bookingIds.length === 0) return [];
  return db
    .select({
      bookingId: sql<number>`${t.unitAllocation.bookingId}`.mapWith(Number),
      unitId: t.unitAllocation.unitId,
      unitName: t.unit.name,
      unitgroupId: t.unit.unitgroupId,
      start: periodStart,
      end: periodEnd,
    })
    .from(t.unitAllocation)
    .innerJoin(t.unit, eq(t.unit.id, t.unitAllocation.unitId))
    .where(inArray(t.unitAllocation.bookingId, [...bookingIds]))
    .orderBy(asc(t.unitAllocation.unitId));
}

/** Filters of the block list, validated ('YYYY-MM-DD' days, inclusive). */
export interface BlockFilter {
  readonly propertyId: number;
  readonly states: readonly number[];
  readonly from?: string | undefined;
  readonly to?: string | undefined;
  readonly unitgroupId?: number | undefined;
  readonly unitId?: number | undefined;
  readonly reason?: string | undefined;
}

/** One page of a property's blocks. */
export async function blockPage(
  db: Db,
  filter: BlockFilter,
  page: { index: number; size: number; sortKey?: string | undefined; descending: boolean; count: boolean },
) {
  const b = t.booking;
  const unitFilter =
    filter.unitId !== undefined || filter.unitgroupId !== undefined
      ? exists(
          db
            .select({ one: sql`1` })
            .from(t.unitAllocation)
            .innerJoin(t.unit, eq(t.unit.id, t.unitAllocation.unitId))
            .where(
              and(
                eq(t.unitAllocation.bookingId, b.id),
                filter.unitId !== undefined ? eq(t.unit.id, filter.unitId) : undefined,
                filter.unitgroupId !== undefined ? eq(t.unit.unitgroupId, filter.unitgroupId) : undefined,
              ),
            ),
        )
      : undefined;
  const where: (SQL | undefined)[] = [
    eq(b.propertyId, filter.propertyId),
    eq(b.origin, BLOCK_ORIGIN),
    inArray(b.state, [...filter.states]),
    filter.to !== undefined ? sql`${b.startAt} < ${filter.to}::date + 1` : undefined,
    filter.from !== undefined ? sql`${b.endAt} > ${filter.from}::date` : undefined,
    filter.reason !== undefined ? sql`${b.data}->'block'->>'reason' = ${filter.reason}` : undefined,
    unitFilter,
  ];
  const sortColumn = { start: b.startAt, created: b.createdAt, code: b.internalId }[
    (page.sortKey ?? 'start') as 'start' | 'created' | 'code'
  ];
  const direction = page.descending ? desc : asc;
  const rows = await db
    .select({ row: b, total: page.count ? sql<number>`count(*) over ()` : sql<number>`0` })
    .from(b)
    .where(and(...where))
    .orderBy(direction(sortColumn), direction(b.id))
    .limit(page.size + 1)
    .offset(page.index * page.size);
  const hasMore = rows.length > page.size;
  const items = rows.slice(0, page.size);
  let total: number | null = null;
  if (page.count) {
    if (items[0]) total = Number(items[0].total);
    else {
      const [n] = await db
        .select({ n: sql<number>`count(*)` })
        .from(b)
        .where(and(...where));
      total = Number(n?.n ?? 0);
    }
  }
  return { items: items.map((r) => r.row), total, hasMore };
}

/** A holding allocation of a property's unit in a frame, with what holds it. */
export interface Holding {
  readonly unitId: number;
  readonly unitName: string;
  readonly unitgroupId: number;
  readonly start: string;
  readonly end: string;
  readonly bookingId: number | null;
  readonly bookingcode: string | null;
  readonly bookingstate: number | null;
  readonly bookingcategoryId: number;
  readonly booker: Record<string, string> | null;
  readonly block: { reason?: string; note?: string } | null;
  readonly note: string | null;
}

/**
 * The holding allocations of a property's units overlapping the wall-clock frame [from, to) ('YYYY-MM-DD HH:mm'),
 * earliest first, with the booking or block that holds each. An allocation without a booking counts as blocked.
 */
export async function holdingsInFrame(
  db: Db,
  propertyId: number,
  from: string,
  to: string,
  filter: {
    unitgroupId?: number | undefined;
    unitId?: number | undefined;
    bookingcategoryId?: number | undefined;
  },
): Promise<Holding[]> {
  const category = sql<number>`case when ${t.booking.id} is null then 4 else coalesce((${t.booking.data}->'bookingcategory'->>'id')::int, 1) end`;
  const rows = await db
    .select({
      unitId: t.unitAllocation.unitId,
      unitName: t.unit.name,
      unitgroupId: t.unit.unitgroupId,
      start: periodStart,
      end: periodEnd,
      bookingId: t.booking.id,
      bookingcode: t.booking.internalId,
      bookingstate: t.booking.state,
      bookingcategoryId: category.mapWith(Number),
      booker: sql<Record<string, string> | null>`${t.booking.data}->'booker'`,
      block: sql<{ reason?: string; note?: string } | null>`${t.booking.data}->'block'`,
      note: t.unitAllocation.note,
    })
    .from(t.unitAllocation)
    .innerJoin(t.unit, eq(t.unit.id, t.unitAllocation.unitId))
    .innerJoin(t.unitgroup, eq(t.unitgroup.id, t.unit.unitgroupId))
    .leftJoin(t.booking, eq(t.booking.id, t.unitAllocation.bookingId))
    .where(
      and(
        eq(t.unitgroup.propertyId, propertyId),
        eq(t.unitAllocation.holds, true),
        sql`${t.unitAllocation.period} && tsrange(${from}::timestamp, ${to}::timestamp, '[)')`,
        filter.unitgroupId !== undefined ? eq(t.unit.unitgroupId, filter.unitgroupId) : undefined,
        filter.unitId !== undefined ? eq(t.unit.id, filter.unitId) : undefined,
        filter.bookingcategoryId !== undefined ? sql`${category} = ${filter.bookingcategoryId}` : undefined,
      ),
    )
    .orderBy(sql`lower(${t.unitAllocation.period})`, asc(t.unitAllocation.unitId));
  return rows;
}
