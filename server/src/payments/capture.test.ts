import { randomBytes } from 'node:crypto';
import adyenLibrary from '@adyen/api-library';
import { BookingState, type LedgerEntry } from '@venue/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingById } from '../db/paymentQueries.ts';
import { DEMO_PASSWORD } from '../seed/users.ts';
import { openTestApp, type TestApp } from '../testing/harness.ts';
import { hotelAction, staffToken } from '../testing/hotel.ts';
import { booker, catalogIds, daysFromNow } from '../testing/payloads.ts';
import { type AdyenStandin, startAdyenStandin } from './adyen/standin.ts';
import { ledgerOf, paymentOf } from './ledger.ts';
import { merchantReferenceOf } from './providerReference.ts';
import { readSecretsKey, type SecretsKey } from './secrets.ts';
import { type StripeStandin, startStripeStandin } from './stripe/standin.ts';

/*
 * docs/payments.md#capturing-later: a property that captures later has the booker's payment authorised only; staff
 * take it (capture) or let it go (release) from the booking. Against the stand-ins of Stripe's and Adyen's APIs.
 */

const PUBLISHABLE = 'pk_test_51HcaptureTestPublishable0';
const ADYEN_API_KEY = 'AQEyhmfxKoXNahZDw0m/n3Q5qf3VaY9UCJ14XWZE03G';
const ADYEN_HMAC_KEY = '44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056';

let t: TestApp;
let stripe: StripeStandin;
let adyen: AdyenStandin;
let owner: string;
let guest: string;
let ids: Awaited<ReturnType<typeof catalogIds>>;
let dayOffset = 160;

beforeAll(async () => {
  stripe = await startStripeStandin();
  adyen = await startAdyenStandin({ apiKey: ADYEN_API_KEY });
  const key = readSecretsKey({ PAYMENT_SECRETS_KEY: randomBytes(32).toString('base64') }) as SecretsKey;
  t = await openTestApp({
    paymentSecretsKey: key,
    paymentEndpoints: {
      stripeApiBase: stripe.url,
      adyenCheckoutEndpoint: adyen.url,
      adyenCheckoutCa: adyen.ca,
    },
  });
  const login = await t.request('POST', '/api/login', {
    body: { username: 'owner@lindenhof.example', password: DEMO_PASSWORD },
  });
  owner = ((await login.json()) as { token: string }).token;
  guest = await t.login('lindenhof');
  ids = await catalogIds(t, guest);
});
afterAll(async () => {
  await t.close();
  await stripe.close();
  await adyen.close();
});

type Json = Record<string, unknown>;
interface Booking {
  id: number;
  version: number;
  total: number;
  bookingtoken: string;
  bookingcode: string;
}

async function useProvider(body: Record<string, unknown>) {
  const path = '/api/staff/property/1/payment-provider';
  const now = (await (await t.request('GET', path, { token: owner })).json()) as { version: number };
  const res = await t.request('PUT', path, { token: owner, body: { version: now.version, ...body } });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Json;
}

const call = async (method: string, path: string, body?: unknown, token = guest) => {
  const res = await t.request(method, path, { token, ...(body === undefined ? {} : { body }) });
  return { status: res.status, body: (await res.json()) as Json };
};

