import { paymentStatusOf, BookingState as S } from '@venue/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../testing/harness.ts';
import { hotelAction, staffToken } from '../testing/hotel.ts';
import { booker, catalogIds, cityloftRooms, daysFromNow } from '../testing/payloads.ts';
import { payByCard, REFUSED_CARD } from '../testing/payments.ts';

/*
 * docs/rules.md#the-payment-ledger: the rate's terms decide what must be paid or held before a booking is Confirmed,
 * whoever confirms it; every movement of its money is an entry of its ledger, and "paid" is read from there.
 * City Loft: the flexible rate holds a card, the non-refundable rate is paid in full.
 */

const CITYLOFT = 2;

type Answer = Record<string, unknown> & {
  id: number;
  version: number;
  bookingtoken: string;
  bookingcode: string;
  bookingstate: number;
  allowedActions: string[];
  error?: string;
  details?: unknown[];
};

let t: TestApp;
let guest: string;
let ids: Awaited<ReturnType<typeof catalogIds>>;
let nonRefundable: number;

beforeAll(async () => {
  t = await openTestApp();
  guest = await t.login('cityloft');
  ids = await catalogIds(t, guest);
  const rates = (await staffCall('GET', `/api/staff/rateplan/list?f.propertyId=${CITYLOFT}`))
    .body as unknown as {
    items: { id: number; code: string }[];
  };
  nonRefundable = rates.items.find((r) => r.code === 'NONREF')?.id ?? 0;
});
afterAll(() => t.close());

const guestCall = async (method: string, path: string, body?: unknown) => {
  const res = await t.request(method, path, { token: guest, ...(body !== undefined ? { body } : {}) });
  return { status: res.status, body: (await res.json()) as Answer };
};
const staffCall = async (method: string, path: string, body?: unknown) => {
  const res = await t.request(method, path, {
    token: await staffToken(t, 'cityloft'),
    ...(body !== undefined ? { body } : {}),
  });
  return { status: res.status, body: (await res.json()) as Answer };
};

/** A request for two nights in the Studio at a rate (the flexible one unless named), sent for the hotel to answer. */
async function request(day: string, rate?: 'NONREF'): Promise<Answer> {
  const payload = cityloftRooms(CITYLOFT, ids.unitgroup('STUDIO'), day, 2);
  const rateplan = rate ? { rateplan: { id: nonRefundable } } : {};
  const sent = await guestCall('POST', '/api/booking/add', {
    ...payload,
    bookingUnitgroupList: payload.bookingUnitgroupList.map((l) => ({ ...l, ...rateplan })),
    request: true,
    termsAccepted: true,
    paymentmethod: 'CreditCard',
    booker,
  });
  expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  return sent.body;
}

const detail = async (b: { id: number }) => (await staffCall('GET', `/api/staff/booking/${b.id}`)).body;
const ledger = async (b: { id: number }) => {
  const d = (await detail(b)) as unknown as { data: { payments: never[] }; total: number; version: number };
  return { payments: d.data.payments, status: paymentStatusOf(d.data.payments, d.total), version: d.version };
};

