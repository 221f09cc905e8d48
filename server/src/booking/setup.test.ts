import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../testing/harness.ts';
import { booker, catalogIds, daysFromNow } from '../testing/payloads.ts';

let t: TestApp;
let lind: string;
let ids: Awaited<ReturnType<typeof catalogIds>>;
let setupIds: number[];
beforeAll(async () => {
  t = await openTestApp();
  lind = await t.login('lindenhof');
  ids = await catalogIds(t, lind);
  const res = await t.request('GET', '/api/setup/list', { token: lind });
  setupIds = ((await res.json()) as { items: { id: number }[] }).items.map((s) => s.id);
});
afterAll(() => t.close());

/** A lindenhof meeting day with the required lunch, the meeting room in the given seating setup. */
function meetingDay(date: string, setup: { id: number } | null, info = '') {
  const buffet = ids.service('LUNCH-BUFFET');
  return {
    propertyId: 1,
    startdate: date,
    enddate: date,
    booker,
    people: 20,
    paymentmethod: 'Company',
    info,
    bookingUnitgroupList: [
      {
        unitgroup: { id: ids.unitgroup('PLENUM') },
        itemcount: 1,
        start: `${date} 08:00`,
        end: `${date} 18:00`,
        personcount: 20,
        setup,
      },
    ],
    bookingServiceList: [
      {
        service: { id: buffet.id },
        itemcount: 1,
        personcount: 20,
        start: `${date} 12:00`,
        end: `${date} 13:00`,
        serviceOptionList: [{ serviceOption: { id: buffet.serviceOptionList[0]?.id } }],
        bookingUnitgroup: { index: 0 },
      },
    ],
    request: true,
  };
}

describe('the seating setup and the wishes of a booking', () => {
  it('are stored and read back by the booker', async () => {
    const setup = { id: setupIds[1] ?? 0 };
    const created = await t.request('POST', '/api/booking/add', {
      token: lind,
      body: meetingDay(daysFromNow(26), setup, 'A lectern, please'),
    });
    expect(created.status).toBe(201);
    const booking = (await created.json()) as { bookingtoken: string; bookingcode: string };
    const read = await t.request(
      'GET',
      `/api/booking/byTokenAndInternalIdOrExternalId/${booking.bookingtoken}/${booking.bookingcode}`,
      { token: lind },
    );
    const stored = (await read.json()) as { info: string; bookingUnitgroupList: { setup: unknown }[] };
    expect(stored.info).toBe('A lectern, please');
    expect(stored.bookingUnitgroupList[0]?.setup).toEqual(setup);
  });

  it('refuses a setup the property does not have, like any unknown reference', async () => {
    const res = await t.request('POST', '/api/booking/add', {
      token: lind,
      body: meetingDay(daysFromNow(27), { id: 999_999 }),
    });
    // The same answer as an unknown time slice or service (evaluate.ts checkReferences).
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      details: [expect.objectContaining({ path: 'bookingUnitgroupList.0.setup' })],
    });
  });
});
