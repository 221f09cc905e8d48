import { addDaysToIsoDate } from '@venue/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdingAllocations } from '../db/inspect.ts';
import * as s from '../db/schema.ts';
import { TEST_NOW } from '../testing/clock.ts';
import { openTestApp, type TestApp } from '../testing/harness.ts';
import { staffToken } from '../testing/hotel.ts';
import { catalogIds, cityloftRooms, daysFromNow } from '../testing/payloads.ts';
import { releaseDueBlocks } from './release.ts';

/*
 * docs/rules.md#group-blocks: attendees book their own room from a definite block by the group's pickup code; the
 * public sees nothing change (the block held the room already), the block's remaining drops; a cancellation gives
 * the unit back; the release job puts what is left back on sale.
 */

const CITYLOFT = 2;
type Json = Record<string, unknown> & { error?: string; details?: unknown[] };
interface GroupView {
  id: number;
  pickupCode: string;
  blocks: { id: number; version: number; status: string }[];
}
interface Information {
  eventName: string;
  blocks: {
    id: number;
    unitgroupName: string;
    unitPrice: number;
    nights: { night: string; units: number; remaining: number }[];
    releasedNights: string[];
  }[];
}

let t: TestApp;
let clock = TEST_NOW;
let guest: string;
let loft: number; // six units
let rateplan: number;
let organiser: number;

beforeAll(async () => {
  t = await openTestApp({ now: () => clock });
  guest = await t.login('cityloft');
  loft = (await catalogIds(t, guest)).unitgroup('LOFT');
  const [plan] = await t.database.run((db) =>
    db.select({ id: s.rateplan.id }).from(s.rateplan).where(eq(s.rateplan.propertyId, CITYLOFT)),
  );
  rateplan = plan?.id ?? 0;
  const res = await t.request('POST', '/api/booking/add', {
    token: guest,
    body: cityloftRooms(CITYLOFT, loft, daysFromNow(300), 2),
  });
  const body = (await res.json()) as { id: number };
  expect(body).toMatchObject({ id: expect.any(Number) });
  organiser = body.id;
});
afterAll(() => t.close());

const call = async <T = Json>(method: string, path: string, body?: unknown, token?: string) => {
  const res = await t.request(method, path, { token: token ?? guest, body });
  return { status: res.status, body: (await res.json()) as T & Json };
};

/** A group with one block of lofts from `day`, confirmed (definite). */
async function definiteGroup(day: string, units: readonly number[], release: unknown = { kind: 'none' }) {
  const staff = await staffToken(t, 'cityloft');
  const made = await call<GroupView>(
    'POST',
    '/api/staff/group/add',
    {
      organiserBookingId: organiser,
      eventName: 'Congress of Cartographers',
      blocks: [
        {
          unitgroupId: loft,
          rateplanId: rateplan,
          unitPrice: 9900,
          nights: units.map((u, i) => ({ night: addDaysToIsoDate(day, i), units: u })),
          release,
        },
      ],
    },
    staff,
  );
  expect(made.body).toMatchObject({ pickupCode: expect.any(String) });
  const block = made.body.blocks[0] as { id: number; version: number };
  const confirmed = await call<GroupView>(
    'POST',
    `/api/staff/group/${made.body.id}/block/${block.id}`,
    { action: 'confirm', version: block.version },
    staff,
  );
  expect(confirmed.status).toBe(200);
  return { group: confirmed.body, blockId: block.id };
}

const information = (code: string) =>
  call<Information>('GET', `/api/bookingunitgroup/pickup/information/${encodeURIComponent(code)}`);

const pickUp = (code: string, blockId: number, nights: unknown, email = 'attendee@example.org', units = 1) =>
  call('POST', '/api/bookingunitgroup/pickup', {
    code,
    blockId,
    nights,
    units,
    personcount: 2,
    booker: { firstname: 'Grace', lastname: 'Hopper', email },
    language: 'de',
  });

