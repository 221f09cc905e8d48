import { amountChargedWhenBooking, BookingState, PaymentResult } from '@venue/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payment } from '../db/paymentSchema.ts';
import { openTestApp, type TestApp } from '../testing/harness.ts';
import { hotelAction } from '../testing/hotel.ts';
import { booker, catalogIds, daysFromNow } from '../testing/payloads.ts';
import { luhnValid, providerKindOf, TEST_CARDS } from './sandbox.ts';

let t: TestApp;
let lind: string;
let ids: Awaited<ReturnType<typeof catalogIds>>;
let dayOffset = 40;
beforeAll(async () => {
  // These tests switch lindenhof between the four kinds, as the e2e tests do.
  t = await openTestApp({ paymentSandboxSwitch: true });
  lind = await t.login('lindenhof');
  ids = await catalogIds(t, lind);
});
afterAll(() => t.close());

type Json = Record<string, unknown>;
const call = async (method: string, path: string, body?: unknown, headers?: Record<string, string>) => {
  const res = await t.request(method, path, { token: lind, body, ...(headers ? { headers } : {}) });
  return { status: res.status, body: (await res.json()) as Json };
};

/**
 * A lindenhof meeting day offer (the plenary hall with the required lunch): requested through the API and
 * sent as an offer by the hotel's staff (lindenhof reviews requests).
 */
