import ICAL from 'ical.js';
import type { BusyRange } from '../db/calendarQueries.ts';
import { instantOf, nightRuns, nightsOf } from './wallClock.ts';

/*
 * docs/api.md#calendar-sync: the export feed, written with ical.js. Rooms are sold by the night, so a room's
 * busy ranges are all-day events (DTSTART/DTEND as dates: the first night and the day of departure), the way
 * portals read them; other units (meeting rooms) get date-times in UTC. Events carry no guest data.
 */

/** One event of an export feed. */
export interface FeedEvent {
  /** Stable across fetches: a portal updates the event it knows instead of adding another. */
  readonly uid: string;
  /** 'YYYY-MM-DD' dates (all-day) or 'YYYY-MM-DD HH:mm' property wall-clock times. */
  readonly start: string;
  readonly end: string;
  readonly summary: 'Busy' | 'Blocked';
}

const UID_DOMAIN = 'calendar.venue';

/** A unit's feed: one event per holding allocation (its nights for a room, its times otherwise). */
export function unitEvents(ranges: readonly BusyRange[], rooms: boolean): FeedEvent[] {
  return ranges.flatMap((r) => {
    const summary = r.blocked ? 'Blocked' : 'Busy';
    const uid = `allocation-${r.allocationId}@${UID_DOMAIN}`;
    if (!rooms) return [{ uid, start: r.start, end: r.end, summary }];
    // A stay's nights are consecutive: one all-day event from the first night to the departure day.
    const [run] = nightRuns(nightsOf(r));
    return run ? [{ uid, ...run, summary }] : [];
  });
}

/**
 * A unit group's feed: the ranges when no unit of the group is free ("no availability left", what a portal
 * selling the group as one room type needs), each named by the group and its start.
 */
export function unitgroupEvents(
  unitgroupId: number,
  unitIds: readonly number[],
  ranges: readonly BusyRange[],
  rooms: boolean,
): FeedEvent[] {
  if (unitIds.length === 0) return [];
  const uid = (start: string) => `unitgroup-${unitgroupId}-${start.replace(/\D/g, '')}@${UID_DOMAIN}`;
  if (rooms) {
    const taken = new Map<string, Set<number>>();
    for (const r of ranges) {
      for (const night of nightsOf(r)) taken.set(night, (taken.get(night) ?? new Set()).add(r.unitId));
    }
    const full = [...taken].filter(([, units]) => units.size >= unitIds.length).map(([night]) => night);
    return nightRuns(full.sort()).map((run) => ({ uid: uid(run.start), ...run, summary: 'Busy' }));
  }
  // Between two consecutive start/end times the set of busy units does not change: test each such piece.
  const points = [...new Set(ranges.flatMap((r) => [r.start, r.end]))].sort();
  const events: { uid: string; start: string; end: string; summary: 'Busy' }[] = [];
  for (let i = 0; i + 1 < points.length; i++) {
    const piece = { start: points[i] as string, end: points[i + 1] as string };
    const busy = new Set(
      ranges.filter((r) => r.start < piece.end && piece.start < r.end).map((r) => r.unitId),
    );
    if (busy.size < unitIds.length) continue;
    const last = events.at(-1);
    if (last && last.end === piece.start) last.end = piece.end;
    else events.push({ uid: uid(piece.start), ...piece, summary: 'Busy' });
  }
  return events;
}

/** The iCalendar text of a feed (ical.js writes and folds it). */
export function writeCalendar(
  events: readonly FeedEvent[],
  options: { readonly name: string; readonly timeZone: string; readonly now: Date },
): string {
  const calendar = new ICAL.Component(['vcalendar', [], []]);
  calendar.updatePropertyWithValue('prodid', '-//Venue//Calendar sync//EN');
  calendar.updatePropertyWithValue('version', '2.0');
  calendar.updatePropertyWithValue('calscale', 'GREGORIAN');
  calendar.updatePropertyWithValue('x-wr-calname', options.name);
  const stamp = ICAL.Time.fromJSDate(options.now, true);
  const time = (value: string) =>
    value.length === 10
      ? ICAL.Time.fromDateString(value)
      : ICAL.Time.fromJSDate(instantOf(value, options.timeZone), true);
  for (const e of events) {
    const vevent = new ICAL.Component('vevent');
    const event = new ICAL.Event(vevent);
    event.uid = e.uid;
    event.summary = e.summary;
    event.startDate = time(e.start);
    event.endDate = time(e.end);
    vevent.updatePropertyWithValue('dtstamp', stamp);
    vevent.updatePropertyWithValue('transp', 'OPAQUE');
    calendar.addSubcomponent(vevent);
  }
  return calendar.toString();
}
