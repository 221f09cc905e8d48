import { randomBytes } from 'node:crypto';
import adyenLibrary from '@adyen/api-library';
import { BookingState, type LedgerEntry } from '@venue/domain';
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CatalogCache } from '../catalog/cache.ts';
import type { BookingRow } from '../db/bookingQueries.ts';
import { bookingById } from '../db/paymentQueries.ts';
import { payment } from '../db/paymentSchema.ts';
import { DEMO_PASSWORD } from '../seed/users.ts';
import { TEST_NOW } from '../testing/clock.ts';
import { openTestApp, type TestApp } from '../testing/harness.ts';
import { hotelAction } from '../testing/hotel.ts';
import { booker, catalogIds, cityloftRooms, daysFromNow } from '../testing/payloads.ts';
import { type AdyenStandin, startAdyenStandin } from './adyen/standin.ts';
import { ledgerOf, paymentOf } from './ledger.ts';
import type { ProviderDeps } from './providerDeps.ts';
import { refundToPayer } from './providerMoney.ts';
import { readSecretsKey, type SecretsKey } from './secrets.ts';
import { type StripeStandin, startStripeStandin } from './stripe/standin.ts';

/*
 * docs/payments.md#guarantees-and-cancellation-fees: a booker's cancellation moves its money at the provider that took
 * it, against local stand-ins of Stripe's and Adyen's APIs: what was paid goes back as a refund of that payment, a
 * fee is charged to the card held there, and a retry never moves the money twice.
 */

const PUBLISHABLE = 'pk_test_51HmoneyTestPublishable000';
const STRIPE_WEBHOOK_SECRET = 'whsec_moneyTestSigningSecret42';
const ADYEN_API_KEY = 'AQEyhmfxKoXNahZDw0m/n3Q5qf3VaY9UCJ14XWZE03G';
const ADYEN_HMAC_KEY = '44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056';
const CITYLOFT = 2;
/** City Loft's Studio, one night at the flexible rate: the fee after the free period. */
const FIRST_NIGHT = 12_900;

let t: TestApp;
let stripe: StripeStandin;
let adyen: AdyenStandin;
let key: SecretsKey;
/** The app's clock: moved into a booking's fee period, back after each test. */
let clock = TEST_NOW;
const owners = new Map<number, string>();
let lindenhof: string;
let cityloft: string;
let ids: Awaited<ReturnType<typeof catalogIds>>;
let studio: number;
let dayOffset = 40;

