import {
  addDaysToIsoDate,
  availableToAttendee,
  availableToPublic,
  type BlockNight,
  dayIn,
  Group,
  type GroupBlock,
  type GroupBlockStatus,
  type GroupPickup,
  type ReleaseRule,
  UnitgroupCategory,
} from '@venue/domain';
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import * as t from './schema.ts';

/*
 * docs/rules.md#group-blocks: groups, their blocks, the blocks' nights and the attendees' pickups, read into the
 * domain's `Group` (checked against its schema on the way out, so no reader gets an unchecked shape) and written
 * back. The version of each row is kept beside the domain value: staff change a block with the version they saw.
 */

/** A group as stored: the domain's value, its row version and each block's version. */
export interface StoredGroup {
  readonly group: Group;
  readonly version: number;
  readonly blockVersions: ReadonlyMap<number, number>;
}

/** The days first..last, in order. */
function nightsFrom(first: string, last: string): string[] {
  const nights: string[] = [];
  for (let night = first; night <= last; night = addDaysToIsoDate(night, 1)) nights.push(night);
  return nights;
}

/** The release rule of a block row. */
const releaseOf = (row: {
  releaseKind: string;
  releaseDate: string | null;
  releaseDays: number | null;
}): ReleaseRule =>
  row.releaseKind === 'date'
    ? { kind: 'date', date: row.releaseDate ?? '' }
    : row.releaseKind === 'daysBefore'
      ? { kind: 'daysBefore', days: row.releaseDays ?? 0 }
      : { kind: 'none' };

/** The release columns of a rule. */
const releaseColumns = (rule: ReleaseRule) => ({
  releaseKind: rule.kind,
  releaseDate: rule.kind === 'date' ? rule.date : null,
  releaseDays: rule.kind === 'daysBefore' ? rule.days : null,
});

const blockColumns = {
  id: t.groupBlock.id,
  version: t.groupBlock.version,
  groupId: t.groupBlock.groupId,
  unitgroupId: t.groupBlock.unitgroupId,
  rateplanId: t.groupBlock.rateplanId,
  unitPrice: t.groupBlock.unitPrice,
  currency: t.groupBlock.currency,
  status: t.groupBlock.status,
  releaseKind: t.groupBlock.releaseKind,
  releaseDate: t.groupBlock.releaseDate,
  releaseDays: t.groupBlock.releaseDays,
};
/** A group_block row as `blockColumns` reads it. */
type BlockRow = Omit<typeof t.groupBlock.$inferSelect, 'sort'>;

/** Blocks of the given rows with their nights and pickups (two queries), in the rows' order. */
async function blocksOf(db: Db, rows: readonly BlockRow[], nightsWithin?: { from: string; to: string }) {
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const [nights, pickups] = await Promise.all([
    db
      .select()
      .from(t.groupBlockNight)
      .where(
        and(
          inArray(t.groupBlockNight.blockId, ids),
          nightsWithin ? gte(t.groupBlockNight.night, nightsWithin.from) : undefined,
          nightsWithin ? lt(t.groupBlockNight.night, nightsWithin.to) : undefined,
        ),
      )
      .orderBy(asc(t.groupBlockNight.night)),
    db
      .select()
      .from(t.groupBlockPickup)
      .where(
        and(
          inArray(t.groupBlockPickup.blockId, ids),
          nightsWithin ? lt(t.groupBlockPickup.firstNight, nightsWithin.to) : undefined,
          nightsWithin ? gte(t.groupBlockPickup.lastNight, nightsWithin.from) : undefined,
        ),
      )
      .orderBy(asc(t.groupBlockPickup.id)),
  ]);
  return rows.map((r) => ({
    id: r.id,
    unitgroupId: r.unitgroupId,
    rateplanId: r.rateplanId,
    unitPrice: r.unitPrice,
    currency: r.currency,
    status: r.status as GroupBlockStatus,
    release: releaseOf(r),
    nights: nights
      .filter((n) => n.blockId === r.id)
      .map((n): BlockNight => ({ night: n.night, units: n.units })),
    pickups: pickups
      .filter((p) => p.blockId === r.id)
      .map(
        (p): GroupPickup => ({
          bookingId: p.bookingId,
          nights: nightsFrom(p.firstNight, p.lastNight),
          units: p.units,
        }),
      ),
  }));
}

