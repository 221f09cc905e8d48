import type { StaffBookingDetail } from '@venue/contract';
import { addDaysToIsoDate, childUnitPrice, BookingState as S } from '@venue/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/users.ts';
import { openTestApp, type TestApp } from '../testing/harness.ts';
import { hotelAction, staffToken } from '../testing/hotel.ts';
import { catalogIds, lindenhofMeetingDay } from '../testing/payloads.ts';

// docs/api.md#staff-offer-edit. One clock: 23 Nov 2026, 10:00 in Berlin.
const NOW = new Date('2026-11-23T09:00:00Z');

type Line = {
  id: number;
  price: number | null;
  agreedUnitPrice: number | null;
  personcount: number;
  service?: { id: number };
  unitgroup?: { id: number };
};
type Lines = { bookingUnitgroupList: Line[]; bookingServiceList: Line[] };
type Answer = {
  id: number;
  version: number;
  bookingstate: number;
  total: number;
  error?: string;
  details?: unknown[];
};

let t: TestApp;
let guest: string;
let ids: Awaited<ReturnType<typeof catalogIds>>;

beforeAll(async () => {
  t = await openTestApp({ now: () => NOW });
  guest = await t.login('lindenhof');
  ids = await catalogIds(t, guest);
});
afterAll(() => t.close());

/** A Lindenhof meeting day in the plenary hall with lunch for `people`, requested as the configurator sends it. */
async function request(people: number, day: number) {
  const DATE = addDaysToIsoDate('2026-11-23', day);
  const res = await t.request('POST', '/api/booking/add', {
    token: guest,
    body: lindenhofMeetingDay(ids, DATE, people),
  });
  expect(res.status).toBe(201);
  return { DATE, ...((await res.json()) as Answer & { bookingtoken: string; bookingcode: string } & Lines) };
}

const detail = async (id: number) => {
  const res = await t.request('GET', `/api/staff/booking/${id}`, { token: await staffToken(t, 'lindenhof') });
  return (await res.json()) as StaffBookingDetail & { data: Lines };
};

const edit = async (id: number, body: unknown, key = 'lindenhof') => {
  const res = await t.request('POST', `/api/staff/booking/${id}/edit`, {
    token: await staffToken(t, key),
    body,
  });
  return { status: res.status, body: (await res.json()) as Answer };
};

const lunchOf = (lines: Lines) =>
  lines.bookingServiceList.find((l) => l.service?.id === ids.service('LUNCH-BUFFET').id);

