import { addDaysToIsoDate, BookingState as S } from '@venue/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogCache } from '../catalog/cache.ts';
import { putPropertySetting } from '../db/paymentQueries.ts';
import { openTestApp, type TestApp } from '../testing/harness.ts';
import { hotelAction, staffToken } from '../testing/hotel.ts';
import { catalogIds, cityloftRooms } from '../testing/payloads.ts';
import { payByCard } from '../testing/payments.ts';
import { lapseOptions } from './lifecycle.ts';

// One clock for the whole file (docs/rules.md#booking-lifecycle): 23 Nov 2026, 10:00 in Berlin.
const NOW = new Date('2026-11-23T09:00:00Z');
const TODAY = '2026-11-23';
const day = (n: number) => addDaysToIsoDate(TODAY, n);
const CITYLOFT = 2;

type Booking = {
  id: number;
  version: number;
  bookingtoken: string;
  bookingcode: string;
  bookingstate: number;
  allowedActions: string[];
  error?: string;
  details?: { code?: string; reason?: string }[];
};

async function client(t: TestApp) {
  const token = await t.login('cityloft');
  const ids = await catalogIds(t, token);
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await t.request(method, path, { token, body });
    return { status: res.status, body: (await res.json()) as Booking };
  };
  const add = (payload: unknown) => call('POST', '/api/booking/add', payload);
  const read = async (b: Booking) =>
    (await call('GET', `/api/booking/byTokenAndInternalIdOrExternalId/${b.bookingtoken}/${b.bookingcode}`))
      .body;
  const booker = (action: 'confirm' | 'cancel', b: Booking) =>
    call('POST', `/api/booking/${action}/${b.bookingtoken}/${b.bookingcode}`);
  const penthouse = (date: string, request = true) => ({
    ...cityloftRooms(CITYLOFT, ids.unitgroup('PENTHOUSE'), date, 3),
    request,
    paymentmethod: 'CreditCard',
  });
  const studios = (date: string, request = true) => ({
    ...cityloftRooms(CITYLOFT, ids.unitgroup('STUDIO'), date, 2),
    request,
    paymentmethod: 'CreditCard',
  });
  return { add, read, booker, penthouse, studios };
}

describe('with review on (the demo properties)', () => {
  let t: TestApp;
  let c: Awaited<ReturnType<typeof client>>;
  beforeAll(async () => {
    t = await openTestApp({ now: () => NOW });
    // The machine alone: without payments here, the flexible rate's guarantee is the hotel's own affair. What the
    // rates' terms ask before confirming is payments/confirmTerms.test.ts's.
    await t.database.run((db) =>
      putPropertySetting(db, CITYLOFT, 'web.engine.configuration.payment.enabled', 'false'),
    );
    c = await client(t);
  });
  afterAll(() => t.close());

  it('a Penthouse request for three nights waits for the hotel: its booker cannot confirm it', async () => {
    // 3 × €590 = €1,770, above cityloft's €1,500 direct limit, and the Penthouse is on request.
    const direct = await c.add(c.penthouse(day(30), false));
    expect(direct.status).toBe(422);
    const sent = await c.add(c.penthouse(day(30)));
    expect(sent.status).toBe(201);
    expect(sent.body.bookingstate).toBe(S.New);
    expect(sent.body.allowedActions).toEqual(['cancel']);
    const confirm = await c.booker('confirm', sent.body);
    expect(confirm.status).toBe(409);
    expect(confirm.body.error).toBe('error.booking.awaitingoffer');
    // Nothing changed.
    expect(await c.read(sent.body)).toMatchObject({ bookingstate: S.New, version: sent.body.version });
  });

  it('the hotel sends the offer; only then can the booker confirm it', async () => {
    const sent = (await c.add(c.penthouse(day(40)))).body;
    const offered = await hotelAction(t, 'cityloft', sent, 'sendOffer');
    expect(offered.status).toBe(200);
    expect(offered.body.bookingstate).toBe(S.Offered);
    // The property app offers what the machine allows next: not another offer.
    expect(offered.body.allowedActions).toEqual(['confirm', 'cancel', 'delete', 'edit']);
    const loaded = await c.read(sent);
    expect(loaded.allowedActions).toEqual(['confirm', 'cancel', 'edit']);
    expect((await c.booker('confirm', sent)).body.bookingstate).toBe(S.Confirmed);
  });

  it("refuses a stale version, another property's staff and an unusable option date, changing nothing", async () => {
    const sent = (await c.add(c.penthouse(day(50)))).body;
    const stale = await hotelAction(t, 'cityloft', { id: sent.id, version: sent.version + 1 }, 'sendOffer');
    expect(stale.status).toBe(409);
    expect(stale.body.error).toBe('error.conflict');
    expect((await hotelAction(t, 'lindenhof', sent, 'sendOffer')).status).toBe(404);
    const past = await hotelAction(t, 'cityloft', sent, 'sendOffer', day(-1));
    expect(past.status).toBe(422);
    expect(past.body.details).toEqual([{ path: 'optionDate', code: 'past' }]);
    const late = await hotelAction(t, 'cityloft', sent, 'sendOffer', day(51));
    expect(late.body.details).toEqual([{ path: 'optionDate', code: 'afterArrival' }]);
    expect(await c.read(sent)).toMatchObject({ bookingstate: S.New, version: sent.version });
    // Without a staff token the staff routes answer 401; a guest's property token is not one.
    const anonymous = await t.request('POST', `/api/staff/booking/${sent.id}/sendOffer`, {
      body: { version: sent.version },
    });
    expect(anonymous.status).toBe(401);
  });

  it('an offer with an option date lapses after it and frees the Penthouse', async () => {
    const sent = (await c.add(c.penthouse(day(60)))).body;
    const optional = await hotelAction(t, 'cityloft', sent, 'sendOffer', day(10));
    expect(optional.body.bookingstate).toBe(S.Optional);
    expect((await c.add(c.penthouse(day(60)))).status).toBe(409);
    const job = (now: Date) =>
      lapseOptions({ database: t.database, catalogs: new CatalogCache(t.database), now: () => now });
    // On the option date itself the offer still holds.
    expect(await job(new Date(`${day(10)}T21:00:00Z`))).toEqual([]);
    expect(await job(new Date(`${day(11)}T08:00:00Z`))).toEqual([sent.id]);
    expect((await c.read(sent)).bookingstate).toBe(S.Canceled);
    expect((await c.add(c.penthouse(day(60)))).status).toBe(201);
  });

  it('staff clear a confirmed booking and delete it; nothing leaves Deleted', async () => {
    const sent = (await c.add(c.studios(day(70)))).body;
    const confirmed = await hotelAction(t, 'cityloft', sent, 'confirm');
    expect(confirmed.body.bookingstate).toBe(S.Confirmed);
    const cleared = await hotelAction(
      t,
      'cityloft',
      { id: sent.id, version: confirmed.body.version },
      'clear',
    );
    expect(cleared.body.bookingstate).toBe(S.Cleared);
    expect(cleared.body.allowedActions).toEqual(['delete']);
    const deleted = await hotelAction(
      t,
      'cityloft',
      { id: sent.id, version: cleared.body.version },
      'delete',
    );
    expect(deleted.body.bookingstate).toBe(S.Deleted);
    expect(deleted.body.allowedActions).toEqual([]);
    const again = await hotelAction(t, 'cityloft', { id: sent.id, version: deleted.body.version }, 'confirm');
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('error.booking.state');
    expect((await c.booker('cancel', sent)).status).toBe(409);
  });

  it("a booker's edit of the hotel's offer goes back to the hotel", async () => {
    const sent = (await c.add(c.studios(day(80)))).body;
    await hotelAction(t, 'cityloft', sent, 'sendOffer');
    const loaded = await c.read(sent);
    const res = await t.request('POST', `/api/booking/update/${sent.id}`, {
      token: await t.login('cityloft'),
      body: { ...c.studios(day(80)), bookingtoken: sent.bookingtoken, version: loaded.version },
    });
    const edited = (await res.json()) as Booking;
    expect(res.status).toBe(200);
    expect(edited.bookingstate).toBe(S.New);
    expect(edited.allowedActions).toEqual(['cancel']);
  });

  it('a booker may cancel a confirmed booking only within the free-cancellation period (cityloft: 2 days)', async () => {
    const soon = (await c.add(c.studios(day(1)))).body;
    const later = (await c.add(c.studios(day(3)))).body;
    for (const b of [soon, later]) await hotelAction(t, 'cityloft', b, 'confirm');
    expect((await c.read(soon)).allowedActions).toEqual([]);
    expect((await c.booker('cancel', soon)).status).toBe(409);
    expect((await c.read(later)).allowedActions).toEqual(['cancel']);
    expect((await c.booker('cancel', later)).body.bookingstate).toBe(S.Canceled);
  });
});

