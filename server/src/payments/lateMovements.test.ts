import { randomBytes } from 'node:crypto';
import { request } from 'node:https';
import adyenLibrary from '@adyen/api-library';
import { BookingState, type LedgerEntry } from '@venue/domain';
import Stripe from 'stripe';
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
 * docs/payments.md#provider-events: a payment the provider reports only after the booking was cancelled (the booker
 * closed the tab during 3-D Secure, then cancelled). An authorisation is released at once, a payment taken is
 * refunded; the same event told twice does it once. Signed with the libraries' own helpers, against the stand-ins.
 */

const PUBLISHABLE = 'pk_test_51HlateMovementsPublishable';
const STRIPE_WEBHOOK_SECRET = 'whsec_lateMovementsSigningSecret';
const ADYEN_API_KEY = 'AQEyhmfxKoXNahZDw0m/n3Q5qf3VaY9UCJ14XWZE03G';
const ADYEN_HMAC_KEY = '44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056';
const ADYEN_CLIENT_KEY = 'test_CLIENTKEY0123456789ABCDEFGHIJ';

let t: TestApp;
let stripe: StripeStandin;
let adyen: AdyenStandin;
let key: SecretsKey;
let owner: string;
let lindenhof: string;
let ids: Awaited<ReturnType<typeof catalogIds>>;
let dayOffset = 300;

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
  const login = await t.request('POST', '/api/login', {
    body: { username: 'owner@lindenhof.example', password: DEMO_PASSWORD },
  });
  owner = ((await login.json()) as { token: string }).token;
  lindenhof = await t.login('lindenhof');
  ids = await catalogIds(t, lindenhof);
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

async function useProvider(body: Json) {
  const path = '/api/staff/property/1/payment-provider';
  const now = (await (await t.request('GET', path, { token: owner })).json()) as { version: number };
  const res = await t.request('PUT', path, { token: owner, body: { version: now.version, ...body } });
  expect(res.status, await res.clone().text()).toBe(200);
}
const useStripe = (capture: 'manual' | 'automatic') =>
  useProvider({
    provider: 'stripe',
    mode: 'test',
    capture,
    publicKey: PUBLISHABLE,
    secretKey: stripe.secretKey,
    webhookSecret: STRIPE_WEBHOOK_SECRET,
  });

const call = async (token: string, method: string, path: string, body?: unknown) => {
  const res = await t.request(method, path, { token, ...(body === undefined ? {} : { body }) });
  return { status: res.status, body: (await res.json()) as Json };
};
const ref = (b: Booking) => ({ id: b.bookingcode, token: b.bookingtoken });
const stored = async (id: number) => {
  const row = await t.database.run((db) => bookingById(db, id));
  if (!row) throw new Error('no booking');
  return { row, ledger: ledgerOf(row) as readonly LedgerEntry[], status: paymentOf(row) };
};
const history = async (id: number) =>
  (await call(await staffToken(t, 'lindenhof'), 'GET', `/api/staff/booking/${id}`)).body.history as Json[];

/** A lindenhof meeting day the hotel has offered: it waits for a 30 % deposit. */
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

/** The booker cancels (free: the offer is not confirmed yet). */
async function cancelled(b: Booking) {
  const done = await call(lindenhof, 'POST', `/api/booking/cancel/${b.bookingtoken}/${b.bookingcode}`, {});
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  expect((await stored(b.id)).row.state).toBe(BookingState.Canceled);
}

