import {
  BlockCreateBody,
  BlockDetailSchema,
  BlockListQuery,
  BlockListResponse,
  BlockReleaseBody,
  BlockSchema,
  BlockUpdateBody,
  BookingUnavailabilityQuery,
  BookingUnavailabilityResponse,
  IdParam,
  ServiceUnavailabilityResponse,
  UnitUnavailabilityQuery,
  UnitUnavailabilityResponse,
} from '@venue/contract';
import { addDaysToIsoDate, blockHeldUnits, dayIn, daysBetween, parseIsoDate } from '@venue/domain';
import { Hono } from 'hono';
import { z } from 'zod';
import {
  BLOCK_ORIGIN,
  blockPage,
  type Holding,
  holdingsInFrame,
  propertyUnits,
} from '../../db/blockQueries.ts';
import { bookingHistory } from '../../db/bookingEventQueries.ts';
import type { BookingRow } from '../../db/bookingQueries.ts';
import { definiteBlocksOfProperty } from '../../db/groupQueries.ts';
import { bookingById } from '../../db/paymentQueries.ts';
import { InvalidInput, notFound } from '../../failures.ts';
import { createBlock, presentBlocks, releaseBlock, updateBlock } from '../../inventory/blocks.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { pageOf } from '../list.ts';
import { doc } from '../openapi.ts';
import { requireProperty, type StaffUser, staffAuth } from '../staffGuard.ts';
import { validJson, validParams, validQuery } from '../validate.ts';

/** The widest frame of an unavailability list, in days (a year and a day: a year view). */
const MAX_FRAME_DAYS = 366;

const BlockIdParams = z.strictObject({ id: IdParam });

/**
 * docs/api.md#blocks-and-unavailability: blocks and the unavailability lists, staff calls (staff token). Any
 * role at the property may block; another property's block, unit or list is a 404 like a missing one.
 */
