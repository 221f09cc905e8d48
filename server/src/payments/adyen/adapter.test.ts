import { randomUUID } from 'node:crypto';
import { get } from 'node:https';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdyenAdapter, type AdyenError, type AdyenPayment, adyenAdapter } from './adapter.ts';
import { type AdyenStandin, startAdyenStandin } from './standin.ts';

/*
 * Each flow goes through the real @adyen/api-library (its services, serialisation and HTTP client) to the local
 * stand-in of Adyen's Checkout API (standin.ts); nothing of the library is replaced but the origin it calls.
 */

let standin: AdyenStandin;
let adyen: AdyenAdapter;
const key = () => randomUUID();
const RETURN_URL = 'https://hotel.example/booking/B-1/payment';
const card = (number: string, holderName = 'Jane Booker') => ({
  type: 'scheme',
  encryptedCardNumber: `test_${number}`,
  encryptedExpiryMonth: 'test_03',
  encryptedExpiryYear: 'test_2030',
  encryptedSecurityCode: 'test_737',
  holderName,
});

const adapterFor = (s: AdyenStandin, overrides: { apiKey?: string; timeoutMs?: number } = {}) =>
  adyenAdapter({
    apiKey: overrides.apiKey ?? s.apiKey,
    merchantAccount: 'HotelLindenhofECOM',
    environment: 'TEST',
    checkoutEndpoint: s.url,
    checkoutCa: s.ca,
    ...(overrides.timeoutMs ? { timeoutMs: overrides.timeoutMs } : {}),
  });

/** Narrows a result to a payment, failing the test with Adyen's error when it is one. */
function payment(result: AdyenPayment | AdyenError): AdyenPayment {
  if (result.status === 'error' && 'errorCode' in result)
    throw new Error(`Adyen error ${JSON.stringify(result)}`);
  return result as AdyenPayment;
}

const paymentsMade = () => standin.effects.filter((e) => e.kind === 'payment');

beforeAll(async () => {
  standin = await startAdyenStandin({ port: 0 });
  adyen = adapterFor(standin);
});
afterAll(() => standin.close());

