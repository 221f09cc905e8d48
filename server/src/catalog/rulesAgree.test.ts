import {
  answeredRate,
  bookableRates,
  lineRate,
  listedPersonsFit,
  stayWindow,
  type Unitgroup,
  UnitgroupCategory,
} from '@venue/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../testing/harness.ts';
import { catalogIds, cityloftRooms, daysFromNow } from '../testing/payloads.ts';

/*
 * Issue 43: the rules the server once kept for itself live in the domain, and the server's answers are theirs. Each
 * test asks the server over HTTP and holds the answer against the domain function called with the same inputs, as
 * the browser calls it: the stay window, which rates a guest may book and a line's rate, and whether a unit group
 * fits the group in the list. (The deposit a payment charges is held against the domain in payments.test.ts.)
 */

const CITYLOFT = 2;
const WORKSPACE = 3;

type Listed = {
  items: (Pick<Unitgroup, 'id' | 'minPersons' | 'maxPersons' | 'ignorePersoncount' | 'unitgroupcategory'> & {
    code: string;
    availabilityoption: { available: boolean; maxquantity: number; personsfit: boolean } | null;
    rateplanList: { id: number; name: string }[];
  })[];
};

let t: TestApp;
let cityloft: string;
let workspace: string;

beforeAll(async () => {
  t = await openTestApp();
  cityloft = await t.login('cityloft');
  workspace = await t.login('workspace');
});
afterAll(() => t.close());

const compact = (iso: string) => iso.replaceAll('-', '');
async function list(token: string, query: string): Promise<Listed['items']> {
  const res = await t.request('GET', `/api/unitgroup/list?${query}`, { token });
  expect(res.status).toBe(200);
  return ((await res.json()) as Listed).items;
}

describe('the server answers as the domain rules', () => {
  it('the stay window: a stay that ends on a day leaves it free from check-out, in the list as in the domain', async () => {
    const penthouse = (await catalogIds(t, cityloft)).unitgroup('PENTHOUSE');
    const [arrival, departure, next] = [daysFromNow(150), daysFromNow(152), daysFromNow(154)];
    const made = await t.request('POST', '/api/booking/add', {
      token: cityloft,
      body: { ...cityloftRooms(CITYLOFT, penthouse, arrival, 2), termsAccepted: true },
    });
    expect(made.status).toBe(201);
    // The domain: the booked stay and the next one meet at the departure day without overlapping.
    const booked = stayWindow(UnitgroupCategory.Room, arrival, departure, { start: null, end: null });
    const following = stayWindow(UnitgroupCategory.Room, departure, next, { start: null, end: null });
    expect(booked.end <= following.start).toBe(true);
    // The server: the next stay's days show the Penthouse free, the booked days not.
    const query = (from: string, to: string) =>
      `f.configCheckinDate=${compact(from)}&f.configCheckoutDate=${compact(to)}&f.personcount=2`;
    const penthouseIn = async (from: string, to: string) =>
      (await list(cityloft, query(from, to))).find((u) => u.id === penthouse)?.availabilityoption;
    expect(await penthouseIn(departure, next)).toMatchObject({ available: true, maxquantity: 1 });
    expect(await penthouseIn(arrival, departure)).toMatchObject({ available: false, maxquantity: 0 });
  });

  it('persons fit: every unit group of the list fits the group as listedPersonsFit says', async () => {
    for (const [token, people, perRoom] of [
      [cityloft, 2, null],
      [cityloft, 6, 3],
      [workspace, 20, null],
      [workspace, 4, null],
    ] as const) {
      const day = compact(daysFromNow(160));
      const items = await list(
        token,
        `f.configCheckinDate=${day}&f.configCheckoutDate=${compact(daysFromNow(162))}&f.personcount=${people}${
          perRoom ? `&f.personsperroom=${perRoom}` : ''
        }`,
      );
      expect(items.length).toBeGreaterThan(0);
      for (const u of items)
        expect(u.availabilityoption?.personsfit, `${u.code} for ${people} (${perRoom} per room)`).toBe(
          listedPersonsFit(u, { personcount: people, personsperroom: perRoom }),
        );
    }
    // The rule's own cases, seen from the server: three to a room fit no double room; twenty fit no small room.
    const studio = (
      await list(
        cityloft,
        `f.configCheckinDate=${compact(daysFromNow(160))}&f.configCheckoutDate=${compact(daysFromNow(162))}&f.personcount=6&f.personsperroom=3`,
      )
    ).find((u) => u.code === 'STUDIO');
    expect(studio?.availabilityoption?.personsfit).toBe(false);
  });

  it('bookable rates: a code’s rate comes first, an unknown code leaves the public rates', async () => {
    const plain = await list(workspace, '');
    const withCode = await list(workspace, 'f.configPromocode=SPRING20');
    const unknown = await list(workspace, 'f.configPromocode=NOPE');
    const publicRates = plain[0]?.rateplanList ?? [];
    const promoRate = withCode[0]?.rateplanList[0];
    expect(promoRate).toBeDefined();
    expect(publicRates.map((r) => r.id)).not.toContain(promoRate?.id);
    expect(withCode[0]?.rateplanList.map((r) => r.id)).toEqual(
      bookableRates(publicRates, { kind: 'promocode', rate: promoRate ?? null }).rates.map((r) => r.id),
    );
    expect(unknown[0]?.rateplanList.map((r) => r.id)).toEqual(
      bookableRates(publicRates, { kind: 'promocode', rate: null }).rates.map((r) => r.id),
    );
  });

  it('a line’s rate: availability names the rate it priced, and a booking at a rate not the guest’s is refused', async () => {
    const team = (await catalogIds(t, workspace)).unitgroup('TEAM');
    const promoRate = (await list(workspace, 'f.configPromocode=SPRING20'))[0]?.rateplanList[0]?.id;
    const publicRates = (await list(workspace, ''))[0]?.rateplanList ?? [];
    const [start, end] = [`${daysFromNow(170)} 09:00`, `${daysFromNow(170)} 17:00`];
    const ask = async (promotioncode: string | null) => {
      const res = await t.request('POST', '/api/unitgroup/availability', {
        token: workspace,
        body: {
          unitgroupId: team,
          ...(promotioncode ? { promotioncode } : {}),
          availabilities: [{ itemcount: 1, start, end, personcount: 4, rateplan: { id: promoRate } }],
        },
      });
      expect(res.status).toBe(200);
      return ((await res.json()) as { availabilities: { rateplan: { id: number } }[] }).availabilities[0]
        ?.rateplan.id;
    };
    expect(await ask('SPRING20')).toBe(answeredRate([{ id: promoRate ?? 0 }, ...publicRates], promoRate)?.id);
    expect(await ask(null)).toBe(answeredRate(publicRates, promoRate)?.id);
    expect(await ask(null)).not.toBe(promoRate);
    // The booking at the promo rate without its code: lineRate has none, the server refuses it.
    expect(lineRate(publicRates, promoRate)).toBeNull();
    const booked = await t.request('POST', '/api/booking/add', {
      token: workspace,
      body: {
        propertyId: WORKSPACE,
        startdate: daysFromNow(170),
        enddate: daysFromNow(170),
        booker: { lastname: 'Hopper', email: 'grace@example.org' },
        people: 4,
        bookingUnitgroupList: [
          { unitgroup: { id: team }, rateplan: { id: promoRate }, itemcount: 1, start, end, personcount: 4 },
        ],
        bookingServiceList: [],
        request: true,
        termsAccepted: true,
      },
    });
    expect(booked.status).toBe(400);
    expect(JSON.stringify(await booked.json())).toContain('rateplan');
  });
});