describe('a Stripe payment that arrives for a cancelled booking', () => {
  /** The booker's payment at Stripe, confirmed by Stripe.js, never told to us by the browser: its intent's id. */
  async function paidBehindOurBack(b: Booking, attemptKey: string): Promise<string> {
    const s = await call(lindenhof, 'POST', '/api/payment/sandbox/session', {
      booking: ref(b),
      idempotencyKey: attemptKey,
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
    return intentId;
  }
  /** Stripe's event of `type` about the intent, as Stripe would send it, posted signed to our webhook. */
  async function deliver(type: string, intentId: string, eventId?: string) {
    const event = stripe.events.findLast(
      (e) => e.type === type && ((e.data as Json).object as Json).id === intentId,
    );
    expect(event, `${type} of ${intentId}`).toBeDefined();
    const body = JSON.stringify(eventId ? { ...event, id: eventId } : event);
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
    return (event as Json).id as string;
  }
  const cancelsOf = (intentId: string) =>
    stripe.calls.filter((c) => c.method === 'POST' && c.path.endsWith(`/payment_intents/${intentId}/cancel`));

  it('releases an authorisation reported after the booking was cancelled, once however often it is told', async () => {
    await useStripe('manual');
    const booking = await offered();
    const deposit = Math.round(booking.total * 0.3);
    const intentId = await paidBehindOurBack(booking, 'late-stripe-auth');
    expect(stripe.paymentIntents().find((pi) => pi.id === intentId)).toMatchObject({
      status: 'requires_capture',
    });
    await cancelled(booking);
    expect(cancelsOf(intentId)).toHaveLength(0);

    const eventId = await deliver('payment_intent.amount_capturable_updated', intentId);
    expect(cancelsOf(intentId)).toEqual([
      expect.objectContaining({ idempotencyKey: `late.release.${intentId}`, status: 200 }),
    ]);
    expect(stripe.paymentIntents().find((pi) => pi.id === intentId)).toMatchObject({ status: 'canceled' });
    const after = await stored(booking.id);
    expect(after.row.state).toBe(BookingState.Canceled);
    expect(after.ledger.slice(-2)).toMatchObject([
      { kind: 'authorisation', reference: intentId, amount: deposit, outcome: 'success' },
      { kind: 'authorisation', reference: intentId, amount: deposit, outcome: 'canceled' },
    ]);
    expect(after.status.state).not.toBe('authorised');
    expect(after.status).toMatchObject({ authorised: 0, paid: 0 });
    expect(await history(booking.id)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          actor: 'system',
          action: 'releasePayment',
          details: { released: deposit, currency: 'EUR', late: true },
        }),
      ]),
    );

    // The same event again (a retried delivery), and another event telling the same authorisation: nothing more.
    expect(await deliver('payment_intent.amount_capturable_updated', intentId)).toBe(eventId);
    await deliver('payment_intent.amount_capturable_updated', intentId, `${eventId}_again`);
    // Nor Stripe's event of the release itself.
    await deliver('payment_intent.canceled', intentId);
    expect(cancelsOf(intentId)).toHaveLength(1);
    const again = await stored(booking.id);
    expect(again.ledger).toHaveLength(after.ledger.length);
    expect((await history(booking.id)).filter((h) => h.action === 'releasePayment')).toHaveLength(1);
  });

  it('answers the webhook and leaves the authorisation for staff when Stripe does not take the release', async () => {
    await useStripe('manual');
    const booking = await offered();
    const intentId = await paidBehindOurBack(booking, 'late-stripe-unknown');
    await cancelled(booking);
    const event = stripe.events.findLast(
      (e) =>
        e.type === 'payment_intent.amount_capturable_updated' &&
        ((e.data as Json).object as Json).id === intentId,
    ) as Json;
    // The same authorisation under an id Stripe does not know: the release is refused.
    const unknown = 'pi_3QlateUnknownIntent0001';
    const body = JSON.stringify({
      ...event,
      id: 'evt_1QlateUnknownIntent',
      data: { ...(event.data as Json), object: { ...((event.data as Json).object as Json), id: unknown } },
    });
    // Staff have seen the cancelled booking (opening it marks it seen).
    const staff = await staffToken(t, 'lindenhof');
    const unseen = async () =>
      ((await call(staff, 'GET', '/api/staff/booking/list?f.unseen=true&p.s=100')).body.items as Json[]).map(
        (b) => b.id,
      );
    await call(staff, 'GET', `/api/staff/booking/${booking.id}`);
    expect(await unseen()).not.toContain(booking.id);
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
    expect(cancelsOf(unknown)).toEqual([
      expect.objectContaining({ idempotencyKey: `late.release.${unknown}` }),
    ]);
    const after = await stored(booking.id);
    expect(after.ledger.at(-1)).toMatchObject({
      kind: 'authorisation',
      reference: unknown,
      outcome: 'success',
    });
    expect(after.status.state).toBe('authorised');
    // Staff learn of it: the booking is unseen in their inbox again, and its history says what was left to them.
    expect(await unseen()).toContain(booking.id);
    expect((await history(booking.id)).at(-1)).toMatchObject({
      actor: 'system',
      action: 'releaseFailed',
      details: { left: after.ledger.at(-1)?.amount },
    });
  });

  it('refunds a payment taken (captured at once) that is reported after the booking was cancelled', async () => {
    await useStripe('automatic');
    const booking = await offered();
    const deposit = Math.round(booking.total * 0.3);
    const intentId = await paidBehindOurBack(booking, 'late-stripe-capture');
    await cancelled(booking);

    await deliver('payment_intent.succeeded', intentId);
    const refunds = stripe.calls.filter((c) => c.method === 'POST' && c.path === '/v1/refunds');
    const ours = refunds.filter((c) => c.params.payment_intent === intentId);
    expect(ours).toEqual([
      expect.objectContaining({ idempotencyKey: `late.refund.${intentId}`, status: 200 }),
    ]);
    expect(ours[0]?.params).toMatchObject({ amount: String(deposit) });
    const after = await stored(booking.id);
    expect(after.row.state).toBe(BookingState.Canceled);
    expect(after.ledger.slice(-2)).toMatchObject([
      { kind: 'capture', reference: intentId, amount: deposit, outcome: 'success' },
      { kind: 'refund', provider: 'stripe', amount: deposit, outcome: 'success' },
    ]);
    expect(after.status).toMatchObject({ paid: 0 });
    expect(await history(booking.id)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          actor: 'system',
          action: 'refundPayment',
          details: { refunded: deposit, currency: 'EUR', late: true },
        }),
      ]),
    );
    await deliver('payment_intent.succeeded', intentId);
    expect(
      stripe.calls.filter((c) => c.path === '/v1/refunds' && c.params.payment_intent === intentId),
    ).toHaveLength(1);
  });
});