/**
 * A group with its blocks, nights and pickups, checked against the domain's schema; null when there is none.
 * `lock`: the group's and its blocks' rows are locked until the transaction ends (a change reads them so).
 */
export async function groupById(db: Db, id: number, lock = false): Promise<StoredGroup | null> {
  const groupQuery = db.select().from(t.bookingGroup).where(eq(t.bookingGroup.id, id));
  const [row] = lock ? await groupQuery.for('update') : await groupQuery;
  if (!row) return null;
  const blockQuery = db
    .select(blockColumns)
    .from(t.groupBlock)
    .where(eq(t.groupBlock.groupId, id))
    .orderBy(asc(t.groupBlock.sort), asc(t.groupBlock.id));
  const blockRows = lock ? await blockQuery.for('update') : await blockQuery;
  const group = Group.parse({
    id: row.id,
    propertyId: row.propertyId,
    eventName: row.eventName,
    organiserBookingId: row.organiserBookingId,
    organiserName: row.organiserName,
    pickupCode: row.pickupCode,
    blocks: await blocksOf(db, blockRows),
  });
  return { group, version: row.version, blockVersions: new Map(blockRows.map((b) => [b.id, b.version])) };
}

/** The groups of an organiser's booking, oldest first. */
export async function groupsOfBooking(db: Db, bookingId: number): Promise<StoredGroup[]> {
  const rows = await db
    .select({ id: t.bookingGroup.id })
    .from(t.bookingGroup)
    .where(eq(t.bookingGroup.organiserBookingId, bookingId))
    .orderBy(asc(t.bookingGroup.id));
  const groups: StoredGroup[] = [];
  for (const r of rows) {
    const stored = await groupById(db, r.id);
    if (stored) groups.push(stored);
  }
  return groups;
}

/** Whether a property already has a group with this pickup code. */
export async function pickupCodeTaken(db: Db, propertyId: number, code: string): Promise<boolean> {
  const rows = await db
    .select({ id: t.bookingGroup.id })
    .from(t.bookingGroup)
    .where(and(eq(t.bookingGroup.propertyId, propertyId), eq(t.bookingGroup.pickupCode, code)));
  return rows.length > 0;
}

/** A new block's columns (its nights are written apart). */
type NewBlock = Omit<GroupBlock, 'id' | 'status' | 'pickups'> & { readonly status: GroupBlockStatus };

/** Writes a new group and its blocks with their nights; answers the group's id. */
export async function insertGroup(
  db: Db,
  group: Omit<Group, 'id' | 'blocks'>,
  blocks: readonly NewBlock[],
): Promise<number> {
  const [row] = await db
    .insert(t.bookingGroup)
    .values({
      propertyId: group.propertyId,
      eventName: group.eventName,
      organiserBookingId: group.organiserBookingId,
      organiserName: group.organiserName,
      pickupCode: group.pickupCode,
    })
    .returning({ id: t.bookingGroup.id });
  if (!row) throw new Error('group not inserted');
  for (const [sort, block] of blocks.entries()) {
    const [b] = await db
      .insert(t.groupBlock)
      .values({
        groupId: row.id,
        unitgroupId: block.unitgroupId,
        rateplanId: block.rateplanId,
        unitPrice: block.unitPrice,
        currency: block.currency,
        status: block.status,
        ...releaseColumns(block.release),
        sort,
      })
      .returning({ id: t.groupBlock.id });
    if (!b) throw new Error('block not inserted');
    await writeBlockNights(db, b.id, block.nights);
  }
  return row.id;
}

/** Replaces a block's nights. */
export async function writeBlockNights(db: Db, blockId: number, nights: readonly BlockNight[]) {
  await db.delete(t.groupBlockNight).where(eq(t.groupBlockNight.blockId, blockId));
  if (nights.length === 0) return;
  await db.insert(t.groupBlockNight).values(nights.map((n) => ({ blockId, night: n.night, units: n.units })));
}

/**
 * Writes a block's new terms and status and raises its version by one, only from the version given; false when the
 * stored version is another (changed meanwhile).
 */
