import { and, asc, desc, eq, gte, ilike, inArray, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import { BLOCK_ORIGIN } from './blockQueries.ts';
import { bookingSeen } from './bookingEventSchema.ts';
import type { Db } from './client.ts';
import * as t from './schema.ts';

/** The inbox's filters, already validated (dates 'YYYY-MM-DD', in the property's wall clock). */
export interface InboxFilter {
  readonly propertyIds: readonly number[];
  readonly states?: readonly number[] | undefined;
  readonly arrivalFrom?: string | undefined;
  readonly arrivalTo?: string | undefined;
  readonly createdFrom?: string | undefined;
  readonly createdTo?: string | undefined;
  readonly bookingcategoryId?: number | undefined;
  readonly search?: string | undefined;
  readonly unseen?: boolean | undefined;
}

/** The inbox's sort keys (docs/api.md#the-bookings-inbox). */
export type InboxSortKey = 'arrival' | 'created' | 'code' | 'state' | 'total' | 'booker';

const DELETED = 64;
const BLOCKED = 4;
const nextDay = (isoDate: string) => {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d;
};
/** A LIKE pattern that finds `text` literally anywhere. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * One page of a user's bookings for the inbox, with whether the user has seen each since it last changed.
 * Booking start/end are stored as the property's wall clock in UTC fields, so arrival compares as is; the
 * creation time is compared in the property's time zone.
 */
export async function inboxPage(
  db: Db,
  userId: number,
  filter: InboxFilter,
  page: {
    index: number;
    size: number;
    sortKey?: InboxSortKey | undefined;
    descending: boolean;
    count: boolean;
  },
) {
  const b = t.booking;
  const seenVersion = bookingSeen.version;
  const unseen = sql<boolean>`(${seenVersion} is null or ${seenVersion} < ${b.version})`;
  const createdDay = sql`(${b.createdAt} at time zone ${t.property.timezone})::date`;
  const where: (SQL | undefined)[] = [
    inArray(b.propertyId, [...filter.propertyIds]),
    filter.states ? inArray(b.state, [...filter.states]) : ne(b.state, DELETED),
    filter.arrivalFrom ? gte(b.startAt, new Date(`${filter.arrivalFrom}T00:00:00Z`)) : undefined,
    filter.arrivalTo ? lt(b.startAt, nextDay(filter.arrivalTo)) : undefined,
    filter.createdFrom ? sql`${createdDay} >= ${filter.createdFrom}::date` : undefined,
    filter.createdTo ? sql`${createdDay} <= ${filter.createdTo}::date` : undefined,
    filter.bookingcategoryId
      ? sql`coalesce((${b.data}->'bookingcategory'->>'id')::int, 1) = ${filter.bookingcategoryId}`
      : undefined,
    // Blocks (docs/api.md#blocks-and-unavailability) are listed only when asked for by their category (4).
    filter.bookingcategoryId === BLOCKED ? undefined : ne(b.origin, BLOCK_ORIGIN),
    filter.search
      ? or(
          ilike(b.internalId, containing(filter.search)),
          ilike(sql`${b.data}->'booker'->>'lastname'`, containing(filter.search)),
          ilike(sql`${b.data}->'booker'->>'firstname'`, containing(filter.search)),
          ilike(sql`${b.data}->'booker'->>'email'`, containing(filter.search)),
          ilike(sql`${b.data}->'booker'->>'company'`, containing(filter.search)),
        )
      : undefined,
    filter.unseen ? unseen : undefined,
  ];
  const sortColumn = {
    arrival: b.startAt,
    created: b.createdAt,
    code: b.internalId,
    state: b.state,
    total: b.total,
    booker: sql`lower(${b.data}->'booker'->>'lastname')`,
  }[page.sortKey ?? 'arrival'];
  const direction = page.descending ? desc : asc;
  const from = db
    .select({
      id: b.id,
      propertyId: b.propertyId,
      internalId: b.internalId,
      state: b.state,
      version: b.version,
      origin: b.origin,
      bookingcategoryId: sql<number>`coalesce((${b.data}->'bookingcategory'->>'id')::int, 1)`,
      startAt: b.startAt,
      endAt: b.endAt,
      booker: sql<Record<string, string> | null>`${b.data}->'booker'`,
      total: b.total,
      currency: b.currency,
      createdAt: b.createdAt,
      optionDate: b.optionDate,
      unseen,
      total_count: page.count ? sql<number>`count(*) over ()` : sql<number>`0`,
    })
    .from(b)
    .innerJoin(t.property, eq(t.property.id, b.propertyId))
    .leftJoin(bookingSeen, and(eq(bookingSeen.bookingId, b.id), eq(bookingSeen.userId, userId)))
    .where(and(...where))
    .orderBy(direction(sortColumn), direction(b.id))
    .limit(page.size + 1)
    .offset(page.index * page.size);
  const rows = await from;
  const hasMore = rows.length > page.size;
  const items = rows.slice(0, page.size);
  let total: number | null = null;
  if (page.count) {
    total = items[0] ? Number(items[0].total_count) : await countAll(db, userId, where);
  }
  return { items, total, hasMore };
}

/** The count of an empty page (beyond the last): run the filter once more without paging. */
async function countAll(db: Db, userId: number, where: (SQL | undefined)[]) {
  const [row] = await db
    .select({ n: sql<number>`count(*)` })
    .from(t.booking)
    .innerJoin(t.property, eq(t.property.id, t.booking.propertyId))
    .leftJoin(bookingSeen, and(eq(bookingSeen.bookingId, t.booking.id), eq(bookingSeen.userId, userId)))
    .where(and(...where));
  return Number(row?.n ?? 0);
}

/** Records that the user has opened this version of the booking. */
export async function markSeen(db: Db, userId: number, bookingId: number, version: number): Promise<void> {
  await db
    .insert(bookingSeen)
    .values({ userId, bookingId, version })
    .onConflictDoUpdate({
      target: [bookingSeen.userId, bookingSeen.bookingId],
      set: { version: sql`greatest(${bookingSeen.version}, excluded.version)` },
    });
}
