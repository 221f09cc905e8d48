import { randomBytes } from 'node:crypto';
import adyenLibrary from '@adyen/api-library';
import { BookingState, type LedgerEntry } from '@venue/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelBooking } from '../booking/service.ts';
import { CatalogCache } from '../catalog/cache.ts';
import { bookingById } from '../db/paymentQueries.ts';
import { StaleVersion } from '../failures.ts';
import { DEMO_PASSWORD } from '../seed/users.ts';
import { openTestApp, type TestApp } from '../testing/harness.ts';
import { hotelAction, staffToken } from '../testing/hotel.ts';
import { booker, catalogIds, cityloftRooms, daysFromNow } from '../testing/payloads.ts';
import { type AdyenStandin, startAdyenStandin } from './adyen/standin.ts';
import { ledgerOf, paymentOf } from './ledger.ts';
import type { ProviderDeps } from './providerDeps.ts';
import { merchantReferenceOf } from './providerReference.ts';
import { readSecretsKey, type SecretsKey } from './secrets.ts';
import { type StripeStandin, startStripeStandin } from './stripe/standin.ts';

/*
 * docs/payments.md#cancelling-refunds-and-fees-at-the-provider: a cancelled booking never leaves money authorised on
 * the guest's card. Cancelled free, its open authorisation is released; cancelled with a fee, the fee is captured
 * from it and the rest released; a retried cancellation captures once. Against the stand-ins of Stripe and Adyen.
 */

const PUBLISHABLE = 'pk_test_51HcancelAuthPublishable0';
const ADYEN_API_KEY = 'AQEyhmfxKoXNahZDw0m/n3Q5qf3VaY9UCJ14XWZE03G';
const ADYEN_HMAC_KEY = '44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056';
const CITYLOFT = 2;
/** City Loft's non-refundable rate here keeps a fifth of the total when cancelled (the seed's keeps all of it). */
const FEE_PERCENT = 20;

let t: TestApp;
let stripe: StripeStandin;
let adyen: AdyenStandin;
let key: SecretsKey;
const owners = new Map<number, string>();
let lindenhof: string;
let cityloft: string;
let ids: Awaited<ReturnType<typeof catalogIds>>;
let studio: number;
let dayOffset = 200;

