import type { GroupBlockActionBody, GroupCreateBody } from '@venue/contract';
import { ErrorKey } from '@venue/contract';
import {
  addDaysToIsoDate,
  availableToPublic,
  type BlockNight,
  canConfirmBlock,
  dayIn,
  GroupBlock,
  groupBlockTransition,
  type IsoDate,
  isBlockRecord,
  normalisePickupCode,
  reduceProblems,
  stayWindow,
} from '@venue/domain';
import type { z } from 'zod';
import { newBookingCode } from '../auth/tokens.ts';
import type { CatalogCache } from '../catalog/cache.ts';
import type { PropertyCatalog } from '../catalog/catalog.ts';
import type { BookingRow } from '../db/bookingQueries.ts';
import type { Database, Db } from '../db/client.ts';
import {
  definiteBlocksWithin,
  groupById,
  insertGroup,
  lockUnitgroupUnits,
  pickupCodeTaken,
  type StoredGroup,
  updateBlock,
  writeBlockNights,
} from '../db/groupQueries.ts';
import { queueReleaseMails } from '../db/groupReleaseMailQueries.ts';
import { busyUnitCounts } from '../db/inventoryQueries.ts';
import { writeWithRetry } from '../db/writeWithRetry.ts';
import {
  InvalidInput,
  NotAvailable,
  NotFound,
  notFound,
  Refused,
  StaleVersion,
  Unprocessable,
} from '../failures.ts';

/*
 * docs/rules.md#group-blocks: the staff's side of group blocks. Each change reads: load (the group and its blocks,
 * locked) → decide (the domain: the block machine, `canConfirmBlock`, `reduceProblems`) → write, in one transaction,
 * from the version the user saw.
 */

/** What the group service needs: the database, the catalogs and the one clock. */
interface GroupDeps {
  readonly database: Database;
  readonly catalogs: CatalogCache;
  readonly now: () => Date;
}

type CreateInput = z.output<typeof GroupCreateBody>;
type ActionInput = z.output<typeof GroupBlockActionBody>;

/** The property's catalog, or 404. */
async function catalogOf(deps: GroupDeps, propertyId: number): Promise<PropertyCatalog> {
  const catalog = await deps.catalogs.get(propertyId);
  if (!catalog) throw notFound('Unknown property');
  return catalog;
}

/** The property's today ('YYYY-MM-DD'): release points are days in its time zone. */
export const todayAt = (deps: Pick<GroupDeps, 'now'>, catalog: PropertyCatalog): IsoDate =>
  dayIn(deps.now(), catalog.rows.property.timezone).toString();

/** A block's terms checked against the domain's schema (consecutive nights...), or 400 naming the path. */
function checkedBlock(candidate: unknown, path: string): GroupBlock {
  const parsed = GroupBlock.safeParse(candidate);
  if (parsed.success) return parsed.data;
  throw new InvalidInput(
    'Invalid block',
    parsed.error.issues.map((i) => ({ path: [path, ...i.path].join('.'), message: i.message })),
  );
}

/** The unit group and rate plan of a block belong to the property, or 400 naming the one that does not. */
function checkCatalog(
  catalog: PropertyCatalog,
  block: { unitgroupId: number; rateplanId: number },
  path: string,
) {
  const at = (field: string) => (path === '' ? field : `${path}.${field}`);
  if (!catalog.unitgroupById.has(block.unitgroupId))
    throw new InvalidInput('Unknown unit group', [
      { path: at('unitgroupId'), message: 'not of this property' },
    ]);
  if (!catalog.rows.rateplans.some((r) => r.id === block.rateplanId))
    throw new InvalidInput('Unknown rate plan', [
      { path: at('rateplanId'), message: 'not of this property' },
    ]);
}

/**
 * Creates a group for an organiser's booking (a booking, not an out-of-sale block) with its blocks, each tentative;
 * answers the stored group.
 */
