import type { StaffBookingDetail } from '@venue/contract';
import { addDaysToIsoDate, BookingState as S } from '@venue/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseFingerprint } from '../db/inspect.ts';
import { openTestApp, type TestApp } from '../testing/harness.ts';
import { staffToken } from '../testing/hotel.ts';
import { booker, catalogIds, cityloftRooms, daysFromNow } from '../testing/payloads.ts';

/*
 * docs/rules.md#staff-bookings: a booking staff take by phone, mail or at the desk is priced, held and mailed like
 * an online one; it lowers the guest's availability at once; an agreed price needs a reason, kept in the history.
 */

const CITYLOFT = 2; // seed order: lindenhof 1, cityloft 2, workspace 3

type Json = Record<string, unknown> & { error?: string; details?: unknown[] };
interface Answer {
  id: number;
  version: number;
  bookingstate: number;
  bookingcode: string;
  total: number;
  allowedActions: string[];
}
interface Quote {
  currency: string;
  total: number;
  rateTotal: number;
  start: string;
  end: string;
  lines: { unitgroupId: number; itemcount: number; unitPrice: number | null; price: number | null }[];
}

let t: TestApp;
let guest: string;
let penthouse: number;
let loft: number;
let lindenhofSingles: number;

beforeAll(async () => {
  t = await openTestApp();
  guest = await t.login('cityloft');
  const ids = await catalogIds(t, guest);
  penthouse = ids.unitgroup('PENTHOUSE'); // one unit
  loft = ids.unitgroup('LOFT'); // six units
  lindenhofSingles = (await catalogIds(t, await t.login('lindenhof'))).unitgroup('SGL');
});
afterAll(() => t.close());

const call = async <T = Json>(method: string, path: string, body?: unknown, key = 'cityloft') => {
  const res = await t.request(method, path, { token: await staffToken(t, key), body });
  return { status: res.status, body: (await res.json()) as T & Json };
};
const compact = (iso: string) => iso.replaceAll('-', '');
const fingerprint = () => t.database.run((db) => databaseFingerprint(db));

/** The guest's calendar for one day of one unit group. */
async function guestDay(unitgroupId: number, day: string) {
  const res = await t.request(
    'GET',
    `/api/calendar/unitgroup/unavailability/list?f.dateframeFrom=${compact(day)}&f.dateframeTo=${compact(day)}&f.unitgroupId=${unitgroupId}`,
    { token: guest },
  );
  expect(res.status).toBe(200);
  const body = (await res.json()) as { calendarentryList: { available: boolean; availableCount: number }[] };
  return body.calendarentryList[0];
}

/** Two nights from `day` (cityloft sells two nights at least), as the days the grid selects. */
const twoNights = (day: string) => ({ firstDay: day, lastDay: addDaysToIsoDate(day, 1) });

/** A booking by phone: one night of the loft for two unless `extra` says otherwise. */
const phoneBooking = (extra: Record<string, unknown> = {}) => ({
  propertyId: CITYLOFT,
  kind: 'reservation',
  channel: 'phone',
  unitgroupId: loft,
  itemcount: 1,
  persons: 2,
  firstDay: daysFromNow(200),
  lastDay: daysFromNow(201),
  booker: { ...booker, phone: '+49 30 1234567' },
  ...extra,
});