/** A lindenhof meeting day the hotel has offered: it waits for the booker's 30 % deposit. */
async function offered(): Promise<Booking> {
  const date = daysFromNow(dayOffset++);
  const buffet = ids.service('LUNCH-BUFFET');
  const made = await call('POST', '/api/booking/add', {
    propertyId: 1,
    startdate: date,
    enddate: date,
    booker,
    people: 20,
    paymentmethod: 'CreditCard',
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
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const created = made.body as unknown as Booking;
  expect((await hotelAction(t, 'lindenhof', created, 'sendOffer')).status).toBe(200);
  return created;
}

const ref = (b: Booking) => ({ id: b.bookingcode, token: b.bookingtoken });
const stored = async (id: number) => {
  const row = await t.database.run((db) => bookingById(db, id));
  if (!row) throw new Error('no booking');
  const ledger = ledgerOf(row) as readonly LedgerEntry[];
  return { row, ledger, status: paymentOf(row) };
};
/** A staff member's capture or release, at the version they saw. */
const staffSettles = async (bookingId: number, op: 'capture' | 'release', key = 'lindenhof') => {
  const { row } = await stored(bookingId);
  return call(
    'POST',
    `/api/staff/booking/${bookingId}/payment/${op}`,
    { version: row.version },
    await staffToken(t, key),
  );
};

/** The booker pays the deposit with Stripe's Payment Element (Stripe.js confirming in the browser). */
async function payAtStripe(b: Booking) {
  const s = await call('POST', '/api/payment/sandbox/session', {
    booking: ref(b),
    idempotencyKey: `capture-stripe-${b.id}`,
  });
  expect(s.status, JSON.stringify(s.body)).toBe(200);
  const secret = (s.body.client as { clientSecret: string }).clientSecret;
  const intentId = secret.split('_secret_')[0] ?? '';
  await fetch(`${stripe.url}/v1/payment_intents/${intentId}/confirm`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      key: PUBLISHABLE,
      client_secret: secret,
      payment_method: 'pm_card_visa',
    }).toString(),
  });
  const result = await call('POST', '/api/payment/result', { booking: ref(b), ref: s.body.ref });
  expect(result.body).toMatchObject({ detail: 'success' });
  return intentId;
}

describe('capturing later at Stripe', () => {
  beforeAll(async () => {
    const saved = await useProvider({
      provider: 'stripe',
      mode: 'test',
      capture: 'manual',
      publicKey: PUBLISHABLE,
      secretKey: stripe.secretKey,
    });
    expect(saved.capture).toBe('manual');
  });

  it('authorises the deposit only; staff capture it and the booking is paid, once', async () => {
    const booking = await offered();
    const intentId = await payAtStripe(booking);
    const deposit = Math.round(booking.total * 0.3);
    expect(stripe.paymentIntents().find((pi) => pi.id === intentId)).toMatchObject({
      capture_method: 'manual',
      status: 'requires_capture',
    });
    const before = await stored(booking.id);
    expect(before.row.state).toBe(BookingState.Confirmed);
    expect(before.status).toMatchObject({ state: 'authorised', authorised: deposit, paid: 0 });

    const captured = await staffSettles(booking.id, 'capture');
    expect(captured.status, JSON.stringify(captured.body)).toBe(200);
    const after = await stored(booking.id);
    expect(after.status).toMatchObject({ state: 'partlyPaid', paid: deposit, authorised: 0 });
    expect(after.ledger.at(-1)).toMatchObject({ kind: 'capture', reference: intentId, outcome: 'success' });
    expect(stripe.paymentIntents().find((pi) => pi.id === intentId)).toMatchObject({ status: 'succeeded' });

    // The history says the booker's payment was authorised (not paid), then what the hotel took.
    const detail = await call(
      'GET',
      `/api/staff/booking/${booking.id}`,
      undefined,
      await staffToken(t, 'lindenhof'),
    );
    expect(detail.body.history).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'pay', details: { authorised: deposit, currency: 'EUR' } }),
        expect.objectContaining({
          action: 'capturePayment',
          details: { captured: deposit, currency: 'EUR' },
        }),
      ]),
    );

    // Nothing is left to capture.
    const again = await staffSettles(booking.id, 'capture');
    expect(again.status).toBe(422);
    expect(again.body.error).toBe('error.payment.nothingauthorised');
  });

  it('releases an authorisation: the money set aside goes back to the card, nothing is paid', async () => {
    const booking = await offered();
    const intentId = await payAtStripe(booking);
    const released = await staffSettles(booking.id, 'release');
    expect(released.status, JSON.stringify(released.body)).toBe(200);
    expect(stripe.paymentIntents().find((pi) => pi.id === intentId)).toMatchObject({ status: 'canceled' });
    expect((await stored(booking.id)).status).toMatchObject({ state: 'unpaid', authorised: 0, paid: 0 });
  });

  it('refuses a stale version and another property’s staff, and moves nothing', async () => {
    const booking = await offered();
    const intentId = await payAtStripe(booking);
    const { row } = await stored(booking.id);
    const stale = await call(
      'POST',
      `/api/staff/booking/${booking.id}/payment/capture`,
      { version: row.version - 1 },
      await staffToken(t, 'lindenhof'),
    );
    expect(stale.status).toBe(409);
    expect((await staffSettles(booking.id, 'capture', 'cityloft')).status).toBe(404);
    expect(stripe.paymentIntents().find((pi) => pi.id === intentId)).toMatchObject({
      status: 'requires_capture',
    });
    expect((await stored(booking.id)).status.state).toBe('authorised');
  });
});

