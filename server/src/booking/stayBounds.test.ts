import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../db/schema.ts';
import { openTestApp, type TestApp } from '../testing/harness.ts';
import { hotelAction } from '../testing/hotel.ts';
import { catalogIds, cityloftRooms, daysFromNow } from '../testing/payloads.ts';

// docs/rules.md#stay-rules: by default a stay lasts at most 90 nights (maxNightcount) and lies within 1095 days
// of today (maxAdvanceBookingDays). Today is TEST_NOW's day, 4 March 2030.

let t: TestApp;
let city: string;
let studio: number;
beforeAll(async () => {
  t = await openTestApp();
  city = await t.login('cityloft');
  studio = (await catalogIds(t, city)).unitgroup('STUDIO');
});
afterAll(() => t.close());

type Answer = {
  error?: string;
  details?: { code?: string }[];
  id: number;
  version: number;
  bookingtoken?: string;
  bookingcode?: string;
  enddate?: string;
};
const send = async (path: string, body: unknown) => {
  const res = await t.request('POST', path, { token: city, body });
  return { status: res.status, body: (await res.json()) as Answer };
};
const storedBookings = async () =>
  (await t.database.run((db) => db.select({ n: count() }).from(schema.booking)))[0]?.n ?? 0;
const storedAllocations = async () =>
  (await t.database.run((db) => db.select({ n: count() }).from(schema.unitAllocation)))[0]?.n ?? 0;

/** A cityloft studio from `date` for 60 years (21915 nights). */
const sixtyYears = (date: string) => cityloftRooms(2, studio, date, 21_915);

describe('a stay is bounded by the maximum stay and the booking horizon', () => {
  it('refuses an anonymous guest a 60-year stay with 422 error.dates, and stores nothing', async () => {
    const [bookings, allocations] = [await storedBookings(), await storedAllocations()];
    const res = await send('/api/booking/add', sixtyYears(daysFromNow(10)));
    expect(res.status).toBe(422);
    expect(res.body.error).toBe('error.dates');
    expect(res.body.details?.map((d) => d.code)).toEqual(
      expect.arrayContaining(['MAX_ADVANCE_BOOKING_DAYS', 'MAX_NIGHTS']),
    );
    expect(await storedBookings()).toBe(bookings);
    expect(await storedAllocations()).toBe(allocations);
  });

  it('refuses a stay whose room line runs for decades although its dates say two nights', async () => {
    const bookings = await storedBookings();
    const payload = cityloftRooms(2, studio, daysFromNow(12), 2);
    const line = payload.bookingUnitgroupList[0] as { end: string };
    line.end = sixtyYears(daysFromNow(12)).bookingUnitgroupList[0]?.end ?? '';
    const res = await send('/api/booking/add', payload);
    expect(res.status).toBe(422);
    expect(res.body.error).toBe('error.dates');
    expect(await storedBookings()).toBe(bookings);
  });

  it('books a stay of exactly 90 nights, and refuses 91', async () => {
    const before = await storedBookings();
    const longest = await send('/api/booking/add', cityloftRooms(2, studio, daysFromNow(20), 90));
    expect(longest.status).toBe(201);
    expect(await storedBookings()).toBe(before + 1);
    const tooLong = await send('/api/booking/add', cityloftRooms(2, studio, daysFromNow(200), 91));
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.details).toEqual([expect.objectContaining({ code: 'MAX_NIGHTS' })]);
    expect(await storedBookings()).toBe(before + 1);
  });

  it('books a stay that ends on the last day of the horizon, and refuses one that ends a day later', async () => {
    const lastDay = await send('/api/booking/add', cityloftRooms(2, studio, daysFromNow(1093), 2));
    expect(lastDay.status).toBe(201);
    const before = await storedBookings();
    const beyond = await send('/api/booking/add', cityloftRooms(2, studio, daysFromNow(1094), 2));
    expect(beyond.status).toBe(422);
    expect(beyond.body.details).toEqual([expect.objectContaining({ code: 'MAX_ADVANCE_BOOKING_DAYS' })]);
    expect(await storedBookings()).toBe(before);
  });

  it("refuses to rewrite a guest's booking into a 60-year stay and keeps the booking as it was", async () => {
    const made = await send('/api/booking/add', cityloftRooms(2, studio, daysFromNow(400), 2));
    expect(made.status).toBe(201);
    // docs/rules.md#booking-lifecycle: the booker may change the booking once the hotel has sent its offer.
    expect((await hotelAction(t, 'cityloft', made.body, 'sendOffer')).status).toBe(200);
    const allocations = await storedAllocations();
    const res = await send(`/api/booking/update/${made.body.id}`, {
      ...sixtyYears(daysFromNow(400)),
      bookingtoken: made.body.bookingtoken,
    });
    expect(res.status).toBe(422);
    expect(res.body.error).toBe('error.dates');
    expect(await storedAllocations()).toBe(allocations);
    const path = `/api/booking/byTokenAndInternalIdOrExternalId/${made.body.bookingtoken}/${made.body.bookingcode}`;
    const stored = await t.request('GET', path, { token: city });
    expect(((await stored.json()) as Answer).enddate).toBe(daysFromNow(402));
  });
});