describe('a booking taken by phone', () => {
  it('at a rate that holds a card waits as the hotel’s offer, lowers the online availability at once, and mails only the guest', async () => {
    const day = daysFromNow(200);
    const before = await guestDay(loft, day);
    // The flexible rate (the default) holds a card as the guarantee: the quote says so before anything is stored.
    const { booker: _none, ...stay } = phoneBooking();
    const quote = await call<Quote & { bookingstate: number; asks: unknown }>(
      'POST',
      '/api/staff/booking/quote',
      stay,
    );
    expect(quote.body).toMatchObject({ bookingstate: S.Offered, asks: { ask: 'hold', amount: 0 } });
    const made = await call<Answer>('POST', '/api/staff/booking/add', phoneBooking({ note: 'Late arrival' }));
    expect(made.status).toBe(201);
    expect(made.body.bookingstate).toBe(S.Offered);
    expect(made.body.allowedActions).toContain('cancel');
    // Not the hotel's to confirm without the card: the booker holds it from the offer mail's link.
    expect(made.body.allowedActions).not.toContain('confirm');
    expect((await guestDay(loft, day))?.availableCount).toBe((before?.availableCount ?? 0) - 1);

    const detail = await call<StaffBookingDetail>('GET', `/api/staff/booking/${made.body.id}`);
    expect(detail.body).toMatchObject({
      bookingchannelId: 1,
      bookingcategoryId: 8,
      arrival: `${day}T15:00`,
      departure: `${daysFromNow(202)}T11:00`,
      booker: { lastname: 'Lovelace', email: 'ada@example.org' },
    });
    expect(detail.body.data).toMatchObject({ info: 'Late arrival', people: 2 });
    expect(detail.body.history[0]).toMatchObject({
      action: 'reserve',
      actor: 'staff',
      userName: expect.any(String),
      fromState: null,
      toState: S.Offered,
      details: { channel: 'phone' },
    });
    expect(detail.body.mails.map((m) => `${m.recipient}:${m.kind}`)).toEqual(['booker:offer']);
  });

  it('at the non-refundable rate is Offered until the whole total is paid, then the hotel confirms it', async () => {
    const rates = await call<{ items: { id: number; code: string }[] }>(
      'GET',
      `/api/staff/rateplan/list?f.propertyId=${CITYLOFT}`,
    );
    const nonref = rates.body.items.find((r) => r.code === 'NONREF')?.id;
    const stay = phoneBooking({ rateplanId: nonref, firstDay: daysFromNow(205), lastDay: daysFromNow(206) });
    const { booker: _none, ...asked } = stay;
    const quote = await call<Quote & { rateplanId: number; asks: unknown }>(
      'POST',
      '/api/staff/booking/quote',
      asked,
    );
    expect(quote.body).toMatchObject({
      rateplanId: nonref,
      asks: { ask: 'charge', amount: quote.body.total },
    });
    const made = await call<Answer>('POST', '/api/staff/booking/add', stay);
    expect(made.body.bookingstate).toBe(S.Offered);
    expect(made.body.total).toBe(quote.body.total);
    const unpaid = await call('POST', `/api/staff/booking/${made.body.id}/confirm`, {
      version: made.body.version,
    });
    expect(unpaid.status).toBe(409);
    expect(unpaid.body.error).toBe('error.booking.termsunmet');

    // The guest paid by transfer: the hotel records it, then may confirm.
    const paid = await call<Answer>('POST', `/api/staff/booking/${made.body.id}/payment`, {
      version: made.body.version,
      amount: made.body.total,
      method: 'transfer',
    });
    expect(paid.body.allowedActions).toContain('confirm');
    const confirmed = await call<Answer>('POST', `/api/staff/booking/${made.body.id}/confirm`, {
      version: paid.body.version,
    });
    expect(confirmed.body.bookingstate).toBe(S.Confirmed);
  });

  it('arrives on the departure day of an online stay, and an online stay arrives on its departure day', async () => {
    // docs/rules.md#the-booking-record: a stay holds from check-in (15:00) to check-out (11:00), so the day a guest
    // leaves the Penthouse (one unit) another may arrive, whoever books either stay.
    const online = async (day: string) =>
      t.request('POST', '/api/booking/add', {
        token: guest,
        body: { ...cityloftRooms(CITYLOFT, penthouse, day, 2), termsAccepted: true },
      });
    const first = await online(daysFromNow(300));
    expect(first.status).toBe(201);
    const byPhone = await call<Answer>(
      'POST',
      '/api/staff/booking/add',
      phoneBooking({ unitgroupId: penthouse, firstDay: daysFromNow(302), lastDay: daysFromNow(303) }),
    );
    expect(byPhone.status).toBe(201);
    const detail = await call<StaffBookingDetail>('GET', `/api/staff/booking/${byPhone.body.id}`);
    expect(detail.body).toMatchObject({
      arrival: `${daysFromNow(302)}T15:00`,
      departure: `${daysFromNow(304)}T11:00`,
    });
    expect((await online(daysFromNow(304))).status).toBe(201);
    // One night more on either side overlaps, and is refused.
    expect((await online(daysFromNow(303))).status).toBe(409);
  });

  it('at a rate that asks nothing before arrival is Confirmed at once', async () => {
    const made = await call<Answer>(
      'POST',
      '/api/staff/booking/add',
      phoneBooking({
        propertyId: 1,
        unitgroupId: lindenhofSingles,
        firstDay: daysFromNow(240),
        lastDay: daysFromNow(240),
      }),
      'lindenhof',
    );
    expect(made.status).toBe(201);
    expect(made.body.bookingstate).toBe(S.Confirmed);
    const detail = await call<StaffBookingDetail>(
      'GET',
      `/api/staff/booking/${made.body.id}`,
      undefined,
      'lindenhof',
    );
    expect(detail.body.mails.map((m) => `${m.recipient}:${m.kind}`)).toEqual(['booker:confirmed']);
  });

  it('as a request is New, waiting for the hotel’s offer, and holds its units meanwhile', async () => {
    const made = await call<Answer>(
      'POST',
      '/api/staff/booking/add',
      phoneBooking({
        kind: 'request',
        channel: 'email',
        unitgroupId: penthouse,
        firstDay: daysFromNow(210),
        lastDay: daysFromNow(211),
      }),
    );
    expect(made.status).toBe(201);
    expect(made.body.bookingstate).toBe(S.New);
    expect(made.body.allowedActions).toEqual(expect.arrayContaining(['sendOffer', 'edit']));
    expect(await guestDay(penthouse, daysFromNow(210))).toMatchObject({ available: false });
  });

  it('is priced like the online booking of the same stay', async () => {
    const day = daysFromNow(220);
    // Asked before the guest's name is known: the quote needs no booker, and stores nothing.
    const { booker: _none, ...stay } = phoneBooking({ ...twoNights(day) });
    const before = await fingerprint();
    const quote = await call<Quote>('POST', '/api/staff/booking/quote', stay);
    expect(await fingerprint()).toEqual(before);
    expect(quote.status).toBe(200);
    const online = await t.request('POST', '/api/booking/add', {
      token: guest,
      body: cityloftRooms(CITYLOFT, loft, day, 2),
    });
    expect(online.status).toBe(201);
    const onlineTotal = ((await online.json()) as { total: number }).total;
    expect(quote.body.total).toBe(onlineTotal);
    expect(quote.body.rateTotal).toBe(onlineTotal);
    expect(quote.body).toMatchObject({ currency: 'EUR', start: `${day} 15:00` });
  });

  it('at a conference hotel may be rooms alone: what the configurator asks a guest to add does not apply', async () => {
    // Lindenhof asks an online guest for a meeting room each day, its lunch and a payment method.
    const lindenhofGuest = await t.login('lindenhof');
    const singles = (await catalogIds(t, lindenhofGuest)).unitgroup('SGL');
    const day = daysFromNow(230);
    const online = await t.request('POST', '/api/booking/add', {
      token: lindenhofGuest,
      body: {
        propertyId: 1,
        startdate: day,
        enddate: addDaysToIsoDate(day, 1),
        booker,
        people: 2,
        bookingUnitgroupList: [
          {
            unitgroup: { id: singles },
            itemcount: 2,
            start: `${day} 15:00`,
            end: `${addDaysToIsoDate(day, 1)} 11:00`,
            personcount: 2,
          },
        ],
        request: true,
        termsAccepted: true,
      },
    });
    expect(online.status).toBe(422);
    const codes = ((await online.json()) as { details: { code: string }[] }).details.map((d) => d.code);
    expect(codes).toEqual(expect.arrayContaining(['REQUIRED_UNITGROUP', 'REQUIRED_SERVICEGROUP']));

    const made = await call<Answer>(
      'POST',
      '/api/staff/booking/add',
      { ...phoneBooking({ propertyId: 1, unitgroupId: singles, itemcount: 2, firstDay: day, lastDay: day }) },
      'lindenhof',
    );
    expect(made.status).toBe(201);
    expect(made.body.bookingstate).toBe(S.Confirmed);
    const detail = await call<StaffBookingDetail>(
      'GET',
      `/api/staff/booking/${made.body.id}`,
      undefined,
      'lindenhof',
    );
    expect(detail.body).toMatchObject({
      arrival: `${day}T15:00`,
      departure: `${addDaysToIsoDate(day, 1)}T11:00`,
    });
  });
});