export function blockRoutes(deps: AppDeps) {
  const staffOf = (staff: StaffUser | undefined, propertyId: number) => {
    if (!staff) throw notFound();
    requireProperty(staff, propertyId);
    return staff;
  };
  /** A block by id of a property the user works for; any other (or no block) is a 404 like a missing one. */
  const blockOf = async (staff: StaffUser | undefined, id: number) => {
    const row = await deps.database.run((db) => bookingById(db, id));
    if (!row || row.origin !== BLOCK_ORIGIN) throw notFound('No such block');
    staffOf(staff, row.propertyId);
    return row;
  };
  const one = async (row: BookingRow) => {
    const [block] = await presentBlocks(deps.database, [row]);
    return block;
  };
  return new Hono<AppEnv>()
    .use('/staff/*', staffAuth(deps))
    .get(
      '/staff/block/list',
      doc(
        'staff bookings',
        'The blocks of a property (in force unless f.state says otherwise)',
        BlockListResponse,
      ),
      validQuery(BlockListQuery),
      async (c) => {
        const q = c.req.valid('query');
        staffOf(c.get('staff'), q['f.propertyId']);
        const page = await deps.database.run((db) =>
          blockPage(
            db,
            {
              propertyId: q['f.propertyId'],
              states: q['f.state'] ?? [8],
              from: q['f.dateframeFrom'],
              to: q['f.dateframeTo'],
              unitgroupId: q['f.unitgroupId'],
              unitId: q['f.unitId'],
              reason: q['f.reason'],
            },
            {
              index: q.pageIndex,
              size: q.pageSize,
              sortKey: q.sortKey,
              descending: q.descending,
              count: !q.lazy,
            },
          ),
        );
        return c.json({
          items: await presentBlocks(deps.database, page.items),
          total: page.total,
          pageIndex: q.pageIndex,
          pageSize: q.pageSize,
          hasMore: page.hasMore,
        });
      },
    )
    .post(
      '/staff/block/add',
      doc('staff bookings', 'Take units out of sale: named units, or N free units of a unit group', {
        status: 201,
        schema: BlockSchema,
      }),
      validJson(BlockCreateBody),
      async (c) => {
        const body = c.req.valid('json');
        const staff = staffOf(c.get('staff'), body.propertyId);
        const row = await createBlock(deps, staff.userId, body);
        return c.json(await one(row), 201);
      },
    )
    .get(
      '/staff/block/:id',
      doc('staff bookings', 'One block with its units and history', BlockDetailSchema),
      validParams(BlockIdParams),
      async (c) => {
        const row = await blockOf(c.get('staff'), c.req.valid('param').id);
        const history = await deps.database.run((db) => bookingHistory(db, row.id));
        return c.json({
          ...(await one(row)),
          history: history.map((h) => ({
            ...h,
            actor: h.actor as 'staff' | 'system',
            at: h.at.toISOString(),
          })),
        });
      },
    )
    .post(
      '/staff/block/:id/update',
      doc(
        'staff bookings',
        'Change a block’s range, units, reason or note (with the version seen)',
        BlockSchema,
      ),
      validParams(BlockIdParams),
      validJson(BlockUpdateBody),
      async (c) => {
        const block = await blockOf(c.get('staff'), c.req.valid('param').id);
        const staff = staffOf(c.get('staff'), block.propertyId);
        const row = await updateBlock(deps, block.propertyId, block.id, staff.userId, c.req.valid('json'));
        return c.json(await one(row));
      },
    )
    .post(
      '/staff/block/:id/release',
      doc('staff bookings', 'Release a block: its units are for sale again at once', BlockSchema),
      validParams(BlockIdParams),
      validJson(BlockReleaseBody),
      async (c) => {
        const block = await blockOf(c.get('staff'), c.req.valid('param').id);
        const staff = staffOf(c.get('staff'), block.propertyId);
        const version = c.req.valid('json').version;
        const row = await releaseBlock(deps, block.propertyId, block.id, staff.userId, version);
        return c.json(await one(row));
      },
    )
    .get(
      '/staff/calendar/unit/unavailability/list',
      doc(
        'availability',
        'Per unit of a property: the periods it is held, by which booking or block',
        UnitUnavailabilityResponse,
      ),
      validQuery(UnitUnavailabilityQuery),
      async (c) => {
        const q = c.req.valid('query');
        staffOf(c.get('staff'), q['f.propertyId']);
        const [holdings, units, groupBlocks] = await deps.database.run(async (db) => [
          await holdingsInFrame(db, q['f.propertyId'], ...frameOf(q), filterOf(q)),
          await propertyUnits(db, q['f.propertyId']),
          await definiteBlocksOfProperty(
            db,
            q['f.propertyId'],
            q['f.dateframeFrom'],
            addDaysToIsoDate(q['f.dateframeTo'], 1),
          ),
        ]);
        const items = units
          .filter(
            (u) =>
              (q['f.unitgroupId'] === undefined || u.unitgroupId === q['f.unitgroupId']) &&
              (q['f.unitId'] === undefined || u.id === q['f.unitId']),
          )
          .map((u) => ({
            unitId: u.id,
            unitName: u.name,
            unitgroupId: u.unitgroupId,
            busyList: holdings
              .filter((h) => h.unitId === u.id)
              .map((h) => ({ ...holderOf(h), start: h.start, end: h.end })),
          }));
        return c.json({ ...pageOf(items, q), groupHolds: await groupHoldsOf(deps, q, groupBlocks) });
      },
    )
    .get(
      '/staff/calendar/booking/unavailability/list',
      doc(
        'availability',
        'The bookings and blocks holding a property’s units, with their units',
        BookingUnavailabilityResponse,
      ),
      validQuery(BookingUnavailabilityQuery),
      async (c) => {
        const q = c.req.valid('query');
        staffOf(c.get('staff'), q['f.propertyId']);
        const holdings = await deps.database.run((db) =>
          holdingsInFrame(db, q['f.propertyId'], ...frameOf(q), filterOf(q)),
        );
        const byHolder = new Map<string, Holding[]>();
        for (const h of holdings) {
          // An allocation without a booking (none is made any more) is an entry of its own.
          const key = h.bookingId !== null ? `b${h.bookingId}` : `u${h.unitId}|${h.start}`;
          byHolder.set(key, [...(byHolder.get(key) ?? []), h]);
        }
        const items = [...byHolder.values()].map((hs) => {
          const first = hs[0] as Holding;
          return {
            ...holderOf(first),
            start: hs.map((h) => h.start).sort()[0] ?? first.start,
            end:
              hs
                .map((h) => h.end)
                .sort()
                .at(-1) ?? first.end,
            unitList: hs.map(({ unitId, unitName, unitgroupId, start, end }) => ({
              unitId,
              unitName,
              unitgroupId,
              start,
              end,
            })),
          };
        });
        return c.json(pageOf(items, { ...q, sortKey: q.sortKey ?? 'start' }));
      },
    )
    .get(
      '/staff/calendar/service/unavailability/list',
      doc(
        'availability',
        'Services have no stock here: never unavailable, the list is empty (spec 7 base)',
        ServiceUnavailabilityResponse,
      ),
      validQuery(UnitUnavailabilityQuery),
      async (c) => {
        const q = c.req.valid('query');
        staffOf(c.get('staff'), q['f.propertyId']);
        frameOf(q);
        return c.json(pageOf([], q));
      },
    );
}

