import { blockPeriod, wallClockIn } from '@venue/domain';
import ICAL from 'ical.js';
import { instantOf } from './wallClock.ts';

/*
 * docs/api.md#calendar-sync: another channel's feed read with ical.js. Each busy event becomes a wall-clock
 * period of the property: an all-day event holds a room for its nights like a block (the domain's
 * `blockPeriod`) and any other unit for whole days; a date-time event holds exactly its
 * times, converted into the property's time zone (UTC, a TZID the feed defines or an IANA zone name; a
 * floating time is taken as the property's own wall clock).
 */

/** An event of a foreign feed as a block period. */
export interface ForeignEvent {
  /** UID, plus the occurrence's start for a repeated event. */
  readonly uid: string;
  readonly summary: string;
  readonly start: string;
  readonly end: string;
}

interface ReadOptions {
  /** The unit group category of the unit the feed blocks (rooms by the night). */
  readonly category: number;
  readonly timeZone: string;
  /** Property wall clock 'YYYY-MM-DD HH:mm': events that end before it are over and ignored. */
  readonly from: string;
  /** Property wall clock: events that start after it are not read (nor repeated ones expanded past it). */
  readonly until: string;
}

/** Repetitions of one repeated event read at most (a daily event for years is not a channel's booking). */
const MAX_OCCURRENCES = 1000;

/** The busy events of a feed; throws with ical.js's message when the text is no iCalendar. */
export function readForeignCalendar(text: string, options: ReadOptions): ForeignEvent[] {
  const root = new ICAL.Component(ICAL.parse(text));
  if (root.name !== 'vcalendar') throw new Error('not an iCalendar feed (no VCALENDAR)');
  const zones = new Map<string, ICAL.Timezone>();
  for (const vtimezone of root.getAllSubcomponents('vtimezone')) {
    const zone = new ICAL.Timezone(vtimezone);
    zones.set(zone.tzid, zone);
  }
  const wall = (time: ICAL.Time): string => wallClockOf(time, zones, options.timeZone);
  const period = (start: ICAL.Time, end: ICAL.Time) => {
    if (start.isDate) {
      // An all-day event without a later end date is one day long (RFC 5545 3.6.1).
      let last = end;
      if (!end.isDate || end.compare(start) <= 0) {
        last = start.clone();
        last.adjust(1, 0, 0, 0);
      }
      return blockPeriod(options.category, dateOf(start), dateOf(last));
    }
    return { start: wall(start), end: wall(end) };
  };

  const vevents = root.getAllSubcomponents('vevent');
  const masters = new Map<string, ICAL.Event>();
  const exceptions: ICAL.Event[] = [];
  for (const vevent of vevents) {
    const event = new ICAL.Event(vevent);
    if (!event.uid) continue;
    if (event.isRecurrenceException()) exceptions.push(event);
    else masters.set(event.uid, event);
  }
  for (const e of exceptions) masters.get(e.uid)?.relateException(e);

  const events = new Map<string, ForeignEvent>();
  const add = (uid: string, summary: string, start: ICAL.Time, end: ICAL.Time, busy: boolean) => {
    if (!busy) return;
    const p = period(start, end);
    if (p.end <= p.start || p.end <= options.from || p.start >= options.until) return;
    events.set(uid, { uid, summary, ...p });
  };
  for (const event of masters.values()) {
    const summary = event.summary ?? '';
    if (!event.isRecurring()) {
      add(event.uid, summary, event.startDate, event.endDate, isBusy(event.component));
      continue;
    }
    const iterator = event.iterator();
    for (let n = 0, next = iterator.next(); next && n < MAX_OCCURRENCES; n++, next = iterator.next()) {
      const occurrence = event.getOccurrenceDetails(next);
      if (wall(occurrence.startDate) >= options.until) break;
      add(
        `${event.uid}/${occurrence.recurrenceId.toString()}`,
        occurrence.item.summary ?? summary,
        occurrence.startDate,
        occurrence.endDate,
        isBusy(occurrence.item.component),
      );
    }
  }
  return [...events.values()];
}

/** A cancelled or transparent ("free") event takes nothing. */
function isBusy(vevent: ICAL.Component): boolean {
  const status = String(vevent.getFirstPropertyValue('status') ?? '').toUpperCase();
  const transp = String(vevent.getFirstPropertyValue('transp') ?? '').toUpperCase();
  return status !== 'CANCELLED' && transp !== 'TRANSPARENT';
}

const pad = (n: number) => String(n).padStart(2, '0');
const dateOf = (time: ICAL.Time) => `${time.year}-${pad(time.month)}-${pad(time.day)}`;
const fieldsOf = (time: ICAL.Time) => `${dateOf(time)} ${pad(time.hour)}:${pad(time.minute)}`;

/** A date-time of the feed as the property's wall clock. */
function wallClockOf(time: ICAL.Time, zones: ReadonlyMap<string, ICAL.Timezone>, timeZone: string): string {
  if (time.zone?.tzid === 'UTC') return wallClockIn(new Date(time.toUnixTime() * 1000), timeZone);
  // ical.js keeps a TZID it has no definition for on the time, untyped (the time itself is then floating).
  const tzid = (time as ICAL.Time & { timezone?: string }).timezone;
  const defined = tzid ? zones.get(tzid) : undefined;
  if (defined) {
    const zoned = ICAL.Time.fromData(
      { year: time.year, month: time.month, day: time.day, hour: time.hour, minute: time.minute, second: 0 },
      defined,
    );
    return wallClockIn(new Date(zoned.toUnixTime() * 1000), timeZone);
  }
  if (tzid) {
    try {
      return wallClockIn(instantOf(fieldsOf(time), tzid), timeZone);
    } catch {
      // Not a zone name this runtime knows (and the feed did not define it): read it as floating.
    }
  }
  return fieldsOf(time);
}
