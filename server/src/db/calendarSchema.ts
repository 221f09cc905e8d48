import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { booking, property, unit, unitgroup } from './schema.ts';

/**
 * docs/api.md#calendar-sync: one iCalendar feed of a property. An `export` feed publishes the busy ranges of a
 * unit group or a unit behind a secret URL (only the secret's SHA-256 is stored); an `import` feed names another
 * channel's iCalendar URL for one unit, whose events the scheduled job turns into blocks.
 */
export const calendarFeed = pgTable(
  'calendar_feed',
  {
    id: serial().primaryKey(),
    version: integer().notNull().default(1),
    propertyId: integer()
      .notNull()
      .references(() => property.id),
    unitgroupId: integer().references(() => unitgroup.id),
    unitId: integer().references(() => unit.id),
    direction: text().$type<'export' | 'import'>().notNull(),
    /** What staff call it ("Booking.com", "Airbnb"). */
    name: text().notNull().default(''),
    /** Export: SHA-256 (hex) of the secret in the feed's URL. */
    secretHash: text().unique(),
    /** Import: the other channel's http(s) URL. */
    url: text(),
    lastFetchedAt: timestamp({ withTimezone: true }),
    /** Import: why the last fetch failed or which events could not become blocks; null when all went well. */
    lastError: text(),
    etag: text(),
    lastModified: text(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index('calendar_feed_property').on(t.propertyId),
    check('calendar_feed_direction', sql`${t.direction} in ('export', 'import')`),
    check('calendar_feed_target', sql`(${t.unitgroupId} is null) <> (${t.unitId} is null)`),
    check(
      'calendar_feed_shape',
      sql`(${t.direction} = 'export' and ${t.secretHash} is not null and ${t.url} is null)
        or (${t.direction} = 'import' and ${t.unitId} is not null and ${t.url} is not null and ${t.secretHash} is null)`,
    ),
  ],
);

/** Import: which block stands for which event (UID and occurrence) of a feed, and the period it was given. */
export const calendarFeedEvent = pgTable(
  'calendar_feed_event',
  {
    id: serial().primaryKey(),
    feedId: integer()
      .notNull()
      .references(() => calendarFeed.id, { onDelete: 'cascade' }),
    /** The event's UID, with its RECURRENCE-ID or occurrence start for a repeated event. */
    uid: text().notNull(),
    bookingId: integer()
      .notNull()
      .references(() => booking.id),
    /** Wall-clock 'YYYY-MM-DD HH:mm' of the block (property time), end exclusive. */
    startAt: text().notNull(),
    endAt: text().notNull(),
  },
  (t) => [uniqueIndex('calendar_feed_event_uid').on(t.feedId, t.uid)],
);
