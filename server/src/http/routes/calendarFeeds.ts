import {
  type CalendarFeed,
  CalendarFeedAddBody,
  CalendarFeedAdded,
  CalendarFeedList,
  CalendarFeed as CalendarFeedSchema,
  ErrorKey,
  IdParam,
} from '@venue/contract';
import { addDaysToIsoDate, UnitgroupCategory, wallClockIn } from '@venue/domain';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import { hashToken, newToken } from '../../auth/tokens.ts';
import { refuseFeedUrl } from '../../calendar/fetchFeed.ts';
import { type FeedEvent, unitEvents, unitgroupEvents, writeCalendar } from '../../calendar/icsExport.ts';
import { releaseEventBlock, syncImportFeed } from '../../calendar/sync.ts';
import {
  busyRanges,
  type CalendarFeedRow,
  deleteFeed,
  exportFeedBySecretHash,
  feedById,
  feedEvents,
  feedsOfProperty,
  insertFeed,
  propertyClock,
  unitgroupTarget,
  unitTarget,
} from '../../db/calendarQueries.ts';
import type { Db } from '../../db/client.ts';
import { notFound, Unprocessable } from '../../failures.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { doc } from '../openapi.ts';
import { requireProperty, staffAuth, staffOf } from '../staffGuard.ts';
import { validJson, validParams } from '../validate.ts';

/** The public feed path: the secret is the access (docs/api.md#calendar-sync). */
export const isCalendarFeedPath = (path: string): boolean => path.startsWith('/api/ical/');

const PropertyParams = z.strictObject({ propertyId: IdParam });
const FeedParams = z.strictObject({ propertyId: IdParam, id: IdParam });
const SECRET_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;
/** How far back an export reaches: stays that ended in the last days still show. */
const EXPORT_PAST_DAYS = 7;

const toFeed = (row: CalendarFeedRow & { blocks: number }): CalendarFeed => ({
  id: row.id,
  version: row.version,
  direction: row.direction,
  name: row.name,
  unitgroupId: row.unitgroupId,
  unitId: row.unitId,
  url: row.url,
  lastFetchedAt: row.lastFetchedAt?.toISOString() ?? null,
  lastError: row.lastError,
  blocks: row.blocks,
  createdAt: row.createdAt.toISOString(),
});

const invalid = (path: string, message: string) =>
  new Unprocessable(ErrorKey.validation, message, [{ path, message }]);

/** The staff user, allowed at the path's property (404 for a property they do not work for). */
function propertyOf(c: Context<AppEnv>, propertyId: number): void {
  const staff = staffOf(c);
  requireProperty(staff, propertyId);
}

/**
 * docs/api.md#calendar-sync: the property's iCalendar feeds (any member of the property manages them), and the
 * export feeds themselves under their secret URL.
 */