export async function updateBlock(
  db: Db,
  blockId: number,
  version: number,
  block: Pick<GroupBlock, 'rateplanId' | 'unitPrice' | 'status' | 'release'>,
): Promise<boolean> {
  const rows = await db
    .update(t.groupBlock)
    .set({
      rateplanId: block.rateplanId,
      unitPrice: block.unitPrice,
      status: block.status,
      ...releaseColumns(block.release),
      version: sql`${t.groupBlock.version} + 1`,
    })
    .where(and(eq(t.groupBlock.id, blockId), eq(t.groupBlock.version, version)))
    .returning({ id: t.groupBlock.id });
  return rows.length > 0;
}

/**
 * docs/rules.md#group-blocks: the definite blocks of some unit groups with a night in [from, to) (days), with only
 * those nights and the pickups touching them, and each block's property time zone (for "today"). What public
 * availability subtracts (`availableToPublic`); one query for the blocks, then their nights and pickups.
 */
export async function definiteBlocksWithin(
  db: Db,
  unitgroupIds: readonly number[],
  from: string,
  to: string,
): Promise<HeldByBlocks | null> {
  if (unitgroupIds.length === 0 || to <= from) return null;
  const rows = await db
    .select({ ...blockColumns, timezone: t.property.timezone, category: t.unitgroup.category })
    .from(t.groupBlock)
    .innerJoin(t.bookingGroup, eq(t.bookingGroup.id, t.groupBlock.groupId))
    .innerJoin(t.property, eq(t.property.id, t.bookingGroup.propertyId))
    .innerJoin(t.unitgroup, eq(t.unitgroup.id, t.groupBlock.unitgroupId))
    .where(
      and(
        inArray(t.groupBlock.unitgroupId, [...unitgroupIds]),
        eq(t.groupBlock.status, 'definite'),
        sql`exists (select 1 from ${t.groupBlockNight} where ${t.groupBlockNight.blockId} = ${t.groupBlock.id}
          and ${t.groupBlockNight.night} >= ${from} and ${t.groupBlockNight.night} < ${to}
          and ${t.groupBlockNight.units} > 0)`,
      ),
    );
  const first = rows[0];
  if (!first) return null;
  return {
    blocks: await blocksOf(db, rows, { from, to }),
    timezone: first.timezone,
    categories: new Map(rows.map((r) => [r.unitgroupId, r.category])),
  };
}

/** The definite blocks on some unit groups' nights, their property's time zone and the unit groups' categories. */
export interface HeldByBlocks {
  readonly blocks: readonly GroupBlock[];
  readonly timezone: string;
  readonly categories: ReadonlyMap<number, number>;
}

/**
 * docs/rules.md#group-blocks: the units of a unit group the public may book for a whole window, from the units free
 * of bookings for it: on every night of the window what the definite blocks still hold is taken off
 * (`availableToPublic`), so the window has the fewest of its nights. For an attendee of block `forBlockId` the
 * block's own held units are theirs to book and only the other blocks' are taken off (`availableToAttendee`).
 */
export function publicFreeInWindow(
  free: number,
  held: HeldByBlocks | null,
  unitgroupId: number,
  window: { readonly start: string; readonly end: string },
  now: Date,
  forBlockId: number | null = null,
): number {
  const category = held?.categories.get(unitgroupId);
  if (!held || category === undefined) return free;
  const today = dayIn(now, held.timezone).toString();
  // An attendee of a block books what it still holds (`availableToAttendee`), not what the public may.
  const own = forBlockId === null ? undefined : held.blocks.find((b) => b.id === forBlockId);
  return Math.min(
    ...windowNights(category, window.start, window.end).map((night) =>
      own
        ? availableToAttendee(free, held.blocks, own, night, today)
        : availableToPublic(free, held.blocks, unitgroupId, night, today),
    ),
  );
}

/** Locks the units of a unit group (id order) until the transaction ends; answers their ids. */
export async function lockUnitgroupUnits(db: Db, unitgroupId: number): Promise<number[]> {
  const rows = await db
    .select({ id: t.unit.id })
    .from(t.unit)
    .where(eq(t.unit.unitgroupId, unitgroupId))
    .orderBy(asc(t.unit.id))
    .for('update');
  return rows.map((r) => r.id);
}

