import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseFingerprint, holdingAllocations } from '../db/inspect.ts';
import { openTestApp, type TestApp } from '../testing/harness.ts';
import { staffToken } from '../testing/hotel.ts';
import { catalogIds, cityloftRooms, daysFromNow } from '../testing/payloads.ts';

/*
 * docs/api.md#blocks-and-unavailability: staff take units out of sale; the guest's availability follows at once,
 * and a block and a guest booking racing for the last unit never both win.
 */

const CITYLOFT = 2; // seed order: lindenhof 1, cityloft 2, workspace 3
const LINDENHOF = 1;

type Json = Record<string, unknown> & { error?: string; details?: unknown[] };
interface BlockAnswer {
  id: number;
  version: number;
  bookingstate: number;
  bookingcategoryId: number;
  reason: string;
  note: string;
  from: string;
  to: string;
  start: string;
  end: string;
  unitList: { unitId: number; unitName: string; unitgroupId: number; start: string; end: string }[];
  allowedActions: string[];
  history?: {
    action: string;
    actor: string;
    userName: string | null;
    fromState: number | null;
    toState: number;
  }[];
}

let t: TestApp;
let guest: string;
let penthouse: number;
let loft: number;

beforeAll(async () => {
  t = await openTestApp();
  guest = await t.login('cityloft');
  const ids = await catalogIds(t, guest);
  penthouse = ids.unitgroup('PENTHOUSE'); // one unit
  loft = ids.unitgroup('LOFT'); // six units
});
afterAll(() => t.close());

const call = async <T = Json>(method: string, path: string, body?: unknown, key = 'cityloft') => {
  const res = await t.request(method, path, { token: await staffToken(t, key), body });
  return { status: res.status, body: (await res.json()) as T & Json };
};
const compact = (iso: string) => iso.replaceAll('-', '');

/** The unit ids of a unit group, from the staff's unit list. */
async function unitsOf(unitgroupId: number): Promise<number[]> {
  const day = compact(daysFromNow(1));
  const res = await call<{ items: { unitId: number }[] }>(
    'GET',
    `/api/staff/calendar/unit/unavailability/list?f.propertyId=${CITYLOFT}&f.dateframeFrom=${day}&f.dateframeTo=${day}&f.unitgroupId=${unitgroupId}`,
  );
  return res.body.items.map((u) => u.unitId);
}

/** The guest's calendar for one day of one unit group. */
async function guestDay(unitgroupId: number, day: string) {
  const res = await t.request(
    'GET',
    `/api/calendar/unitgroup/unavailability/list?f.dateframeFrom=${compact(day)}&f.dateframeTo=${compact(day)}&f.unitgroupId=${unitgroupId}`,
    { token: guest },
  );
  expect(res.status).toBe(200);
  const body = (await res.json()) as { calendarentryList: { available: boolean; availableCount: number }[] };
  return body.calendarentryList[0];
}

const guestBooks = (unitgroupId: number, day: string, nights = 2) =>
  t.request('POST', '/api/booking/add', {
    token: guest,
    body: cityloftRooms(CITYLOFT, unitgroupId, day, nights),
  });

const block = (body: Record<string, unknown>, key = 'cityloft') =>
  call<BlockAnswer>(
    'POST',
    '/api/staff/block/add',
    { propertyId: CITYLOFT, reason: 'maintenance', ...body },
    key,
  );

