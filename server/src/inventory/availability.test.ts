import { addDaysToIsoDate } from '@venue/domain';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogCache } from '../catalog/cache.ts';
import type { PropertyCatalog } from '../catalog/catalog.ts';
import { listProperties } from '../db/catalogQueries.ts';
import type { Database } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { TEST_NOW } from '../testing/clock.ts';
import { openTestDatabase } from '../testing/harness.ts';
import { availability, freeCount, loadHolds } from './availability.ts';

/*
 * The set-based availability query (one count of busy units per distinct unit group and window) agrees
 * with counting the loaded holds one by one, on many allocations: touching ends ('[)' ranges), releases
 * (holds = false), windows shorter and longer than the allocations, unit groups asked twice.
 */

let database: Database;
let drop: () => Promise<void>;
let catalog: PropertyCatalog;
const base = '2031-03-01';

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  const properties = await database.run((db) => listProperties(db));
  const lindenhof = properties.find((p) => p.key === 'lindenhof');
  if (!lindenhof) throw new Error('lindenhof not seeded');
  catalog = (await new CatalogCache(database).get(lindenhof.id)) as PropertyCatalog;
  // Per unit, back-to-back or gapped allocations over 20 days (the EXCLUDE constraint forbids overlap),
  // plus released ones overlapping them.
  const random = fc.sample(fc.integer({ min: 0, max: 1_000_000 }), { seed: 42, numRuns: 5000 });
  let r = 0;
  const next = (n: number) => (random[r++ % random.length] as number) % n;
  const rows: { unitId: number; start: string; end: string; holds: boolean }[] = [];
  for (const unitIds of catalog.unitIdsByGroup.values()) {
    for (const unitId of unitIds) {
      let hour = next(30);
      while (hour < 20 * 24) {
        const length = 1 + next(60);
        const at = (h: number) =>
          `${addDaysToIsoDate(base, Math.floor(h / 24))} ${String(h % 24).padStart(2, '0')}:00`;
        rows.push({ unitId, start: at(hour), end: at(hour + length), holds: true });
        if (next(4) === 0) rows.push({ unitId, start: at(hour), end: at(hour + length + 5), holds: false });
        hour += length + (next(3) === 0 ? 0 : next(48));
      }
    }
  }
  await database.run(async (db) => {
    for (let i = 0; i < rows.length; i += 200) {
      await db.insert(t.unitAllocation).values(
        rows.slice(i, i + 200).map((x) => ({
          unitId: x.unitId,
          period: sql`tsrange(${x.start}::timestamp, ${x.end}::timestamp, '[)')` as unknown as string,
          holds: x.holds,
          note: 'availability.test',
        })),
      );
    }
  });
});

afterAll(async () => {
  await drop?.();
});

describe('availability on many allocations', () => {
  it('agrees with counting the holds one by one', async () => {
    const groupIds = [...catalog.unitIdsByGroup.keys()];
    const window = fc
      .tuple(fc.integer({ min: 0, max: 22 * 24 }), fc.integer({ min: 1, max: 72 }))
      .map(([h, len]) => {
        const at = (x: number) =>
          `${addDaysToIsoDate(base, Math.floor(x / 24))} ${String(x % 24).padStart(2, '0')}:00`;
        return { start: at(h), end: at(h + len) };
      });
    const requests = fc.array(
      fc.record({
        unitgroupId: fc.constantFrom(...groupIds),
        availabilities: fc.array(
          fc.tuple(window, fc.integer({ min: 1, max: 4 })).map(([w, itemcount]) => ({
            itemcount,
            start: w.start,
            end: w.end,
            personcount: 1,
            childcount: 0,
            ignorePersoncount: true,
          })),
          { minLength: 1, maxLength: 12 },
        ),
        tagIds: fc.constant([] as number[]),
      }),
      { minLength: 1, maxLength: 8 },
    );
    let partlyBusy = 0;
    await fc.assert(
      fc.asyncProperty(requests, async (rs) => {
        const answers = await availability(database, catalog, rs, TEST_NOW);
        const holds = await loadHolds(
          database,
          catalog,
          rs.map((x) => x.unitgroupId),
          rs.flatMap((x) => x.availabilities),
          null,
          TEST_NOW,
        );
        rs.forEach((request, ri) => {
          const units = catalog.unitIdsByGroup.get(request.unitgroupId) ?? [];
          const expected = request.availabilities.map((item) => freeCount(units, holds, item));
          const got = answers[ri]?.availabilities.map((a) => a.maxquantity);
          partlyBusy += expected.filter((free) => free > 0 && free < units.length).length;
          expect(got).toEqual(expected);
          expect(answers[ri]?.available).toBe(
            request.availabilities.every((a, i) => (expected[i] ?? 0) >= a.itemcount),
          );
        });
      }),
      { numRuns: 60, seed: 7 },
    );
    // The generated data is not trivially free or trivially full.
    expect(partlyBusy).toBeGreaterThan(20);
  });
});
