// @postgres: a confirming block and guest bookings lock the same unit rows
import { addDaysToIsoDate } from '@venue/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdingAllocations } from '../db/inspect.ts';
import * as s from '../db/schema.ts';
import { openTestApp, type TestApp } from '../testing/harness.ts';
import { staffToken } from '../testing/hotel.ts';
import { catalogIds, cityloftRooms, daysFromNow } from '../testing/payloads.ts';

/*
 * docs/rules.md#group-blocks: a definite block never overbooks. Staff confirm a block of 4 lofts (of 6) while 6
 * guests book a loft each for the same nights: whichever wins, the bookings and what the block holds never exceed
 * the 6 lofts, and a refused confirm names the nights that fell short. Guests booking at once beside a definite
 * block take turns on what it leaves (db/inventoryQueries.ts `lockPublicSale`).
 */

const CITYLOFT = 2;
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
    body: cityloftRooms(CITYLOFT, loft, daysFromNow(245), 2),
  });
  expect(res.status).toBe(201);
  organiser = ((await res.json()) as { id: number }).id;
});
afterAll(() => t.close());

/** Makes a tentative block of 4 lofts for the two nights from `day`; answers the group and block ids. */
async function tentativeBlock(staff: string, day: string) {
  const made = await t.request('POST', '/api/staff/group/add', {
    token: staff,
    body: {
      organiserBookingId: organiser,
      eventName: 'Race',
      blocks: [
        {
          unitgroupId: loft,
          rateplanId: rateplan,
          unitPrice: 100,
          nights: [
            { night: day, units: 4 },
            { night: addDaysToIsoDate(day, 1), units: 4 },
          ],
          release: { kind: 'none' },
        },
      ],
    },
  });
  expect(made.status).toBe(201);
  const group = (await made.json()) as { id: number; blocks: { id: number; version: number }[] };
  const block = group.blocks[0] as { id: number; version: number };
  return { group: group.id, block: block.id, version: block.version };
}

describe('guests booking at once beside a definite block', () => {
  it('get only the lofts the block leaves', async () => {
    const staff = await staffToken(t, 'cityloft');
    for (const offset of [300, 304]) {
      const day = daysFromNow(offset);
      const made = await tentativeBlock(staff, day);
      const confirmed = await t.request('POST', `/api/staff/group/${made.group}/block/${made.block}`, {
        token: staff,
        body: { action: 'confirm', version: made.version },
      });
      expect(confirmed.status).toBe(200);
      const booked = await Promise.all(
        Array.from({ length: 6 }, () =>
          t.request('POST', '/api/booking/add', {
            token: guest,
            body: cityloftRooms(CITYLOFT, loft, day, 2),
          }),
        ),
      );
      expect(booked.map((r) => r.status).sort()).toEqual([201, 201, 409, 409, 409, 409]);
      const held = await t.database.run((db) =>
        holdingAllocations(db, loft, `${day} 15:00`, `${addDaysToIsoDate(day, 2)} 11:00`),
      );
      expect(held).toBe(2);
    }
  });
});

describe('a block confirmed while guests book the same nights', () => {
  it('never overbooks, round after round', async () => {
    const staff = await staffToken(t, 'cityloft');
    // The guests start at once with the confirm, then a little after it in later rounds: both orders happen.
    for (const [round, offset] of [250, 254, 258, 262].entries()) {
      const day = daysFromNow(offset);
      const made = await tentativeBlock(staff, day);
      const confirm = t.request('POST', `/api/staff/group/${made.group}/block/${made.block}`, {
        token: staff,
        body: { action: 'confirm', version: made.version },
      });
      const bookings = Array.from({ length: 6 }, async (_, i) => {
        await new Promise((started) => setTimeout(started, round * 8 + i));
        return t.request('POST', '/api/booking/add', {
          token: guest,
          body: cityloftRooms(CITYLOFT, loft, day, 2),
        });
      });
      const [confirmed, ...booked] = await Promise.all([confirm, ...bookings]);
      const won = booked.filter((r) => r.status === 201).length;
      expect(booked.every((r) => r.status === 201 || r.status === 409)).toBe(true);
      const held = await t.database.run((db) =>
        holdingAllocations(db, loft, `${day} 15:00`, `${addDaysToIsoDate(day, 2)} 11:00`),
      );
      expect(held).toBe(won);
      if (confirmed?.status === 200) {
        expect(won).toBeLessThanOrEqual(2);
      } else {
        expect(confirmed?.status).toBe(409);
        const body = (await confirmed?.json()) as {
          error: string;
          details: { needed: number; free: number }[];
        };
        expect(body.error).toBe('error.availability');
        expect(body.details.length).toBeGreaterThan(0);
        // Refused when fewer than 4 were free at the confirm; guests booking after it took the rest, so all 6 won
        // and what the refusal saw free was the rooms not yet taken then (0 to 3), not what is free at the end.
        expect(won).toBe(6);
        for (const d of body.details) {
          expect(d.needed).toBe(4);
          expect(d.free).toBeGreaterThanOrEqual(0);
          expect(d.free).toBeLessThan(4);
        }
      }
    }
  });
});