describe('a request at the non-refundable rate (paid in full)', () => {
  it('staff cannot confirm it unpaid; a payment they record confirms nothing by itself; then they can', async () => {
    const sent = await request(daysFromNow(40), 'NONREF');
    const total = Number(sent.total);
    const page = await detail(sent);
    expect(page.allowedActions).not.toContain('confirm');
    const refused = await hotelAction(t, 'cityloft', sent, 'confirm');
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('error.booking.termsunmet');
    expect((await detail(sent)).bookingstate).toBe(S.New);

    // More than is open is refused, and nothing is stored.
    const tooMuch = await staffCall('POST', `/api/staff/booking/${sent.id}/payment`, {
      version: sent.version,
      amount: total + 1,
      method: 'transfer',
    });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.details).toEqual([{ path: 'amount', code: 'moreThanOpen', open: total }]);
    expect((await ledger(sent)).payments).toEqual([]);

    // Half by transfer: still not what the rate asks.
    const half = Math.floor(total / 2);
    const first = await staffCall('POST', `/api/staff/booking/${sent.id}/payment`, {
      version: sent.version,
      amount: half,
      method: 'transfer',
    });
    expect(first.status).toBe(200);
    expect(first.body.allowedActions).not.toContain('confirm');
    expect((await ledger(sent)).status).toMatchObject({
      state: 'partlyPaid',
      paid: half,
      open: total - half,
    });

    const rest = await staffCall('POST', `/api/staff/booking/${sent.id}/payment`, {
      version: first.body.version,
      amount: total - half,
      method: 'cash',
    });
    expect(rest.body.allowedActions).toContain('confirm');
    const { payments, status } = await ledger(sent);
    expect(status).toMatchObject({ state: 'paid', paid: total, open: 0 });
    expect(payments).toEqual([
      expect.objectContaining({ kind: 'capture', amount: half, provider: 'hotel', method: 'transfer' }),
      expect.objectContaining({ kind: 'capture', amount: total - half, provider: 'hotel', method: 'cash' }),
    ]);
    const confirmed = await hotelAction(
      t,
      'cityloft',
      { id: sent.id, version: rest.body.version },
      'confirm',
    );
    expect(confirmed.body.bookingstate).toBe(S.Confirmed);
  });

  it('offered, its booker is asked for the whole total and the payment is in the ledger', async () => {
    const sent = await request(daysFromNow(44), 'NONREF');
    await hotelAction(t, 'cityloft', sent, 'sendOffer');
    const refused = await payByCard(t, guest, sent, REFUSED_CARD);
    expect(refused).toMatchObject({ purpose: 'charge', amount: sent.total, detail: 'refused' });
    expect((await ledger(sent)).status).toMatchObject({
      state: 'unpaid',
      lastFailure: { outcome: 'refused' },
    });
    const paid = await payByCard(t, guest, sent);
    expect(paid.detail).toBe('success');
    const booker = await guestCall(
      'GET',
      `/api/booking/byTokenAndInternalIdOrExternalId/${sent.bookingtoken}/${sent.bookingcode}`,
    );
    expect(booker.body).toMatchObject({ bookingstate: S.Confirmed, paymenttime: expect.any(String) });
    const { payments, status } = await ledger(sent);
    expect(payments.map((e: { kind: string; outcome: string }) => [e.kind, e.outcome])).toEqual([
      ['capture', 'refused'],
      ['capture', 'success'],
    ]);
    expect(status).toMatchObject({ state: 'paid', card: { brand: 'VISA', last4: '1111' } });
  });
});

describe('a request at the flexible rate (a card held)', () => {
  it('staff cannot confirm it until a card is held; the booker holds one from the link and it is Confirmed', async () => {
    const sent = await request(daysFromNow(50));
    expect((await hotelAction(t, 'cityloft', sent, 'confirm')).body.error).toBe('error.booking.termsunmet');
    const offered = await hotelAction(t, 'cityloft', sent, 'sendOffer');
    expect(offered.body.allowedActions).not.toContain('confirm');
    const held = await payByCard(t, guest, sent);
    expect(held).toMatchObject({ purpose: 'hold', amount: 0, detail: 'success' });
    const { status } = await ledger(sent);
    expect(status).toMatchObject({ state: 'cardHeld', paid: 0, heldCard: { brand: 'VISA', last4: '1111' } });
    expect((await detail(sent)).bookingstate).toBe(S.Confirmed);
  });

  it('cancelled free within the period after a payment the hotel recorded: the payment is refunded', async () => {
    const sent = await request(daysFromNow(60));
    const paid = await staffCall('POST', `/api/staff/booking/${sent.id}/payment`, {
      version: sent.version,
      amount: 5_000,
      method: 'terminal',
    });
    const confirmed = await hotelAction(
      t,
      'cityloft',
      { id: sent.id, version: paid.body.version },
      'confirm',
    );
    expect(confirmed.body.bookingstate).toBe(S.Confirmed);
    const cancel = await guestCall(
      'POST',
      `/api/booking/cancel/${sent.bookingtoken}/${sent.bookingcode}`,
      {},
    );
    expect(cancel.body).toMatchObject({ bookingstate: S.Canceled, cancellationfee: null });
    const { status } = await ledger(sent);
    expect(status).toMatchObject({ state: 'refunded', paid: 0, refunded: 5_000 });
  });

  it('refuses a payment for another property, a stale version or a canceled booking, storing nothing', async () => {
    const sent = await request(daysFromNow(70));
    const other = await t.request('POST', `/api/staff/booking/${sent.id}/payment`, {
      token: await staffToken(t, 'lindenhof'),
      body: { version: sent.version, amount: 100, method: 'cash' },
    });
    expect(other.status).toBe(404);
    const stale = await staffCall('POST', `/api/staff/booking/${sent.id}/payment`, {
      version: sent.version + 1,
      amount: 100,
      method: 'cash',
    });
    expect(stale.status).toBe(409);
    const badMethod = await staffCall('POST', `/api/staff/booking/${sent.id}/payment`, {
      version: sent.version,
      amount: 100,
      method: 'cheque',
    });
    expect(badMethod.status).toBe(400);
    const canceled = await hotelAction(t, 'cityloft', sent, 'cancel');
    const late = await staffCall('POST', `/api/staff/booking/${sent.id}/payment`, {
      version: canceled.body.version,
      amount: 100,
      method: 'cash',
    });
    expect(late.status).toBe(422);
    expect((await ledger(sent)).payments).toEqual([]);
  });
});
