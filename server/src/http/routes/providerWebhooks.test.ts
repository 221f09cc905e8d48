import { randomBytes } from 'node:crypto';
import adyen from '@adyen/api-library';
import { BookingState, type LedgerEntry } from '@venue/domain';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentProviderEvent } from '../../db/paymentProviderSchema.ts';
import { bookingById } from '../../db/paymentQueries.ts';
import { ledgerOf } from '../../payments/ledger.ts';
import { merchantReferenceOf } from '../../payments/providerReference.ts';
import { readSecretsKey, type SecretsKey } from '../../payments/secrets.ts';
import { DEMO_PASSWORD } from '../../seed/users.ts';
import { openTestApp, type TestApp } from '../../testing/harness.ts';
import { hotelAction } from '../../testing/hotel.ts';
import { booker, catalogIds, daysFromNow } from '../../testing/payloads.ts';

/*
 * docs/payments.md#provider-events: Stripe's webhook and Adyen's notifications, signed with the libraries' own
 * helpers, as the providers send them. A signed event moves the booking's ledger and confirms a booking that waits
 * for its payment; the same event again, a forged, changed, unsigned or too old one changes nothing.
 */

const STRIPE_WEBHOOK_SECRET = 'whsec_webhookSigningSecret4321';
const ADYEN_HMAC_KEY = '44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056';

let t: TestApp;
let key: SecretsKey;
let owner: string;
let guest: string;
let ids: Awaited<ReturnType<typeof catalogIds>>;
let dayOffset = 70;

beforeAll(async () => {
  key = readSecretsKey({ PAYMENT_SECRETS_KEY: randomBytes(32).toString('base64') }) as SecretsKey;
  t = await openTestApp({ paymentSecretsKey: key });
  const login = await t.request('POST', '/api/login', {
    body: { username: 'owner@lindenhof.example', password: DEMO_PASSWORD },
  });
  owner = ((await login.json()) as { token: string }).token;
  guest = await t.login('lindenhof');
  ids = await catalogIds(t, guest);
});
afterAll(() => t.close());

/** Lindenhof's provider, set by its owner through the staff API. */
async function useProvider(body: Record<string, unknown>) {
  const path = '/api/staff/property/1/payment-provider';
  const now = (await (await t.request('GET', path, { token: owner })).json()) as { version: number };
  const res = await t.request('PUT', path, { token: owner, body: { version: now.version, ...body } });
  expect(res.status, await res.clone().text()).toBe(200);
}