/** What the public may book of the lofts from `day` for `nights`. */
async function publicLofts(day: string, nights = 2): Promise<number> {
  const res = await call<{ availabilities: { maxquantity: number }[] }>(
    'POST',
    '/api/unitgroup/availability',
    {
      unitgroupId: loft,
      availabilities: [
        {
          itemcount: 1,
          start: `${day} 15:00`,
          end: `${addDaysToIsoDate(day, nights)} 11:00`,
          personcount: 2,
        },
      ],
    },
  );
  return res.body.availabilities[0]?.maxquantity ?? -1;
}

const remaining = (info: Information) => info.blocks[0]?.nights.map((n) => n.remaining);

describe('an attendee picking up from a block', () => {
  it('reads the block by code, books two nights at the negotiated price, and the public sees no change', async () => {
    const day = daysFromNow(120);
    const { group, blockId } = await definiteGroup(day, [3, 3]);
    const typed = `${group.pickupCode.slice(0, 4).toLowerCase()}-${group.pickupCode.slice(4)}`;
    const info = await information(typed);
    expect(info.status).toBe(200);
    expect(info.body.eventName).toBe('Congress of Cartographers');
    const organiserVersion = () =>
      t.database.run(async (db) => {
        const [row] = await db
          .select({ version: s.booking.version })
          .from(s.booking)
          .where(eq(s.booking.id, organiser));
        return row?.version;
      });
    const versionBefore = await organiserVersion();
    expect(info.body.blocks[0]).toMatchObject({ id: blockId, unitPrice: 9900, releasedNights: [] });
    expect(info.body.blocks[0]?.unitgroupName).not.toBe('');
    expect(remaining(info.body)).toEqual([3, 3]);
    expect(await publicLofts(day)).toBe(3);

    const booked = await pickUp(typed, blockId, { first: day, last: addDaysToIsoDate(day, 1) });
    expect(booked.body).toMatchObject({ id: expect.any(Number) });
    expect(booked.status).toBe(201);
    expect(booked.body).toMatchObject({
      bookingcategory: { id: 1 },
      eventtitle: 'Congress of Cartographers',
    });
    expect((booked.body.link as { bookingtoken: string }).bookingtoken).toBeTruthy();
    const lines = booked.body.bookingUnitgroupList as { agreedUnitPrice: number; unitPrice: number }[];
    expect(lines[0]).toMatchObject({ agreedUnitPrice: 9900, unitPrice: 9900 });
    expect(Number(booked.body.total)).toBe(2 * 9900);

    expect(remaining((await information(group.pickupCode)).body)).toEqual([2, 2]);
    expect(await publicLofts(day)).toBe(3);
    expect(await organiserVersion()).toBe(versionBefore);
    // The attendee pays through the spec's guest path, the booking's payment call at a second address.
    const pay = await call('POST', '/api/bookingguest/makepayment', {
      booking: { id: booked.body.internalId, token: 'x'.repeat(20) },
      transactionId: 'nothing',
    });
    const same = await call('POST', '/api/booking/makepayment', {
      booking: { id: booked.body.internalId, token: 'x'.repeat(20) },
      transactionId: 'nothing',
    });
    expect([pay.status, pay.body.error]).toEqual([same.status, same.body.error]);
    expect(pay.status).not.toBe(404);
  });

  it('refuses a pickup beyond what remains, changing nothing, and answers a wrong code with 404', async () => {
    const day = daysFromNow(130);
    const { group, blockId } = await definiteGroup(day, [1, 2]);
    const both = [day, addDaysToIsoDate(day, 1)];
    expect((await pickUp(group.pickupCode, blockId, both)).status).toBe(201);
    const before = await t.database.run((db) =>
      holdingAllocations(db, loft, `${day} 15:00`, `${addDaysToIsoDate(day, 2)} 11:00`),
    );
    const refused = await pickUp(group.pickupCode, blockId, both);
    expect(refused.status).toBe(422);
    expect(refused.body.details).toEqual([{ code: 'soldOut', nights: [day] }]);
    const after = await t.database.run((db) =>
      holdingAllocations(db, loft, `${day} 15:00`, `${addDaysToIsoDate(day, 2)} 11:00`),
    );
    expect(after).toBe(before);
    const unavailable = await call('POST', '/api/bookingguest/pickup/unavailability', {
      code: group.pickupCode,
      blockId,
    });
    expect(unavailable.body).toEqual({ blockId, nights: [{ night: day, reason: 'soldOut' }] });

    const wrong = await information('NOSUCHCODE');
    const malformed = await information('??');
    expect(wrong.status).toBe(404);
    expect(malformed.status).toBe(404);
    expect(malformed.body.error).toBe(wrong.body.error);
    expect((await pickUp('NOSUCHCODE', blockId, both)).status).toBe(404);
  });

  it('books several rooms in one pickup, refusing more than remain or a count that is no whole number', async () => {
    const day = daysFromNow(150);
    const { group, blockId } = await definiteGroup(day, [3, 3]);
    const both = { first: day, last: addDaysToIsoDate(day, 1) };
    const window = [`${day} 15:00`, `${addDaysToIsoDate(day, 2)} 11:00`] as const;
    const held = () => t.database.run((db) => holdingAllocations(db, loft, ...window));
    const before = await held();
    for (const units of [0, -1, 1.5]) {
      const bad = await pickUp(group.pickupCode, blockId, both, 'team@example.org', units);
      expect(bad.status).toBe(422);
      expect(bad.body.details).toEqual([{ code: 'badUnits', nights: [] }]);
    }
    const two = await pickUp(group.pickupCode, blockId, both, 'team@example.org', 2);
    expect(two.status).toBe(201);
    expect(Number(two.body.total)).toBe(2 * 2 * 9900);
    expect(await held()).toBe(before + 2);
    expect(remaining((await information(group.pickupCode)).body)).toEqual([1, 1]);
    // Six lofts, the block held three: two are the team's now, one still the block's; the public's three stay.
    expect(await publicLofts(day)).toBe(3);
    const tooMany = await pickUp(group.pickupCode, blockId, both, 'late@example.org', 2);
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.details).toEqual([{ code: 'soldOut', nights: [day, addDaysToIsoDate(day, 1)] }]);
    expect(await held()).toBe(before + 2);
    // The team's booking is one pickup of two units: canceling it gives both back.
    const token = (two.body.link as { bookingtoken: string }).bookingtoken;
    expect((await call('POST', `/api/booking/cancel/${token}/${two.body.internalId}`, {})).status).toBe(200);
    expect(remaining((await information(group.pickupCode)).body)).toEqual([3, 3]);
  });

  it('gives the unit back to the block when the attendee cancels', async () => {
    const day = daysFromNow(140);
    const { group, blockId } = await definiteGroup(day, [2, 2]);
    const booked = await pickUp(group.pickupCode, blockId, { first: day, last: addDaysToIsoDate(day, 1) });
    expect(booked.status).toBe(201);
    expect(remaining((await information(group.pickupCode)).body)).toEqual([1, 1]);
    const token = (booked.body.link as { bookingtoken: string }).bookingtoken;
    const canceled = await call('POST', `/api/booking/cancel/${token}/${booked.body.internalId}`, {});
    expect(canceled.status).toBe(200);
    expect(remaining((await information(group.pickupCode)).body)).toEqual([2, 2]);
    expect(await publicLofts(day)).toBe(4);
  });
});