describe('capturing later at Adyen', () => {
  const { hmacValidator: HmacValidator } = adyenLibrary;

  beforeAll(async () => {
    await useProvider({
      provider: 'adyen',
      mode: 'test',
      capture: 'manual',
      accountId: 'LindenhofECOM',
      publicKey: 'test_CLIENTKEY0123456789ABCDEFGHIJ',
      secretKey: ADYEN_API_KEY,
      webhookSecret: ADYEN_HMAC_KEY,
    });
  });

  it('authorises with the drop-in; the capture is under way until Adyen’s CAPTURE notification, counted once', async () => {
    const booking = await offered();
    const deposit = Math.round(booking.total * 0.3);
    const paid = await call('POST', '/api/payment/adyen/payment', {
      booking: ref(booking),
      returnUrl: '/lindenhof/booking',
      data: {
        idempotencyKey: `cap-adyen-${booking.id}`,
        paymentMethod: {
          type: 'scheme',
          encryptedCardNumber: 'test_4111111111111111',
          encryptedExpiryMonth: 'test_03',
          encryptedExpiryYear: 'test_2030',
          encryptedSecurityCode: 'test_737',
        },
      },
    });
    expect(paid.body).toMatchObject({ resultCode: 'Authorised' });
    const payment = adyen.calls.filter((c) => c.path.endsWith('/payments')).at(-1);
    expect(payment?.body).toMatchObject({ additionalData: { manualCapture: 'true' } });
    const authorised = await stored(booking.id);
    expect(authorised.row.state).toBe(BookingState.Confirmed);
    expect(authorised.status).toMatchObject({ state: 'authorised', authorised: deposit });
    const pspReference = authorised.ledger[0]?.reference ?? '';

    expect((await staffSettles(booking.id, 'capture')).status).toBe(200);
    const capture = adyen.effects.filter((e) => e.kind === 'capture').at(-1);
    expect(capture).toMatchObject({ paymentPspReference: pspReference, amount: { value: deposit } });
    const underWay = await stored(booking.id);
    expect(underWay.ledger.at(-1)).toMatchObject({ kind: 'capture', outcome: 'pending', of: pspReference });
    expect(underWay.status).toMatchObject({ paid: 0, authorised: 0 });

    // Adyen's notification of the capture, signed with the property's HMAC key.
    const item = {
      amount: { value: deposit, currency: 'EUR' },
      eventCode: 'CAPTURE',
      eventDate: '2026-11-29T12:00:00+01:00',
      merchantAccountCode: 'LindenhofECOM',
      merchantReference: merchantReferenceOf({
        propertyId: 1,
        bookingId: booking.id,
        purpose: 'charge',
        capture: 'manual',
        attemptRef: 'pay_captureTest',
      }),
      originalReference: pspReference,
      pspReference: capture?.pspReference ?? '',
      paymentMethod: 'visa',
      success: 'true',
      additionalData: {} as Record<string, string>,
    };
    const signature = new HmacValidator().calculateHmac(
      item as unknown as Parameters<InstanceType<typeof HmacValidator>['calculateHmac']>[0],
      ADYEN_HMAC_KEY,
    );
    const body = {
      live: 'false',
      notificationItems: [
        { NotificationRequestItem: { ...item, additionalData: { hmacSignature: signature } } },
      ],
    };
    for (let i = 0; i < 2; i++) {
      const res = await t.request('POST', '/api/payment/adyen/notification', { body });
      expect(await res.text()).toBe('[accepted]');
    }
    expect((await stored(booking.id)).status).toMatchObject({
      state: 'partlyPaid',
      paid: deposit,
      authorised: 0,
    });
  });
});