describe('the hotel edits an offer before sending it', () => {
  it('sets agreed prices and adds a service; the booking is priced anew, stays New and the history says who', async () => {
    const sent = await request(20, 29);
    const { DATE } = sent;
    const before = await detail(sent.id);
    const lunch = lunchOf(before.data);
    const room = before.data.bookingUnitgroupList[0];
    if (!lunch || !room) throw new Error('lines missing');
    const water = ids.service('WATER');
    const res = await edit(sent.id, {
      version: sent.version,
      editedServices: [{ ...lunch, agreedUnitPrice: 1990 }],
      editedUnitgroups: [{ id: room.id, agreedUnitPrice: 450000 }],
      addedServices: [
        {
          service: { id: water.id },
          itemcount: 2,
          personcount: 20,
          start: `${DATE} 08:00`,
          end: `${DATE} 18:00`,
          bookingUnitgroup: { index: 0 },
        },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ bookingstate: S.New, version: sent.version + 1 });

    const after = await detail(sent.id);
    const newLunch = lunchOf(after.data);
    expect(newLunch).toMatchObject({ agreedUnitPrice: 1990, price: 1990 * 20 });
    expect(after.data.bookingUnitgroupList[0]).toMatchObject({ agreedUnitPrice: 450000, price: 450000 });
    expect(after.data.bookingServiceList.some((l) => l.service?.id === water.id)).toBe(true);
    expect(after.total).toBe(res.body.total);
    expect(after.total).not.toBe(before.total);
    expect(after.history.at(-1)).toMatchObject({
      action: 'edit',
      actor: 'staff',
      fromState: S.New,
      toState: S.New,
    });
    expect(after.history.at(-1)?.userName).toEqual(expect.any(String));
    expect(after.history.at(-1)?.details).toMatchObject({ added: 1, edited: 2, deleted: 0 });
    expect(after.allowedActions).toContain('sendOffer');
  });

  it('the booker sees the agreed prices, and keeps them through an edit of their own', async () => {
    const sent = await request(20, 30);
    const { DATE } = sent;
    const lunch = lunchOf((await detail(sent.id)).data);
    if (!lunch) throw new Error('no lunch');
    const edited = await edit(sent.id, {
      version: sent.version,
      editedServices: [{ ...lunch, agreedUnitPrice: 1500 }],
    });
    expect(edited.status).toBe(200);
    const offered = await hotelAction(t, 'lindenhof', edited.body, 'sendOffer');
    expect(offered.status).toBe(200);

    const path = (what: string) => `/api/booking/${what}/${sent.bookingtoken}/${sent.bookingcode}`;
    const loaded = (await (
      await t.request('GET', path('byTokenAndInternalIdOrExternalId'), { token: guest })
    ).json()) as Lines & { total: number };
    const bookerLunch = lunchOf(loaded);
    expect(bookerLunch).toMatchObject({ agreedUnitPrice: 1500, price: 1500 * 20 });

    // The booker asks for lunch for 25 and tries to set a price of their own on a new line: the hotel's price
    // stays on its line, the booker's number is not read.
    const res = await t.request('POST', path('edit'), {
      token: guest,
      body: {
        editedServices: [{ ...bookerLunch, personcount: 25 }],
        addedServices: [
          {
            service: { id: ids.service('WATER').id },
            itemcount: 1,
            personcount: 25,
            start: `${DATE} 08:00`,
            end: `${DATE} 18:00`,
            agreedUnitPrice: 1,
          },
        ],
      },
    });
    expect(res.status).toBe(200);
    const after = (await res.json()) as Lines;
    expect(lunchOf(after)).toMatchObject({ agreedUnitPrice: 1500, price: 1500 * 25 });
    const water = after.bookingServiceList.find((l) => l.service?.id === ids.service('WATER').id);
    expect(water?.agreedUnitPrice).toBeNull();
    expect(water?.price).not.toBe(1);
  });

  it('of two staff editing the same version, the second is refused with the current version and nothing is lost', async () => {
    const sent = await request(20, 31);
    const lunch = lunchOf((await detail(sent.id)).data);
    if (!lunch) throw new Error('no lunch');
    const first = await edit(sent.id, {
      version: sent.version,
      editedServices: [{ ...lunch, agreedUnitPrice: 1800 }],
    });
    expect(first.status).toBe(200);
    const second = await edit(
      sent.id,
      { version: sent.version, editedServices: [{ ...lunch, agreedUnitPrice: 1200 }] },
      'lindenhof',
    );
    expect(second.status).toBe(409);
    expect(second.body.error).toBe('error.conflict');
    expect(second.body.details).toEqual([{ version: first.body.version, state: S.New }]);
    const now = await detail(sent.id);
    expect(lunchOf(now.data)).toMatchObject({ agreedUnitPrice: 1800 });
    expect(now.version).toBe(first.body.version);
  });

  it('refuses bad input, other properties and closed bookings, and changes nothing', async () => {
    const sent = await request(10, 32);
    const before = await detail(sent.id);
    const lunch = lunchOf(before.data);
    if (!lunch) throw new Error('no lunch');
    const negative = await edit(sent.id, {
      version: sent.version,
      editedServices: [{ ...lunch, agreedUnitPrice: -5 }],
    });
    expect(negative.status).toBe(400);
    const unknown = await edit(sent.id, { version: sent.version, deletedServiceIds: [999_999] });
    expect(unknown.status).toBe(400);
    const empty = await edit(sent.id, { version: sent.version });
    expect(empty.status).toBe(400);
    const foreign = await edit(sent.id, { version: sent.version, deletedServiceIds: [lunch.id] }, 'cityloft');
    expect(foreign.status).toBe(404);
    const unchanged = await detail(sent.id);
    expect(unchanged.version).toBe(before.version);
    expect(unchanged.data).toEqual(before.data);

    const confirmed = await hotelAction(t, 'lindenhof', sent, 'confirm');
    expect(confirmed.status).toBe(200);
    const late = await edit(sent.id, { version: confirmed.body.version, deletedServiceIds: [lunch.id] });
    expect(late.status).toBe(409);
    expect(late.body.error).toBe('error.booking.state');
  });
});

describe('the hotel edits a line’s children (docs/rules.md#children)', () => {
  type ChildLine = Line & {
    unitPrice: number;
    childcount: number;
    childQuantity: number;
    childUnitPrice: number;
  };

  // Lindenhof takes children, at 40 % of a per-person price (an owner's settings).
  beforeAll(async () => {
    const login = await t.request('POST', '/api/login', {
      body: { username: 'owner@lindenhof.example', password: DEMO_PASSWORD },
    });
    const owner = ((await login.json()) as { token: string }).token;
    for (const [key, value] of [
      ['children.enabled', 'true'],
      ['children.pricePercent', '40'],
    ]) {
      const res = await t.request('POST', '/api/staff/propertysetting/add', {
        token: owner,
        body: { propertyId: 1, key: `web.engine.configuration.${key}`, value },
      });
      expect(res.status, await res.clone().text()).toBe(201);
    }
  });

  it('lunch for 20 and 3 children: the price grows by 3 × the child share and the record keeps the counts', async () => {
    const sent = await request(20, 33);
    const before = await detail(sent.id);
    const lunch = lunchOf(before.data) as ChildLine | undefined;
    if (!lunch) throw new Error('no lunch');
    expect(lunch.childcount).toBe(0);

    const negative = await edit(sent.id, {
      version: sent.version,
      editedServices: [{ ...lunch, childcount: -1 }],
    });
    expect(negative.status).toBe(400);

    const res = await edit(sent.id, { version: sent.version, editedServices: [{ ...lunch, childcount: 3 }] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after = await detail(sent.id);
    const lunchAfter = lunchOf(after.data) as ChildLine | undefined;
    const share = childUnitPrice(lunch.unitPrice, 40);
    expect(share).toBeLessThan(lunch.unitPrice);
    expect(lunchAfter).toMatchObject({
      personcount: 20,
      childcount: 3,
      unitPrice: lunch.unitPrice,
      childQuantity: 3,
      childUnitPrice: share,
      price: (lunch.price ?? 0) + 3 * share,
    });
    expect(after.history.at(-1)).toMatchObject({ action: 'edit', actor: 'staff' });
  });

  it('a hall line’s children are stored and its price stays; a negative count is refused', async () => {
    const sent = await request(20, 34);
    const hall = (await detail(sent.id)).data.bookingUnitgroupList[0];
    if (!hall) throw new Error('no hall');
    const negative = await edit(sent.id, {
      version: sent.version,
      editedUnitgroups: [{ id: hall.id, childcount: -2 }],
    });
    expect(negative.status).toBe(400);
    const res = await edit(sent.id, {
      version: sent.version,
      editedUnitgroups: [{ id: hall.id, childcount: 2 }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after = (await detail(sent.id)).data.bookingUnitgroupList[0];
    expect(after).toMatchObject({ childcount: 2, price: hall.price, agreedUnitPrice: hall.agreedUnitPrice });
  });
});

describe('editing keeps agreed prices (docs/rules.md#editing-keeps-agreed-prices)', () => {
  it('re-prices only the line it changes; "every price at today’s" is previewed, then priced', async () => {
    const sent = await request(20, 45);
    const before = await detail(sent.id);
    const lunch = lunchOf(before.data);
    const hall = before.data.bookingUnitgroupList[0];
    if (!lunch || !hall) throw new Error('lines missing');
    const owner = await staffToken(t, 'lindenhof');

    // Since the request the lunch buffet costs €5 more a person.
    const buffet = ids.service('LUNCH-BUFFET');
    const list = (await (await t.request('GET', '/api/staff/service/list', { token: owner })).json()) as {
      items: { id: number; version: number; price: number }[];
    };
    const row = list.items.find((s) => s.id === buffet.id);
    if (!row) throw new Error('no buffet');
    const raised = await t.request('POST', `/api/staff/service/update/${row.id}`, {
      token: owner,
      body: { id: row.id, version: row.version, price: row.price + 500 },
    });
    expect(raised.status).toBe(200);

    // The hotel lowers the hall by €100: the lunch keeps its price (a minimum spend may fill the total up).
    const hallUnit = (hall as Line & { unitPrice: number }).unitPrice;
    const lowered = await edit(sent.id, {
      version: sent.version,
      editedUnitgroups: [{ id: hall.id, agreedUnitPrice: hallUnit - 10_000 }],
    });
    expect(lowered.status, JSON.stringify(lowered.body)).toBe(200);
    const after = await detail(sent.id);
    expect(lunchOf(after.data)?.price).toBe(lunch.price);
    expect(lunchOf(after.data)?.agreedUnitPrice).toBeNull();
    expect(after.data.bookingUnitgroupList[0]?.price).toBe((hall.price ?? 0) - 10_000);

    // Every price at today's: previewed first (nothing stored), then saved; the hotel's agreed hall price stays.
    const preview = await t.request('POST', `/api/staff/booking/${sent.id}/edit/preview`, {
      token: owner,
      body: { version: after.version, repriceAll: true },
    });
    expect(preview.status).toBe(200);
    const difference = (await preview.json()) as { from: number; to: number; currency: string };
    expect(difference.from).toBe(after.total);
    expect(difference.currency).toBe('EUR');
    expect((await detail(sent.id)).version).toBe(after.version);
    const today = await edit(sent.id, { version: after.version, repriceAll: true });
    expect(today.status).toBe(200);
    const repriced = await detail(sent.id);
    expect(repriced.total).toBe(difference.to);
    expect(lunchOf(repriced.data)?.price).toBe((lunch.price ?? 0) + 500 * 20);
    expect(repriced.data.bookingUnitgroupList[0]?.agreedUnitPrice).toBe(hallUnit - 10_000);
  });
});
