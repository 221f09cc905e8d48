// @postgres: the migrations and the seed on the engine
import { SellingMode } from '@venue/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseFingerprint } from '../db/inspect.ts';
import { openTestDatabase, TEST_NOW } from '../testing/harness.ts';
import { seedDemo } from './index.ts';
import { demoProperties } from './properties.ts';

let t: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  t = await openTestDatabase();
});
afterAll(() => t.drop());

describe('the demo seed', () => {
  it('is idempotent: seeding a seeded database writes nothing', async () => {
    const before = await t.database.run((db) => databaseFingerprint(db));
    expect(await seedDemo(t.database, TEST_NOW)).toEqual([]);
    expect(await t.database.run((db) => databaseFingerprint(db))).toEqual(before);
  });

  it('covers what the issue asks of the three properties', () => {
    const [lindenhof, cityloft, workspace] = demoProperties;
    if (!lindenhof || !cityloft || !workspace) throw new Error('three properties expected');
    const modes = new Set(lindenhof.services.map((s) => s.sellingmode));
    expect([...modes].sort()).toEqual(Object.values(SellingMode).sort());
    const plenum = lindenhof.unitgroups.find((u) => u.code === 'PLENUM');
    expect(plenum).toMatchObject({ maxPersons: 120, units: 1, minimumSales: expect.any(Number) });
    expect(lindenhof.unitgroups.find((u) => u.code === 'BREAKOUT')?.units).toBe(3);
    expect(lindenhof.unitgroups.find((u) => u.code === 'BOARD')?.maxPersons).toBe(12);
    expect(lindenhof.servicegroups.find((g) => g.key === 'lunch')).toMatchObject({
      required: true,
      multiselect: false,
    });
    expect(lindenhof.servicetypes.some((s) => s.notassignedtounitgroup)).toBe(true);
    expect(lindenhof.relations.some((r) => r.type === 'generatedchild')).toBe(true);
    expect(lindenhof.relations.some((r) => r.type === 'removeonremove')).toBe(true);
    expect(lindenhof.relations.some((r) => r.groupKey)).toBe(true);
    expect(lindenhof.settings).toMatchObject({
      'multislot.enabled': 'true',
      'setup.isEnabled': 'true',
      'payment.enabled': 'true',
    });
    expect(cityloft.settings).toMatchObject({
      groupBookingOnly: 'true',
      'personsPerRoom.isEnabled': 'true',
      autostart: 'true',
    });
    expect(cityloft.unitgroups.every((u) => u.category === 1)).toBe(true);
    expect(workspace.settings).toMatchObject({
      'flexibleslot.enabled': 'true',
      'flexibleslot.unitInterval': '15',
    });
    expect(workspace.promocodes.length).toBeGreaterThan(0);
    expect(workspace.customeraccounts.length).toBe(1);
  });
});