export async function createGroup(
  deps: GroupDeps,
  organiser: BookingRow,
  input: CreateInput,
): Promise<StoredGroup> {
  if (isBlockRecord(organiser.data)) throw new NotFound('No such booking', [{ path: 'organiserBookingId' }]);
  const catalog = await catalogOf(deps, organiser.propertyId);
  const created = groupBlockTransition(null, 'create', 'staff');
  if (!created.ok) throw new Error('the block machine has no create');
  const blocks = input.blocks.map((b, i) => {
    checkCatalog(catalog, b, `blocks.${i}`);
    const block = checkedBlock(
      { ...b, id: 1, currency: catalog.currency, status: created.to, pickups: [] },
      `blocks.${i}`,
    );
    return { ...block, status: created.to };
  });
  const booker = organiser.data.booker;
  const organiserName =
    input.organiserName ??
    ([booker.firstname, booker.lastname].join(' ').trim() || booker.company.trim() || booker.email);
  const typed = input.pickupCode === undefined ? null : normalisePickupCode(input.pickupCode);
  if (input.pickupCode !== undefined && typed === null)
    throw new InvalidInput('Invalid pickup code', [
      { path: 'pickupCode', message: 'expected 4 to 16 letters or digits' },
    ]);
  // Two groups made at once with one code both find it free; the unique index refuses the second insert, which
  // answers as if it had come second (422), or, for a made-up code, makes up another.
  for (let attempt = 1; ; attempt++) {
    try {
      return await insertNewGroup(deps, organiser, input, organiserName, blocks, typed);
    } catch (error) {
      if (!isPickupCodeClash(error)) throw error;
      if (typed !== null) throw pickupCodeTakenError();
      if (attempt >= 3) throw error;
    }
  }
}

/** The 422 of a pickup code another group of the property has. */
const pickupCodeTakenError = () =>
  new Unprocessable(ErrorKey.validation, 'The pickup code is taken', [
    { path: 'pickupCode', message: 'another group of this property has it' },
  ]);

