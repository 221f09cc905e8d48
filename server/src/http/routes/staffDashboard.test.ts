import { StaffDashboard } from '@venue/contract';
import { parseBookingRecord } from '@venue/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema.ts';
import { DEMO_PASSWORD } from '../../seed/users.ts';
import { openTestApp, TEST_NOW, type TestApp } from '../../testing/harness.ts';

// The tests' day at 23:30 UTC: already the next day in Berlin (Lindenhof's time zone), so Lindenhof's today is
// `day(1)`.
const now = new Date(`${TEST_NOW.toISOString().slice(0, 10)}T23:30:00Z`);
/** The UTC date `offset` days after `now`'s UTC date, 'YYYY-MM-DD'. */
const day = (offset: number) => new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
let t: TestApp;
let bookingNo = 0;

async function propertyId(key: string): Promise<number> {
  const [row] = await t.database.run((db) =>
    db.select({ id: schema.property.id }).from(schema.property).where(eq(schema.property.key, key)),
  );
  if (!row) throw new Error(`no property ${key}`);
  return row.id;
}

/** A booking of a property in a state, starting at a wall-clock time of the property. */
async function addBooking(key: string, state: number, start: string) {
  const id = await propertyId(key);
  bookingNo += 1;
  await t.database.run((db) =>
    db.insert(schema.booking).values({
      propertyId: id,
      internalId: `DASH-${bookingNo}`,
      tokenHash: `dash-hash-${bookingNo}`,
      state,
      currency: 'EUR',
      total: 100,
      startAt: new Date(`${start}:00Z`),
      endAt: new Date(`${start}:00Z`),
      data: parseBookingRecord({
        propertyId: id,
        start,
        end: start,
        startdate: start.slice(0, 10),
        enddate: start.slice(0, 10),
        booker: { lastname: `Dash ${bookingNo}`, email: `dash${bookingNo}@example.org` },
        total: 100,
      }),
    }),
  );
}

async function dashboardOf(email: string) {
  const login = await t.request('POST', '/api/login', { body: { username: email, password: DEMO_PASSWORD } });
  const { token } = (await login.json()) as { token: string };
  const res = await t.request('GET', '/api/staff/dashboard', { token });
  const body = (await res.json()) as StaffDashboard;
  return { status: res.status, body };
}

beforeAll(async () => {
  t = await openTestApp({ now: () => now });
  await addBooking('lindenhof', 1, `${day(1)} 14:00`); // today, New
  await addBooking('lindenhof', 1, `${day(1)} 00:00`); // today at midnight, New
  await addBooking('lindenhof', 8, `${day(1)} 09:00`); // today, Confirmed
  await addBooking('lindenhof', 2, `${day(2)} 00:00`); // tomorrow: upcoming, Offered
  await addBooking('lindenhof', 4, `${day(200)} 10:00`); // upcoming, Optional
  await addBooking('lindenhof', 1, `${day(0)} 22:00`); // yesterday (Berlin): not counted
  await addBooking('lindenhof', 64, `${day(1)} 12:00`); // Deleted: never counted
  await addBooking('cityloft', 1, `${day(1)} 12:00`); // another property
});
afterAll(() => t.close());

describe('staff dashboard', () => {
  it("counts a property's bookings arriving today and later by state, in the property's time zone", async () => {
    const { status, body } = await dashboardOf('owner@lindenhof.example');
    expect(status).toBe(200);
    expect(StaffDashboard.parse(body)).toEqual(body);
    expect(body.properties).toHaveLength(1);
    const [lindenhof] = body.properties;
    expect(lindenhof).toMatchObject({ key: 'lindenhof', today: day(1) });
    expect(lindenhof?.states).toEqual([
      { state: 1, today: 2, upcoming: 0 },
      { state: 2, today: 0, upcoming: 1 },
      { state: 4, today: 0, upcoming: 1 },
      // Upcoming: the seeded congress's organiser booking (server/src/seed/congress.ts), 60 days after the seed day.
      { state: 8, today: 1, upcoming: 1 },
      { state: 16, today: 0, upcoming: 0 },
      { state: 32, today: 0, upcoming: 0 },
    ]);
  });

  it("a user sees only their own properties' counts", async () => {
    const { body } = await dashboardOf('staff@cityloft.example');
    expect(body.properties.map((p) => p.key)).toEqual(['cityloft']);
    expect(body.properties[0]?.states[0]).toEqual({ state: 1, today: 1, upcoming: 0 });
  });

  it('without a staff login it is a 401', async () => {
    const res = await t.request('GET', '/api/staff/dashboard');
    expect(res.status).toBe(401);
  });
});