describe('an Adyen authorisation that arrives for a cancelled booking', () => {
  const { hmacValidator: HmacValidator } = adyenLibrary;

  /** What the drop-in does in the booker's browser: the encrypted card to Adyen's client endpoint. */
  function payInSession(session: { id: string; sessionData: string }) {
    const url = `${adyen.url}/checkoutshopper/v1/sessions/${session.id}/payments?clientKey=${ADYEN_CLIENT_KEY}`;
    const body = JSON.stringify({
      sessionData: session.sessionData,
      paymentMethod: {
        type: 'scheme',
        encryptedCardNumber: 'test_4111111111111111',
        encryptedExpiryMonth: 'test_03',
        encryptedExpiryYear: 'test_2030',
        encryptedSecurityCode: 'test_737',
        holderName: 'Ada Guest',
      },
    });
    return new Promise<Json>((resolve, reject) => {
      const req = request(
        url,
        { method: 'POST', ca: adyen.ca, headers: { 'content-type': 'application/json' } },
        (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => {
            text += chunk.toString();
          });
          res.on('end', () => resolve(JSON.parse(text) as Json));
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  }
  const notify = async (item: Record<string, unknown>) => {
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
  };

  it('asks Adyen to cancel it, once, and its CANCELLATION notification completes the release', async () => {
    await useProvider({
      provider: 'adyen',
      mode: 'test',
      capture: 'manual',
      accountId: 'LindenhofECOM',
      publicKey: ADYEN_CLIENT_KEY,
      secretKey: ADYEN_API_KEY,
      webhookSecret: ADYEN_HMAC_KEY,
    });
    const booking = await offered();
    const deposit = Math.round(booking.total * 0.3);
    const s = await call(lindenhof, 'POST', '/api/payment/sandbox/session', {
      booking: ref(booking),
      idempotencyKey: 'late-adyen-auth',
    });
    expect(s.status, JSON.stringify(s.body)).toBe(200);
    const attemptRef = s.body.ref as string;
    const paid = await payInSession(
      (s.body.client as { session: { id: string; sessionData: string } }).session,
    );
    expect(paid).toMatchObject({ resultCode: 'Authorised' });
    const psp = adyen.effects.findLast((e) => e.kind === 'payment')?.pspReference ?? '';
    expect(psp).not.toBe('');
    await cancelled(booking);

    const authorisation = {
      amount: { value: deposit, currency: 'EUR' },
      eventCode: 'AUTHORISATION',
      eventDate: '2026-11-29T12:00:00+01:00',
      merchantAccountCode: 'LindenhofECOM',
      merchantReference: merchantReferenceOf({
        propertyId: 1,
        bookingId: booking.id,
        purpose: 'charge',
        capture: 'manual',
        attemptRef,
      }),
      pspReference: psp,
      paymentMethod: 'visa',
      success: 'true',
      additionalData: {} as Record<string, string>,
    };
    await notify(authorisation);
    const cancels = () => adyen.effects.filter((e) => e.kind === 'cancel' && e.paymentPspReference === psp);
    expect(cancels()).toHaveLength(1);
    const releasing = await stored(booking.id);
    expect(releasing.ledger.at(-1)).toMatchObject({
      kind: 'authorisation',
      reference: cancels()[0]?.pspReference,
      of: psp,
      outcome: 'pending',
    });
    expect(releasing.status.state).not.toBe('authorised');
    expect(releasing.status).toMatchObject({ authorised: 0 });

    // Resent (Adyen resends until it reads [accepted]): no second cancel.
    await notify(authorisation);
    expect(cancels()).toHaveLength(1);

    await notify({
      ...authorisation,
      eventCode: 'CANCELLATION',
      originalReference: psp,
      pspReference: cancels()[0]?.pspReference ?? '',
    });
    const released = await stored(booking.id);
    expect(released.ledger.at(-1)).toMatchObject({
      kind: 'authorisation',
      reference: cancels()[0]?.pspReference,
      outcome: 'canceled',
    });
    expect(released.status).toMatchObject({ state: 'unpaid', authorised: 0, paid: 0 });
    expect(cancels()).toHaveLength(1);
  });
});
