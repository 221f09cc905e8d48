import type { AvailabilityResponse, Unitgroup } from '@venue/domain';
import { UnitgroupCategory } from '@venue/domain';
import { ErrorKey } from '../api/errors.ts';
import type { AvailabilityRequestBody } from '../api/index.ts';
import { type PropertyCatalog, rateFor } from '../catalog/catalog.ts';
import type { Database } from '../db/client.ts';
import { type Hold, holdsOverlapping } from '../db/inventoryQueries.ts';
import { ApiFailure } from '../http/errors.ts';

/** A wall-clock window 'YYYY-MM-DD HH:mm' .. 'YYYY-MM-DD HH:mm' (end exclusive). */
export interface Window {
  readonly start: string;
  readonly end: string;
}

/** Units of each group that hold nothing in a window, from holds loaded once for a wider range. */
export function freeCount(unitIds: readonly number[], holds: readonly Hold[], w: Window): number {
  const busy = new Set<number>();
  for (const h of holds) if (h.start < w.end && w.start < h.end) busy.add(h.unitId);
  let free = 0;
  for (const id of unitIds) if (!busy.has(id)) free++;
  return free;
}

/** Loads the holds of some unit groups overlapping any of the windows, in one query. */
export async function loadHolds(
  database: Database,
  catalog: PropertyCatalog,
  unitgroupIds: readonly number[],
  windows: readonly Window[],
  ignoreBookingId: number | null,
): Promise<Hold[]> {
  windows = windows.filter((w) => w.end > w.start);
  if (windows.length === 0) return [];
  const unitIds = [...new Set(unitgroupIds)].flatMap((id) => catalog.unitIdsByGroup.get(id) ?? []);
  let from = windows[0]?.start ?? '';
  let to = windows[0]?.end ?? '';
  for (const w of windows) {
    if (w.start < from) from = w.start;
    if (w.end > to) to = w.end;
  }
  return database.run((db) => holdsOverlapping(db, unitIds, from, to, ignoreBookingId));
}

/** Whether the persons fit a unit group for a number of items (spec 5: rooms by persons per room). */
export function personsFit(
  unitgroup: Unitgroup,
  item: {
    itemcount: number;
    personcount: number;
    personsperroom?: number | null | undefined;
    ignorePersoncount?: boolean;
  },
): boolean {
  if (item.ignorePersoncount || unitgroup.ignorePersoncount) return true;
  if (unitgroup.unitgroupcategory.id === UnitgroupCategory.Room && item.personsperroom) {
    return item.personsperroom >= unitgroup.minPersons && item.personsperroom <= unitgroup.maxPersons;
  }
  return item.personcount <= unitgroup.maxPersons * Math.max(1, item.itemcount);
}

/** Spec 7 POST /api/unitgroup/availability: real availability and the unit price for each requested item. */
export async function availability(
  database: Database,
  catalog: PropertyCatalog,
  requests: readonly AvailabilityRequestBody[],
): Promise<AvailabilityResponse[]> {
  for (const r of requests) {
    if (!catalog.unitgroupById.has(r.unitgroupId)) {
      throw new ApiFailure(404, ErrorKey.notFound, 'Unknown unit group', [{ unitgroupId: r.unitgroupId }]);
    }
    for (const [i, item] of r.availabilities.entries()) {
      if (item.end <= item.start) {
        throw new ApiFailure(400, ErrorKey.validation, 'An item ends before it starts', [
          { path: `availabilities.${i}.end`, message: 'must be after start' },
        ]);
      }
    }
  }
  const ignore = requests.find((r) => r.ignoreBookingId)?.ignoreBookingId ?? null;
  const windows = requests.flatMap((r) => r.availabilities.map((a) => ({ start: a.start, end: a.end })));
  const holds = await loadHolds(
    database,
    catalog,
    requests.map((r) => r.unitgroupId),
    windows,
    ignore,
  );
  return requests.map((r) => {
    const unitgroup = catalog.unitgroupById.get(r.unitgroupId) as Unitgroup;
    const unitIds = catalog.unitIdsByGroup.get(r.unitgroupId) ?? [];
    const { rate } = rateFor(catalog, r.customeraccountnumber, r.promotioncode);
    const base = catalog.basePrice.unitgroup.get(r.unitgroupId);
    const price = base && !base.onRequest ? Math.round((base.price * rate.pricePercent) / 100) : null;
    const answers = r.availabilities.map((item) => {
      const free = freeCount(unitIds, holds, item);
      return {
        available: free >= item.itemcount,
        price,
        currency: catalog.currency,
        rateplan: { id: rate.id },
        maxquantity: free,
        personsfit: personsFit(unitgroup, item),
      };
    });
    return {
      unitgroupId: r.unitgroupId,
      available: answers.every((a) => a.available),
      availabilities: answers,
    };
  });
}

/** The window a list filter asks about: check-in/out dates with the slice's or the given times. */
export function configWindow(
  category: number,
  checkin: string,
  checkout: string,
  times: { start: string | null; end: string | null },
): Window {
  const hhmm = (t: string) => t.slice(0, 5);
  if (category === UnitgroupCategory.Room) {
    // A stay: from check-in to check-out, at least one night.
    const out = checkout > checkin ? checkout : addDays(checkin, 1);
    return {
      start: `${checkin} ${hhmm(times.start ?? '15:00')}`,
      end: `${out} ${hhmm(times.end ?? '11:00')}`,
    };
  }
  const start = `${checkin} ${hhmm(times.start ?? '00:00')}`;
  const end =
    times.end && times.end > (times.start ?? '00:00')
      ? `${checkout} ${hhmm(times.end)}`
      : `${addDays(checkout, 1)} 00:00`;
  return { start, end };
}

/** 'YYYY-MM-DD' plus days. */
export function addDays(iso: string, days: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}
