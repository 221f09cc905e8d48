import type { Block, BlockCreateBody, BlockUpdateBody } from '@venue/contract';
import { ErrorKey } from '@venue/contract';
import {
  type BlockAction,
  type BlockActor,
  type BlockData,
  BookingCategory,
  type BookingState,
  blockActions,
  blockPeriod,
  blockTransition,
  isBlockRecord,
} from '@venue/domain';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { hashToken, newBookingCode, newToken } from '../auth/tokens.ts';
import { changeState, changeStateIn, historyRow } from '../booking/lifecycle.ts';
import { BLOCK_ORIGIN, blockUnits, type PropertyUnit, propertyUnits } from '../db/blockQueries.ts';
import { insertBookingEvent } from '../db/bookingEventQueries.ts';
import { type BookingRow, bookingOfProperty, insertBooking, updateBooking } from '../db/bookingQueries.ts';
import type { Database, Db } from '../db/client.ts';
import {
  allocate,
  deleteBookingAllocations,
  freeUnits,
  holdsOverlapping,
  lockUnits,
} from '../db/inventoryQueries.ts';
import * as t from '../db/schema.ts';
import { writeWithRetry } from '../db/writeWithRetry.ts';
import { InvalidInput, NotAvailable, NotFound, notFound, Refused, StaleVersion } from '../failures.ts';

/*
 * docs/api.md#blocks-and-unavailability: staff take units out of sale. A block is a booking (category blocked 4,
 * origin 'block') whose allocations hold the units like a guest's booking: written in one transaction with its
 * row and history, refused by the same EXCLUDE constraint, so the guest's availability and the no-overbooking
 * guarantee cover blocks too. Its states and actions come from the domain's block machine.
 */

interface BlockDeps {
  readonly database: Database;
  readonly now: () => Date;
}

/** Who changes a block, when: a staff user, or the system (an imported calendar's sync, no user). */
export interface BlockEvent {
  readonly actor: BlockActor;
  readonly userId?: number | undefined;
  readonly at: Date;
}

/** A unit with the period a block holds it for. */
interface UnitPeriod {
  readonly unit: PropertyUnit;
  readonly start: string;
  readonly end: string;
}

/** What a block stores in its record's `block`; a booking that is no block is a 404 here. */
const blockDataOf = (row: BookingRow): BlockData => {
  if (!isBlockRecord(row.data)) throw blockNotFound();
  return row.data.block;
};

const blockNotFound = () => notFound('No such block');

/** The 409 of a unit taken in the range: which unit, and the periods that hold it. */
function unitsTaken(taken: readonly { unit: PropertyUnit; start: string; end: string }[]) {
  return new NotAvailable(
    'A unit is not free in that range',
    taken.map((h) => ({ unitId: h.unit.id, unitName: h.unit.name, start: h.start, end: h.end })),
  );
}

/** The 409 of an action the block machine refuses (a released block cannot change). */
function refused(state: number, action: BlockAction) {
  return new Refused(ErrorKey.bookingState, `The block cannot be changed that way (${action})`, [
    { state, action, reason: 'forbidden' },
  ]);
}

/** The state an action leads to, or the 409 that refuses it. */
function decideBlock(state: BookingState | null, action: BlockAction): BookingState {
  const result = blockTransition(state, action);
  if (!result.ok) throw refused(state ?? 0, action);
  return result.to;
}

/** Each unit's period for the range, checked to end after it starts (else 400). */
function periodsOf(units: readonly PropertyUnit[], data: BlockData): UnitPeriod[] {
  return units.map((unit) => {
    const p = blockPeriod(unit.category, data.from, data.to, { start: data.fromTime, end: data.toTime });
    if (p.end <= p.start) {
      throw new InvalidInput('The block ends before it starts', [
        { path: 'to', message: 'must end after the start' },
      ]);
    }
    return { unit, ...p };
  });
}