/** A lindenhof meeting day the hotel has offered: it waits for the booker's payment (a 30 % deposit). */
async function offered() {
  const date = daysFromNow(dayOffset++);
  const buffet = ids.service('LUNCH-BUFFET');
  const res = await t.request('POST', '/api/booking/add', {
    token: guest,
    body: {
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
    },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const created = (await res.json()) as { id: number; version: number; total: number };
  expect((await hotelAction(t, 'lindenhof', created, 'sendOffer')).status).toBe(200);
  return created;
}

const stored = async (id: number) => {
  const row = await t.database.run((db) => bookingById(db, id));
  if (!row) throw new Error('no booking');
  return { state: row.state, ledger: ledgerOf(row) as readonly LedgerEntry[] };
};
const eventRows = () => t.database.run((db) => db.select().from(paymentProviderEvent));

describe('Stripe webhook', () => {
  let bookingId: number;
  let amount: number;
  let payload: string;
  const post = (body: string, signature?: string) =>
    t.request('POST', '/api/payment/stripe/webhook', {
      rawBody: body,
      ...(signature ? { headers: { 'Stripe-Signature': signature } } : {}),
    });
  const sign = (body: string, secret = STRIPE_WEBHOOK_SECRET, timestamp?: number) =>
    Stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret,
      ...(timestamp ? { timestamp } : {}),
    });
  const succeeded = (eventId: string, metadata: Record<string, string>, received = amount) =>
    JSON.stringify({
      id: eventId,
      object: 'event',
      type: 'payment_intent.succeeded',
      api_version: '2025-01-27.acacia',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: {
        object: {
          id: 'pi_3QwebhookTest0001',
          object: 'payment_intent',
          amount: received,
          amount_capturable: 0,
          amount_received: received,
          capture_method: 'automatic',
          currency: 'eur',
          status: 'succeeded',
          metadata,
        },
      },
    });

  beforeAll(async () => {
    await useProvider({
      provider: 'stripe',
      mode: 'test',
      publicKey: 'pk_test_51HpublishableKey0000',
      secretKey: 'sk_test_51HsecretSecretSecret9876',
      webhookSecret: STRIPE_WEBHOOK_SECRET,
    });
    const booking = await offered();
    bookingId = booking.id;
    amount = Math.round(booking.total * 0.3);
    payload = succeeded('evt_1QwebhookTest', {
      propertyId: '1',
      bookingId: String(bookingId),
      attemptRef: 'pay_webhookTest',
      purpose: 'payment',
    });
  });

  it('refuses an unsigned event, one signed with another secret, a changed and a too old one: nothing moves', async () => {
    const before = await stored(bookingId);
    expect(before.state).toBe(BookingState.Offered);
    expect((await post(payload)).status).toBe(400);
    expect((await post(payload, sign(payload, 'whsec_someoneElsesSecret'))).status).toBe(400);
    expect(
      (await post(payload.replace(`"amount_received":${amount}`, '"amount_received":1'), sign(payload)))
        .status,
    ).toBe(400);
    const hourAgo = Math.floor(Date.now() / 1000) - 3600;
    expect((await post(payload, sign(payload, STRIPE_WEBHOOK_SECRET, hourAgo))).status).toBe(400);
    expect(await stored(bookingId)).toEqual(before);
    expect(await eventRows()).toHaveLength(0);
  });

  it('a signed payment_intent.succeeded confirms the booking and puts the capture in its ledger, once', async () => {
    const res = await post(payload, sign(payload));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true });
    const after = await stored(bookingId);
    expect(after.state).toBe(BookingState.Confirmed);
    expect(after.ledger).toMatchObject([
      {
        kind: 'capture',
        amount,
        currency: 'EUR',
        provider: 'stripe',
        reference: 'pi_3QwebhookTest0001',
        outcome: 'success',
      },
    ]);
    // Stripe sends an event again until it is answered: the second delivery changes nothing.
    expect((await post(payload, sign(payload))).status).toBe(200);
    // Nor does another event telling the same movement.
    const again = succeeded('evt_1QwebhookTestAgain', {
      propertyId: '1',
      bookingId: String(bookingId),
      attemptRef: 'pay_webhookTest',
      purpose: 'payment',
    });
    expect((await post(again, sign(again))).status).toBe(200);
    expect((await stored(bookingId)).ledger).toHaveLength(1);
    expect((await eventRows()).map((e) => e.eventId).sort()).toEqual([
      'evt_1QwebhookTest',
      'evt_1QwebhookTestAgain',
    ]);
  });

  it('an event naming a booking of another property, or no booking of ours, is received and changes nothing', async () => {
    const other = await offered();
    const before = await stored(other.id);
    // Signed by lindenhof's secret, but naming property 2 (whose provider is the sandbox): refused.
    const foreign = succeeded('evt_1QforeignProperty', {
      propertyId: '2',
      bookingId: String(other.id),
      attemptRef: 'pay_x',
      purpose: 'payment',
    });
    expect((await post(foreign, sign(foreign))).status).toBe(400);
    // Naming lindenhof but a booking id that is not lindenhof's.
    const stray = succeeded('evt_1QstrayBooking', {
      propertyId: '1',
      bookingId: '999999',
      attemptRef: 'pay_x',
      purpose: 'payment',
    });
    expect((await post(stray, sign(stray))).status).toBe(200);
    // An object without our metadata (another system's payment on the same account).
    const theirs = succeeded('evt_1QtheirPayment', { propertyId: '1' });
    expect((await post(theirs, sign(theirs))).status).toBe(200);
    expect(await stored(other.id)).toEqual(before);
  });
});