describe('the release job', () => {
  it('releases a block once its release day has come, and the rest goes back on public sale', async () => {
    const day = daysFromNow(160);
    const { group, blockId } = await definiteGroup(day, [3, 3], { kind: 'daysBefore', days: 14 });
    const both = [day, addDaysToIsoDate(day, 1)];
    expect((await pickUp(group.pickupCode, blockId, both)).status).toBe(201);
    expect(await publicLofts(day)).toBe(3);
    expect(await releaseDueBlocks({ database: t.database, now: () => clock })).toEqual([]);

    // The day after the first night's release day (14 days before it): both nights are past their release point.
    clock = new Date(`${addDaysToIsoDate(day, -13)}T12:00:00Z`);
    try {
      expect(await releaseDueBlocks({ database: t.database, now: () => clock })).toContain(blockId);
    } finally {
      // Back to today (the logins would have expired): the block is released, not only its nights.
      clock = TEST_NOW;
    }
    {
      const staff = await staffToken(t, 'cityloft');
      const seen = await call<GroupView>('GET', `/api/staff/group/${group.id}`, undefined, staff);
      expect(seen.body.blocks[0]?.status).toBe('released');
      // Six lofts, one taken by the attendee: the other five are for sale again.
      expect(await publicLofts(day)).toBe(5);
      expect((await pickUp(group.pickupCode, blockId, both)).status).toBe(404);
      expect(await releaseDueBlocks({ database: t.database, now: () => clock })).toEqual([]);
    }
  });
});

