// @postgres: attendees' pickups wait for one another on the block's locked rows
import { addDaysToIsoDate } from '@venue/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdingAllocations } from '../db/inspect.ts';
import * as s from '../db/schema.ts';
import { openTestApp, type TestApp } from '../testing/harness.ts';
import { staffToken } from '../testing/hotel.ts';
import { catalogIds, cityloftRooms, daysFromNow } from '../testing/payloads.ts';

/*
 * docs/rules.md#group-blocks: 50 attendees asking at once for the last 3 rooms of a block get exactly 3: each
 * pickup reads the block under lock and asks `pickupProblems` in the transaction that writes it.
 */

const CITYLOFT = 2;
const ATTENDEES = 50;
let t: TestApp;
let guest: string;
let loft: number;
let rateplan: number;
let organiser: number;

beforeAll(async () => {
  t = await openTestApp();
  guest = await t.login('cityloft');
  loft = (await catalogIds(t, guest)).unitgroup('LOFT'); // six units
  const [plan] = await t.database.run((db) =>
    db.select({ id: s.rateplan.id }).from(s.rateplan).where(eq(s.rateplan.propertyId, CITYLOFT)),
  );
  rateplan = plan?.id ?? 0;
  const res = await t.request('POST', '/api/booking/add', {
    token: guest,
    body: cityloftRooms(CITYLOFT, loft, daysFromNow(280), 2),
  });
  expect(res.status).toBe(201);
  organiser = ((await res.json()) as { id: number }).id;
});
afterAll(() => t.close());

describe('attendees picking up the last rooms of a block at once', () => {
  it(`gives ${ATTENDEES} attendees asking for 3 rooms exactly 3`, async () => {
    const staff = await staffToken(t, 'cityloft');
    const day = daysFromNow(285);
    const nights = [day, addDaysToIsoDate(day, 1)];
    const made = await t.request('POST', '/api/staff/group/add', {
      token: staff,
      body: {
        organiserBookingId: organiser,
        eventName: 'Rush',
        blocks: [
          {
            unitgroupId: loft,
            rateplanId: rateplan,
            unitPrice: 100,
            nights: nights.map((night) => ({ night, units: 3 })),
            release: { kind: 'none' },
          },
        ],
      },
    });
    const group = (await made.json()) as {
      id: number;
      pickupCode: string;
      blocks: { id: number; version: number }[];
    };
    const block = group.blocks[0] as { id: number; version: number };
    const confirmed = await t.request('POST', `/api/staff/group/${group.id}/block/${block.id}`, {
      token: staff,
      body: { action: 'confirm', version: block.version },
    });
    expect(confirmed.status).toBe(200);

    const answers = await Promise.all(
      Array.from({ length: ATTENDEES }, (_, i) =>
        t.request('POST', '/api/bookingunitgroup/pickup', {
          token: guest,
          body: {
            code: group.pickupCode,
            blockId: block.id,
            nights,
            personcount: 2,
            booker: { lastname: `Attendee ${i}`, email: `attendee${i}@example.org` },
          },
        }),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((x) => x === 201)).toHaveLength(3);
    // The others are told the block is sold out (or, losing a race for a unit, that it is taken).
    expect(statuses.every((x) => x === 201 || x === 422 || x === 409)).toBe(true);
    const held = await t.database.run((db) =>
      holdingAllocations(db, loft, `${day} 15:00`, `${addDaysToIsoDate(day, 2)} 11:00`),
    );
    expect(held).toBe(3);
    const pickups = await t.database.run((db) =>
      db.select().from(s.groupBlockPickup).where(eq(s.groupBlockPickup.blockId, block.id)),
    );
    expect(pickups).toHaveLength(3);
  });
});
