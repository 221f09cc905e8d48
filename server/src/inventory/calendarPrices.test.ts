import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../testing/harness.ts';
import { staffToken } from '../testing/hotel.ts';
import { catalogIds, daysFromNow } from '../testing/payloads.ts';

/*
 * docs/rules.md#calendar-prices: the guest's calendar carries under each free day the lowest price from it on, for
 * the search (people, persons per room, promo code); a blocked day carries none.
 */

const WORKSPACE = 3; // seed order: lindenhof 1, cityloft 2, workspace 3

let t: TestApp;
const tokens = new Map<string, string>();
beforeAll(async () => {
  t = await openTestApp();
  for (const key of ['lindenhof', 'cityloft', 'workspace']) tokens.set(key, await t.login(key));
});
afterAll(() => t.close());

const compact = (iso: string) => iso.replaceAll('-', '');

interface Entry {
  checkindate: string;
  available: boolean;
  lowestPrice: { amount: number; currency: string } | null;
}

/** The guest's calendar from `from` to `to` with the search's filters. */
async function calendar(key: string, from: string, to: string, search = '') {
  const res = await t.request(
    'GET',
    `/api/calendar/unitgroup/unavailability/list?f.dateframeFrom=${compact(from)}&f.dateframeTo=${compact(to)}${search}`,
    { token: tokens.get(key) as string },
  );
  expect(res.status).toBe(200);
  return ((await res.json()) as { calendarentryList: Entry[] }).calendarentryList;
}

describe('the price under each calendar day', () => {
  it('is the cheapest room for one night for a stay, at the cheapest rate the guest may book', async () => {
    const day = daysFromNow(40);
    // Cityloft's studio costs 129.00 € at the flexible rate, 10 % less at the non-refundable one.
    expect(await calendar('cityloft', day, day, '&f.personcount=2')).toEqual([
      expect.objectContaining({ checkindate: day, lowestPrice: { amount: 11610, currency: 'EUR' } }),
    ]);
    // Three per room: only the loft (219.00 €) and the penthouse take them.
    expect(
      (await calendar('cityloft', day, day, '&f.personcount=6&f.personsperroom=3'))[0]?.lowestPrice,
    ).toEqual({ amount: 19710, currency: 'EUR' });
  });

  it('is the cheapest meeting room for one day at a conference hotel, whose guests plan events', async () => {
    const day = daysFromNow(40);
    // Lindenhof has rooms too, but its guests book events: a breakout room (350.00 €) takes ten people...
    expect((await calendar('lindenhof', day, day, '&f.personcount=10'))[0]?.lowestPrice).toEqual({
      amount: 35000,
      currency: 'EUR',
    });
    // ...only the plenary hall (1,500.00 €) takes twenty-five.
    expect((await calendar('lindenhof', day, day, '&f.personcount=25'))[0]?.lowestPrice).toEqual({
      amount: 150000,
      currency: 'EUR',
    });
  });

  it('is the cheapest meeting room for one day that seats everyone, with the promo code’s rate', async () => {
    const day = daysFromNow(41);
    const price = async (search: string) => (await calendar('workspace', day, day, search))[0]?.lowestPrice;
    expect(await price('&f.personcount=8')).toEqual({ amount: 18000, currency: 'EUR' });
    expect(await price('&f.personcount=8&f.configPromocode=SPRING20')).toEqual({
      amount: 14400,
      currency: 'EUR',
    });
    // Only the lounge, which takes any number of people, is for fifty.
    expect(await price('&f.personcount=50')).toEqual({ amount: 60000, currency: 'EUR' });
  });

  it('moves to the next cheapest room on a day the cheapest is taken, and a blocked day has no price', async () => {
    const guest = tokens.get('workspace') as string;
    const ids = await catalogIds(t, guest);
    const team = ids.unitgroup('TEAM');
    const day = daysFromNow(50);
    const next = daysFromNow(51);
    const staff = await staffToken(t, 'workspace');
    const units = await t.request(
      'GET',
      `/api/staff/calendar/unit/unavailability/list?f.propertyId=${WORKSPACE}&f.dateframeFrom=${compact(day)}&f.dateframeTo=${compact(day)}&f.unitgroupId=${team}`,
      { token: staff },
    );
    const unitIds = ((await units.json()) as { items: { unitId: number }[] }).items.map((u) => u.unitId);
    expect(unitIds).toHaveLength(2);
    const blocked = await t.request('POST', '/api/staff/block/add', {
      token: staff,
      body: { propertyId: WORKSPACE, reason: 'maintenance', unitIds, from: day, to: next },
    });
    expect(blocked.status).toBe(201);

    // Both team rooms are taken on the day: the lounge (600.00 €) is the cheapest that seats eight.
    expect(
      (await calendar('workspace', day, next, '&f.personcount=8')).map((e) => e.lowestPrice?.amount),
    ).toEqual([60000, 18000]);
    expect(await calendar('workspace', day, next, `&f.personcount=8&f.unitgroupId=${team}`)).toEqual([
      expect.objectContaining({ available: false, lowestPrice: null }),
      expect.objectContaining({ available: true, lowestPrice: { amount: 18000, currency: 'EUR' } }),
    ]);
  });
});