beforeAll(async () => {
  stripe = await startStripeStandin();
  adyen = await startAdyenStandin({ apiKey: ADYEN_API_KEY });
  key = readSecretsKey({ PAYMENT_SECRETS_KEY: randomBytes(32).toString('base64') }) as SecretsKey;
  t = await openTestApp({
    now: () => clock,
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
afterEach(() => {
  clock = TEST_NOW;
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
  start: string;
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
    publicKey: PUBLISHABLE,
    secretKey: stripe.secretKey,
    webhookSecret: STRIPE_WEBHOOK_SECRET,
  });
const useAdyen = (propertyId: number) =>
  useProvider(propertyId, {
    provider: 'adyen',
    mode: 'test',
    accountId: 'LindenhofECOM',
    publicKey: 'test_CLIENTKEY0123456789ABCDEFGHIJ',
    secretKey: ADYEN_API_KEY,
    webhookSecret: ADYEN_HMAC_KEY,
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
const read = async (token: string, b: Booking) =>
  (
    await call(
      token,
      'GET',
      `/api/booking/byTokenAndInternalIdOrExternalId/${b.bookingtoken}/${b.bookingcode}`,
    )
  ).body;
const row = async (id: number): Promise<BookingRow> => {
  const found = await t.database.run((db) => bookingById(db, id));
  if (!found) throw new Error('no booking');
  return found;
};
const ledger = async (id: number) => ledgerOf(await row(id)) as readonly LedgerEntry[];
const attempts = (bookingId: number, purpose: string) =>
  t.database.run((db) =>
    db
      .select()
      .from(payment)
      .where(and(eq(payment.bookingId, bookingId), eq(payment.purpose, purpose))),
  );

/** A lindenhof meeting day the hotel has offered, far ahead (cancelled free): it waits for a 30 % deposit. */
async function offered(): Promise<Booking> {
  const date = daysFromNow(100 + dayOffset++);
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

/** Two nights in City Loft's Studio at the flexible rate, a few weeks ahead: it holds a card as the guarantee. */
async function reservedAtCityloft(): Promise<Booking & { arrival: string }> {
  const arrival = daysFromNow(dayOffset++);
  const made = await call(cityloft, 'POST', '/api/booking/add', {
    ...cityloftRooms(CITYLOFT, studio, arrival, 2),
    request: false,
    termsAccepted: true,
    booker,
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return { ...(made.body as unknown as Booking), arrival };
}

/**
 * Moves the app's clock to the day before arrival, inside the fee period (free until two days before), and answers a
 * guest token of that day (the one of TEST_NOW has expired by then).
 */
async function moveClockToDayBefore(arrival: string): Promise<string> {
  clock = new Date(new Date(`${arrival}T09:00:00Z`).getTime() - 86_400_000);
  return t.login('cityloft');
}

/** What Stripe.js does in the booker's browser when the Payment Element confirms. */
async function confirmInBrowser(clientSecret: string, paymentMethod: string, kind = 'payment_intents') {
  const id = clientSecret.split('_secret_')[0] ?? '';
  const res = await fetch(`${stripe.url}/v1/${kind}/${id}/confirm`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      key: PUBLISHABLE,
      client_secret: clientSecret,
      payment_method: paymentMethod,
      return_url: 'http://127.0.0.1:3000/booking?paymentRef=x',
    }).toString(),
  });
  return (await res.json()) as Json;
}

/** Pays (or holds a card) at Stripe as the booker does: session, the browser's confirmation (and 3-D Secure), result. */
async function payAtStripe(token: string, b: Booking, paymentMethod: string) {
  const session = await call(token, 'POST', '/api/payment/sandbox/session', {
    booking: ref(b),
    idempotencyKey: `stripe-${b.id}`,
  });
  expect(session.status, JSON.stringify(session.body)).toBe(200);
  const { clientSecret } = session.body.client as { clientSecret: string };
  const kind = session.body.purpose === 'hold' ? 'setup_intents' : 'payment_intents';
  const confirmed = await confirmInBrowser(clientSecret, paymentMethod, kind);
  const redirect = (confirmed.next_action as { redirect_to_url?: { url: string } } | null)?.redirect_to_url
    ?.url;
  if (redirect) expect((await fetch(redirect, { redirect: 'manual' })).status).toBe(302);
  const result = await call(token, 'POST', '/api/payment/result', { booking: ref(b), ref: session.body.ref });
  expect(result.body).toMatchObject({ detail: 'success' });
  return { ref: String(session.body.ref), intentId: clientSecret.split('_secret_')[0] ?? '' };
}

/** Pays (or holds a card) at Adyen with the drop-in's encrypted test card. */
async function payAtAdyen(token: string, b: Booking, returnUrl: string) {
  const res = await call(token, 'POST', '/api/payment/adyen/payment', {
    booking: ref(b),
    returnUrl,
    data: {
      // 8 to 64 characters whatever the booking's id (a fresh PostgreSQL database numbers from 1).
      idempotencyKey: `adyen-booking-${b.id}`,
      paymentMethod: {
        type: 'scheme',
        encryptedCardNumber: 'test_4111111111111111',
        encryptedExpiryMonth: 'test_03',
        encryptedExpiryYear: 'test_2030',
        encryptedSecurityCode: 'test_737',
        holderName: 'Ada Guest',
      },
      origin: 'http://127.0.0.1:3000',
    },
  });
  expect(res.body).toMatchObject({ resultCode: 'Authorised' });
  return String(res.body.ref);
}

describe('cancelling a booking paid or guaranteed at Stripe', () => {
  beforeAll(async () => {
    await useStripe(1);
    await useStripe(CITYLOFT);
  });

  it('gives the deposit back as a Stripe refund of the payment, once, even when cancelling is retried', async () => {
    const booking = await offered();
    const { intentId } = await payAtStripe(lindenhof, booking, 'pm_card_visa');
    const deposit = Math.round(booking.total * 0.3);
    expect(paymentOf(await row(booking.id)).paid).toBe(deposit);

    const done = await cancel(lindenhof, booking);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toMatchObject({ bookingstate: BookingState.Canceled, cancellationfee: null });
    const refunds = stripe.refunds().filter((r) => r.payment_intent === intentId);
    expect(refunds).toEqual([expect.objectContaining({ amount: deposit, status: 'succeeded' })]);
    expect(
      (await ledger(booking.id)).map((e) => [e.kind, e.provider, e.reference, e.amount, e.outcome]),
    ).toEqual([
      ['capture', 'stripe', intentId, deposit, 'success'],
      ['refund', 'stripe', refunds[0]?.id, deposit, 'success'],
    ]);
    expect(paymentOf(await row(booking.id))).toMatchObject({ paid: 0, refunded: deposit, state: 'refunded' });

    // Stripe's events of the refund then tell what the ledger has: counted once.
    for (const type of ['refund.created', 'charge.refunded']) {
      const event = stripe.events.findLast(
        (e) => e.type === type && JSON.stringify(e.data).includes(intentId),
      );
      expect(event, type).toBeDefined();
      const body = JSON.stringify(event);
      const res = await t.request('POST', '/api/payment/stripe/webhook', {
        rawBody: body,
        headers: {
          'Stripe-Signature': Stripe.webhooks.generateTestHeaderString({
            payload: body,
            secret: STRIPE_WEBHOOK_SECRET,
          }),
        },
      });
      expect(res.status).toBe(200);
    }
    expect(paymentOf(await row(booking.id))).toMatchObject({ paid: 0, refunded: deposit });
    expect((await ledger(booking.id)).filter((e) => e.kind === 'refund')).toHaveLength(1);

    // The booker presses again: the booking is canceled already, nothing more goes back.
    const again = await cancel(lindenhof, booking);
    expect(again.status).toBe(409);
    expect(stripe.refunds().filter((r) => r.payment_intent === intentId)).toHaveLength(1);
    expect(await ledger(booking.id)).toHaveLength(2);
  });

  it('asks Stripe for a refund of the same cancellation once: a repeat with its key gets the first refund', async () => {
    const booking = await offered();
    const { intentId } = await payAtStripe(lindenhof, booking, 'pm_card_visa');
    const before = await row(booking.id);
    const deps: ProviderDeps = {
      database: t.database,
      catalogs: new CatalogCache(t.database),
      now: () => clock,
      paymentSecretsKey: key,
      paymentEndpoints: { stripeApiBase: stripe.url, adyenCheckoutEndpoint: null, adyenCheckoutCa: null },
      publicUrl: 'http://127.0.0.1:3000',
    };
    const amount = paymentOf(before).paid;
    const first = await refundToPayer(deps, before, amount, `cancel.${before.id}.v${before.version}.refund`);
    const second = await refundToPayer(deps, before, amount, `cancel.${before.id}.v${before.version}.refund`);
    expect(second).toEqual(first.map((e) => ({ ...e, at: expect.any(String) })));
    expect(stripe.refunds().filter((r) => r.payment_intent === intentId)).toEqual([
      expect.objectContaining({ id: first[0]?.reference, amount }),
    ]);
  });

  it('charges the first night to the card held at Stripe, off session, when cancelled in the fee period', async () => {
    const booking = await reservedAtCityloft();
    const hold = await payAtStripe(cityloft, booking, 'pm_card_visa');
    expect((await read(cityloft, booking)).bookingstate).toBe(BookingState.Confirmed);
    const [held] = await attempts(booking.id, 'hold');
    expect(held?.providerCustomer).toMatch(/^cus_/);
    expect(held?.providerMethod).toMatch(/^pm_/);

    const later = await moveClockToDayBefore(booking.arrival);
    expect((await read(later, booking)).cancellation).toEqual({
      free: false,
      fee: FIRST_NIGHT,
      charge: FIRST_NIGHT,
    });
    const done = await cancel(later, booking, FIRST_NIGHT);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toMatchObject({ bookingstate: BookingState.Canceled, cancellationfee: FIRST_NIGHT });

    const fees = stripe
      .paymentIntents()
      .filter((pi) => (pi.metadata as Json).bookingId === String(booking.id));
    expect(fees).toEqual([
      expect.objectContaining({
        amount: FIRST_NIGHT,
        currency: 'eur',
        customer: held?.providerCustomer,
        payment_method: held?.providerMethod,
        status: 'succeeded',
        metadata: expect.objectContaining({ purpose: 'fee' }),
      }),
    ]);
    expect(
      (await ledger(booking.id)).map((e) => [e.kind, e.provider, e.reference, e.amount, e.outcome]),
    ).toEqual([
      ['hold', 'stripe', hold.intentId, 0, 'success'],
      ['fee', 'stripe', fees[0]?.id, FIRST_NIGHT, 'success'],
    ]);
    expect(paymentOf(await row(booking.id))).toMatchObject({ state: 'feeCharged', feeCharged: FIRST_NIGHT });
    expect(await attempts(booking.id, 'fee')).toEqual([
      expect.objectContaining({ provider: 'stripe', status: 'success', transactionId: fees[0]?.id }),
    ]);
  });

  it('leaves the booking as it was when the held card asks for the booker off session: the fee is refused', async () => {
    const booking = await reservedAtCityloft();
    // Stripe's 3184 card is held after 3-D Secure, and its issuer asks again for every payment, off session too.
    await payAtStripe(cityloft, booking, 'pm_card_authenticationRequired');
    const before = await row(booking.id);
    expect(before.state).toBe(BookingState.Confirmed);

    const later = await moveClockToDayBefore(booking.arrival);
    const refused = await cancel(later, booking, FIRST_NIGHT);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('error.booking.cancellationfeerefused');
    const after = await row(booking.id);
    expect({ state: after.state, version: after.version, ledger: ledgerOf(after) }).toEqual({
      state: before.state,
      version: before.version,
      ledger: ledgerOf(before),
    });
    const fees = stripe
      .paymentIntents()
      .filter((pi) => (pi.metadata as Json).bookingId === String(booking.id));
    expect(fees).toEqual([
      expect.objectContaining({ amount: FIRST_NIGHT, status: 'requires_payment_method' }),
    ]);
    expect(await attempts(booking.id, 'fee')).toEqual([expect.objectContaining({ status: 'refused' })]);

    // Pressing again asks Stripe with the same key: its first answer, no second charge attempt.
    expect((await cancel(later, booking, FIRST_NIGHT)).status).toBe(409);
    expect(
      stripe.paymentIntents().filter((pi) => (pi.metadata as Json).bookingId === String(booking.id)),
    ).toHaveLength(1);
    expect(await attempts(booking.id, 'fee')).toHaveLength(1);
  });
});

describe('cancelling a booking paid or guaranteed at Adyen', () => {
  const { hmacValidator: HmacValidator } = adyenLibrary;
  const signed = (item: Json) => {
    const signature = new HmacValidator().calculateHmac(
      item as unknown as Parameters<InstanceType<typeof HmacValidator>['calculateHmac']>[0],
      ADYEN_HMAC_KEY,
    );
    return { ...item, additionalData: { hmacSignature: signature } };
  };
  const notify = (item: Json) =>
    t.request('POST', '/api/payment/adyen/notification', {
      body: { live: 'false', notificationItems: [{ NotificationRequestItem: signed(item) }] },
    });

  beforeAll(async () => {
    await useAdyen(1);
    await useAdyen(CITYLOFT);
  });

  it('asks Adyen to refund the deposit, pending until its REFUND notification, which counts it once', async () => {
    const booking = await offered();
    await payAtAdyen(lindenhof, booking, '/lindenhof/booking');
    const deposit = Math.round(booking.total * 0.3);
    const [capture] = await ledger(booking.id);
    expect(capture).toMatchObject({
      kind: 'capture',
      provider: 'adyen',
      amount: deposit,
      outcome: 'success',
    });

    const done = await cancel(lindenhof, booking);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toMatchObject({ bookingstate: BookingState.Canceled });
    const refunds = adyen.effects.filter(
      (e) => e.kind === 'refund' && e.paymentPspReference === capture?.reference,
    );
    expect(refunds).toEqual([
      expect.objectContaining({ amount: { value: deposit, currency: 'EUR' }, resultCode: 'received' }),
    ]);
    const refund = refunds[0];
    expect((await ledger(booking.id)).at(-1)).toMatchObject({
      kind: 'refund',
      provider: 'adyen',
      reference: refund?.pspReference,
      amount: deposit,
      outcome: 'pending',
    });
    // Accepted is not given back yet.
    expect(paymentOf(await row(booking.id))).toMatchObject({ paid: deposit, refunded: 0 });

    const asked = adyen.calls.find((c) => c.path.endsWith(`/payments/${capture?.reference}/refunds`));
    const item = {
      amount: { value: deposit, currency: 'EUR' },
      eventCode: 'REFUND',
      eventDate: '2030-03-04T10:05:00+01:00',
      merchantAccountCode: 'LindenhofECOM',
      merchantReference: String(asked?.body.reference),
      originalReference: capture?.reference,
      pspReference: refund?.pspReference,
      paymentMethod: 'visa',
      success: 'true',
    };
    const res = await notify(item);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('[accepted]');
    expect((await ledger(booking.id)).map((e) => [e.kind, e.reference, e.outcome])).toEqual([
      ['capture', capture?.reference, 'success'],
      ['refund', refund?.pspReference, 'pending'],
      ['refund', refund?.pspReference, 'success'],
    ]);
    expect(paymentOf(await row(booking.id))).toMatchObject({ paid: 0, refunded: deposit, state: 'refunded' });
    // Adyen sends it again: known, nothing more.
    expect((await notify(item)).status).toBe(200);
    expect(await ledger(booking.id)).toHaveLength(3);
    expect(paymentOf(await row(booking.id)).refunded).toBe(deposit);
  });

  it('charges the first night to the card stored at Adyen (ContAuth) when cancelled in the fee period', async () => {
    const booking = await reservedAtCityloft();
    await payAtAdyen(cityloft, booking, '/cityloft/booking');
    const [held] = await attempts(booking.id, 'hold');
    expect(held).toMatchObject({ provider: 'adyen', status: 'success' });
    expect(held?.providerCustomer).toBeTruthy();
    expect(held?.providerMethod).toBeTruthy();

    const later = await moveClockToDayBefore(booking.arrival);
    const done = await cancel(later, booking, FIRST_NIGHT);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toMatchObject({ bookingstate: BookingState.Canceled, cancellationfee: FIRST_NIGHT });

    const charge = adyen.calls.find(
      (c) =>
        c.path.endsWith('/payments') &&
        (c.body.paymentMethod as Json | undefined)?.storedPaymentMethodId === held?.providerMethod,
    );
    expect(charge?.body).toMatchObject({
      amount: { value: FIRST_NIGHT, currency: 'EUR' },
      shopperReference: held?.providerCustomer,
      shopperInteraction: 'ContAuth',
      recurringProcessingModel: 'UnscheduledCardOnFile',
    });
    expect(String(charge?.body.reference)).toMatch(new RegExp(`^v1\\.${CITYLOFT}\\.${booking.id}\\.fee\\.`));
    const fee = (await ledger(booking.id)).at(-1);
    expect(fee).toMatchObject({ kind: 'fee', provider: 'adyen', amount: FIRST_NIGHT, outcome: 'success' });
    expect(
      adyen.effects.some(
        (e) => e.kind === 'payment' && e.pspReference === fee?.reference && e.resultCode === 'Authorised',
      ),
    ).toBe(true);

    // Adyen's AUTHORISATION notification of the fee tells the same movement: the ledger keeps one.
    const res = await notify({
      amount: { value: FIRST_NIGHT, currency: 'EUR' },
      eventCode: 'AUTHORISATION',
      eventDate: '2030-03-04T10:05:00+01:00',
      merchantAccountCode: 'LindenhofECOM',
      merchantReference: String(charge?.body.reference),
      pspReference: fee?.reference,
      paymentMethod: 'visa',
      success: 'true',
    });
    expect(res.status).toBe(200);
    expect((await ledger(booking.id)).filter((e) => e.kind === 'fee')).toHaveLength(1);
    expect(paymentOf(await row(booking.id)).feeCharged).toBe(FIRST_NIGHT);
  });
});
