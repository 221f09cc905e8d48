import {
  addDaysToIsoDate,
  type BlockData,
  type BookingState,
  blockTransition,
  wallClockIn,
} from '@venue/domain';
import { eq } from 'drizzle-orm';
import { bookingOfProperty } from '../db/bookingQueries.ts';
import {
  type CalendarFeedRow,
  deleteFeedEvent,
  feedEvents,
  importFeeds,
  insertFeedEvent,
  moveFeedEvent,
  unitTarget,
  updateFeedFetch,
} from '../db/calendarQueries.ts';
import { type Database, type Db, EXCLUSION_VIOLATION, sqlState } from '../db/client.ts';
import { property } from '../db/schema.ts';
import { NotAvailable } from '../failures.ts';
import { type BlockEvent, changeBlockIn, releaseBlockIn, writeBlock } from '../inventory/blocks.ts';
import { type FetchOptions, fetchFeed } from './fetchFeed.ts';
import { type ForeignEvent, readForeignCalendar } from './icsImport.ts';

/*
 * docs/api.md#calendar-sync: an import feed's events become ordinary blocks of its unit (the shared block
 * functions, server/src/inventory/blocks.ts, with the system as actor), in one transaction per feed: a new
 * event makes a block, a changed one moves it, an event gone from the feed (or cancelled) releases its block.
 * A block's units are held like a booking's, so an event that collides with a booking or another block is
 * refused: that event stays without a block and is named in the feed's last error; nothing is ever
 * overbooked. A feed that cannot be fetched or read records its error and changes nothing.
 */

export interface CalendarSyncDeps {
  readonly database: Database;
  readonly now: () => Date;
  readonly fetch: FetchOptions;
}

/** What one sync did. */
export interface SyncOutcome {
  readonly feedId: number;
  readonly created: number;
  readonly moved: number;
  readonly released: number;
  readonly conflicts: number;
  readonly error: string | null;
}

/** How far ahead a feed's events are read (portals publish about a year). */
const HORIZON_DAYS = 2 * 366;
/** The longest error text kept. */
const MAX_ERROR = 2000;

/** Fetches and applies every import feed, one after another; answers what each did. */
export async function syncAllImportFeeds(deps: CalendarSyncDeps): Promise<SyncOutcome[]> {
  const feeds = await deps.database.run((db) => importFeeds(db));
  const outcomes: SyncOutcome[] = [];
  for (const feed of feeds) outcomes.push(await syncImportFeed(deps, feed));
  return outcomes;
}

