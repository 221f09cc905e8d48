import { addDaysToIsoDate } from '@venue/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../db/schema.ts';
import { openTestApp, type TestApp } from '../testing/harness.ts';
import { staffToken } from '../testing/hotel.ts';
import { catalogIds, cityloftRooms, daysFromNow } from '../testing/payloads.ts';

/*
 * docs/api.md#group-blocks: what the property app shows of a group: the rooming list as JSON and, in the occupancy
 * calendar's unit list, the units a definite block still holds per unit group and night.
 */

const CITYLOFT = 2;

type Json = Record<string, unknown>;
interface GroupView {
  id: number;
  blocks: { id: number; version: number }[];
}
interface Hold {
  unitgroupId: number;
  night: string;
  units: number;
  groupId: number;
  blockId: number;
  eventName: string;
}

let t: TestApp;
let guest: string;
let loft: number;
let rateplan: number;
let organiser: number;

beforeAll(async () => {
  t = await openTestApp();
  guest = await t.login('cityloft');
  loft = (await catalogIds(t, guest)).unitgroup('LOFT');
  const [plan] = await t.database.run((db) =>
    db.select({ id: s.rateplan.id }).from(s.rateplan).where(eq(s.rateplan.propertyId, CITYLOFT)),
  );
  rateplan = plan?.id ?? 0;
  organiser = (await guestBooks(daysFromNow(300), 1)).id as number;
});
afterAll(() => t.close());

const call = async <T = Json>(method: string, path: string, body?: unknown, key = 'cityloft') => {
  const res = await t.request(method, path, { token: await staffToken(t, key), body });
  return { status: res.status, body: (await res.json()) as T };
};

async function guestBooks(day: string, itemcount: number, nights = 2) {
  const res = await t.request('POST', '/api/booking/add', {
    token: guest,
    body: cityloftRooms(CITYLOFT, loft, day, nights, itemcount),
  });
  return (await res.json()) as Json;
}

async function confirmedGroup(day: string, units: readonly number[]) {
  const made = await call<GroupView>('POST', '/api/staff/group/add', {
    organiserBookingId: organiser,
    eventName: 'Medical Congress',
    blocks: [
      {
        unitgroupId: loft,
        rateplanId: rateplan,
        unitPrice: 9900,
        nights: units.map((u, i) => ({ night: addDaysToIsoDate(day, i), units: u })),
        release: { kind: 'none' },
      },
    ],
  });
  expect(made.status).toBe(201);
  const block = made.body.blocks[0] as { id: number; version: number };
  const confirmed = await call<GroupView>('POST', `/api/staff/group/${made.body.id}/block/${block.id}`, {
    action: 'confirm',
    version: block.version,
  });
  expect(confirmed.status).toBe(200);
  return confirmed.body;
}

const holdsOf = async (from: string, to: string, key = 'cityloft') => {
  const compact = (d: string) => d.replaceAll('-', '');
  return call<{ items: unknown[]; groupHolds: Hold[] }>(
    'GET',
    `/api/staff/calendar/unit/unavailability/list?f.propertyId=${CITYLOFT}&f.dateframeFrom=${compact(from)}&f.dateframeTo=${compact(to)}`,
    undefined,
    key,
  );
};

describe('the rooming list as JSON', () => {
  it('lists each attendee with booking, guest, room type, nights and payment; not for another property', async () => {
    const day = daysFromNow(230);
    const group = await confirmedGroup(day, [2, 2]);
    const attendee = await guestBooks(day, 1, 2);
    await t.database.run((db) =>
      db.insert(s.groupBlockPickup).values({
        blockId: (group.blocks[0] as { id: number }).id,
        bookingId: attendee.id as number,
        firstNight: day,
        lastNight: addDaysToIsoDate(day, 1),
        units: 1,
      }),
    );
    const list = await call<{ items: Json[] }>('GET', `/api/staff/group/${group.id}/roominglist`);
    expect(list.status).toBe(200);
    expect(list.body.items).toEqual([
      expect.objectContaining({
        bookingId: attendee.id,
        bookingCode: attendee.bookingcode,
        guest: 'Ada Lovelace',
        blockId: (group.blocks[0] as { id: number }).id,
        unitgroupId: loft,
        arrival: day,
        departure: addDaysToIsoDate(day, 2),
        nights: 2,
        units: 1,
        payment: 'unpaid',
      }),
    ]);
    const elsewhere = await call('GET', `/api/staff/group/${group.id}/roominglist`, undefined, 'lindenhof');
    expect(elsewhere.status).toBe(404);
  });
});

describe('the occupancy unit list', () => {
  it('carries what a definite block still holds per unit group and night of the frame', async () => {
    const day = daysFromNow(240);
    const before = await holdsOf(day, addDaysToIsoDate(day, 2));
    expect(before.status).toBe(200);
    expect(before.body.groupHolds).toEqual([]);
    const group = await confirmedGroup(day, [3, 2]);
    const held = await holdsOf(addDaysToIsoDate(day, -1), addDaysToIsoDate(day, 5));
    expect(held.body.groupHolds).toEqual([
      {
        unitgroupId: loft,
        night: day,
        units: 3,
        groupId: group.id,
        blockId: group.blocks[0]?.id,
        eventName: 'Medical Congress',
      },
      {
        unitgroupId: loft,
        night: addDaysToIsoDate(day, 1),
        units: 2,
        groupId: group.id,
        blockId: group.blocks[0]?.id,
        eventName: 'Medical Congress',
      },
    ]);
    // Only the frame's nights.
    const second = await holdsOf(addDaysToIsoDate(day, 1), addDaysToIsoDate(day, 1));
    expect(second.body.groupHolds.map((h) => h.night)).toEqual([addDaysToIsoDate(day, 1)]);
    // Released: nothing held.
    const block = group.blocks[0] as { id: number; version: number };
    const released = await call('POST', `/api/staff/group/${group.id}/block/${block.id}`, {
      action: 'release',
      version: block.version,
    });
    expect(released.status).toBe(200);
    expect((await holdsOf(day, addDaysToIsoDate(day, 2))).body.groupHolds).toEqual([]);
  });
});