async function offer() {
  const date = daysFromNow(dayOffset++);
  const buffet = ids.service('LUNCH-BUFFET');
  const res = await call('POST', '/api/booking/add', {
    propertyId: 1,
    startdate: date,
    enddate: date,
    booker,
    people: 20,
    paymentmethod: 'Company',
    bookingUnitgroupList: [
      {
        unitgroup: { id: ids.unitgroup('PLENUM') },
        itemcount: 1,
        start: `${date} 08:00`,
        end: `${date} 18:00`,
        personcount: 20,
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
  });
  expect(res.status).toBe(201);
  const created = res.body as Json & {
    id: number;
    version: number;
    bookingtoken: string;
    bookingcode: string;
    total: number;
  };
  expect((await hotelAction(t, 'lindenhof', created, 'sendOffer')).status).toBe(200);
  return created;
}

const ref = (b: { bookingtoken: string; bookingcode: string }) => ({
  id: b.bookingcode,
  token: b.bookingtoken,
});
const session = (b: { bookingtoken: string; bookingcode: string }, idempotencyKey: string) =>
  call('POST', '/api/payment/sandbox/session', { booking: ref(b), idempotencyKey });

/** Card fields end to end: session, tokenise the card, makepayment with the transaction id. */
async function payByCard(b: { bookingtoken: string; bookingcode: string }, number: string, key: string) {
  const s = await session(b, key);
  expect(s.status).toBe(200);
  const tok = await call('POST', `/api/payment/sandbox/tokenize/${s.body.ref}`, { number });
  expect(tok.status).toBe(200);
  return call('POST', '/api/booking/makepayment', {
    booking: ref(b),
    transactionId: tok.body.transactionId,
  });
}
const reload = async (b: { bookingtoken: string; bookingcode: string }) =>
  (await call('GET', `/api/booking/byTokenAndInternalIdOrExternalId/${b.bookingtoken}/${b.bookingcode}`))
    .body;

describe('sandbox test inputs', () => {
  it('every test card is a valid card number with its own outcome', () => {
    for (const n of Object.keys(TEST_CARDS)) expect(luhnValid(n)).toBe(true);
    expect(new Set(Object.values(TEST_CARDS))).toEqual(
      new Set(['success', 'refused', 'canceled', 'pending', 'error', 'unknown']),
    );
    expect(luhnValid('4111111111111112')).toBe(false);
  });
  it('the provider kind follows the flags, and paymentOptions.kind overrides them', () => {
    const base = {
      paymentOptions: {},
      paymentPayboxEnabled: false,
      paymentPaytweakEnabled: false,
      paymentApaleoEnabled: false,
    };
    expect(providerKindOf(base)).toBe('cardfields');
    expect(providerKindOf({ ...base, paymentPayboxEnabled: true })).toBe('iframe');
    expect(providerKindOf({ ...base, paymentPaytweakEnabled: true })).toBe('link');
    expect(providerKindOf({ ...base, paymentApaleoEnabled: true })).toBe('dropin');
    expect(providerKindOf({ ...base, paymentPayboxEnabled: true, paymentOptions: { kind: 'dropin' } })).toBe(
      'dropin',
    );
  });
});

describe('amounts', () => {
  it('a deposit percentage of the total is charged, rounded to whole cents', () => {
    expect(amountChargedWhenBooking(undefined, 10_000, 100)).toBe(10_000);
    expect(amountChargedWhenBooking(undefined, 10_001, 30)).toBe(3000);
    expect(amountChargedWhenBooking(undefined, 333, 50)).toBe(167);
  });
  it('the server charges lindenhof’s 30 % deposit of the booking total it computed', async () => {
    const b = await offer();
    const s = await session(b, 'key-amount-1');
    expect(s.body).toMatchObject({
      kind: 'cardfields',
      amount: Math.round((b.total * 30) / 100),
      currency: 'EUR',
      testMode: true,
    });
    expect(b.total).toBeGreaterThan(0);
  });
});

describe('paying an offer', () => {
  it('a successful payment confirms the booking with a payment time, a reservation code and the card', async () => {
    const b = await offer();
    const paid = await payByCard(b, '4111 1111 1111 1111', 'key-success-1');
    expect(paid.body).toMatchObject({ result: PaymentResult.Success, detail: 'success', ispaid: true });
    const after = await reload(b);
    expect(after.bookingstate).toBe(BookingState.Confirmed);
    expect(after.paymenttime).toEqual(expect.any(String));
    expect(after.reservationcode).toMatch(/^R-[A-Z2-9]{8}$/);
    expect(after.paymentcreditcardnumber).toBe('•••• 1111');
    // Weeks ahead, within lindenhof's 14 days of free cancellation: the booker may still cancel it.
    expect(after.allowedActions).toEqual(['cancel']);
  });

  it('refused, canceled, pending and error leave the booking offered and unpaid', async () => {
    const b = await offer();
    const cases = [
      ['4000000000000002', PaymentResult.Refused, 'refused'],
      ['4000000000000069', PaymentResult.Canceled, 'canceled'],
      ['4000000000000077', PaymentResult.Pending, 'pending'],
      ['4000000000000119', PaymentResult.Error, 'error'],
      ['4000000000000101', PaymentResult.UnknownError, 'unknown'],
    ] as const;
    for (const [i, [number, result, detail]] of cases.entries()) {
      const res = await payByCard(b, number, `key-fail-${i}`);
      expect(res.body).toMatchObject({ result, detail, ispaid: false });
    }
    const after = await reload(b);
    expect(after.bookingstate).toBe(BookingState.Offered);
    expect(after.paymenttime).toBeNull();
    expect(after.reservationcode).toBeNull();
    // ...and a retry with a new attempt succeeds.
    expect((await payByCard(b, '4111111111111111', 'key-fail-retry')).body.detail).toBe('success');
  });

  it('a mistyped card number is refused before any charge', async () => {
    const b = await offer();
    const s = await session(b, 'key-luhn-1');
    const tok = await call('POST', `/api/payment/sandbox/tokenize/${s.body.ref}`, {
      number: '4111111111111112',
    });
    expect(tok.status).toBe(400);
    expect(tok.body.error).toBe('error.validation');
  });
});

describe('idempotency', () => {
  it('the same key gives the same attempt; a double makepayment charges once', async () => {
    const b = await offer();
    const [a, c] = await Promise.all([session(b, 'key-double-1'), session(b, 'key-double-1')]);
    expect(a.body.ref).toBe(c.body.ref);
    const tok = await call('POST', `/api/payment/sandbox/tokenize/${a.body.ref}`, {
      number: '4111111111111111',
    });
    const again = await call('POST', `/api/payment/sandbox/tokenize/${a.body.ref}`, {
      number: '4111111111111111',
    });
    expect(again.body.transactionId).toBe(tok.body.transactionId);
    const body = { booking: ref(b), transactionId: tok.body.transactionId };
    const [p1, p2] = await Promise.all([
      call('POST', '/api/booking/makepayment', body),
      call('POST', '/api/booking/makepayment', body),
    ]);
    expect([p1.body.detail, p2.body.detail]).toEqual(['success', 'success']);
    const rows = await t.database.run((db) => db.select().from(payment).where(eq(payment.bookingId, b.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.status).toBe('success');
  });
});

describe('refusals', () => {
  it('a canceled booking cannot be paid', async () => {
    const b = await offer();
    const s = await session(b, 'key-cancel-0');
    const tok = await call('POST', `/api/payment/sandbox/tokenize/${s.body.ref}`, {
      number: '4111111111111111',
    });
    expect((await call('POST', `/api/booking/cancel/${b.bookingtoken}/${b.bookingcode}`)).status).toBe(200);
    const res = await session(b, 'key-cancel-1');
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      error: 'error.payment.notallowed',
      details: [{ state: BookingState.Canceled, reason: 'forbidden' }],
    });
    // An attempt started before the cancellation does not pay it either.
    const late = await call('POST', '/api/booking/makepayment', {
      booking: ref(b),
      transactionId: tok.body.transactionId,
    });
    expect(late.body).toMatchObject({ detail: 'error', ispaid: false });
    expect((await reload(b)).paymenttime).toBeNull();
  });
  it('a paid booking cannot be paid again', async () => {
    const b = await offer();
    const s1 = await session(b, 'key-paid-a');
    const s2 = await session(b, 'key-paid-b');
    const t1 = await call('POST', `/api/payment/sandbox/tokenize/${s1.body.ref}`, {
      number: '4111111111111111',
    });
    const t2 = await call('POST', `/api/payment/sandbox/tokenize/${s2.body.ref}`, {
      number: '4111111111111111',
    });
    await call('POST', '/api/booking/makepayment', { booking: ref(b), transactionId: t1.body.transactionId });
    const second = await call('POST', '/api/booking/makepayment', {
      booking: ref(b),
      transactionId: t2.body.transactionId,
    });
    expect(second.body).toMatchObject({ detail: 'error', ispaid: false });
    const res = await session(b, 'key-paid-c');
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('The booking is already paid');
  });
});

describe('hosted page, paid check and drop-in', () => {
  const form = (number: string, op = 'pay') => new URLSearchParams({ number, op }).toString();
  const postForm = (path: string, number: string, op = 'pay') =>
    t.app.request(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form(number, op),
    });

  it('the link kind: the hosted page charges and the paid check reports it', async () => {
    expect((await call('POST', '/api/payment/sandbox/kind/link')).status).toBe(200);
    try {
      const b = await offer();
      const s = await session(b, 'key-link-1');
      expect(s.body).toMatchObject({ kind: 'link', url: `/api/payment/sandbox/page/${s.body.ref}` });
      const page = await t.app.request(String(s.body.url));
      expect(await page.text()).toContain('TEST MODE');
      expect((await call('GET', `/api/booking/paymentstatus/${s.body.ref}`)).body).toMatchObject({
        ispaid: false,
        detail: null,
      });
      const done = await postForm(String(s.body.url), '4111111111111111');
      expect(done.status).toBe(303);
      expect(done.headers.get('Location')).toBe(`${s.body.url}/ok`);
      const status = await call('GET', `/api/booking/paymentstatus/${s.body.ref}`);
      expect(status.body).toMatchObject({ ispaid: true, detail: 'success' });
    } finally {
      await call('POST', '/api/payment/sandbox/kind/cardfields');
    }
  });

  it('the iframe kind lands on the outcome page of a refused card and cancel', async () => {
    await call('POST', '/api/payment/sandbox/kind/iframe');
    try {
      const b = await offer();
      const s1 = await session(b, 'key-frame-1');
      expect((await postForm(String(s1.body.url), '4000000000000002')).headers.get('Location')).toMatch(
        /\/refused$/,
      );
      const s2 = await session(b, 'key-frame-2');
      expect((await postForm(String(s2.body.url), '', 'cancel')).headers.get('Location')).toMatch(
        /\/canceled$/,
      );
    } finally {
      await call('POST', '/api/payment/sandbox/kind/cardfields');
    }
  });

  it('the drop-in: result codes directly and through the redirect flow', async () => {
    await call('POST', '/api/payment/sandbox/kind/dropin');
    try {
      const b = await offer();
      const h = { 'X-Booking-Token': b.bookingtoken };
      const methods = await call('GET', `/api/payment/adyen/paymentmethods/${b.bookingcode}`, undefined, h);
      expect(methods.body.paymentMethods).toHaveLength(2);
      const sess = await call(
        'GET',
        `/api/payment/adyen/paymentsession/${b.bookingcode}?idempotencyKey=key-drop-0`,
        undefined,
        h,
      );
      expect(sess.body).toMatchObject({ kind: 'dropin', testMode: true });
      const pay = (key: string, paymentMethod: Json) =>
        call('POST', '/api/payment/adyen/payment', {
          booking: ref(b),
          returnUrl: '/lindenhof/cart/0',
          data: { idempotencyKey: key, paymentMethod },
        });
      expect((await pay('key-drop-1', { type: 'scheme', number: '4000000000000077' })).body.resultCode).toBe(
        'Pending',
      );
      expect((await pay('key-drop-2', { type: 'scheme', number: '4000000000000069' })).body.resultCode).toBe(
        'Cancelled',
      );
      expect((await pay('key-drop-4', { type: 'scheme', number: '4000000000000101' })).body.resultCode).toBe(
        'ChallengeShopper',
      );
      const redirect = await pay('key-drop-3', { type: 'sandboxredirect' });
      const action = redirect.body.action as { url: string };
      const back = await postForm(action.url, '4111111111111111');
      const location = back.headers.get('Location') ?? '';
      expect(location).toMatch(/^\/lindenhof\/cart\/0\?redirectResult=pay_/);
      const redirectResult = decodeURIComponent(location.split('redirectResult=')[1] ?? '');
      const details = await call('POST', '/api/payment/adyen/paymentdetails', {
        data: { details: { redirectResult } },
      });
      expect(details.body.resultCode).toBe('Authorised');
      expect((await reload(b)).bookingstate).toBe(BookingState.Confirmed);
    } finally {
      await call('POST', '/api/payment/sandbox/kind/cardfields');
    }
  });

  it('a redirect back to another site is refused', async () => {
    await call('POST', '/api/payment/sandbox/kind/dropin');
    try {
      const b = await offer();
      const res = await call('POST', '/api/payment/adyen/payment', {
        booking: ref(b),
        returnUrl: '//evil.example/x',
        data: { idempotencyKey: 'key-evil-1', paymentMethod: { type: 'sandboxredirect' } },
      });
      // Refused at once: no attempt starts for a return path off this site.
      expect(res.status).toBe(400);
      expect(res.body.action).toBeUndefined();
    } finally {
      await call('POST', '/api/payment/sandbox/kind/cardfields');
    }
  });
});

describe('guessing', () => {
  it('wrong booking tokens and payment references count against the guess limit', async () => {
    const limited = await openTestApp({ guessLimits: { maxFailures: 3, windowSeconds: 60 } });
    try {
      const token = await limited.login('lindenhof');
      const statuses = [];
      for (let i = 0; i < 3; i++) {
        const res = await limited.request('GET', `/api/booking/paymentstatus/pay_${'x'.repeat(30)}${i}`, {
          token,
        });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([404, 404, 404]);
      const res = await limited.request('POST', '/api/payment/sandbox/session', {
        token,
        body: { booking: { id: 'AAAAA-AAAAA', token: 'y'.repeat(43) }, idempotencyKey: 'key-guess-1' },
      });
      expect(res.status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
