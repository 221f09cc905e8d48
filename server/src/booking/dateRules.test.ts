import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../db/schema.ts';
import { openTestApp, type TestApp } from '../testing/harness.ts';
import { booker, catalogIds, cityloftRooms } from '../testing/payloads.ts';

// The server's clock is fixed: Wednesday 5 March 2031, 11:00 in Berlin.
const now = new Date('2031-03-05T10:00:00Z');

let t: TestApp;
let city: string;
let work: string;
let studio: number;
let focus: number;
beforeAll(async () => {
  t = await openTestApp({ now: () => now });
  city = await t.login('cityloft');
  work = await t.login('workspace');
  studio = (await catalogIds(t, city)).unitgroup('STUDIO');
  focus = (await catalogIds(t, work)).unitgroup('FOCUS');
});
afterAll(() => t.close());

const add = async (token: string, body: unknown) => {
  const res = await t.request('POST', '/api/booking/add', { token, body });
  return {
    status: res.status,
    body: (await res.json()) as { error?: string; details?: { code: string }[]; bookingstate?: number },
  };
};
const storedBookings = async () =>
  (await t.database.run((db) => db.select({ n: count() }).from(schema.booking)))[0]?.n ?? 0;

/** A workspace meeting in the focus room on one day, 09:00 to 17:00. */
const meeting = (date: string) => {
  const [start, end] = [`${date} 09:00`, `${date} 17:00`];
  return {
    propertyId: 3,
    start,
    end,
    startdate: date,
    enddate: date,
    starttime: '09:00',
    endtime: '17:00',
    booker,
    people: 2,
    bookingUnitgroupList: [{ unitgroup: { id: focus }, itemcount: 1, start, end, personcount: 2 }],
    bookingServiceList: [],
    request: true,
  };
};

describe('the date rules on the server, as the calendar applies them', () => {
  it('refuses a one-night stay at cityloft (at least two nights) with 422 error.dates and stores nothing', async () => {
    const before = await storedBookings();
    const res = await add(city, cityloftRooms(2, studio, '2031-03-12', 1));
    expect(res.status).toBe(422);
    expect(res.body.error).toBe('error.dates');
    expect(res.body.details).toEqual([expect.objectContaining({ code: 'MIN_NIGHTS' })]);
    expect(await storedBookings()).toBe(before);
  });

  it('takes a two-night stay at cityloft', async () => {
    const res = await add(city, cityloftRooms(2, studio, '2031-03-12', 2));
    expect(res.status).toBe(201);
  });

  it('refuses a stay that starts before today by the server clock', async () => {
    const res = await add(city, cityloftRooms(2, studio, '2031-03-04', 2));
    expect(res.status).toBe(422);
    expect(res.body.details).toEqual([expect.objectContaining({ code: 'PAST' })]);
  });

  it('refuses a workspace meeting on a Sunday (no Sunday arrivals) and takes it on the Monday', async () => {
    const before = await storedBookings();
    const sunday = await add(work, meeting('2031-03-09'));
    expect(sunday.status).toBe(422);
    expect(sunday.body.error).toBe('error.dates');
    expect(sunday.body.details).toEqual([expect.objectContaining({ code: 'START_WEEKDAY' })]);
    expect(await storedBookings()).toBe(before);
    expect((await add(work, meeting('2031-03-10'))).status).toBe(201);
  });
});