/** The property's units named by id; one that is not the property's is a 404 like a missing one. */
async function unitsNamed(db: Db, propertyId: number, unitIds: readonly number[]): Promise<PropertyUnit[]> {
  const all = new Map((await propertyUnits(db, propertyId)).map((u) => [u.id, u]));
  return unitIds.map((id) => {
    const unit = all.get(id);
    if (!unit) throw new NotFound('No such unit', [{ path: 'unitIds', unitId: id }]);
    return unit;
  });
}

/**
 * Holds the periods for a block, inside the caller's transaction: any other holding allocation overlapping
 * one of them is a 409 naming it (checked first so that the answer can say which), and the EXCLUDE constraint
 * refuses what a concurrent writer took meanwhile (23P01: writeWithRetry runs it again, and the check answers).
 */
async function holdPeriods(db: Db, bookingId: number, periods: readonly UnitPeriod[]) {
  await lockUnits(
    db,
    periods.map((p) => p.unit.id),
  );
  let from = periods[0]?.start ?? '';
  let to = periods[0]?.end ?? '';
  for (const p of periods) {
    if (p.start < from) from = p.start;
    if (p.end > to) to = p.end;
  }
  const holds = await holdsOverlapping(
    db,
    periods.map((p) => p.unit.id),
    from,
    to,
    bookingId,
  );
  const taken = holds.flatMap((h) => {
    const p = periods.find((x) => x.unit.id === h.unitId && h.start < x.end && x.start < h.end);
    return p ? [{ unit: p.unit, start: h.start, end: h.end }] : [];
  });
  if (taken.length > 0) throw unitsTaken(taken);
  await allocate(
    db,
    periods.map((p) => ({
      unitId: p.unit.id,
      bookingId,
      bookingUnitgroupId: null,
      start: p.start,
      end: p.end,
    })),
  );
}

const span = (periods: readonly UnitPeriod[]) => ({
  startAt: new Date(`${periods.map((p) => p.start).sort()[0]}:00Z`),
  endAt: new Date(
    `${periods
      .map((p) => p.end)
      .sort()
      .at(-1)}:00Z`,
  ),
});

/** The booking data of a block: category blocked 4, the range like a booking's, reason and note. */
const bookingData = (data: BlockData, periods: readonly UnitPeriod[]) => {
  const { startAt, endAt } = span(periods);
  return {
    bookingcategory: { id: BookingCategory.Blocked },
    startdate: data.from,
    enddate: data.to,
    start: startAt.toISOString().slice(0, 16).replace('T', ' '),
    end: endAt.toISOString().slice(0, 16).replace('T', ' '),
    block: data,
  };
};

/** POST /api/staff/block/add: the block, its allocations and its history in one transaction. */
export async function createBlock(
  deps: BlockDeps,
  userId: number,
  input: z.output<typeof BlockCreateBody>,
): Promise<BookingRow> {
  const data: BlockData = {
    reason: input.reason,
    note: input.note,
    from: input.from,
    to: input.to,
    fromTime: input.fromTime?.slice(0, 5) ?? null,
    toTime: input.toTime?.slice(0, 5) ?? null,
  };
  const [property] = await deps.database.run((db) =>
    db.select({ currency: t.property.currency }).from(t.property).where(eq(t.property.id, input.propertyId)),
  );
  if (!property) throw notFound('No such property');
  return writeWithRetry(deps.database, async (db) => {
    let units: PropertyUnit[];
    if (input.unitgroup) {
      const { id, count } = input.unitgroup;
      const group = (await propertyUnits(db, input.propertyId)).filter((u) => u.unitgroupId === id);
      const first = group[0];
      if (!first) throw new NotFound('No such unit group', [{ path: 'unitgroup.id' }]);
      const [p] = periodsOf([first], data);
      if (!p) throw new Error('no period');
      // The same pick as a guest's booking: units free now, skipping those a concurrent writer is taking.
      const free = await freeUnits(db, id, count, p.start, p.end, deps.now());
      if (free.length < count) {
        throw new NotAvailable('Not enough free units in that range', [
          { unitgroupId: id, requested: count, free: free.length, start: p.start, end: p.end },
        ]);
      }
      units = group.filter((u) => free.includes(u.id));
    } else {
      units = await unitsNamed(db, input.propertyId, input.unitIds ?? []);
    }
    return writeBlock(db, {
      propertyId: input.propertyId,
      currency: property.currency,
      units,
      data,
      event: { actor: 'staff', userId, at: deps.now() },
    });
  });
}

