import type { CalendarListQuery } from '@venue/contract';
import {
  addDaysToIsoDate,
  type CalendarEntry,
  calendarPriceOffers,
  dayIn,
  daysBetween,
  isoDaysFrom,
  isPlainStay,
  lowestPriceOn,
  parseIsoDate,
  stayWindow,
} from '@venue/domain';
import { type PropertyCatalog, ratesFor, unitgroupForRates } from '../catalog/catalog.ts';
import type { Database } from '../db/client.ts';
import { InvalidInput, notFound } from '../failures.ts';
import { freeCount, loadHolds } from './availability.ts';

/** docs/api.md#availability-and-calendar: the calendar loads 3 months from the first of the shown month; allow a little more. */
export const MAX_CALENDAR_DAYS = 124;

/**
 * The availability calendar's answer days (GET /api/calendar/unitgroup/unavailability/list, docs/api.md#availability-
 * and-calendar) for a valid query at `now`: each day's free and taken units and the lowest price from it on. Also read
 * by a property page's server render for its first months (docs/serving.md#the-first-calendar-month).
 */
export async function calendarEntries(
  database: Database,
  catalog: PropertyCatalog,
  q: CalendarListQuery,
  now: Date,
) {
  const from = parseIsoDate(q['f.dateframeFrom']);
  const to = parseIsoDate(q['f.dateframeTo']);
  const span = from && to ? daysBetween(from, to) : -1;
  if (!from || !to || span < 0 || span > MAX_CALENDAR_DAYS) {
    throw new InvalidInput('Invalid query', [
      { path: 'f.dateframeTo', message: `must be 0..${MAX_CALENDAR_DAYS} days after f.dateframeFrom` },
    ]);
  }
  const slice = q['f.timeslicedefinitionId']
    ? catalog.timeslicedefinitions.find((s) => s.id === q['f.timeslicedefinitionId'])
    : undefined;
  if (q['f.timeslicedefinitionId'] && !slice) throw notFound('Unknown time slice definition');
  const groups = q['f.unitgroupId']
    ? catalog.unitgroups.filter((u) => u.id === q['f.unitgroupId'])
    : catalog.unitgroups;
  if (groups.length === 0) throw notFound('Unknown unit group');
  const times = {
    start: q['f.starttime'] ?? slice?.starttime ?? null,
    end: q['f.endtime'] ?? slice?.endtime ?? null,
  };
  // docs/rules.md#calendar-prices: the offers once (prices do not change by day), at the rates the guest may book.
  const { rates } = ratesFor(catalog, q['f.configCustomeraccountnumber'], q['f.configPromocode']);
  // A stay's guests book rooms (a night each); an event's its meeting rooms (a day each): isPlainStay.
  const stays = isPlainStay({
    settings: catalog.settings,
    servicetypes: catalog.servicetypes,
    startdate: null,
    today: dayIn(now, catalog.rows.property.timezone),
  });
  const offers = calendarPriceOffers(
    groups.map((u) => unitgroupForRates(catalog, u, rates, null)),
    { personcount: q['f.personcount'] ?? 0, personsperroom: q['f.personsperroom'] ?? null },
    catalog.currency,
    stays,
  );
  const freeByGroup = new Map<number, number>();
  const isFree = (unitgroupId: number) => (freeByGroup.get(unitgroupId) ?? 0) > 0;
  const days = isoDaysFrom(from, to);
  const windows = days.flatMap((d) => groups.map((u) => stayWindow(u.unitgroupcategory.id, d, d, times)));
  const holds = await loadHolds(
    database,
    catalog,
    groups.map((u) => u.id),
    windows,
    null,
    now,
  );
  const calendarentryList: CalendarEntry[] = days.map((day) => {
    let availableCount = 0;
    let total = 0;
    for (const u of groups) {
      const units = catalog.unitIdsByGroup.get(u.id) ?? [];
      total += units.length;
      const free = freeCount(units, holds, stayWindow(u.unitgroupcategory.id, day, day, times));
      freeByGroup.set(u.id, free);
      availableCount += free;
    }
    return {
      checkindate: day,
      checkoutdate: addDaysToIsoDate(day, 1),
      checkintime: times.start ?? '00:00:00',
      checkouttime: times.end ?? '23:59:59',
      available: availableCount > 0,
      availableCount,
      unavailableCount: total - availableCount,
      lowestPrice: lowestPriceOn(offers, isFree),
    };
  });
  return calendarentryList;
}