describe('a block on the last free unit', () => {
  it('hides it from the guest at once, refuses a booking on it, and releasing brings it back', async () => {
    const [unit] = await unitsOf(penthouse);
    const from = daysFromNow(120);
    const to = daysFromNow(123);
    expect(await guestDay(penthouse, from)).toMatchObject({ available: true, availableCount: 1 });

    const made = await block({ unitIds: [unit], from, to, note: 'Roof terrace sealed' });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      bookingstate: 8,
      bookingcategoryId: 4,
      reason: 'maintenance',
      note: 'Roof terrace sealed',
      from,
      to,
      // A room is blocked for its nights, like a stay.
      start: `${from} 15:00`,
      end: `${to} 11:00`,
      unitList: [{ unitId: unit, unitgroupId: penthouse, start: `${from} 15:00`, end: `${to} 11:00` }],
      allowedActions: ['changeBlock', 'release'],
    });

    // Every day of the block is gone from the guest's calendar; the day of departure is free again.
    for (const day of [from, daysFromNow(121), daysFromNow(122)])
      expect(await guestDay(penthouse, day)).toMatchObject({ available: false, availableCount: 0 });
    expect(await guestDay(penthouse, to)).toMatchObject({ available: true });
    expect(await guestDay(penthouse, daysFromNow(119))).toMatchObject({ available: true });
    const refused = await guestBooks(penthouse, daysFromNow(121), 2);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ error: 'error.availability' });

    const released = await call<BlockAnswer>('POST', `/api/staff/block/${made.body.id}/release`, {
      version: made.body.version,
    });
    expect(released.status).toBe(200);
    expect(released.body).toMatchObject({ bookingstate: 32, allowedActions: [] });
    expect(await guestDay(penthouse, from)).toMatchObject({ available: true, availableCount: 1 });
    expect((await guestBooks(penthouse, daysFromNow(121), 2)).status).toBe(201);

    const detail = await call<BlockAnswer>('GET', `/api/staff/block/${made.body.id}`);
    expect(detail.body.history?.map((h) => [h.action, h.actor, h.userName, h.fromState, h.toState])).toEqual([
      ['block', 'staff', 'Cityloft Staff', null, 8],
      ['release', 'staff', 'Cityloft Staff', 8, 32],
    ]);
    // A released block cannot be released or changed again.
    const again = await call('POST', `/api/staff/block/${made.body.id}/release`, {
      version: released.body.version,
    });
    expect(again).toMatchObject({ status: 409, body: { error: 'error.booking.state' } });
  });

  it('sends no mail and stays out of the bookings inbox unless asked for by its category', async () => {
    const [unit] = await unitsOf(penthouse);
    const made = await block({
      unitIds: [unit],
      from: daysFromNow(130),
      to: daysFromNow(131),
      reason: 'houseUse',
    });
    expect(made.status).toBe(201);
    const asBooking = await call<{ mails: unknown[]; allowedActions: string[]; bookingcategoryId: number }>(
      'GET',
      `/api/staff/booking/${made.body.id}`,
    );
    expect(asBooking.body).toMatchObject({ mails: [], allowedActions: [], bookingcategoryId: 4 });
    const inbox = await call<{ items: { id: number }[] }>(
      'GET',
      `/api/staff/booking/list?f.propertyId=${CITYLOFT}`,
    );
    expect(inbox.body.items.map((i) => i.id)).not.toContain(made.body.id);
    const blocked = await call<{ items: { id: number }[] }>(
      'GET',
      `/api/staff/booking/list?f.propertyId=${CITYLOFT}&f.bookingcategoryId=4`,
    );
    expect(blocked.body.items.map((i) => i.id)).toContain(made.body.id);
    // The booking actions do not apply to a block: it is released through its own route.
    const cancel = await call('POST', `/api/staff/booking/${made.body.id}/cancel`, {
      version: made.body.version,
    });
    expect(cancel).toMatchObject({ status: 409, body: { error: 'error.booking.state' } });
  });

  it('cannot be made by a guest sending the blocked category', async () => {
    const res = await t.request('POST', '/api/booking/add', {
      token: guest,
      body: { ...cityloftRooms(CITYLOFT, loft, daysFromNow(140), 1), bookingcategory: { id: 4 } },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'error.validation' });
  });
});