describe('Adyen adapter against the Checkout stand-in', () => {
  it('creates a session for the drop-in with the amount of the booking', async () => {
    const sessionKey = key();
    const session = await adyen.createSession({
      amount: 12_900,
      currency: 'EUR',
      reference: 'B-1-pay-1',
      returnUrl: RETURN_URL,
      idempotencyKey: sessionKey,
    });
    expect(session).toMatchObject({ status: 'created', id: expect.stringMatching(/^CS/) });
    if (session.status !== 'created') return;
    expect(session.sessionData).not.toBe('');
    expect(Date.parse(session.expiresAt ?? '')).toBeGreaterThan(Date.now());
    const call = standin.calls.at(-1);
    expect(call?.path).toBe('/v72/sessions');
    expect(call?.idempotencyKey).toBe(sessionKey);
    expect(call?.body).toMatchObject({
      merchantAccount: 'HotelLindenhofECOM',
      amount: { value: 12_900, currency: 'EUR' },
      reference: 'B-1-pay-1',
      returnUrl: RETURN_URL,
    });
    expect(call?.body).not.toHaveProperty('storePaymentMethodMode');
  });

  it('a session for a card held as a guarantee stores the card for later charges', async () => {
    const session = await adyen.createSession({
      amount: 0,
      currency: 'EUR',
      reference: 'B-2-hold',
      returnUrl: RETURN_URL,
      recurring: 'hold',
      shopperReference: 'booker-42',
      idempotencyKey: key(),
    });
    expect(session.status).toBe('created');
    expect(standin.calls.at(-1)?.body).toMatchObject({
      storePaymentMethodMode: 'enabled',
      recurringProcessingModel: 'UnscheduledCardOnFile',
      shopperReference: 'booker-42',
    });
  });

  it('a card to hold for later without a shopper reference is refused before anything is sent', async () => {
    const before = standin.calls.length;
    const session = await adyen.createSession({
      amount: 0,
      currency: 'EUR',
      reference: 'B-2-hold-2',
      returnUrl: RETURN_URL,
      recurring: 'hold',
      idempotencyKey: key(),
    });
    expect(session).toMatchObject({ status: 'error', errorCode: 'shopperReference', retryable: false });
    expect(standin.calls.length).toBe(before);
  });

  it('a call without an idempotency key is refused before anything is sent', async () => {
    const before = standin.calls.length;
    const result = await adyen.payments({
      amount: 12_900,
      currency: 'EUR',
      reference: 'B-2-pay-1',
      paymentMethod: card('4111111111111111'),
      returnUrl: RETURN_URL,
      idempotencyKey: '',
    });
    expect(result).toMatchObject({ status: 'error', errorCode: 'idempotencyKey' });
    expect(standin.calls.length).toBe(before);
  });

  it('lists the payment methods Adyen offers for the amount', async () => {
    const methods = await adyen.paymentMethods({ amount: 12_900, currency: 'EUR', idempotencyKey: key() });
    expect(methods.status).toBe('ok');
    if (methods.status !== 'ok') return;
    expect(methods.paymentMethods.map((m) => m.type)).toContain('scheme');
  });

  it('a payment with the test card is authorised with its card brand, last four digits and expiry', async () => {
    const result = payment(
      await adyen.payments({
        amount: 12_900,
        currency: 'EUR',
        reference: 'B-3-pay-1',
        paymentMethod: card('4111111111111111'),
        returnUrl: RETURN_URL,
        idempotencyKey: key(),
      }),
    );
    expect(result).toMatchObject({
      status: 'authorised',
      amount: { value: 12_900, currency: 'EUR' },
      merchantReference: 'B-3-pay-1',
      card: { brand: 'visa', last4: '1111', expiry: '03/30' },
      refusalReason: null,
      action: null,
    });
    expect(result.pspReference).toMatch(/^[A-Z0-9]{16}$/);
    // The holder's card fields reach Adyen as the drop-in gave them.
    expect(standin.calls.at(-1)?.body).toMatchObject({
      paymentMethod: { encryptedCardNumber: 'test_4111111111111111' },
    });
  });

  it('a refused card is refused with the reason Adyen gives', async () => {
    const result = payment(
      await adyen.payments({
        amount: 12_900,
        currency: 'EUR',
        reference: 'B-4-pay-1',
        paymentMethod: card('4111111111111111', 'NOT ENOUGH BALANCE'),
        returnUrl: RETURN_URL,
        idempotencyKey: key(),
      }),
    );
    expect(result).toMatchObject({ status: 'refused', refusalReason: 'Not enough balance' });
  });

  it('a 3-D Secure card redirects the shopper, and the return completes the payment', async () => {
    const started = payment(
      await adyen.payments({
        amount: 8_000,
        currency: 'EUR',
        reference: 'B-5-pay-1',
        paymentMethod: card('4000300011112220'),
        returnUrl: RETURN_URL,
        idempotencyKey: key(),
      }),
    );
    expect(started.status).toBe('redirect');
    expect(started.action).toMatchObject({ type: 'redirect', method: 'GET' });
    const action = started.action as { url: string };
    // The shopper's browser follows the action and comes back to the return URL with a redirectResult.
    const location = await new Promise<string>((resolve, reject) => {
      get(action.url, { ca: standin.ca }, (res) => {
        res.resume();
        resolve(String(res.headers.location));
      }).on('error', reject);
    });
    expect(location.startsWith(RETURN_URL)).toBe(true);
    const redirectResult = new URL(location).searchParams.get('redirectResult') ?? '';
    const done = payment(await adyen.paymentDetails({ details: { redirectResult }, idempotencyKey: key() }));
    expect(done).toMatchObject({
      status: 'authorised',
      pspReference: started.pspReference,
      amount: { value: 8_000 },
    });
    expect(standin.calls.at(-1)?.path).toBe('/v72/payments/details');
  });

  it('an authorisation with manual capture is captured later for its amount (received)', async () => {
    const authorised = payment(
      await adyen.payments({
        amount: 20_000,
        currency: 'EUR',
        reference: 'B-6-pay-1',
        paymentMethod: card('4111111111111111'),
        returnUrl: RETURN_URL,
        manualCapture: true,
        idempotencyKey: key(),
      }),
    );
    expect(authorised.status).toBe('authorised');
    expect(standin.calls.at(-1)?.body).toMatchObject({ additionalData: { manualCapture: 'true' } });
    const captureKey = key();
    const capture = await adyen.capture(authorised.pspReference ?? '', {
      amount: 20_000,
      currency: 'EUR',
      idempotencyKey: captureKey,
    });
    expect(capture).toMatchObject({
      status: 'received',
      paymentPspReference: authorised.pspReference,
      amount: { value: 20_000, currency: 'EUR' },
    });
    expect(standin.calls.at(-1)).toMatchObject({
      path: `/v72/payments/${authorised.pspReference}/captures`,
      idempotencyKey: captureKey,
      body: { merchantAccount: 'HotelLindenhofECOM', amount: { value: 20_000, currency: 'EUR' } },
    });
  });

  it('refunds part of a payment and then the rest (each received)', async () => {
    const paid = payment(
      await adyen.payments({
        amount: 15_000,
        currency: 'EUR',
        reference: 'B-7-pay-1',
        paymentMethod: card('4111111111111111'),
        returnUrl: RETURN_URL,
        idempotencyKey: key(),
      }),
    );
    const psp = paid.pspReference ?? '';
    const part = await adyen.refund(psp, { amount: 5_000, currency: 'EUR', idempotencyKey: key() });
    const rest = await adyen.refund(psp, { amount: 10_000, currency: 'EUR', idempotencyKey: key() });
    expect(part).toMatchObject({ status: 'received', amount: { value: 5_000 } });
    expect(rest).toMatchObject({ status: 'received', amount: { value: 10_000 } });
    const refunded = standin.effects.filter((e) => e.kind === 'refund' && e.paymentPspReference === psp);
    expect(refunded.reduce((sum, e) => sum + (e.amount?.value ?? 0), 0)).toBe(15_000);
  });

  it('cancels an authorisation (received)', async () => {
    const authorised = payment(
      await adyen.payments({
        amount: 9_900,
        currency: 'EUR',
        reference: 'B-8-pay-1',
        paymentMethod: card('4111111111111111'),
        returnUrl: RETURN_URL,
        manualCapture: true,
        idempotencyKey: key(),
      }),
    );
    const cancel = await adyen.cancel(authorised.pspReference ?? '', { idempotencyKey: key() });
    expect(cancel).toMatchObject({ status: 'received', paymentPspReference: authorised.pspReference });
    expect(standin.calls.at(-1)?.path).toBe(`/v72/payments/${authorised.pspReference}/cancels`);
  });

  it('charges a cancellation fee to the card stored when booking, with no shopper present', async () => {
    const held = payment(
      await adyen.payments({
        amount: 0,
        currency: 'EUR',
        reference: 'B-9-hold',
        paymentMethod: card('4111111111111111'),
        returnUrl: RETURN_URL,
        storePaymentMethod: true,
        shopperReference: 'booker-9',
        idempotencyKey: key(),
      }),
    );
    expect(held.status).toBe('authorised');
    expect(held.storedPaymentMethodId).toEqual(expect.any(String));
    const fee = payment(
      await adyen.chargeStoredCard({
        shopperReference: 'booker-9',
        storedPaymentMethodId: held.storedPaymentMethodId ?? '',
        amount: 12_900,
        currency: 'EUR',
        reference: 'B-9-fee',
        returnUrl: RETURN_URL,
        idempotencyKey: key(),
      }),
    );
    expect(fee).toMatchObject({ status: 'authorised', amount: { value: 12_900 }, card: { last4: '1111' } });
    expect(standin.calls.at(-1)?.body).toMatchObject({
      shopperInteraction: 'ContAuth',
      recurringProcessingModel: 'UnscheduledCardOnFile',
      paymentMethod: { storedPaymentMethodId: held.storedPaymentMethodId },
    });
    // Another shopper's reference cannot use the card.
    const stranger = await adyen.chargeStoredCard({
      shopperReference: 'someone-else',
      storedPaymentMethodId: held.storedPaymentMethodId ?? '',
      amount: 12_900,
      currency: 'EUR',
      reference: 'B-9-fee-2',
      returnUrl: RETURN_URL,
      idempotencyKey: key(),
    });
    expect(stranger).toMatchObject({ status: 'error', httpStatus: 422, errorCode: '803', retryable: false });
  });

  it('a wrong API key is an unauthorised error, and nothing is paid', async () => {
    const before = paymentsMade().length;
    const wrong = adapterFor(standin, { apiKey: 'AQE_wrong_key' });
    const result = await wrong.payments({
      amount: 12_900,
      currency: 'EUR',
      reference: 'B-10-pay-1',
      paymentMethod: card('4111111111111111'),
      returnUrl: RETURN_URL,
      idempotencyKey: key(),
    });
    expect(result).toMatchObject({ status: 'error', httpStatus: 401, errorCode: '000', retryable: false });
    expect(paymentsMade().length).toBe(before);
  });

  it('a retry after a timeout, with the same idempotency key, never charges twice', async () => {
    const impatient = adapterFor(standin, { timeoutMs: 500 });
    const request = {
      amount: 31_000,
      currency: 'EUR',
      reference: 'B-11-pay-1',
      paymentMethod: card('4111111111111111'),
      returnUrl: RETURN_URL,
      idempotencyKey: key(),
    };
    standin.setDelay(2_000);
    const first = await impatient.payments(request);
    expect(first).toMatchObject({ status: 'error', httpStatus: null, retryable: true });
    const charged = paymentsMade().filter((e) => e.amount?.value === 31_000);
    expect(charged).toHaveLength(1); // Adyen took the payment although the answer never came

    const retry = payment(await impatient.payments(request));
    expect(retry).toMatchObject({ status: 'authorised', amount: { value: 31_000 } });
    expect(retry.pspReference).toBe(charged[0]?.pspReference);
    expect(paymentsMade().filter((e) => e.amount?.value === 31_000)).toHaveLength(1);
    expect(standin.calls.at(-1)).toMatchObject({ idempotencyKey: request.idempotencyKey, replayed: true });
  });

  it('the same idempotency key with another body is refused and charges nothing', async () => {
    const idempotencyKey = key();
    const base = {
      currency: 'EUR',
      reference: 'B-12-pay-1',
      paymentMethod: card('4111111111111111'),
      returnUrl: RETURN_URL,
      idempotencyKey,
    };
    expect(payment(await adyen.payments({ ...base, amount: 5_000 })).status).toBe('authorised');
    const before = paymentsMade().length;
    const changed = await adyen.payments({ ...base, amount: 50_000 });
    expect(changed).toMatchObject({ status: 'error', httpStatus: 422, errorCode: '704', retryable: false });
    expect(paymentsMade().length).toBe(before);
  });
});