describe('Adyen notifications', () => {
  const { hmacValidator: HmacValidator } = adyen;
  let bookingId: number;
  let amount: number;
  const post = (body: unknown) => t.request('POST', '/api/payment/adyen/notification', { body });
  const item = (over: Record<string, unknown> = {}) => ({
    amount: { value: amount, currency: 'EUR' },
    eventCode: 'AUTHORISATION',
    eventDate: '2026-11-29T12:00:00+01:00',
    merchantAccountCode: 'LindenhofECOM',
    merchantReference: merchantReferenceOf({
      propertyId: 1,
      bookingId,
      purpose: 'charge',
      capture: 'auto',
      attemptRef: 'pay_adyenTest',
    }),
    pspReference: 'QFQTPCQ8HXSKGK82',
    paymentMethod: 'visa',
    success: 'true',
    additionalData: {} as Record<string, string>,
    ...over,
  });
  const signed = (it: ReturnType<typeof item>, hmacKey = ADYEN_HMAC_KEY) => {
    const signature = new HmacValidator().calculateHmac(
      it as unknown as Parameters<InstanceType<typeof HmacValidator>['calculateHmac']>[0],
      hmacKey,
    );
    return { ...it, additionalData: { ...it.additionalData, hmacSignature: signature } };
  };
  const notification = (...items: unknown[]) => ({
    live: 'false',
    notificationItems: items.map((i) => ({ NotificationRequestItem: i })),
  });

  beforeAll(async () => {
    await useProvider({
      provider: 'adyen',
      mode: 'test',
      accountId: 'LindenhofECOM',
      publicKey: 'test_CLIENTKEY0123456789ABCDEFGHIJ',
      secretKey: 'AQEyhmfxKoXNahZDw0m/n3Q5qf3VaY9UCJ14XWZE03G',
      webhookSecret: ADYEN_HMAC_KEY,
    });
    const booking = await offered();
    bookingId = booking.id;
    amount = Math.round(booking.total * 0.3);
  });

  it('refuses an unsigned item, one signed with another key and a changed one: nothing moves', async () => {
    const before = await stored(bookingId);
    expect((await post(notification(item()))).status).toBe(400);
    expect((await post(notification(signed(item(), 'AB'.repeat(32))))).status).toBe(400);
    const changed = { ...signed(item()), amount: { value: 1, currency: 'EUR' } };
    expect((await post(notification(changed))).status).toBe(400);
    expect(await stored(bookingId)).toEqual(before);
  });

  it('a signed AUTHORISATION (captured at once) confirms the booking, answered [accepted], once', async () => {
    const body = notification(signed(item()));
    const res = await post(body);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('[accepted]');
    const after = await stored(bookingId);
    expect(after.state).toBe(BookingState.Confirmed);
    expect(after.ledger).toMatchObject([
      {
        kind: 'capture',
        amount,
        currency: 'EUR',
        provider: 'adyen',
        reference: 'QFQTPCQ8HXSKGK82',
        outcome: 'success',
      },
    ]);
    // Resent (Adyen resends until it reads [accepted]): answered again, nothing moves.
    expect(await (await post(body)).text()).toBe('[accepted]');
    expect((await stored(bookingId)).ledger).toHaveLength(1);
  });

  it('a signed REFUND of part of the payment is a refund in the ledger', async () => {
    const refund = signed(
      item({
        eventCode: 'REFUND',
        pspReference: 'V4HZ4RBFJGXXGN82',
        originalReference: 'QFQTPCQ8HXSKGK82',
        amount: { value: 5000, currency: 'EUR' },
      }),
    );
    expect(await (await post(notification(refund))).text()).toBe('[accepted]');
    expect((await stored(bookingId)).ledger).toMatchObject([
      { kind: 'capture', amount },
      { kind: 'refund', amount: 5000, provider: 'adyen', reference: 'V4HZ4RBFJGXXGN82', outcome: 'success' },
    ]);
  });
});