describe('the unit staff picked', () => {
  /** The loft units and who holds each on `day`, from the staff's unit list. */
  async function lofts(day: string) {
    const res = await call<{ items: { unitId: number; busyList: { bookingId: number | null }[] }[] }>(
      'GET',
      `/api/staff/calendar/unit/unavailability/list?f.propertyId=${CITYLOFT}&f.dateframeFrom=${compact(day)}&f.dateframeTo=${compact(day)}&f.unitgroupId=${loft}`,
    );
    return res.body.items;
  }

  it('is the one held when it is free, and a unit of another unit group is refused', async () => {
    const day = daysFromNow(280);
    const picked = (await lofts(day))[3]?.unitId;
    const made = await call<Answer>(
      'POST',
      '/api/staff/booking/add',
      phoneBooking({ ...twoNights(day), unitId: picked }),
    );
    expect(made.status).toBe(201);
    const held = (await lofts(day)).find((u) => u.busyList.some((b) => b.bookingId === made.body.id));
    expect(held?.unitId).toBe(picked);
    const foreign = await call(
      'POST',
      '/api/staff/booking/quote',
      phoneBooking({ unitgroupId: penthouse, unitId: picked }),
    );
    expect(foreign.status).toBe(400);
  });
});

describe('a price the hotel agrees', () => {
  it('replaces the rate’s price, and the history keeps the reason with both totals', async () => {
    const body = phoneBooking({
      firstDay: daysFromNow(230),
      lastDay: daysFromNow(231),
      agreedUnitPrice: 9000,
      priceReason: 'Regular guest',
    });
    const quote = await call<Quote>('POST', '/api/staff/booking/quote', body);
    expect(quote.body.lines[0]).toMatchObject({ unitPrice: 9000, price: 18000 });
    expect(quote.body.total).toBeLessThan(quote.body.rateTotal);

    const made = await call<Answer>('POST', '/api/staff/booking/add', body);
    expect(made.status).toBe(201);
    expect(made.body.total).toBe(quote.body.total);
    const detail = await call<StaffBookingDetail>('GET', `/api/staff/booking/${made.body.id}`);
    expect(detail.body.history[0]?.details).toEqual({
      channel: 'phone',
      agreedUnitPrice: 9000,
      reason: 'Regular guest',
      total: { from: quote.body.rateTotal, to: quote.body.total },
    });
  });

  it('without a reason is a 400 naming the field, and nothing is stored', async () => {
    const before = await fingerprint();
    const refused = await call('POST', '/api/staff/booking/add', phoneBooking({ agreedUnitPrice: 9000 }));
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body.details)).toContain('priceReason');
    expect(await fingerprint()).toEqual(before);
  });
});