beforeAll(async () => {
  stripe = await startStripeStandin();
  adyen = await startAdyenStandin({ apiKey: ADYEN_API_KEY });
  key = readSecretsKey({ PAYMENT_SECRETS_KEY: randomBytes(32).toString('base64') }) as SecretsKey;
  t = await openTestApp({
    paymentSecretsKey: key,
    paymentEndpoints: {
      stripeApiBase: stripe.url,
      adyenCheckoutEndpoint: adyen.url,
      adyenCheckoutCa: adyen.ca,
    },
  });
  for (const [id, name] of [
    [1, 'lindenhof'],
    [CITYLOFT, 'cityloft'],
  ] as const) {
    const login = await t.request('POST', '/api/login', {
      body: { username: `owner@${name}.example`, password: DEMO_PASSWORD },
    });
    owners.set(id, ((await login.json()) as { token: string }).token);
  }
  lindenhof = await t.login('lindenhof');
  cityloft = await t.login('cityloft');
  ids = await catalogIds(t, lindenhof);
  studio = (await catalogIds(t, cityloft)).unitgroup('STUDIO');
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

async function useProvider(propertyId: number, body: Json) {
  const path = `/api/staff/property/${propertyId}/payment-provider`;
  const token = owners.get(propertyId) ?? '';
  const now = (await (await t.request('GET', path, { token })).json()) as { version: number };
  const res = await t.request('PUT', path, { token, body: { version: now.version, ...body } });
  expect(res.status, await res.clone().text()).toBe(200);
}
const useStripe = (propertyId: number) =>
  useProvider(propertyId, {
    provider: 'stripe',
    mode: 'test',
    capture: 'manual',
    publicKey: PUBLISHABLE,
    secretKey: stripe.secretKey,
  });

const call = async (token: string, method: string, path: string, body?: unknown) => {
  const res = await t.request(method, path, { token, ...(body === undefined ? {} : { body }) });
  return { status: res.status, body: (await res.json()) as Json };
};
const ref = (b: Booking) => ({ id: b.bookingcode, token: b.bookingtoken });
const cancel = (token: string, b: Booking, fee?: number) =>
  call(
    token,
    'POST',
    `/api/booking/cancel/${b.bookingtoken}/${b.bookingcode}`,
    fee === undefined ? {} : { fee },
  );
const stored = async (id: number) => {
  const row = await t.database.run((db) => bookingById(db, id));
  if (!row) throw new Error('no booking');
  return { row, ledger: ledgerOf(row) as readonly LedgerEntry[], status: paymentOf(row) };
};
const history = async (id: number) =>
  (await call(await staffToken(t, 'lindenhof'), 'GET', `/api/staff/booking/${id}`)).body.history;
const intent = (id: string) => stripe.paymentIntents().find((pi) => pi.id === id);

/** A lindenhof meeting day the hotel has offered, months ahead (cancelled free): it waits for a 30 % deposit. */
async function offered(): Promise<Booking> {
  const date = daysFromNow(dayOffset++);
  const buffet = ids.service('LUNCH-BUFFET');
  const made = await call(lindenhof, 'POST', '/api/booking/add', {
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

/** The booker pays with Stripe's Payment Element (Stripe.js confirming in the browser): authorised only. */
async function payAtStripe(token: string, b: Booking) {
  const s = await call(token, 'POST', '/api/payment/sandbox/session', {
    booking: ref(b),
    idempotencyKey: `cancel-auth-${b.id}`,
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
  const result = await call(token, 'POST', '/api/payment/result', { booking: ref(b), ref: s.body.ref });
  expect(result.body).toMatchObject({ detail: 'success' });
  expect(intent(intentId)).toMatchObject({ status: 'requires_capture' });
  return intentId;
}

describe('cancelling a booking whose payment is authorised at Stripe', () => {
  beforeAll(async () => {
    await useStripe(1);
    await useStripe(CITYLOFT);
  });

  it('releases the authorisation when cancelled in the free period: nothing stays reserved on the card', async () => {
    const booking = await offered();
    const intentId = await payAtStripe(lindenhof, booking);
    const deposit = Math.round(booking.total * 0.3);
    const before = await stored(booking.id);
    expect(before.row.state).toBe(BookingState.Confirmed);
    expect(before.status).toMatchObject({ state: 'authorised', authorised: deposit });

    const done = await cancel(lindenhof, booking);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toMatchObject({ bookingstate: BookingState.Canceled, cancellationfee: null });
    expect(intent(intentId)).toMatchObject({ status: 'canceled' });
    expect(stripe.calls.filter((c) => c.path.endsWith(`/${intentId}/cancel`))).toHaveLength(1);
    expect(stripe.calls.some((c) => c.path.endsWith(`/${intentId}/capture`))).toBe(false);
    const after = await stored(booking.id);
    expect(after.ledger.at(-1)).toMatchObject({
      kind: 'authorisation',
      reference: intentId,
      amount: deposit,
      outcome: 'canceled',
    });
    expect(after.status).toMatchObject({ state: 'unpaid', authorised: 0, paid: 0 });
    expect(await history(booking.id)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'cancel', details: { released: deposit, currency: 'EUR' } }),
      ]),
    );
  });

  it('releases it when the hotel cancels (declines) the booking', async () => {
    const booking = await offered();
    const intentId = await payAtStripe(lindenhof, booking);
    const { row } = await stored(booking.id);
    const done = await hotelAction(t, 'lindenhof', { id: booking.id, version: row.version }, 'cancel');
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.bookingstate).toBe(BookingState.Canceled);
    expect(intent(intentId)).toMatchObject({ status: 'canceled' });
    expect((await stored(booking.id)).status).toMatchObject({ state: 'unpaid', authorised: 0 });
  });

  /** Two Studio nights at City Loft's non-refundable rate, paid in full when booking: authorised only, here. */
  async function nonRefundable(): Promise<{ booking: Booking; intentId: string; fee: number }> {
    const rates = await call(owners.get(CITYLOFT) ?? '', 'GET', '/api/staff/rateplan/list');
    const rate = (
      rates.body.items as { id: number; code: string; version: number; cancellationFeePercent: number }[]
    ).find((r) => r.code === 'NONREF');
    if (!rate) throw new Error('no NONREF rate');
    if (rate.cancellationFeePercent !== FEE_PERCENT) {
      const changed = await call(
        owners.get(CITYLOFT) ?? '',
        'POST',
        `/api/staff/rateplan/update/${rate.id}`,
        {
          id: rate.id,
          version: rate.version,
          cancellationFeePercent: FEE_PERCENT,
        },
      );
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    }
    dayOffset += 3;
    const base = cityloftRooms(CITYLOFT, studio, daysFromNow(dayOffset), 2);
    const made = await call(cityloft, 'POST', '/api/booking/add', {
      ...base,
      paymentmethod: 'CreditCard',
      request: false,
      termsAccepted: true,
      booker,
      bookingUnitgroupList: base.bookingUnitgroupList.map((l) => ({ ...l, rateplan: { id: rate.id } })),
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const booking = made.body as unknown as Booking;
    const intentId = await payAtStripe(cityloft, booking);
    const { row, status } = await stored(booking.id);
    expect(row.state).toBe(BookingState.Confirmed);
    expect(status).toMatchObject({ state: 'authorised', authorised: booking.total, heldCard: null });
    return { booking, intentId, fee: Math.round((booking.total * FEE_PERCENT) / 100) };
  }

  it('captures the fee from the authorisation and releases the rest when cancelled with a fee', async () => {
    const { booking, intentId, fee } = await nonRefundable();
    const read = await call(
      cityloft,
      'GET',
      `/api/booking/byTokenAndInternalIdOrExternalId/${booking.bookingtoken}/${booking.bookingcode}`,
    );
    // No card is held: the authorisation covers the fee, nothing is charged to a card.
    expect(read.body.cancellation).toEqual({ free: false, fee, charge: 0 });

    const done = await cancel(cityloft, booking, fee);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toMatchObject({ bookingstate: BookingState.Canceled, cancellationfee: fee });
    const captures = stripe.calls.filter((c) => c.path.endsWith(`/${intentId}/capture`));
    expect(captures).toEqual([
      expect.objectContaining({ params: expect.objectContaining({ amount_to_capture: String(fee) }) }),
    ]);
    // Stripe releases what a partial capture leaves.
    expect(intent(intentId)).toMatchObject({
      status: 'succeeded',
      amount_received: fee,
      amount_capturable: 0,
    });
    const after = await stored(booking.id);
    expect(after.ledger.at(-1)).toMatchObject({
      kind: 'capture',
      reference: intentId,
      amount: fee,
      outcome: 'success',
    });
    expect(after.status).toMatchObject({ paid: fee, authorised: 0 });
    expect(after.status.state).not.toBe('authorised');
  });

  it('captures once when the same cancellation is asked again: the same idempotency key, Stripe’s first answer', async () => {
    const { booking, intentId, fee } = await nonRefundable();
    const { row: before } = await stored(booking.id);
    const deps: ProviderDeps = {
      database: t.database,
      catalogs: new CatalogCache(t.database),
      now: () => new Date(),
      paymentSecretsKey: key,
      paymentEndpoints: { stripeApiBase: stripe.url, adyenCheckoutEndpoint: null, adyenCheckoutCa: null },
      publicUrl: 'http://127.0.0.1:3000',
    };
    await cancelBooking(deps, before, booking.bookingtoken, { fee });
    // The same cancellation again (a retried request that read the booking before the first was written).
    await expect(cancelBooking(deps, before, booking.bookingtoken, { fee })).rejects.toBeInstanceOf(
      StaleVersion,
    );
    const captures = stripe.calls.filter((c) => c.path.endsWith(`/${intentId}/capture`));
    expect(captures).toHaveLength(2);
    expect(new Set(captures.map((c) => c.idempotencyKey)).size).toBe(1);
    expect(captures.map((c) => c.replayed)).toEqual([false, true]);
    expect(intent(intentId)).toMatchObject({ status: 'succeeded', amount_received: fee });
    const after = await stored(booking.id);
    expect(after.ledger.filter((e) => e.kind === 'capture')).toHaveLength(1);
    expect(after.status).toMatchObject({ paid: fee, authorised: 0 });
  });
});

describe('cancelling a booking whose payment is authorised at Adyen', () => {
  const { hmacValidator: HmacValidator } = adyenLibrary;

  beforeAll(async () => {
    await useProvider(1, {
      provider: 'adyen',
      mode: 'test',
      capture: 'manual',
      accountId: 'LindenhofECOM',
      publicKey: 'test_CLIENTKEY0123456789ABCDEFGHIJ',
      secretKey: ADYEN_API_KEY,
      webhookSecret: ADYEN_HMAC_KEY,
    });
  });

  it('asks Adyen to cancel the authorisation when cancelled free; its CANCELLATION notification completes it', async () => {
    const booking = await offered();
    const deposit = Math.round(booking.total * 0.3);
    const paid = await call(lindenhof, 'POST', '/api/payment/adyen/payment', {
      booking: ref(booking),
      returnUrl: '/lindenhof/booking',
      data: {
        idempotencyKey: `cancel-auth-adyen-${booking.id}`,
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
    const authorised = await stored(booking.id);
    expect(authorised.status).toMatchObject({ state: 'authorised', authorised: deposit });
    const pspReference = authorised.ledger[0]?.reference ?? '';

    const done = await cancel(lindenhof, booking);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toMatchObject({ bookingstate: BookingState.Canceled });
    const cancels = adyen.effects.filter(
      (e) => e.kind === 'cancel' && e.paymentPspReference === pspReference,
    );
    expect(cancels).toHaveLength(1);
    expect(adyen.effects.some((e) => e.kind === 'capture' && e.paymentPspReference === pspReference)).toBe(
      false,
    );
    const releasing = await stored(booking.id);
    expect(releasing.ledger.at(-1)).toMatchObject({
      kind: 'authorisation',
      reference: cancels[0]?.pspReference,
      of: pspReference,
      outcome: 'pending',
    });
    expect(releasing.status).toMatchObject({ authorised: 0, paid: 0 });
    expect(releasing.status.state).not.toBe('authorised');

    const item = {
      amount: { value: deposit, currency: 'EUR' },
      eventCode: 'CANCELLATION',
      eventDate: '2026-11-29T12:00:00+01:00',
      merchantAccountCode: 'LindenhofECOM',
      merchantReference: merchantReferenceOf({
        propertyId: 1,
        bookingId: booking.id,
        purpose: 'charge',
        capture: 'manual',
        attemptRef: 'pay_cancelAuthTest',
      }),
      originalReference: pspReference,
      pspReference: cancels[0]?.pspReference ?? '',
      paymentMethod: 'visa',
      success: 'true',
      additionalData: {} as Record<string, string>,
    };
    const signature = new HmacValidator().calculateHmac(
      item as unknown as Parameters<InstanceType<typeof HmacValidator>['calculateHmac']>[0],
      ADYEN_HMAC_KEY,
    );
    const res = await t.request('POST', '/api/payment/adyen/notification', {
      body: {
        live: 'false',
        notificationItems: [
          { NotificationRequestItem: { ...item, additionalData: { hmacSignature: signature } } },
        ],
      },
    });
    expect(await res.text()).toBe('[accepted]');
    const released = await stored(booking.id);
    expect(released.ledger.at(-1)).toMatchObject({
      kind: 'authorisation',
      reference: cancels[0]?.pspReference,
      outcome: 'canceled',
    });
    expect(released.status).toMatchObject({ state: 'unpaid', authorised: 0, paid: 0 });
  });
});
