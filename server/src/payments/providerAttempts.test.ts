import { randomBytes } from 'node:crypto';
import { get, request } from 'node:https';
import adyenLibrary from '@adyen/api-library';
import { BookingState, type LedgerEntry } from '@venue/domain';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingById } from '../db/paymentQueries.ts';
import { payment } from '../db/paymentSchema.ts';
import { DEMO_PASSWORD } from '../seed/users.ts';
import { openTestApp, type TestApp } from '../testing/harness.ts';
import { hotelAction } from '../testing/hotel.ts';
import { booker, catalogIds, cityloftRooms, daysFromNow } from '../testing/payloads.ts';
import { type AdyenStandin, startAdyenStandin } from './adyen/standin.ts';
import { ledgerOf } from './ledger.ts';
import { readSecretsKey, type SecretsKey } from './secrets.ts';
import { type StripeStandin, startStripeStandin } from './stripe/standin.ts';

/*
 * docs/payments.md#paying-at-a-provider: a booking paid, or its card held, at the property's real provider, against
 * local stand-ins that speak Stripe's and Adyen's documented APIs (the adapters and the official libraries run
 * unchanged). What the booker's browser does with the providers' own fields (Stripe.js confirming the intent, the
 * drop-in's encrypted card fields, the bank's 3-D Secure page) is done here by the same HTTP calls.
 */

const STRIPE_WEBHOOK_SECRET = 'whsec_resultTestSigningSecret42';
const PUBLISHABLE = 'pk_test_51HresultTestPublishable00';
const ADYEN_API_KEY = 'AQEyhmfxKoXNahZDw0m/n3Q5qf3VaY9UCJ14XWZE03G';
const ADYEN_HMAC_KEY = randomBytes(32).toString('hex').toUpperCase();
const CITYLOFT = 2;