describe('what a staff booking cannot do', () => {
  it('take a unit that is not free: 409, nothing stored', async () => {
    const day = daysFromNow(240);
    const first = await call(
      'POST',
      '/api/staff/booking/add',
      phoneBooking({ unitgroupId: penthouse, ...twoNights(day) }),
    );
    expect(first.status).toBe(201);
    const before = await fingerprint();
    const second = await call(
      'POST',
      '/api/staff/booking/add',
      phoneBooking({ unitgroupId: penthouse, ...twoNights(day) }),
    );
    expect(second.status).toBe(409);
    expect(second.body.error).toBe('error.availability');
    expect(await fingerprint()).toEqual(before);
  });

  it('win a race with a guest for the last unit: exactly one of them gets it', async () => {
    const day = daysFromNow(250);
    const [staffRes, guestRes] = await Promise.all([
      call('POST', '/api/staff/booking/add', phoneBooking({ unitgroupId: penthouse, ...twoNights(day) })),
      t.request('POST', '/api/booking/add', {
        token: guest,
        body: cityloftRooms(CITYLOFT, penthouse, day, 2),
      }),
    ]);
    expect([staffRes.status, guestRes.status].sort()).toEqual([201, 409]);
    expect(await guestDay(penthouse, day)).toMatchObject({ available: false });
  });

  it('break the property’s date rules: one night where two are the least is refused as online', async () => {
    const day = daysFromNow(270);
    const refused = await call(
      'POST',
      '/api/staff/booking/add',
      phoneBooking({ firstDay: day, lastDay: day }),
    );
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ error: 'error.dates', details: [{ code: 'MIN_NIGHTS' }] });
  });

  it('be entered for days that are past, by the same date rules as online', async () => {
    const refused = await call(
      'POST',
      '/api/staff/booking/add',
      phoneBooking({ firstDay: daysFromNow(-5), lastDay: daysFromNow(-4) }),
    );
    expect(refused.status).toBe(422);
    expect(refused.body.error).toBe('error.dates');
  });

  it('reach another property: its staff get a 404, and a foreign unit group is a 400', async () => {
    const foreign = await call('POST', '/api/staff/booking/add', phoneBooking(), 'lindenhof');
    expect(foreign.status).toBe(404);
    const lindenhofHall = await call('POST', '/api/staff/booking/quote', phoneBooking({ unitgroupId: 1 }));
    expect(lindenhofHall.status).toBe(400);
  });

  it('claim the online channel, and a guest cannot claim a staff channel', async () => {
    const online = await call('POST', '/api/staff/booking/add', phoneBooking({ channel: 'online' }));
    expect(online.status).toBe(400);
    const res = await t.request('POST', '/api/booking/add', {
      token: guest,
      body: { ...cityloftRooms(CITYLOFT, loft, daysFromNow(260), 2), bookingchannel: { id: 1 } },
    });
    expect(res.status).toBe(201);
    const id = ((await res.json()) as { id: number }).id;
    const detail = await call<StaffBookingDetail>('GET', `/api/staff/booking/${id}`);
    expect(detail.body.bookingchannelId).toBe(4);
  });
});