export function calendarFeedRoutes(deps: AppDeps) {
  const base = '/staff/property/:propertyId/calendarfeeds';
  const feedOf = async (propertyId: number, id: number) => {
    const feed = await deps.database.run((db) => feedById(db, id));
    if (!feed || feed.propertyId !== propertyId) throw notFound('No such calendar feed');
    return feed;
  };
  return new Hono<AppEnv>()
    .get(
      '/ical/:file',
      doc(
        'calendar',
        'An export feed: the busy ranges of a unit group or a unit (iCalendar)',
        {
          media: 'text/calendar',
        },
        { public: true },
      ),
      async (c) => {
        const secret = SECRET_FILE.exec(c.req.param('file'))?.[1];
        const feed = secret
          ? await deps.database.run((db) => exportFeedBySecretHash(db, hashToken(secret)))
          : null;
        if (!feed) throw notFound('No such calendar feed');
        const text = await deps.database.run((db) => exportText(db, feed, deps.now()));
        if (text === null) throw notFound('No such calendar feed');
        c.header('Content-Type', 'text/calendar; charset=utf-8');
        c.header('Cache-Control', 'no-store');
        return c.body(text);
      },
    )
    .use(base, staffAuth(deps))
    .use(`${base}/*`, staffAuth(deps))
    .get(
      base,
      doc('calendar', 'The property’s calendar feeds', CalendarFeedList),
      validParams(PropertyParams),
      async (c) => {
        const { propertyId } = c.req.valid('param');
        propertyOf(c, propertyId);
        const rows = await deps.database.run((db) => feedsOfProperty(db, propertyId));
        return c.json({ items: rows.map(toFeed) } satisfies CalendarFeedList);
      },
    )
    .post(
      base,
      doc('calendar', 'Add an export feed (its secret URL is in this answer only) or an import feed', {
        status: 201,
        schema: CalendarFeedAdded,
      }),
      validParams(PropertyParams),
      validJson(CalendarFeedAddBody),
      async (c) => {
        const { propertyId } = c.req.valid('param');
        propertyOf(c, propertyId);
        const body = c.req.valid('json');
        const createdAt = deps.now();
        if (body.direction === 'export') {
          if ((body.unitgroupId === undefined) === (body.unitId === undefined))
            throw invalid('unitgroupId', 'name either a unit group or a unit');
          const secret = newToken();
          const row = await deps.database.run(async (db) => {
            const known =
              body.unitId !== undefined
                ? (await unitTarget(db, body.unitId))?.propertyId === propertyId
                : (await unitgroupTarget(db, propertyId, body.unitgroupId as number)) !== null;
            if (!known) return null;
            return insertFeed(db, {
              propertyId,
              direction: 'export',
              name: body.name,
              unitgroupId: body.unitgroupId ?? null,
              unitId: body.unitId ?? null,
              secretHash: hashToken(secret),
              createdAt,
            });
          });
          if (!row) throw notFound(body.unitId !== undefined ? 'No such unit' : 'No such unit group');
          return c.json(
            {
              ...toFeed({ ...row, blocks: 0 }),
              feedUrl: `${deps.publicUrl}/api/ical/${secret}.ics`,
            } satisfies CalendarFeedAdded,
            201,
          );
        }
        const refused = refuseFeedUrl(body.url, deps.calendarFetch.allowedHosts);
        if (refused) throw invalid('url', refused);
        const row = await deps.database.run(async (db) => {
          if ((await unitTarget(db, body.unitId))?.propertyId !== propertyId) return null;
          return insertFeed(db, {
            propertyId,
            direction: 'import',
            name: body.name,
            unitId: body.unitId,
            url: body.url,
            createdAt,
          });
        });
        if (!row) throw notFound('No such unit');
        return c.json({ ...toFeed({ ...row, blocks: 0 }), feedUrl: null } satisfies CalendarFeedAdded, 201);
      },
    )
    .post(
      `${base}/:id/sync`,
      doc(
        'calendar',
        'Fetch an import feed now and update its blocks (the job does it every few minutes)',
        CalendarFeedSchema,
      ),
      validParams(FeedParams),
      async (c) => {
        const { propertyId, id } = c.req.valid('param');
        propertyOf(c, propertyId);
        const feed = await feedOf(propertyId, id);
        if (feed.direction !== 'import') throw notFound('No such import feed');
        await syncImportFeed({ database: deps.database, now: deps.now, fetch: deps.calendarFetch }, feed);
        return c.json(toFeed(await feedOf(propertyId, id)));
      },
    )
    .delete(
      `${base}/:id`,
      doc(
        'calendar',
        'Revoke an export feed (its URL answers 404 from now on) or remove an import and release its blocks',
        {
          status: 204,
        },
      ),
      validParams(FeedParams),
      async (c) => {
        const { propertyId, id } = c.req.valid('param');
        propertyOf(c, propertyId);
        await feedOf(propertyId, id);
        const at = deps.now();
        await deps.database.run((db) =>
          db.transaction(async (transaction) => {
            const tx = transaction as unknown as Db;
            // The staff member who removes the import releases its blocks.
            const staff = { actor: 'staff', userId: c.get('staff')?.userId, at } as const;
            for (const event of await feedEvents(tx, id)) {
              await releaseEventBlock(tx, propertyId, event.bookingId, staff);
            }
            await deleteFeed(tx, id);
          }),
        );
        return c.body(null, 204);
      },
    );
}

/** The iCalendar text of an export feed, or null when its unit or unit group is gone. */
async function exportText(db: Db, feed: CalendarFeedRow, now: Date): Promise<string | null> {
  const clock = await propertyClock(db, feed.propertyId);
  if (!clock) return null;
  const today = wallClockIn(now, clock.timeZone).slice(0, 10);
  const from = `${addDaysToIsoDate(today, -EXPORT_PAST_DAYS)} 00:00`;
  let events: FeedEvent[];
  if (feed.unitId !== null) {
    const unit = await unitTarget(db, feed.unitId);
    if (!unit || unit.propertyId !== feed.propertyId) return null;
    events = unitEvents(await busyRanges(db, [unit.unitId], from), unit.category === UnitgroupCategory.Room);
  } else {
    const group = await unitgroupTarget(db, feed.propertyId, feed.unitgroupId as number);
    if (!group) return null;
    const ranges = await busyRanges(db, group.unitIds, from);
    events = unitgroupEvents(group.id, group.unitIds, ranges, group.category === UnitgroupCategory.Room);
  }
  return writeCalendar(events, { name: feed.name || clock.name, timeZone: clock.timeZone, now });
}