/** SQLSTATE 23505 on the index of pickup codes (`booking_group_pickup_code`): a concurrent group took the code. */
function isPickupCodeClash(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505') return constraint === undefined || constraint === 'booking_group_pickup_code';
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** The group's transaction: the code checked (or made up), the group and its blocks written, read back. */
function insertNewGroup(
  deps: GroupDeps,
  organiser: BookingRow,
  input: CreateInput,
  organiserName: string,
  blocks: readonly GroupBlock[],
  typed: string | null,
): Promise<StoredGroup> {
  return deps.database.run((db) =>
    db.transaction(async (tx) => {
      const d = tx as unknown as Db;
      const pickupCode = typed ?? (await freshPickupCode(d, organiser.propertyId));
      if (typed !== null && (await pickupCodeTaken(d, organiser.propertyId, typed)))
        throw pickupCodeTakenError();
      const id = await insertGroup(
        d,
        {
          propertyId: organiser.propertyId,
          eventName: input.eventName,
          organiserBookingId: organiser.id,
          organiserName,
          pickupCode,
        },
        blocks,
      );
      const stored = await groupById(d, id);
      if (!stored) throw new Error('group not stored');
      return stored;
    }),
  );
}

/** A pickup code no group of the property has: a booking code without its dash (10 letters and digits). */
async function freshPickupCode(db: Db, propertyId: number): Promise<string> {
  for (;;) {
    const code = normalisePickupCode(newBookingCode());
    if (code && !(await pickupCodeTaken(db, propertyId, code))) return code;
  }
}

/** The 409 of an action the block machine refuses (a released block cannot be confirmed). */
const refused = (status: string, action: string, reason: string) =>
  new Refused(ErrorKey.bookingState, `The block cannot be changed that way (${action})`, [
    { status, action, reason },
  ]);

/**
 * One staff action on a block of a group (confirm, reduce, release, cancel, change) from the version the user saw;
 * answers the stored group. Confirming is re-checked against availability with the unit group's units locked, so a
 * definite block never overbooks: the nights that fall short are the 409's details.
 */
export async function actOnBlock(
  deps: GroupDeps,
  groupId: number,
  blockId: number,
  input: ActionInput,
): Promise<StoredGroup> {
  // A confirm locks the unit group's units: one that deadlocks with a guest booking's pick is run again.
  return writeWithRetry(deps.database, async (d) => {
    const stored = await groupById(d, groupId, true);
    const block = stored?.group.blocks.find((b) => b.id === blockId);
    if (!stored || !block) throw notFound('No such block');
    if (stored.blockVersions.get(blockId) !== input.version)
      throw new StaleVersion('The block was changed meanwhile', [
        { version: stored.blockVersions.get(blockId) },
      ]);
    const move = groupBlockTransition(block.status, input.action, 'staff');
    if (!move.ok) throw refused(block.status, input.action, move.reason);
    const catalog = await catalogOf(deps, stored.group.propertyId);
    let next: GroupBlock = { ...block, status: move.to };
    if (input.action === 'change') {
      checkCatalog(
        catalog,
        { unitgroupId: block.unitgroupId, rateplanId: input.rateplanId ?? block.rateplanId },
        '',
      );
      next = checkedBlock(
        {
          ...next,
          nights: input.nights ?? block.nights,
          unitPrice: input.unitPrice ?? block.unitPrice,
          rateplanId: input.rateplanId ?? block.rateplanId,
          release: input.release ?? block.release,
        },
        'block',
      );
    } else if (input.action === 'reduce') {
      const problems = reduceProblems(block, input.nights);
      if (problems.length > 0) throw new Unprocessable(ErrorKey.validation, 'Not a reduction', problems);
      // A night left out keeps 0 units: the block's span stays what it was.
      next = {
        ...next,
        nights: block.nights.map(
          (n): BlockNight => ({
            night: n.night,
            units: input.nights.find((m) => m.night === n.night)?.units ?? 0,
          }),
        ),
      };
    } else if (input.action === 'confirm') {
      await checkConfirm(d, catalog, block, todayAt(deps, catalog));
    }
    if (next.nights !== block.nights) await writeBlockNights(d, blockId, next.nights);
    if (!(await updateBlock(d, blockId, input.version, next)))
      throw new StaleVersion('The block was changed meanwhile');
    // docs/rules.md#group-blocks: a release by staff sends the pickup summary too (queued here, sent by the job).
    if (next.status === 'released') await queueReleaseMails(d, blockId, 'released', deps.now());
    const after = await groupById(d, groupId);
    if (!after) throw new Error('group vanished');
    return after;
  });
}

/**
 * docs/rules.md#group-blocks: whether a block fits when confirmed, inside the confirming transaction. The unit
 * group's units are locked first (id order, as a block takes named units): a guest booking picking them waits for
 * this transaction and then sees the block definite (db/inventoryQueries.ts `freeUnits`), and one that picked them
 * first is waited for and counted here. Then per night the free units for the public (bookings, less what the other
 * definite blocks hold) against the block's units.
 */
async function checkConfirm(db: Db, catalog: PropertyCatalog, block: GroupBlock, today: IsoDate) {
  const unitIds = await lockUnitgroupUnits(db, block.unitgroupId);
  const category = catalog.unitgroupById.get(block.unitgroupId)?.unitgroupcategory.id ?? 1;
  const nights = block.nights.map((n) => n.night);
  const windows = nights.map((night) => ({
    unitgroupId: block.unitgroupId,
    ...stayWindow(category, night, night, { start: null, end: null }),
  }));
  const busy = await busyUnitCounts(db, windows, null);
  const first = nights[0] ?? today;
  const last = nights[nights.length - 1] ?? today;
  const held = await definiteBlocksWithin(db, [block.unitgroupId], first, addDaysToIsoDate(last, 1));
  const others = (held?.blocks ?? []).filter((b) => b.id !== block.id);
  const free = Object.fromEntries(
    nights.map((night, i) => [
      night,
      availableToPublic(
        Math.max(0, unitIds.length - (busy[i] ?? 0)),
        others,
        block.unitgroupId,
        night,
        today,
      ),
    ]),
  );
  const check = canConfirmBlock(block, free);
  if (!check.ok)
    throw new NotAvailable('Not enough free units on some nights of the block', [
      ...check.short.map((s) => ({ night: s.night, needed: s.needed, free: s.free })),
    ]);
}