let t: TestApp;
let stripe: StripeStandin;
let adyen: AdyenStandin;
/** Each property's owner's staff token. */
const owners = new Map<number, string>();
let lindenhof: string;
let cityloft: string;
let ids: Awaited<ReturnType<typeof catalogIds>>;
let studio: number;
let dayOffset = 120;

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
  for (const [id, key] of [
    [1, 'lindenhof'],
    [CITYLOFT, 'cityloft'],
  ] as const) {
    const login = await t.request('POST', '/api/login', {
      body: { username: `owner@${key}.example`, password: DEMO_PASSWORD },
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

/** A property's provider, set by its owner through the staff API. */
async function useProvider(propertyId: number, body: Record<string, unknown>) {
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

/** A lindenhof meeting day the hotel has offered: it waits for the booker's 30 % deposit. */
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

/** Two nights in City Loft's Studio at its flexible rate, reserved directly: it holds a card as the guarantee. */
async function reservedAtCityloft(): Promise<Booking> {
  const made = await call(cityloft, 'POST', '/api/booking/add', {
    ...cityloftRooms(CITYLOFT, studio, daysFromNow(dayOffset++ + 60), 2),
    request: false,
    termsAccepted: true,
    booker,
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body as unknown as Booking;
}

/** Where the Adyen stand-in's 3-D Secure page sends the booker's browser (it speaks HTTPS, its own certificate). */
const locationOf = (url: string) =>
  new Promise<string>((resolve, reject) => {
    get(url, { ca: adyen.ca }, (res) => {
      res.resume();
      resolve(res.headers.location ?? '');
    }).on('error', reject);
  });

const ref = (b: Booking) => ({ id: b.bookingcode, token: b.bookingtoken });
const stored = async (id: number) => {
  const row = await t.database.run((db) => bookingById(db, id));
  if (!row) throw new Error('no booking');
  return { state: row.state, ledger: ledgerOf(row) as readonly LedgerEntry[] };
};
const attemptRow = async (ref: string) =>
  (await t.database.run((db) => db.select().from(payment).where(eq(payment.ref, ref))))[0];

/** What Stripe.js does in the booker's browser when the Payment Element confirms: publishable key, client secret. */
async function confirmInBrowser(clientSecret: string, paymentMethod: string, kind = 'payment_intents') {
  const id = clientSecret.split('_secret_')[0] ?? '';
  const res = await fetch(`${stripe.url}/v1/${kind}/${id}/confirm`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      key: PUBLISHABLE,
      client_secret: clientSecret,
      payment_method: paymentMethod,
      return_url: 'http://127.0.0.1:3000/lindenhof/booking?paymentRef=x',
    }).toString(),
  });
  return (await res.json()) as Json;
}

describe('paying at Stripe', () => {
  let session: Json & { ref: string; client: { clientSecret: string; publishableKey: string } };
  let booking: Booking;

  beforeAll(async () => {
    await useStripe(1);
  });

  it('starts a PaymentIntent for the deposit the server computed, once per attempt key', async () => {
    booking = await offered();
    const first = await call(lindenhof, 'POST', '/api/payment/sandbox/session', {
      booking: ref(booking),
      idempotencyKey: 'stripe-deposit-1',
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    session = first.body as typeof session;
    const deposit = Math.round(booking.total * 0.3);
    expect(session).toMatchObject({
      kind: 'stripe',
      purpose: 'charge',
      amount: deposit,
      currency: 'EUR',
      testMode: true,
      client: { provider: 'stripe', publishableKey: PUBLISHABLE, accountId: null },
    });
    const intents = stripe.paymentIntents().filter((pi) => (pi.metadata as Json).attemptRef === session.ref);
    expect(intents).toHaveLength(1);
    expect(intents[0]).toMatchObject({
      amount: deposit,
      currency: 'eur',
      client_secret: session.client.clientSecret,
      metadata: { propertyId: '1', bookingId: String(booking.id), purpose: 'payment' },
    });
    // A double click: the same attempt and the same intent, no second one at Stripe.
    const again = await call(lindenhof, 'POST', '/api/payment/sandbox/session', {
      booking: ref(booking),
      idempotencyKey: 'stripe-deposit-1',
    });
    expect(again.body).toMatchObject({
      ref: session.ref,
      client: { clientSecret: session.client.clientSecret },
    });
    expect(
      stripe.paymentIntents().filter((pi) => (pi.metadata as Json).attemptRef === session.ref),
    ).toHaveLength(1);
  });

  it('asks Stripe how the payment ended once the browser confirmed it, and confirms the booking', async () => {
    // Before the booker confirms, the payment is not done: nothing moves.
    const early = await call(lindenhof, 'POST', '/api/payment/result', {
      booking: ref(booking),
      ref: session.ref,
    });
    expect(early.body).toMatchObject({ detail: 'canceled', ispaid: false });
    expect((await stored(booking.id)).ledger).toEqual([]);

    await confirmInBrowser(session.client.clientSecret, 'pm_card_visa');
    const result = await call(lindenhof, 'POST', '/api/payment/result', {
      booking: ref(booking),
      ref: session.ref,
    });
    expect(result.body).toMatchObject({ detail: 'success', ispaid: true, resultCode: 'Authorised' });
    const after = await stored(booking.id);
    expect(after.state).toBe(BookingState.Confirmed);
    const intentId = session.client.clientSecret.split('_secret_')[0];
    expect(after.ledger).toEqual([
      expect.objectContaining({
        kind: 'capture',
        provider: 'stripe',
        reference: intentId,
        amount: session.amount,
        outcome: 'success',
        card: { brand: 'visa', last4: '4242', expiry: '12/34' },
      }),
    ]);
    // The paid check the booking page polls says so too.
    const status = await call(lindenhof, 'GET', `/api/booking/paymentstatus/${session.ref}`);
    expect(status.body).toMatchObject({ ispaid: true, detail: 'success' });
  });

  it('takes Stripe’s webhook for the same payment as known: one movement in the ledger', async () => {
    const event = stripe.events.findLast(
      (e) =>
        e.type === 'payment_intent.succeeded' &&
        ((e.data as Json).object as Json).id === session.client.clientSecret.split('_secret_')[0],
    );
    expect(event).toBeDefined();
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
    expect((await stored(booking.id)).ledger.filter((e) => e.kind === 'capture')).toHaveLength(1);
    // Asking again answers what was stored, without a second movement.
    const again = await call(lindenhof, 'POST', '/api/payment/result', {
      booking: ref(booking),
      ref: session.ref,
    });
    expect(again.body).toMatchObject({ detail: 'success', ispaid: true });
    expect((await stored(booking.id)).ledger).toHaveLength(1);
  });

  it('a refund the hotel made in Stripe’s Dashboard reaches the booking’s ledger by its payment', async () => {
    const intentId = session.client.clientSecret.split('_secret_')[0] ?? '';
    // The Dashboard refunds the payment with no metadata of ours.
    const made = await fetch(`${stripe.url}/v1/refunds`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${stripe.secretKey}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ payment_intent: intentId, amount: '1000' }).toString(),
    });
    const refund = (await made.json()) as Json;
    expect(refund.metadata).toEqual({});
    const event = stripe.events.findLast(
      (e) => e.type === 'refund.created' && ((e.data as Json).object as Json).id === refund.id,
    );
    const body = JSON.stringify(event);
    const post = () =>
      t.request('POST', '/api/payment/stripe/webhook', {
        rawBody: body,
        headers: {
          'Stripe-Signature': Stripe.webhooks.generateTestHeaderString({
            payload: body,
            secret: STRIPE_WEBHOOK_SECRET,
          }),
        },
      });
    expect((await post()).status).toBe(200);
    const refunds = (await stored(booking.id)).ledger.filter((e) => e.kind === 'refund');
    expect(refunds).toEqual([
      expect.objectContaining({ provider: 'stripe', reference: refund.id, amount: 1000, outcome: 'success' }),
    ]);
    // Stripe sends it again: still one refund.
    await post();
    expect((await stored(booking.id)).ledger.filter((e) => e.kind === 'refund')).toHaveLength(1);
  });

  it('leaves the booking waiting when the card is declined, and says so', async () => {
    const declined = await offered();
    const s = await call(lindenhof, 'POST', '/api/payment/sandbox/session', {
      booking: ref(declined),
      idempotencyKey: 'stripe-declined-1',
    });
    const client = s.body.client as { clientSecret: string };
    await confirmInBrowser(client.clientSecret, 'pm_card_chargeDeclined');
    const result = await call(lindenhof, 'POST', '/api/payment/result', {
      booking: ref(declined),
      ref: s.body.ref,
    });
    expect(result.body).toMatchObject({ detail: 'refused', ispaid: false });
    const after = await stored(declined.id);
    expect(after.state).toBe(BookingState.Offered);
    expect(after.ledger).toEqual([expect.objectContaining({ kind: 'capture', outcome: 'refused' })]);
  });

  it('waits through 3-D Secure and takes the payment once the bank passed it', async () => {
    const secure = await offered();
    const s = await call(lindenhof, 'POST', '/api/payment/sandbox/session', {
      booking: ref(secure),
      idempotencyKey: 'stripe-3ds-1',
    });
    const client = s.body.client as { clientSecret: string };
    const confirmed = await confirmInBrowser(client.clientSecret, 'pm_card_threeDSecure2Required');
    expect(confirmed.status).toBe('requires_action');
    const pending = await call(lindenhof, 'POST', '/api/payment/result', {
      booking: ref(secure),
      ref: s.body.ref,
    });
    expect(pending.body).toMatchObject({ detail: 'pending', ispaid: false });
    expect((await stored(secure.id)).ledger).toEqual([]);
    // The bank's page, passed in the booker's browser; it sends them back to the return URL.
    const redirect = (confirmed.next_action as { redirect_to_url: { url: string } }).redirect_to_url.url;
    const bank = await fetch(redirect, { redirect: 'manual' });
    expect(bank.status).toBe(302);
    const result = await call(lindenhof, 'POST', '/api/payment/result', {
      booking: ref(secure),
      ref: s.body.ref,
    });
    expect(result.body).toMatchObject({ detail: 'success', ispaid: true });
    expect((await stored(secure.id)).state).toBe(BookingState.Confirmed);
  });

  it('makes every call for the connected account the owner named', async () => {
    await useProvider(1, {
      provider: 'stripe',
      mode: 'test',
      accountId: 'acct_1LindenhofConnect0',
      publicKey: PUBLISHABLE,
      secretKey: stripe.secretKey,
      webhookSecret: STRIPE_WEBHOOK_SECRET,
    });
    try {
      const connected = await offered();
      const s = await call(lindenhof, 'POST', '/api/payment/sandbox/session', {
        booking: ref(connected),
        idempotencyKey: 'stripe-connect-1',
      });
      expect(s.body).toMatchObject({ client: { accountId: 'acct_1LindenhofConnect0' } });
      const created = stripe.calls
        .filter((c) => c.path === '/v1/payment_intents' && c.method === 'POST')
        .at(-1);
      expect(created?.account).toBe('acct_1LindenhofConnect0');
    } finally {
      await useStripe(1);
    }
  });

  it('answers another booking’s attempt as unknown', async () => {
    const other = await offered();
    const res = await call(lindenhof, 'POST', '/api/payment/result', {
      booking: ref(other),
      ref: session.ref,
    });
    expect(res.status).toBe(404);
  });
});

describe('holding a card at Stripe', () => {
  it('holds the card with a SetupIntent, charges nothing, and keeps where Stripe keeps it', async () => {
    await useStripe(CITYLOFT);
    const booking = await reservedAtCityloft();
    const s = await call(cityloft, 'POST', '/api/payment/sandbox/session', {
      booking: ref(booking),
      idempotencyKey: 'stripe-hold-1',
    });
    expect(s.body).toMatchObject({ kind: 'stripe', purpose: 'hold', amount: 0 });
    const client = s.body.client as { clientSecret: string };
    expect(client.clientSecret).toMatch(/^seti_/);
    await confirmInBrowser(client.clientSecret, 'pm_card_visa', 'setup_intents');
    const result = await call(cityloft, 'POST', '/api/payment/result', {
      booking: ref(booking),
      ref: s.body.ref,
    });
    expect(result.body).toMatchObject({ detail: 'success' });
    const after = await stored(booking.id);
    expect(after.state).toBe(BookingState.Confirmed);
    expect(after.ledger).toEqual([
      expect.objectContaining({ kind: 'hold', amount: 0, provider: 'stripe', outcome: 'success' }),
    ]);
    expect(
      stripe.paymentIntents().filter((pi) => (pi.metadata as Json).bookingId === String(booking.id)),
    ).toEqual([]);
    const row = await attemptRow(String(s.body.ref));
    expect(row?.providerCustomer).toMatch(/^cus_/);
    expect(row?.providerMethod).toMatch(/^pm_/);
  });
});

describe('paying at Adyen with the drop-in', () => {
  const card = (number: string, holderName = 'Ada Guest') => ({
    type: 'scheme',
    encryptedCardNumber: `test_${number}`,
    encryptedExpiryMonth: 'test_03',
    encryptedExpiryYear: 'test_2030',
    encryptedSecurityCode: 'test_737',
    holderName,
  });
  const pay = (b: Booking, key: string, method: Json) =>
    call(lindenhof, 'POST', '/api/payment/adyen/payment', {
      booking: ref(b),
      returnUrl: '/lindenhof/booking',
      data: { idempotencyKey: key, paymentMethod: method, origin: 'http://127.0.0.1:3000' },
    });

  beforeAll(async () => {
    await useAdyen(1);
  });

  it('starts an attempt for the drop-in and lists Adyen’s payment methods', async () => {
    const booking = await offered();
    const s = await call(lindenhof, 'POST', '/api/payment/sandbox/session', {
      booking: ref(booking),
      idempotencyKey: 'adyen-session-1',
    });
    expect(s.body).toMatchObject({
      kind: 'adyen',
      purpose: 'charge',
      testMode: true,
      client: {
        provider: 'adyen',
        clientKey: 'test_CLIENTKEY0123456789ABCDEFGHIJ',
        environment: 'test',
        countryCode: 'DE',
      },
    });
    const res = await t.request('GET', `/api/payment/adyen/paymentmethods/${booking.bookingcode}`, {
      token: lindenhof,
      headers: { 'X-Booking-Token': booking.bookingtoken },
    });
    const methods = (await res.json()) as { paymentMethods: { type: string }[] };
    expect(methods.paymentMethods.map((m) => m.type)).toContain('scheme');
    expect(adyen.calls.some((c) => c.path.endsWith('/paymentMethods'))).toBe(true);
  });

  it('pays the deposit with the drop-in’s encrypted card and confirms the booking; a repeat pays once', async () => {
    const booking = await offered();
    const first = await pay(booking, 'adyen-pay-1', card('4111111111111111'));
    expect(first.body).toMatchObject({ resultCode: 'Authorised' });
    const after = await stored(booking.id);
    expect(after.state).toBe(BookingState.Confirmed);
    expect(after.ledger).toEqual([
      expect.objectContaining({
        kind: 'capture',
        provider: 'adyen',
        amount: Math.round(booking.total * 0.3),
        outcome: 'success',
      }),
    ]);
    const payments = adyen.effects.filter((e) => e.kind === 'payment');
    const again = await pay(booking, 'adyen-pay-1', card('4111111111111111'));
    expect(again.body).toMatchObject({ resultCode: 'Authorised', ref: first.body.ref });
    expect(adyen.effects.filter((e) => e.kind === 'payment')).toHaveLength(payments.length);
  });

  it('says a refused card is refused and leaves the booking waiting', async () => {
    const booking = await offered();
    const res = await pay(booking, 'adyen-refused-1', card('4111111111111111', 'REFUSED'));
    expect(res.body).toMatchObject({ resultCode: 'Refused' });
    const after = await stored(booking.id);
    expect(after.state).toBe(BookingState.Offered);
    expect(after.ledger).toEqual([expect.objectContaining({ outcome: 'refused' })]);
  });

  it('follows 3-D Secure: the redirect, then the details the booker brings back', async () => {
    const booking = await offered();
    const res = await pay(booking, 'adyen-3ds-1', card('4000300011112220'));
    const action = res.body.action as { type: string; url: string };
    expect(action.type).toBe('redirect');
    expect((await stored(booking.id)).ledger).toEqual([]);
    const back = new URL(await locationOf(action.url));
    expect(back.pathname).toBe('/lindenhof/booking');
    expect(back.searchParams.get('paymentRef')).toBe(res.body.ref);
    const details = await call(lindenhof, 'POST', '/api/payment/adyen/paymentdetails', {
      ref: back.searchParams.get('paymentRef'),
      data: { details: { redirectResult: back.searchParams.get('redirectResult') } },
    });
    expect(details.body).toMatchObject({ resultCode: 'Authorised' });
    expect((await stored(booking.id)).state).toBe(BookingState.Confirmed);
  });

  it('refuses a return path off this site', async () => {
    const booking = await offered();
    const res = await call(lindenhof, 'POST', '/api/payment/adyen/payment', {
      booking: ref(booking),
      returnUrl: '//evil.example/steal',
      data: { idempotencyKey: 'adyen-evil-1', paymentMethod: card('4111111111111111') },
    });
    expect(res.status).toBe(400);
    expect(adyen.calls.some((c) => JSON.stringify(c.body).includes('evil.example'))).toBe(false);
  });
});

describe('paying at Adyen in a Checkout API session (the sessions flow)', () => {
  const card = (number: string, holderName = 'Ada Guest') => ({
    type: 'scheme',
    encryptedCardNumber: `test_${number}`,
    encryptedExpiryMonth: 'test_03',
    encryptedExpiryYear: 'test_2030',
    encryptedSecurityCode: 'test_737',
    holderName,
  });
  type Started = Json & { ref: string; client: { session: { id: string; sessionData: string } } };
  const start = async (b: Booking, key: string, token = lindenhof) => {
    const s = await call(token, 'POST', '/api/payment/sandbox/session', {
      booking: ref(b),
      idempotencyKey: key,
      returnPath: '/lindenhof/reservation?loadBooking=x',
    });
    expect(s.status, JSON.stringify(s.body)).toBe(200);
    return s.body as Started;
  };
  /** What the drop-in does in the booker's browser: the encrypted card to Adyen's client endpoint, with the client key. */
  async function payInSession(session: { id: string; sessionData: string }, method: Json) {
    const url = `${adyen.url}/checkoutshopper/v1/sessions/${session.id}/payments?clientKey=test_CLIENTKEY0123456789ABCDEFGHIJ`;
    const body = JSON.stringify({ sessionData: session.sessionData, paymentMethod: method });
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
  const result = (b: Booking, s: Started, sessionResult: string, token = lindenhof) =>
    call(token, 'POST', '/api/payment/result', {
      booking: ref(b),
      ref: s.ref,
      adyenSession: { id: s.client.session.id, result: sessionResult },
    });

  beforeAll(async () => {
    await useAdyen(1);
  });

  it('makes one Adyen session per attempt, for what is due, coming back to the booker’s page', async () => {
    const booking = await offered();
    const s = await start(booking, 'adyen-sessions-1');
    expect(s.client.session.id).toMatch(/^CS[A-Z0-9]{16}$/);
    expect(s.client.session.sessionData).not.toBe('');
    const made = adyen.calls.filter(
      (c) => c.path === '/v72/sessions' && c.body.reference?.toString().includes(s.ref),
    );
    expect(made).toHaveLength(1);
    expect(made[0]?.body).toMatchObject({
      amount: { value: Math.round(booking.total * 0.3), currency: 'EUR' },
      merchantAccount: 'LindenhofECOM',
      countryCode: 'DE',
      // Adyen's own 3-D Secure page, not the issuer's site framed in the dialog (the pay step's policy).
      authenticationData: { threeDSRequestData: { nativeThreeDS: 'disabled' } },
    });
    const back = new URL(String(made[0]?.body.returnUrl));
    expect(back.pathname).toBe('/lindenhof/reservation');
    expect(back.searchParams.get('paymentRef')).toBe(s.ref);
    // A reload of the dialog with the same attempt gets the same session, not a second one at Adyen.
    const sessions = adyen.effects.filter((e) => e.kind === 'session').length;
    const again = await start(booking, 'adyen-sessions-1');
    expect(again.client.session.id).toBe(s.client.session.id);
    expect(adyen.effects.filter((e) => e.kind === 'session')).toHaveLength(sessions);
  });

  it('the session’s result confirms the booking and writes the deposit to its ledger, once', async () => {
    const booking = await offered();
    const s = await start(booking, 'adyen-sessions-2');
    const paid = await payInSession(s.client.session, card('4111111111111111'));
    expect(paid).toMatchObject({ resultCode: 'Authorised' });
    const first = await result(booking, s, String(paid.sessionResult));
    expect(first.body).toMatchObject({ detail: 'success' });
    const after = await stored(booking.id);
    expect(after.state).toBe(BookingState.Confirmed);
    const deposit = [
      expect.objectContaining({
        kind: 'capture',
        provider: 'adyen',
        amount: Math.round(booking.total * 0.3),
        outcome: 'success',
        card: expect.objectContaining({ last4: '1111' }),
      }),
    ];
    expect(after.ledger).toEqual(deposit);
    await result(booking, s, String(paid.sessionResult));
    expect((await stored(booking.id)).ledger).toEqual(deposit);
  });

  it('a refused card leaves the booking waiting and the session open for another card', async () => {
    const booking = await offered();
    const s = await start(booking, 'adyen-sessions-3');
    const refused = await payInSession(s.client.session, card('4111111111111111', 'REFUSED'));
    expect(refused).toMatchObject({ resultCode: 'Refused' });
    const asked = await result(booking, s, String(refused.sessionResult));
    expect(asked.body).toMatchObject({ detail: 'pending' });
    expect((await stored(booking.id)).state).toBe(BookingState.Offered);
    const paid = await payInSession(s.client.session, card('4111111111111111'));
    expect((await result(booking, s, String(paid.sessionResult))).body).toMatchObject({ detail: 'success' });
    expect((await stored(booking.id)).state).toBe(BookingState.Confirmed);
  });

  it('3-D Secure in a session: back on the page, the details go to Adyen from the server', async () => {
    const booking = await offered();
    const s = await start(booking, 'adyen-sessions-4');
    const asked = await payInSession(s.client.session, card('4000300011112220'));
    const action = asked.action as { type: string; url: string };
    expect(action.type).toBe('redirect');
    const back = new URL(await locationOf(action.url));
    expect(back.searchParams.get('paymentRef')).toBe(s.ref);
    expect(back.searchParams.get('sessionId')).toBe(s.client.session.id);
    const details = await call(lindenhof, 'POST', '/api/payment/adyen/paymentdetails', {
      ref: back.searchParams.get('paymentRef'),
      data: { details: { redirectResult: back.searchParams.get('redirectResult') } },
    });
    expect(details.body).toMatchObject({ resultCode: 'Authorised' });
    expect((await stored(booking.id)).state).toBe(BookingState.Confirmed);
  });

  it('a session of another booking’s payment is not this attempt’s result', async () => {
    const mine = await offered();
    const other = await offered();
    const mySession = await start(mine, 'adyen-sessions-5');
    const theirs = await start(other, 'adyen-sessions-6');
    const paid = await payInSession(theirs.client.session, card('4111111111111111'));
    const res = await call(lindenhof, 'POST', '/api/payment/result', {
      booking: ref(mine),
      ref: mySession.ref,
      adyenSession: { id: theirs.client.session.id, result: String(paid.sessionResult) },
    });
    expect(res.status).toBe(404);
    expect((await stored(mine.id)).state).toBe(BookingState.Offered);
  });

  it('holds the card as the guarantee: the session stores it for the booking’s shopper, to charge a fee later', async () => {
    await useAdyen(CITYLOFT);
    const booking = await reservedAtCityloft();
    const s = await start(booking, 'adyen-sessions-7', cityloft);
    expect(s).toMatchObject({ purpose: 'hold', amount: 0 });
    const made = adyen.calls.find(
      (c) => c.path === '/v72/sessions' && String(c.body.reference).includes(s.ref),
    );
    expect(made?.body).toMatchObject({
      allowedPaymentMethods: ['scheme'],
      storePaymentMethodMode: 'enabled',
      recurringProcessingModel: 'UnscheduledCardOnFile',
      shopperReference: `venue-${CITYLOFT}-${booking.id}`,
    });
    const paid = await payInSession(s.client.session, card('4111111111111111'));
    expect((await result(booking, s, String(paid.sessionResult), cityloft)).body).toMatchObject({
      detail: 'success',
    });
    expect((await stored(booking.id)).ledger).toEqual([
      expect.objectContaining({ kind: 'hold', provider: 'adyen', amount: 0, outcome: 'success' }),
    ]);
    const row = await attemptRow(s.ref);
    expect(row?.providerCustomer).toBe(`venue-${CITYLOFT}-${booking.id}`);
    expect(row?.providerMethod).toMatch(/^[A-Z0-9]{16}$/);
  });

  it('a card held in a session the booker left before coming back is kept by Adyen’s notification', async () => {
    await useAdyen(CITYLOFT);
    const booking = await reservedAtCityloft();
    const s = await start(booking, 'adyen-sessions-8', cityloft);
    const paid = await payInSession(s.client.session, card('4111111111111111'));
    expect(paid).toMatchObject({ resultCode: 'Authorised' });
    // The browser never asks for the result: Adyen's AUTHORISATION notification tells it, with the stored card.
    const made = adyen.calls.find(
      (c) => c.path === '/v72/sessions' && String(c.body.reference).includes(s.ref),
    );
    const payment = adyen.effects.filter((e) => e.kind === 'payment').at(-1);
    const unsigned = {
      amount: { value: 0, currency: 'EUR' },
      eventCode: 'AUTHORISATION',
      eventDate: '2026-11-29T12:00:00+01:00',
      merchantAccountCode: 'LindenhofECOM',
      merchantReference: String(made?.body.reference),
      pspReference: payment?.pspReference ?? '',
      paymentMethod: 'visa',
      success: 'true',
      additionalData: {
        cardSummary: '1111',
        'tokenization.storedPaymentMethodId': 'M5N7TQ4TG5PFWR50',
        'tokenization.shopperReference': `venue-${CITYLOFT}-${booking.id}`,
      } as Record<string, string>,
    };
    const hmacSignature = new adyenLibrary.hmacValidator().calculateHmac(
      unsigned as unknown as Parameters<InstanceType<typeof adyenLibrary.hmacValidator>['calculateHmac']>[0],
      ADYEN_HMAC_KEY,
    );
    const res = await t.request('POST', '/api/payment/adyen/notification', {
      body: {
        live: 'false',
        notificationItems: [
          {
            NotificationRequestItem: {
              ...unsigned,
              additionalData: { ...unsigned.additionalData, hmacSignature },
            },
          },
        ],
      },
    });
    expect(await res.text()).toBe('[accepted]');
    const after = await stored(booking.id);
    expect(after.state).toBe(BookingState.Confirmed);
    expect(after.ledger).toEqual([
      expect.objectContaining({ kind: 'hold', provider: 'adyen', outcome: 'success' }),
    ]);
    const row = await attemptRow(s.ref);
    expect(row).toMatchObject({
      providerCustomer: `venue-${CITYLOFT}-${booking.id}`,
      providerMethod: 'M5N7TQ4TG5PFWR50',
    });
  });

  it('at a property that captures later, the session only authorises: the hotel takes the money later', async () => {
    await useProvider(1, {
      provider: 'adyen',
      mode: 'test',
      accountId: 'LindenhofECOM',
      publicKey: 'test_CLIENTKEY0123456789ABCDEFGHIJ',
      secretKey: ADYEN_API_KEY,
      webhookSecret: ADYEN_HMAC_KEY,
      capture: 'manual',
    });
    try {
      const booking = await offered();
      const s = await start(booking, 'adyen-sessions-9');
      const made = adyen.calls.find(
        (c) => c.path === '/v72/sessions' && String(c.body.reference).includes(s.ref),
      );
      expect(made?.body).toMatchObject({ additionalData: { manualCapture: 'true' } });
      const paid = await payInSession(s.client.session, card('4111111111111111'));
      await result(booking, s, String(paid.sessionResult));
      const after = await stored(booking.id);
      expect(after.state).toBe(BookingState.Confirmed);
      expect(after.ledger).toEqual([
        expect.objectContaining({ kind: 'authorisation', amount: Math.round(booking.total * 0.3) }),
      ]);
    } finally {
      await useAdyen(1);
    }
  });
});
