import type { AvailabilityRequestBody, PricingPayload } from '@venue/contract';
import {
  type AvailabilityResponse,
  addDaysToIsoDate,
  answeredRate,
  lineRate,
  personsFit,
  ratePrice,
  type Unitgroup,
  type Window,
} from '@venue/domain';
import { type EffectiveRate, type PropertyCatalog, ratesFor } from '../catalog/catalog.ts';
import type { Database } from '../db/client.ts';
import { definiteBlocksWithin, type HeldByBlocks, publicFreeInWindow } from '../db/groupQueries.ts';
import { busyUnitCounts, type GroupWindow, type Hold, holdsOverlapping } from '../db/inventoryQueries.ts';
import { InvalidInput, NotAvailable, NotFound } from '../failures.ts';

/**
 * docs/rules.md#group-blocks: what the definite group blocks hold on the nights of the holds `loadHolds` loaded,
 * kept beside those holds (the callers hand the holds on as they are), with the clock and each unit's group.
 */
interface HeldBeside {
  readonly held: HeldByBlocks;
  readonly now: Date;
  readonly unitgroupOfUnit: ReadonlyMap<number, number>;
}
const heldBesideHolds = new WeakMap<readonly Hold[], HeldBeside>();

/**
 * Units of each group that hold nothing in a window, from holds loaded once for a wider range; for public sale, so
 * less what definite group blocks still hold on its nights when the holds came from `loadHolds`
 * (docs/rules.md#group-blocks: `availableToPublic`).
 */
export function freeCount(unitIds: readonly number[], holds: readonly Hold[], w: Window): number {
  const busy = new Set<number>();
  for (const h of holds) if (h.start < w.end && w.start < h.end) busy.add(h.unitId);
  let free = 0;
  for (const id of unitIds) if (!busy.has(id)) free++;
  const beside = heldBesideHolds.get(holds);
  const unitgroupId = unitIds[0] === undefined ? undefined : beside?.unitgroupOfUnit.get(unitIds[0]);
  if (!beside || unitgroupId === undefined) return free;
  return publicFreeInWindow(free, beside.held, unitgroupId, w, beside.now);
}

/** The day range [from, to) that windows' nights or days fall in ('YYYY-MM-DD'). */
function daysOf(windows: readonly Window[]): { from: string; to: string } {
  let from = windows[0]?.start.slice(0, 10) ?? '';
  let to = windows[0]?.end.slice(0, 10) ?? '';
  for (const w of windows) {
    if (w.start.slice(0, 10) < from) from = w.start.slice(0, 10);
    if (w.end.slice(0, 10) > to) to = w.end.slice(0, 10);
  }
  return { from, to: to === '' ? to : addDaysToIsoDate(to, 1) };
}

/**
 * Loads the holds of some unit groups overlapping any of the windows, in one query, and what definite group blocks
 * hold on those nights in one more (docs/rules.md#group-blocks), which `freeCount` of these holds takes off. `now`
 * (the one injected clock) says which nights are past their release point.
 */
export async function loadHolds(
  database: Database,
  catalog: PropertyCatalog,
  unitgroupIds: readonly number[],
  windows: readonly Window[],
  ignoreBookingId: number | null,
  now: Date,
): Promise<Hold[]> {
  windows = windows.filter((w) => w.end > w.start);
  if (windows.length === 0) return [];
  const groupIds = [...new Set(unitgroupIds)];
  const unitIds = groupIds.flatMap((id) => catalog.unitIdsByGroup.get(id) ?? []);
  let from = windows[0]?.start ?? '';
  let to = windows[0]?.end ?? '';
  for (const w of windows) {
    if (w.start < from) from = w.start;
    if (w.end > to) to = w.end;
  }
  const days = daysOf(windows);
  const [holds, held] = await database.run(async (db) => [
    await holdsOverlapping(db, unitIds, from, to, ignoreBookingId),
    await definiteBlocksWithin(db, groupIds, days.from, days.to),
  ]);
  if (held) {
    const unitgroupOfUnit = new Map(
      groupIds.flatMap((g) => (catalog.unitIdsByGroup.get(g) ?? []).map((u) => [u, g] as const)),
    );
    heldBesideHolds.set(holds, { held, now, unitgroupOfUnit });
  }
  return holds;
}