/** Fetches one import feed and makes its blocks match its events. */
export async function syncImportFeed(deps: CalendarSyncDeps, feed: CalendarFeedRow): Promise<SyncOutcome> {
  const none = { feedId: feed.id, created: 0, moved: 0, released: 0, conflicts: 0 };
  const fetchedAt = deps.now();
  const fail = async (error: string): Promise<SyncOutcome> => {
    // The validators are dropped: the next fetch reads the whole feed again.
    await deps.database.run((db) =>
      updateFeedFetch(db, feed.id, {
        lastFetchedAt: fetchedAt,
        lastError: error.slice(0, MAX_ERROR),
        etag: null,
        lastModified: null,
      }),
    );
    return { ...none, error };
  };
  if (feed.unitId === null || feed.url === null) return fail('The feed names no unit or URL');
  const target = await deps.database.run(async (db) => {
    const unit = await unitTarget(db, feed.unitId as number);
    if (!unit) return null;
    const [p] = await db
      .select({ timeZone: property.timezone })
      .from(property)
      .where(eq(property.id, unit.propertyId));
    return p ? { ...unit, timeZone: p.timeZone } : null;
  });
  if (!target) return fail('The unit no longer exists');

  let events: ForeignEvent[];
  let validators: { etag: string | null; lastModified: string | null };
  try {
    const fetched = await fetchFeed(
      feed.url,
      { etag: feed.etag, lastModified: feed.lastModified },
      deps.fetch,
    );
    if (fetched.kind === 'unchanged') {
      // Nothing new; a conflict recorded last time still stands (its event is still without a block).
      await deps.database.run((db) =>
        updateFeedFetch(db, feed.id, {
          lastFetchedAt: fetchedAt,
          lastError: feed.lastError,
          etag: feed.etag,
          lastModified: feed.lastModified,
        }),
      );
      return { ...none, error: feed.lastError };
    }
    const today = wallClockIn(fetchedAt, target.timeZone);
    events = readForeignCalendar(fetched.text, {
      category: target.category,
      timeZone: target.timeZone,
      from: today,
      until: `${addDaysToIsoDate(today.slice(0, 10), HORIZON_DAYS)} 00:00`,
    });
    validators = { etag: fetched.etag, lastModified: fetched.lastModified };
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }

  return deps.database.run((db) =>
    db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const counts = { created: 0, moved: 0, released: 0 };
      const byTheSystem = { actor: 'system', at: fetchedAt } as const;
      /** The block of an event: sold on the other channel, for exactly the event's period. */
      const blockOf = (event: ForeignEvent): BlockData => ({
        reason: 'soldElsewhere',
        note: [feed.name, event.summary].filter(Boolean).join(': '),
        from: event.start.slice(0, 10),
        to: event.end.slice(0, 10),
        fromTime: event.start.slice(11),
        toTime: event.end.slice(11),
      });
      const conflicts: string[] = [];
      const wanted = new Map(events.map((e) => [e.uid, e]));
      const held = await feedEvents(tx, feed.id);
      for (const row of held) {
        const event = wanted.get(row.uid);
        if (event && event.start === row.startAt && event.end === row.endAt) {
          wanted.delete(row.uid);
          continue;
        }
        const block = await blockInForce(tx, target.propertyId, row.bookingId);
        if (event) {
          // Moved: try the new period; when it collides, the old one is let go all the same (the other
          // channel no longer holds it) and the event waits, without a block, until the collision is solved.
          // A block staff released stays released; its event only follows the feed.
          const moved =
            !block ||
            (await tryWrite(tx, async (sp) => {
              const next = await changeBlockIn(sp, block, { data: blockOf(event), event: byTheSystem });
              if (!next) throw new Error(`block ${block.id} was changed meanwhile`);
            }));
          if (moved) {
            await moveFeedEvent(tx, row.id, event.start, event.end);
            counts.moved++;
            wanted.delete(row.uid);
            continue;
          }
        }
        if (block) await releaseBlockIn(tx, block, byTheSystem);
        await deleteFeedEvent(tx, row.id);
        counts.released++;
      }
      for (const event of wanted.values()) {
        const made = await tryWrite(tx, async (sp) => {
          const block = await writeBlock(sp, {
            propertyId: target.propertyId,
            currency: target.currency,
            units: [
              {
                id: target.unitId,
                name: target.unitName,
                unitgroupId: target.unitgroupId,
                category: target.category,
              },
            ],
            data: blockOf(event),
            event: byTheSystem,
          });
          await insertFeedEvent(sp, {
            feedId: feed.id,
            uid: event.uid,
            bookingId: block.id,
            startAt: event.start,
            endAt: event.end,
          });
        });
        if (made) counts.created++;
        else conflicts.push(`${event.summary || event.uid} (${event.start} – ${event.end})`);
      }
      const error = conflicts.length
        ? `Not blocked, the unit is taken then: ${conflicts.join('; ')}`.slice(0, MAX_ERROR)
        : null;
      await updateFeedFetch(tx, feed.id, {
        lastFetchedAt: fetchedAt,
        lastError: error,
        ...validators,
      });
      return { feedId: feed.id, ...counts, conflicts: conflicts.length, error };
    }),
  );
}

/** The block an imported event holds, as it is now, when it is still in force (staff may have released it). */
async function blockInForce(db: Db, propertyId: number, bookingId: number) {
  const block = await bookingOfProperty(db, propertyId, bookingId);
  return block && blockTransition(block.state as BookingState, 'release').ok ? block : null;
}

/** Releases the block an imported event holds, unless staff released it already (an import removed). */
export async function releaseEventBlock(db: Db, propertyId: number, bookingId: number, event: BlockEvent) {
  const block = await blockInForce(db, propertyId, bookingId);
  if (block) await releaseBlockIn(db, block, event);
}

/**
 * Runs one block write in a savepoint: true when it held, false when the unit is taken then (the block
 * functions' 409, or the EXCLUDE constraint for a concurrent writer): the savepoint is rolled back, the
 * feed's transaction goes on.
 */
async function tryWrite(db: Db, work: (db: Db) => Promise<void>): Promise<boolean> {
  try {
    await db.transaction(async (sp) => work(sp as unknown as Db));
    return true;
  } catch (error) {
    if (error instanceof NotAvailable) return false;
    if (sqlState(error) === EXCLUSION_VIOLATION) return false;
    throw error;
  }
}