describe('with review off (the spec: a sent request is an offer at once)', () => {
  let t: TestApp;
  let c: Awaited<ReturnType<typeof client>>;
  beforeAll(async () => {
    t = await openTestApp({ now: () => NOW });
    // Before the first request, so the catalog is read with these settings.
    await t.database.run(async (db) => {
      const set = (key: string, value: string) =>
        putPropertySetting(db, CITYLOFT, `web.engine.configuration.${key}`, value);
      await set('booking.offerReview', 'false');
      await set('payment.enabled', 'true');
      await set('configurator.payment.enabled', 'true');
    });
    c = await client(t);
    await staffToken(t, 'cityloft');
  });
  afterAll(() => t.close());

  it('a request within the direct-booking rules is Offered; its booker confirms it by holding a card', async () => {
    const sent = (await c.add(c.studios(day(30)))).body;
    expect(sent.bookingstate).toBe(S.Offered);
    // docs/rules.md#rate-policies: the flexible rate holds a card before the booking is Confirmed.
    expect(sent.allowedActions).toEqual(['confirm', 'cancel', 'edit', 'pay']);
    expect((await c.booker('confirm', sent)).body.error).toBe('error.booking.paymentrequired');
    const held = await payByCard(t, await t.login('cityloft'), sent);
    expect(held).toMatchObject({ purpose: 'hold', amount: 0, detail: 'success' });
    expect((await c.read(sent)).bookingstate).toBe(S.Confirmed);
  });

  it('a request above the direct-booking limit still waits for the hotel', async () => {
    const sent = (await c.add(c.penthouse(day(40)))).body;
    expect(sent.bookingstate).toBe(S.New);
    expect((await c.booker('confirm', sent)).body.error).toBe('error.booking.awaitingoffer');
  });

  it('a direct reservation that requires a payment is held as Offered until it is paid', async () => {
    const sent = await c.add(c.studios(day(50), false));
    expect(sent.status).toBe(201);
    expect(sent.body.bookingstate).toBe(S.Offered);
    expect(sent.body.allowedActions).toEqual(['confirm', 'cancel', 'edit', 'pay']);
    const confirm = await c.booker('confirm', sent.body);
    expect(confirm.body.error).toBe('error.booking.paymentrequired');
  });
});