/** docs/rules.md#availability POST /api/unitgroup/availability: real availability and the unit price for each requested item. */
export async function availability(
  database: Database,
  catalog: PropertyCatalog,
  requests: readonly AvailabilityRequestBody[],
  now: Date,
): Promise<AvailabilityResponse[]> {
  for (const r of requests) {
    if (!catalog.unitgroupById.has(r.unitgroupId)) {
      throw new NotFound('Unknown unit group', [{ unitgroupId: r.unitgroupId }]);
    }
    for (const [i, item] of r.availabilities.entries()) {
      if (item.end <= item.start) {
        throw new InvalidInput('An item ends before it starts', [
          { path: `availabilities.${i}.end`, message: 'must be after start' },
        ]);
      }
    }
  }
  const ignore = requests.find((r) => r.ignoreBookingId)?.ignoreBookingId ?? null;
  // One count per distinct (unit group, window): a call naming a unit group or a period twice asks once.
  const windows: GroupWindow[] = [];
  const windowIndex = new Map<string, number>();
  const itemWindow: number[][] = [];
  for (const r of requests) {
    const indexes: number[] = new Array(r.availabilities.length);
    for (let i = 0; i < r.availabilities.length; i++) {
      const item = r.availabilities[i] as (typeof r.availabilities)[number];
      const key = `${r.unitgroupId}|${item.start}|${item.end}`;
      let index = windowIndex.get(key);
      if (index === undefined) {
        index = windows.length;
        windows.push({ unitgroupId: r.unitgroupId, start: item.start, end: item.end });
        windowIndex.set(key, index);
      }
      indexes[i] = index;
    }
    itemWindow.push(indexes);
  }
  const days = daysOf(windows);
  const [busy, held] = await database.run(async (db) => [
    await busyUnitCounts(db, windows, ignore),
    await definiteBlocksWithin(db, [...new Set(windows.map((w) => w.unitgroupId))], days.from, days.to),
  ]);
  const answers: AvailabilityResponse[] = new Array(requests.length);
  for (let ri = 0; ri < requests.length; ri++) {
    const r = requests[ri] as AvailabilityRequestBody;
    const indexes = itemWindow[ri] as number[];
    const unitgroup = catalog.unitgroupById.get(r.unitgroupId) as Unitgroup;
    const unitCount = catalog.unitIdsByGroup.get(r.unitgroupId)?.length ?? 0;
    // docs/rules.md#rate-policies: every rate the guest may book, priced per unit; each item at its chosen one.
    const { rates } = ratesFor(catalog, r.customeraccountnumber, r.promotioncode);
    const base = catalog.basePrice.unitgroup.get(r.unitgroupId);
    const priceAt = (rate: EffectiveRate) =>
      base && !base.onRequest ? ratePrice(base.price, rate.pricePercent) : null;
    const unitgroupRateplanList = rates.map((rate) => ({
      id: rate.id,
      name: rate.name,
      price: priceAt(rate),
      policy: rate.policy,
    }));
    const items: AvailabilityResponse['availabilities'][number][] = new Array(r.availabilities.length);
    let allAvailable = true;
    for (let i = 0; i < r.availabilities.length; i++) {
      const item = r.availabilities[i] as (typeof r.availabilities)[number];
      // docs/rules.md#group-blocks: what definite group blocks still hold on its nights is not for sale.
      const free = publicFreeInWindow(
        Math.max(0, unitCount - (busy[indexes[i] as number] ?? 0)),
        held,
        r.unitgroupId,
        item,
        now,
      );
      const available = free >= item.itemcount;
      if (!available) allAvailable = false;
      // docs/rules.md#rate-policies: the line's rate, or the first the guest may book, which the answer names.
      const rate = answeredRate(rates, item.rateplan?.id) as EffectiveRate;
      items[i] = {
        available,
        price: priceAt(rate),
        currency: catalog.currency,
        rateplan: { id: rate.id },
        unitgroupRateplanList,
        maxquantity: free,
        personsfit: personsFit(unitgroup, item),
      };
    }
    answers[ri] = { unitgroupId: r.unitgroupId, available: allAvailable, availabilities: items };
  }
  return answers;
}

/**
 * docs/rules.md#availability: the availability answers in the shape the domain reads (per unit group, one item per
 * line in order), from the holds loaded for the booking; a line whose units are not free is a 409 naming it, a
 * line at a rate the guest may not book a 400.
 */
export function availabilityAnswers(
  catalog: PropertyCatalog,
  p: PricingPayload,
  rates: readonly EffectiveRate[],
  holds: readonly Hold[],
): AvailabilityResponse[] {
  const byGroup = new Map<number, AvailabilityResponse['availabilities'][number][]>();
  const unavailable: number[] = [];
  for (const [i, l] of p.bookingUnitgroupList.entries()) {
    const unitgroup = catalog.unitgroupById.get(l.unitgroup.id);
    if (!unitgroup) continue;
    // docs/rules.md#rate-policies: the line's rate is one the guest may book, else the first of them.
    const rate = lineRate(rates, l.rateplan?.id);
    if (!rate)
      throw new InvalidInput('Invalid booking', [
        { path: `bookingUnitgroupList.${i}.rateplan`, message: 'not a rate this booking may have' },
      ]);
    const free = freeCount(catalog.unitIdsByGroup.get(l.unitgroup.id) ?? [], holds, l);
    if (free < l.itemcount) unavailable.push(i);
    const base = catalog.basePrice.unitgroup.get(l.unitgroup.id);
    byGroup.set(l.unitgroup.id, [
      ...(byGroup.get(l.unitgroup.id) ?? []),
      {
        available: free >= l.itemcount,
        price: base && !base.onRequest ? ratePrice(base.price, rate.pricePercent) : null,
        currency: catalog.currency,
        rateplan: { id: rate.id },
        maxquantity: free,
        personsfit: personsFit(unitgroup, { ...l, personsperroom: p.personsperroom }),
      },
    ]);
  }
  if (unavailable.length > 0) {
    throw new NotAvailable(
      'Something in the booking is no longer available',
      unavailable.map((i) => ({
        path: `bookingUnitgroupList.${i}`,
        unitgroupId: p.bookingUnitgroupList[i]?.unitgroup.id,
      })),
    );
  }
  return [...byGroup.entries()].map(([unitgroupId, availabilities]) => ({
    unitgroupId,
    available: availabilities.every((a) => a.available),
    availabilities,
  }));
}
