import type { CalendarEntry } from '../model/entities.ts';

/** How bookable a calendar day is (docs/rules.md#availability). */
export type DayAvailability = 'available' | 'short' | 'blocked';

/** docs/rules.md#stay-rules: a day is short when the free share of items is within 10 percent. */
const SHORT_AVAILABILITY_SHARE = 0.1;

/**
 * docs/rules.md#stay-rules: a day is fully blocked when it is unavailable or no item is free; it is short when the
 * share of free items (free / (free + taken)) is 10 percent or less; otherwise available.
 */
export function classifyCalendarEntry(
  entry: Pick<CalendarEntry, 'available' | 'availableCount' | 'unavailableCount'>,
): DayAvailability {
  if (!entry.available || entry.availableCount <= 0) return 'blocked';
  const total = entry.availableCount + Math.max(0, entry.unavailableCount);
  return entry.availableCount / total <= SHORT_AVAILABILITY_SHARE ? 'short' : 'available';
}

/** The availability of each day of a calendar answer, by check-in date. */
export function availabilityByDay(entries: readonly CalendarEntry[]): ReadonlyMap<string, DayAvailability> {
  const byDay = new Map<string, DayAvailability>();
  for (const entry of entries) {
    const current = byDay.get(entry.checkindate);
    const next = classifyCalendarEntry(entry);
    // Several entries for one day (one per unit group): the day is as good as the best of them.
    if (current === undefined || rank[next] > rank[current]) byDay.set(entry.checkindate, next);
  }
  return byDay;
}

const rank: Readonly<Record<DayAvailability, number>> = { blocked: 0, short: 1, available: 2 };

/**
 * docs/rules.md#calendar-prices: the lowest price of each day of a calendar answer, by check-in date; with several
 * entries for one day the lowest counts, and a day without one is left out.
 */
export function lowestPriceByDay(
  entries: readonly CalendarEntry[],
): ReadonlyMap<string, NonNullable<CalendarEntry['lowestPrice']>> {
  const byDay = new Map<string, NonNullable<CalendarEntry['lowestPrice']>>();
  for (const entry of entries) {
    const price = entry.lowestPrice;
    if (!price || classifyCalendarEntry(entry) === 'blocked') continue;
    const current = byDay.get(entry.checkindate);
    if (current === undefined || price.amount < current.amount) byDay.set(entry.checkindate, price);
  }
  return byDay;
}
