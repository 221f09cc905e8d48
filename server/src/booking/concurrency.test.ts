// @postgres: concurrent bookings of one unit lock the same rows
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlState } from '../db/client.ts';
import { holdingAllocations } from '../db/inspect.ts';
import { openTestApp, type TestApp } from '../testing/harness.ts';
import { catalogIds, cityloftRooms, daysFromNow } from '../testing/payloads.ts';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(() => t.close());

describe('no overbooking', () => {
  it('50 concurrent bookings of the last free unit: exactly one succeeds, the others get error.availability', async () => {
    const token = await t.login('cityloft');
    const ids = await catalogIds(t, token);
    const penthouse = ids.unitgroup('PENTHOUSE'); // a single unit
    const date = daysFromNow(90);
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.request('POST', '/api/booking/add', { token, body: cityloftRooms(2, penthouse, date, 2) }),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    const losers = await Promise.all(responses.filter((r) => r.status === 409).map((r) => r.json()));
    for (const body of losers)
      expect(body).toMatchObject({ error: 'error.availability', details: expect.any(Array) });
    const end = daysFromNow(92);
    expect(
      await t.database.run((db) => holdingAllocations(db, penthouse, `${date} 15:00`, `${end} 11:00`)),
    ).toBe(1);
  });

  it('concurrent bookings of a group with several units fill it exactly and never beyond', async () => {
    const token = await t.login('cityloft');
    const ids = await catalogIds(t, token);
    const loft = ids.unitgroup('LOFT'); // six units
    const date = daysFromNow(95);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.request('POST', '/api/booking/add', { token, body: cityloftRooms(2, loft, date, 2) }),
      ),
    );
    expect(responses.filter((r) => r.status === 201)).toHaveLength(6);
    expect(responses.filter((r) => r.status === 409)).toHaveLength(14);
    const end = daysFromNow(97);
    expect(await t.database.run((db) => holdingAllocations(db, loft, `${date} 15:00`, `${end} 11:00`))).toBe(
      6,
    );
  });

  it('concurrent bookings of one unit on different days all succeed (a lock on the unit is not a booking)', async () => {
    const token = await t.login('cityloft');
    const ids = await catalogIds(t, token);
    const penthouse = ids.unitgroup('PENTHOUSE'); // a single unit
    const days = Array.from({ length: 12 }, (_, i) => daysFromNow(300 + 3 * i));
    const responses = await Promise.all(
      days.map((date) =>
        t.request('POST', '/api/booking/add', { token, body: cityloftRooms(2, penthouse, date, 2) }),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(days.map(() => 201));
  });
});

describe('the inventory constraint', () => {
  it('rejects an overlapping holding allocation of one unit with SQLSTATE 23P01 and accepts back-to-back ones', async () => {
    const insert = (start: string, end: string, holds = true) =>
      t.database.run((db) =>
        db.execute(
          sql`insert into unit_allocation (unit_id, period, holds) values (1, tsrange(${start}::timestamp, ${end}::timestamp, '[)'), ${holds})`,
        ),
      );
    await insert('2030-01-01 15:00', '2030-01-02 11:00');
    await insert('2030-01-02 11:00', '2030-01-03 11:00');
    // A released (cancelled) allocation holds nothing and may overlap.
    await insert('2030-01-01 18:00', '2030-01-02 10:00', false);
    const failure = await insert('2030-01-01 18:00', '2030-01-02 10:00').catch((e: unknown) => e);
    expect(sqlState(failure)).toBe('23P01');
  });
});
