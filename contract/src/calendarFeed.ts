import { z } from 'zod';
import { Id } from './common.ts';
import { text } from './text.ts';

/*
 * Calendar sync with other channels (docs/api.md#calendar-sync): iCalendar feeds of a property. An export feed
 * publishes a unit group's or a unit's busy ranges behind a secret URL; an import feed names another channel's
 * iCalendar URL for one unit, whose events become blocks.
 */

/** One feed as staff see it (the export's secret is never shown again after it was made). */
export const CalendarFeed = z.object({
  id: z.number().int(),
  version: z.number().int(),
  direction: z.enum(['export', 'import']),
  name: z.string(),
  unitgroupId: z.number().int().nullable(),
  unitId: z.number().int().nullable(),
  /** Import: the other channel's URL. */
  url: z.string().nullable(),
  /** Import: when it was last fetched (ISO instant), null before the first fetch. */
  lastFetchedAt: z.string().nullable(),
  /** Import: why the last fetch failed or which events could not become blocks; null when all went well. */
  lastError: z.string().nullable(),
  /** Import: how many of its events hold a block now. */
  blocks: z.number().int(),
  createdAt: z.string(),
});
export type CalendarFeed = z.infer<typeof CalendarFeed>;

/** GET /api/staff/property/{propertyId}/calendarfeeds. */
export const CalendarFeedList = z.object({ items: z.array(CalendarFeed) });
export type CalendarFeedList = z.infer<typeof CalendarFeedList>;

/** POST /api/staff/property/{propertyId}/calendarfeeds: an export feed of a unit group or a unit, or an import for a unit. */
export const CalendarFeedAddBody = z.discriminatedUnion('direction', [
  z.strictObject({
    direction: z.literal('export'),
    name: text().trim().max(200).default(''),
    unitgroupId: Id.optional(),
    unitId: Id.optional(),
  }),
  z.strictObject({
    direction: z.literal('import'),
    name: text().trim().max(200).default(''),
    unitId: Id,
    url: text().trim().max(2000),
  }),
]);
export type CalendarFeedAddBody = z.infer<typeof CalendarFeedAddBody>;

/** The answer to adding a feed: for an export, its secret URL, shown this once. */
export const CalendarFeedAdded = CalendarFeed.extend({ feedUrl: z.string().nullable() });
export type CalendarFeedAdded = z.infer<typeof CalendarFeedAdded>;