/** What the rooming list shows of an attendee's booking: its code, guest (or booker), total and ledger. */
export async function roomingBookings(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: t.booking.id,
      internalId: t.booking.internalId,
      state: t.booking.state,
      total: t.booking.total,
      data: t.booking.data,
    })
    .from(t.booking)
    .where(inArray(t.booking.id, [...ids]));
}

/** Nights of a window: the days a unit is held in [start, end) ('YYYY-MM-DD HH:mm'). */
function windowNights(category: number, start: string, end: string): string[] {
  const first = start.slice(0, 10);
  const endDay = end.slice(0, 10);
  // A room is held night by night (check-in to check-out day); any other unit day by day, the end day too when the
  // window runs into it.
  const last =
    category === UnitgroupCategory.Room || end.slice(11) === '00:00' ? addDaysToIsoDate(endDay, -1) : endDay;
  return last < first ? [first] : nightsFrom(first, last);
}

/** The id of the property's group with this pickup code (as stored: `normalisePickupCode`), or null. */
export async function groupIdByPickupCode(db: Db, propertyId: number, code: string): Promise<number | null> {
  const [row] = await db
    .select({ id: t.bookingGroup.id })
    .from(t.bookingGroup)
    .where(and(eq(t.bookingGroup.propertyId, propertyId), eq(t.bookingGroup.pickupCode, code)));
  return row?.id ?? null;
}

/** Writes an attendee's pickup: the booking taken from a block, its first and last night and its units. */
export async function insertPickup(
  db: Db,
  blockId: number,
  pickup: { bookingId: number; firstNight: string; lastNight: string; units: number },
) {
  await db.insert(t.groupBlockPickup).values({ blockId, ...pickup });
}

/**
 * docs/rules.md#group-blocks: removes the pickup of a canceled booking, if it had one: its unit returns to the block.
 */
export async function deletePickupOfBooking(db: Db, bookingId: number) {
  await db.delete(t.groupBlockPickup).where(eq(t.groupBlockPickup.bookingId, bookingId));
}

/** The definite blocks of every property with their group, version and property time zone (the release job). */
export async function definiteBlockRefs(db: Db) {
  return db
    .select({
      blockId: t.groupBlock.id,
      groupId: t.groupBlock.groupId,
      timezone: t.property.timezone,
    })
    .from(t.groupBlock)
    .innerJoin(t.bookingGroup, eq(t.bookingGroup.id, t.groupBlock.groupId))
    .innerJoin(t.property, eq(t.property.id, t.bookingGroup.propertyId))
    .where(eq(t.groupBlock.status, 'definite'))
    .orderBy(asc(t.groupBlock.id));
}

/** A definite block of a property with its group's id and event name (the occupancy calendar's holds). */
export interface HoldingBlock {
  readonly groupId: number;
  readonly eventName: string;
  readonly block: GroupBlock;
}

/**
 * docs/rules.md#group-blocks: a property's definite blocks with a night in [from, to) (days), with only those
 * nights and the pickups touching them, each with its group's id and event name: what the staff's occupancy
 * calendar shows held for a group (`blockHeldUnits` per night).
 */
export async function definiteBlocksOfProperty(
  db: Db,
  propertyId: number,
  from: string,
  to: string,
): Promise<HoldingBlock[]> {
  if (to <= from) return [];
  const rows = await db
    .select({ ...blockColumns, eventName: t.bookingGroup.eventName })
    .from(t.groupBlock)
    .innerJoin(t.bookingGroup, eq(t.bookingGroup.id, t.groupBlock.groupId))
    .where(
      and(
        eq(t.bookingGroup.propertyId, propertyId),
        eq(t.groupBlock.status, 'definite'),
        sql`exists (select 1 from ${t.groupBlockNight} where ${t.groupBlockNight.blockId} = ${t.groupBlock.id}
          and ${t.groupBlockNight.night} >= ${from} and ${t.groupBlockNight.night} < ${to}
          and ${t.groupBlockNight.units} > 0)`,
      ),
    )
    .orderBy(asc(t.groupBlock.id));
  const blocks = await blocksOf(db, rows, { from, to });
  return rows.map((r, i) => ({ groupId: r.groupId, eventName: r.eventName, block: blocks[i] as GroupBlock }));
}