/**
 * Writes a new block inside the caller's transaction: its booking row, its units held (409 when one is taken)
 * and the `block` event of its history. The staff's add and the demo seed share it.
 */
export async function writeBlock(
  db: Db,
  input: {
    propertyId: number;
    currency: string;
    units: readonly PropertyUnit[];
    data: BlockData;
    event: BlockEvent;
  },
): Promise<BookingRow> {
  const periods = periodsOf(input.units, input.data);
  const row = await insertBooking(db, {
    propertyId: input.propertyId,
    internalId: newBookingCode(),
    // A block has no booker: the token is never handed out, so no booker route can reach it.
    tokenHash: hashToken(newToken()),
    state: decideBlock(null, 'block'),
    origin: BLOCK_ORIGIN,
    currency: input.currency,
    total: 0,
    ...span(periods),
    data: bookingData(input.data, periods),
    createdAt: input.event.at,
  });
  await holdPeriods(db, row.id, periods);
  await insertBookingEvent(
    db,
    historyRow(null, row, {
      action: 'block',
      ...input.event,
      details: { ...input.data, unitIds: periods.map((p) => p.unit.id) },
    }),
  );
  return row;
}

/** A block of the property, or 404 (a booking that is no block, or another property's, is none). */
export async function blockOfProperty(database: Database, propertyId: number, id: number) {
  const row = await database.run((db) => bookingOfProperty(db, propertyId, id));
  if (!row || row.origin !== BLOCK_ORIGIN) throw blockNotFound();
  return row;
}

/** The 409 of a stale version, with the block as it is now. */
async function staleBlock(database: Database, row: BookingRow) {
  const current = await blockOfProperty(database, row.propertyId, row.id);
  const [block] = await presentBlocks(database, [current]);
  return new StaleVersion('The block was changed meanwhile', [block]);
}

/**
 * POST /api/staff/block/{id}/update: a new range, units, reason or note, at the version the user saw (else 409
 * with the current block, nothing changed); the units are held anew in the same transaction.
 */
export async function updateBlock(
  deps: BlockDeps,
  propertyId: number,
  id: number,
  userId: number,
  input: z.output<typeof BlockUpdateBody>,
): Promise<BookingRow> {
  const row = await blockOfProperty(deps.database, propertyId, id);
  if (row.version !== input.version) throw await staleBlock(deps.database, row);
  decideBlock(row.state as BookingState, 'changeBlock');
  const before = blockDataOf(row);
  const data: BlockData = {
    reason: input.reason ?? before.reason,
    note: input.note ?? before.note,
    from: input.from ?? before.from,
    to: input.to ?? before.to,
    fromTime: input.fromTime === undefined ? before.fromTime : (input.fromTime?.slice(0, 5) ?? null),
    toTime: input.toTime === undefined ? before.toTime : (input.toTime?.slice(0, 5) ?? null),
  };
  if (data.to < data.from) {
    throw new InvalidInput('The block ends before it starts', [
      { path: 'to', message: 'must be on or after from' },
    ]);
  }
  const next = await writeWithRetry(deps.database, (db) =>
    changeBlockIn(db, row, {
      data,
      unitIds: input.unitIds,
      event: { actor: 'staff', userId, at: deps.now() },
    }),
  );
  if (!next) throw await staleBlock(deps.database, row);
  return next;
}

