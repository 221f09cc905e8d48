import { addDaysToIsoDate, BookingCategory } from '@venue/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../db/schema.ts';
import { openTestApp, type TestApp } from '../testing/harness.ts';
import { staffToken } from '../testing/hotel.ts';
import { daysFromNow } from '../testing/payloads.ts';

/*
 * docs/rules.md#group-blocks: the demo seed's congress at lindenhof. Its organiser's group booking and a definite
 * block of 20 double rooms 60 and 61 days after the seed's today, which attendees reach by the code CONGRESS27.
 */

interface Information {
  eventName: string;
  pickupCode: string;
  blocks: {
    id: number;
    unitgroupName: string;
    unitPrice: number;
    nights: { night: string; units: number; remaining: number }[];
    releasedNights: string[];
  }[];
}

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(() => t.close());

describe('the seeded congress', () => {
  it('offers attendees 20 double rooms on two nights at the negotiated price by the code CONGRESS27', async () => {
    const guest = await t.login('lindenhof');
    const res = await t.request('GET', '/api/bookingunitgroup/pickup/information/congress-27', {
      token: guest,
      headers: { 'App-Language': 'en' },
    });
    expect(res.status).toBe(200);
    const info = (await res.json()) as Information;
    const first = daysFromNow(60);
    expect(info).toMatchObject({
      eventName: `Medical Congress ${first.slice(0, 4)}`,
      pickupCode: 'CONGRESS27',
    });
    expect(info.blocks).toHaveLength(1);
    expect(info.blocks[0]).toMatchObject({
      unitgroupName: 'Double room, lake view',
      unitPrice: 13900,
      releasedNights: [],
      nights: [
        { night: first, units: 20, remaining: 20 },
        { night: addDaysToIsoDate(first, 1), units: 20, remaining: 20 },
      ],
    });

    const picked = await t.request('POST', '/api/bookingunitgroup/pickup', {
      token: guest,
      body: {
        code: 'CONGRESS27',
        blockId: info.blocks[0]?.id,
        nights: { first, last: addDaysToIsoDate(first, 1) },
        personcount: 1,
        paymentmethod: 'Company',
        booker: { firstname: 'Grace', lastname: 'Hopper', email: 'grace@example.org' },
      },
    });
    const booked = (await picked.json()) as Record<string, unknown>;
    expect(booked).toMatchObject({ id: expect.any(Number) });
    expect(Number(booked.total)).toBe(2 * 13900);
  });

  it('is the block of the organiser’s group booking, which staff see with the group', async () => {
    const [group] = await t.database.run((db) =>
      db.select().from(s.bookingGroup).where(eq(s.bookingGroup.pickupCode, 'CONGRESS27')),
    );
    expect(group).toMatchObject({ propertyId: 1, organiserName: 'Dr. Clara Berger' });
    const res = await t.request(
      'GET',
      `/api/staff/group/list?f.organiserBookingId=${group?.organiserBookingId}`,
      {
        token: await staffToken(t, 'lindenhof'),
      },
    );
    expect(res.status).toBe(200);
    const list = (await res.json()) as { items: { blocks: { status: string; release: unknown }[] }[] };
    expect(list.items).toHaveLength(1);
    expect(list.items[0]?.blocks[0]).toMatchObject({
      status: 'definite',
      release: { kind: 'daysBefore', days: 14 },
    });
    const [organiser] = await t.database.run((db) =>
      db
        .select()
        .from(s.booking)
        .where(eq(s.booking.id, group?.organiserBookingId ?? 0)),
    );
    expect(organiser?.data).toMatchObject({
      bookingcategory: { id: BookingCategory.Group },
      eventtitle: expect.stringMatching(/^Medical Congress \d{4}$/),
      booker: { email: 'kongress@seemedizin.example' },
    });
  });
});