/** The wall-clock frame of the days f.dateframeFrom .. f.dateframeTo (inclusive), or 400. */
/**
 * docs/rules.md#group-blocks: per definite group block and night of the frame, the units it still holds
 * (`blockHeldUnits`, today in the property's time zone), for the unit groups the query asks; nights holding none
 * are left out.
 */
async function groupHoldsOf(
  deps: AppDeps,
  q: { 'f.propertyId': number; 'f.unitgroupId'?: number | undefined },
  blocks: Awaited<ReturnType<typeof definiteBlocksOfProperty>>,
) {
  if (blocks.length === 0) return [];
  const catalog = await deps.catalogs.get(q['f.propertyId']);
  if (!catalog) return [];
  const today = dayIn(deps.now(), catalog.rows.property.timezone).toString();
  return blocks
    .filter(({ block }) => q['f.unitgroupId'] === undefined || block.unitgroupId === q['f.unitgroupId'])
    .flatMap(({ groupId, eventName, block }) =>
      block.nights.map(({ night }) => ({
        unitgroupId: block.unitgroupId,
        night,
        units: blockHeldUnits(block, night, today),
        groupId,
        blockId: block.id,
        eventName,
      })),
    )
    .filter((h) => h.units > 0);
}

function frameOf(q: { 'f.dateframeFrom': string; 'f.dateframeTo': string }): [string, string] {
  const from = parseIsoDate(q['f.dateframeFrom']);
  const to = parseIsoDate(q['f.dateframeTo']);
  const days = from && to ? daysBetween(from, to) : -1;
  if (days < 0 || days > MAX_FRAME_DAYS) {
    throw new InvalidInput('Invalid query', [
      { path: 'f.dateframeTo', message: `must be 0..${MAX_FRAME_DAYS} days after f.dateframeFrom` },
    ]);
  }
  return [`${q['f.dateframeFrom']} 00:00`, `${addDaysToIsoDate(q['f.dateframeTo'], 1)} 00:00`];
}

const filterOf = (q: {
  'f.unitgroupId'?: number | undefined;
  'f.unitId'?: number | undefined;
  'f.bookingcategoryId'?: number | undefined;
}) => ({
  unitgroupId: q['f.unitgroupId'],
  unitId: q['f.unitId'],
  bookingcategoryId: q['f.bookingcategoryId'],
});

/** Who holds a unit, as the staff's calendar shows it: the booker's name, or the block's reason and note. */
function holderOf(h: Holding) {
  return {
    bookingId: h.bookingId,
    bookingcode: h.bookingcode,
    bookingstate: h.bookingstate,
    bookingcategoryId: h.bookingcategoryId,
    booker: h.booker
      ? {
          firstname: h.booker.firstname ?? '',
          lastname: h.booker.lastname ?? '',
          company: h.booker.company ?? '',
        }
      : null,
    blockReason: (h.block?.reason ?? null) as z.infer<typeof BlockSchema>['reason'] | null,
    note: h.block?.note ?? h.note,
  };
}