/**
 * Gives a block in force (`row`, as read) its new data and units (its own when none are named) inside the
 * caller's transaction: the units held anew (409 when one is taken) and the `changeBlock` event in its history
 * with what changed. Null when the block's version moved since `row` was read. The staff's update and the
 * calendar import share it.
 */
export async function changeBlockIn(
  db: Db,
  row: BookingRow,
  change: { data: BlockData; unitIds?: readonly number[] | undefined; event: BlockEvent },
): Promise<BookingRow | null> {
  decideBlock(row.state as BookingState, 'changeBlock');
  const { data } = change;
  const before = blockDataOf(row);
  const beforeUnits = (await blockUnits(db, [row.id])).map((u) => u.unitId);
  const unitIds = change.unitIds ?? beforeUnits;
  const changed: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of Object.keys(data) as (keyof BlockData)[]) {
    if (data[key] !== before[key]) changed[key] = { from: before[key], to: data[key] };
  }
  if (change.unitIds) changed.unitIds = { from: beforeUnits, to: unitIds };
  const periods = periodsOf(await unitsNamed(db, row.propertyId, unitIds), data);
  await deleteBookingAllocations(db, row.id);
  await holdPeriods(db, row.id, periods);
  const updated = await updateBooking(db, row.id, row.version, {
    ...span(periods),
    data: bookingData(data, periods),
  });
  if (!updated) return null;
  await insertBookingEvent(
    db,
    historyRow(row, updated, { action: 'changeBlock', ...change.event, details: changed }),
  );
  return updated;
}

/** POST /api/staff/block/{id}/release: the units are free again at once; the block stays, released, in history. */
export async function releaseBlock(
  deps: BlockDeps,
  propertyId: number,
  id: number,
  userId: number,
  version: number,
): Promise<BookingRow> {
  const row = await blockOfProperty(deps.database, propertyId, id);
  if (row.version !== version) throw await staleBlock(deps.database, row);
  const to = decideBlock(row.state as BookingState, 'release');
  try {
    return await changeState(deps.database, row, to, {
      action: 'release',
      actor: 'staff',
      userId,
      at: deps.now(),
    });
  } catch (error) {
    if (error instanceof StaleVersion) throw await staleBlock(deps.database, row);
    throw error;
  }
}

/**
 * Releases a block in force (`row`, as read) inside the caller's transaction: its units free again, the
 * `release` event in its history (409 when the machine refuses or its version moved since `row` was read).
 */
export async function releaseBlockIn(db: Db, row: BookingRow, event: BlockEvent): Promise<BookingRow> {
  const to = decideBlock(row.state as BookingState, 'release');
  return changeStateIn(db, row, to, { action: 'release', ...event });
}

/** Blocks as the API answers them, with their units. */
export async function presentBlocks(database: Database, rows: readonly BookingRow[]): Promise<Block[]> {
  const units = await database.run((db) =>
    blockUnits(
      db,
      rows.map((r) => r.id),
    ),
  );
  return rows.map((row) => {
    const data = blockDataOf(row);
    return {
      id: row.id,
      propertyId: row.propertyId,
      bookingcode: row.internalId,
      bookingstate: row.state,
      version: row.version,
      bookingcategoryId: BookingCategory.Blocked,
      reason: data.reason,
      note: data.note,
      from: data.from,
      to: data.to,
      fromTime: data.fromTime,
      toTime: data.toTime,
      start: row.data.start,
      end: row.data.end,
      unitList: units
        .filter((u) => u.bookingId === row.id)
        .map(({ unitId, unitName, unitgroupId, start, end }) => ({
          unitId,
          unitName,
          unitgroupId,
          start,
          end,
        })),
      allowedActions: blockActions(row.state as BookingState),
      createdAt: row.createdAt.toISOString(),
    };
  });
}