describe('an attendee of a conference hotel that takes requests only', () => {
  it('reserves at the agreed block without the event’s meeting rooms, and reads its names in their language', async () => {
    // Lindenhof files guests' orders as requests (offer mode) and asks every event for a meeting room and a lunch.
    const lindenhof = await t.login('lindenhof');
    const ids = await catalogIds(t, lindenhof);
    const staff = await staffToken(t, 'lindenhof');
    const [plan] = await t.database.run((db) =>
      db.select({ id: s.rateplan.id }).from(s.rateplan).where(eq(s.rateplan.propertyId, 1)),
    );
    const day = daysFromNow(200);
    const organiserBooking = await call<{ id: number }>(
      'POST',
      '/api/staff/booking/add',
      {
        propertyId: 1,
        kind: 'reservation',
        channel: 'phone',
        unitgroupId: ids.unitgroup('PLENUM'),
        itemcount: 1,
        persons: 40,
        firstDay: day,
        lastDay: day,
        booker: { lastname: 'Organiser', email: 'congress@example.org' },
      },
      staff,
    );
    expect(organiserBooking.status).toBe(201);
    const made = await call<GroupView>(
      'POST',
      '/api/staff/group/add',
      {
        organiserBookingId: organiserBooking.body.id,
        eventName: 'Lake Summit',
        blocks: [
          {
            unitgroupId: ids.unitgroup('DBL'),
            rateplanId: plan?.id,
            unitPrice: 11900,
            nights: [{ night: day, units: 2 }],
            release: { kind: 'none' },
          },
        ],
      },
      staff,
    );
    const block = made.body.blocks[0] as { id: number; version: number };
    const confirmed = await call(
      'POST',
      `/api/staff/group/${made.body.id}/block/${block.id}`,
      {
        action: 'confirm',
        version: block.version,
      },
      staff,
    );
    expect(confirmed.status).toBe(200);

    const english = await t.request(
      'GET',
      `/api/bookingunitgroup/pickup/information/${made.body.pickupCode}`,
      {
        token: lindenhof,
        headers: { 'App-Language': 'en' },
      },
    );
    expect(
      ((await english.json()) as Information & { blocks: { rateplanName: string }[] }).blocks[0],
    ).toMatchObject({
      unitgroupName: 'Double room, lake view',
      rateplanName: 'Daily rate',
    });

    const attendee = (paymentmethod: string | null) =>
      call(
        'POST',
        '/api/bookingunitgroup/pickup',
        {
          code: made.body.pickupCode,
          blockId: block.id,
          nights: [day],
          units: 1,
          booker: { firstname: 'Ada', lastname: 'Lovelace', email: 'ada@example.org' },
          paymentmethod,
          termsAccepted: true,
        },
        lindenhof,
      );
    // The deposit the hotel takes when reserving still needs a way to pay; nothing else of the event is asked.
    const unpaid = await attendee(null);
    expect(unpaid.status).toBe(422);
    expect(unpaid.body.details?.map((d) => (d as { code: string }).code)).toEqual(['PAYMENTMETHOD']);
    const booked = await attendee('CreditCard');
    expect(booked.status).toBe(201);
    // A reservation waiting for its deposit (Offered), not a request waiting for the hotel (New).
    expect(booked.body).toMatchObject({ bookingstate: 2, eventtitle: 'Lake Summit' });
    expect(booked.body.allowedActions).toContain('pay');
  });
});