describe('blocks of units and unit groups', () => {
  it('a unit already taken is a 409 naming the unit and its dates, and nothing is stored', async () => {
    const units = await unitsOf(loft);
    const day = daysFromNow(150);
    const first = await block({ unitIds: [units[0]], from: day, to: daysFromNow(152) });
    expect(first.status).toBe(201);
    const before = await t.database.run((db) => databaseFingerprint(db));
    const clash = await block({
      unitIds: [units[1], units[0]],
      from: daysFromNow(151),
      to: daysFromNow(153),
    });
    expect(clash.status).toBe(409);
    expect(clash.body).toMatchObject({
      error: 'error.availability',
      details: [
        {
          unitId: units[0],
          unitName: expect.any(String),
          start: `${day} 15:00`,
          end: `${daysFromNow(152)} 11:00`,
        },
      ],
    });
    expect(await t.database.run((db) => databaseFingerprint(db))).toEqual(before);
  });

  it('N units of a unit group: the server picks free ones, and refuses more than are free', async () => {
    const day = daysFromNow(160);
    const booked = await guestBooks(loft, day, 2);
    expect(booked.status).toBe(201);
    const made = await block({
      unitgroup: { id: loft, count: 3 },
      from: day,
      to: daysFromNow(162),
      reason: 'soldElsewhere',
    });
    expect(made.status).toBe(201);
    expect(made.body.unitList).toHaveLength(3);
    expect(new Set(made.body.unitList.map((u) => u.unitgroupId))).toEqual(new Set([loft]));
    expect(
      await t.database.run((db) => holdingAllocations(db, loft, `${day} 15:00`, `${daysFromNow(162)} 11:00`)),
    ).toBe(4);
    expect(await guestDay(loft, day)).toMatchObject({ availableCount: 2 });
    const before = await t.database.run((db) => databaseFingerprint(db));
    const tooMany = await block({ unitgroup: { id: loft, count: 3 }, from: day, to: daysFromNow(161) });
    expect(tooMany).toMatchObject({
      status: 409,
      body: { error: 'error.availability', details: [{ unitgroupId: loft, requested: 3, free: 2 }] },
    });
    expect(await t.database.run((db) => databaseFingerprint(db))).toEqual(before);
  });

  it('updates range, units, reason and note with the version; a stale version is a 409 with the current block', async () => {
    const units = await unitsOf(loft);
    const made = await block({ unitIds: [units[5]], from: daysFromNow(170), to: daysFromNow(172) });
    const path = `/api/staff/block/${made.body.id}/update`;
    const changed = await call<BlockAnswer>('POST', path, {
      version: made.body.version,
      to: daysFromNow(174),
      unitIds: [units[4], units[5]],
      reason: 'other',
      note: 'Painting',
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      version: made.body.version + 1,
      reason: 'other',
      note: 'Painting',
      to: daysFromNow(174),
    });
    expect(changed.body.unitList.map((u) => u.unitId)).toEqual([units[4], units[5]]);
    expect(await guestDay(loft, daysFromNow(173))).toMatchObject({ availableCount: 4 });

    const stale = await call('POST', path, { version: made.body.version, note: 'late' });
    expect(stale).toMatchObject({
      status: 409,
      body: {
        error: 'error.conflict',
        details: [{ id: made.body.id, version: changed.body.version, note: 'Painting' }],
      },
    });

    // Moving it onto a taken unit is refused and the block stays as it was.
    const other = await block({ unitIds: [units[3]], from: daysFromNow(170), to: daysFromNow(171) });
    const clash = await call('POST', path, { version: changed.body.version, unitIds: [units[3]] });
    expect(clash).toMatchObject({
      status: 409,
      body: { error: 'error.availability', details: [{ unitId: units[3] }] },
    });
    const now = await call<BlockAnswer>('GET', `/api/staff/block/${made.body.id}`);
    expect(now.body.version).toBe(changed.body.version);
    expect(now.body.unitList.map((u) => u.unitId)).toEqual([units[4], units[5]]);
    expect(now.body.history?.map((h) => h.action)).toEqual(['block', 'changeBlock']);
    expect(other.status).toBe(201);
  });

  it('lists the blocks of a property with the generic list filters', async () => {
    const list = await call<{ items: BlockAnswer[]; total: number }>(
      'GET',
      `/api/staff/block/list?f.propertyId=${CITYLOFT}&f.dateframeFrom=${compact(daysFromNow(160))}&f.dateframeTo=${compact(daysFromNow(175))}&p.s=2`,
    );
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(3);
    expect(list.body.items).toHaveLength(2);
    expect(list.body.items[0]?.from).toBe(daysFromNow(160));
    const released = await call<{ items: BlockAnswer[] }>(
      'GET',
      `/api/staff/block/list?f.propertyId=${CITYLOFT}&f.state=32`,
    );
    expect(released.body.items.map((b) => b.bookingstate)).toEqual([32]);
    const reason = await call<{ items: BlockAnswer[] }>(
      'GET',
      `/api/staff/block/list?f.propertyId=${CITYLOFT}&f.reason=soldElsewhere`,
    );
    expect(reason.body.items.map((b) => b.reason)).toEqual(['soldElsewhere']);
  });

  it('another property’s units, blocks and lists are a 404 like missing ones', async () => {
    const [unit] = await unitsOf(penthouse);
    const made = await block({ unitIds: [unit], from: daysFromNow(180), to: daysFromNow(181) });
    expect(made.status).toBe(201);
    // Lindenhof's staff cannot block in cityloft, read its blocks or lists, nor release one.
    expect(
      (await block({ unitIds: [unit], from: daysFromNow(182), to: daysFromNow(183) }, 'lindenhof')).status,
    ).toBe(404);
    expect((await call('GET', `/api/staff/block/${made.body.id}`, undefined, 'lindenhof')).status).toBe(404);
    expect(
      (
        await call(
          'POST',
          `/api/staff/block/${made.body.id}/release`,
          { version: made.body.version },
          'lindenhof',
        )
      ).status,
    ).toBe(404);
    expect(
      (await call('GET', `/api/staff/block/list?f.propertyId=${CITYLOFT}`, undefined, 'lindenhof')).status,
    ).toBe(404);
    // A cityloft block naming a unit of lindenhof.
    const foreign = await call<{ items: { unitId: number }[] }>(
      'GET',
      `/api/staff/calendar/unit/unavailability/list?f.propertyId=${LINDENHOF}&f.dateframeFrom=20300310&f.dateframeTo=20300310`,
      undefined,
      'lindenhof',
    );
    const lindenhofUnit = foreign.body.items[0]?.unitId;
    const res = await block({ unitIds: [lindenhofUnit], from: daysFromNow(184), to: daysFromNow(185) });
    expect(res).toMatchObject({
      status: 404,
      body: { error: 'error.notfound', details: [{ unitId: lindenhofUnit }] },
    });
    // A booking that is no block is no block.
    const booking = (await (await guestBooks(loft, daysFromNow(186), 2)).json()) as { id: number };
    expect((await call('GET', `/api/staff/block/${booking.id}`)).status).toBe(404);
  });

  it('bad input is a 400 with the one error shape', async () => {
    const [unit] = await unitsOf(penthouse);
    const bad = [
      { unitIds: [unit], from: daysFromNow(190), to: daysFromNow(189) },
      { unitIds: [unit], unitgroup: { id: loft, count: 1 }, from: daysFromNow(190), to: daysFromNow(191) },
      { from: daysFromNow(190), to: daysFromNow(191) },
      { unitIds: [unit], from: daysFromNow(190), to: daysFromNow(191), reason: 'party' },
      { unitIds: [unit], from: '2030-02-30', to: daysFromNow(191) },
      { unitIds: [unit, unit], from: daysFromNow(190), to: daysFromNow(191) },
      // A same-day block of a room without times ends before it starts.
      { unitIds: [unit], from: daysFromNow(190), to: daysFromNow(190) },
    ];
    for (const body of bad) {
      const res = await block(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({
        error: 'error.validation',
        message: expect.any(String),
        details: expect.any(Array),
      });
    }
    expect((await call('POST', '/api/staff/block/abc/release', { version: 1 })).status).toBe(400);
  });

  it('takes times: a meeting-style partial day', async () => {
    const [unit] = await unitsOf(penthouse);
    const day = daysFromNow(195);
    const made = await block({ unitIds: [unit], from: day, to: day, fromTime: '09:00', toTime: '13:00' });
    expect(made.status).toBe(201);
    expect(made.body.unitList[0]).toMatchObject({ start: `${day} 09:00`, end: `${day} 13:00` });
  });
});

describe('the unavailability lists', () => {
  it('per unit: each busy range with the booking or block holding it, filtered by frame, group and category', async () => {
    const day = daysFromNow(200);
    const booked = (await (await guestBooks(loft, day, 2)).json()) as { id: number; bookingcode: string };
    const made = await block({
      unitgroup: { id: loft, count: 1 },
      from: day,
      to: daysFromNow(201),
      reason: 'houseUse',
      note: 'Staff',
    });
    const q = `f.propertyId=${CITYLOFT}&f.dateframeFrom=${compact(day)}&f.dateframeTo=${compact(daysFromNow(201))}`;
    const units = await call<{
      items: { unitId: number; unitgroupId: number; busyList: Record<string, unknown>[] }[];
      total: number;
    }>('GET', `/api/staff/calendar/unit/unavailability/list?${q}&f.unitgroupId=${loft}`);
    expect(units.status).toBe(200);
    expect(units.body.total).toBe(6);
    const busy = units.body.items.flatMap((u) => u.busyList.map((b) => ({ unitId: u.unitId, ...b })));
    expect(busy).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          bookingId: booked.id,
          bookingcode: booked.bookingcode,
          bookingstate: 1,
          bookingcategoryId: 1,
          booker: { firstname: 'Ada', lastname: 'Lovelace', company: 'Analytical Engines Ltd' },
          blockReason: null,
          start: `${day} 15:00`,
          end: `${daysFromNow(202)} 11:00`,
        }),
        expect.objectContaining({
          bookingId: made.body.id,
          bookingstate: 8,
          bookingcategoryId: 4,
          booker: null,
          blockReason: 'houseUse',
          note: 'Staff',
          unitId: made.body.unitList[0]?.unitId,
        }),
      ]),
    );
    expect(busy).toHaveLength(2);

    const onlyBlocks = await call<{ items: { busyList: unknown[] }[] }>(
      'GET',
      `/api/staff/calendar/unit/unavailability/list?${q}&f.unitgroupId=${loft}&f.bookingcategoryId=4`,
    );
    expect(onlyBlocks.body.items.flatMap((u) => u.busyList)).toHaveLength(1);
    const later = compact(daysFromNow(203));
    const empty = await call<{ items: { busyList: unknown[] }[] }>(
      'GET',
      `/api/staff/calendar/unit/unavailability/list?f.propertyId=${CITYLOFT}&f.dateframeFrom=${later}&f.dateframeTo=${later}&f.unitgroupId=${loft}`,
    );
    expect(empty.body.items.flatMap((u) => u.busyList)).toEqual([]);

    const bookings = await call<{ items: Record<string, unknown>[] }>(
      'GET',
      `/api/staff/calendar/booking/unavailability/list?${q}&f.unitgroupId=${loft}`,
    );
    expect(bookings.body.items).toEqual([
      expect.objectContaining({
        bookingId: booked.id,
        unitList: [expect.objectContaining({ unitgroupId: loft })],
      }),
      expect.objectContaining({
        bookingId: made.body.id,
        blockReason: 'houseUse',
        unitList: made.body.unitList,
      }),
    ]);
    const services = await call('GET', `/api/staff/calendar/service/unavailability/list?${q}`);
    expect(services).toMatchObject({ status: 200, body: { items: [], total: 0 } });
  });

  it('refuses a bad frame, an unknown filter and another property', async () => {
    const base = '/api/staff/calendar/unit/unavailability/list';
    for (const q of [
      `f.propertyId=${CITYLOFT}&f.dateframeFrom=20300310&f.dateframeTo=20300301`,
      `f.propertyId=${CITYLOFT}&f.dateframeFrom=20300310&f.dateframeTo=20320310`,
      `f.propertyId=${CITYLOFT}&f.dateframeFrom=20300310&f.dateframeTo=20300311&f.colour=red`,
      `f.dateframeFrom=20300310&f.dateframeTo=20300311`,
    ]) {
      const res = await call('GET', `${base}?${q}`);
      expect(res.status, q).toBe(400);
      expect(res.body.error).toBe('error.validation');
    }
    const other = await call(
      'GET',
      `${base}?f.propertyId=${CITYLOFT}&f.dateframeFrom=20300310&f.dateframeTo=20300311`,
      undefined,
      'lindenhof',
    );
    expect(other.status).toBe(404);
    expect(
      (
        await t.request(
          'GET',
          `${base}?f.propertyId=${CITYLOFT}&f.dateframeFrom=20300310&f.dateframeTo=20300311`,
          { token: guest },
        )
      ).status,
    ).toBe(401);
  });
});

describe('a block and a guest booking racing for the last unit', () => {
  it('exactly one wins, round after round, whoever starts first', async () => {
    const [unit] = await unitsOf(penthouse);
    for (let round = 0; round < 8; round++) {
      const day = daysFromNow(220 + round * 3);
      const end = daysFromNow(222 + round * 3);
      const attempts = [
        ...Array.from({ length: 3 }, () =>
          t.request('POST', '/api/booking/add', {
            token: guest,
            body: cityloftRooms(CITYLOFT, penthouse, day, 2),
          }),
        ),
        ...Array.from({ length: 3 }, async () => {
          const res = await block({ unitIds: [unit], from: day, to: end });
          return { status: res.status };
        }),
      ];
      if (round % 2) attempts.reverse();
      const statuses = (await Promise.all(attempts)).map((r) => r.status);
      expect(
        statuses.filter((s) => s === 201),
        `round ${round}: ${statuses}`,
      ).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(5);
      expect(
        await t.database.run((db) => holdingAllocations(db, penthouse, `${day} 15:00`, `${end} 11:00`)),
      ).toBe(1);
    }
  });
});
