import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type StripeAdapterOptions, stripeAdapter } from './adapter.ts';
import { type JsonObject, type StripeStandin, startStripeStandin } from './standin.ts';

/*
 * The adapter with the real `stripe` library against the local stand-in of Stripe's API (standin.ts): each flow of
 * docs/payments.md as a hotel would see it in its Stripe dashboard: amounts taken, held, given back, and never twice.
 */

let standin: StripeStandin;
beforeEach(async () => {
  standin = await startStripeStandin();
});
afterEach(async () => {
  await standin.close();
});

const adapter = (options: Partial<StripeAdapterOptions> = {}) =>
  stripeAdapter({ secretKey: standin.secretKey, apiBase: standin.url, maxNetworkRetries: 0, ...options });
const key = (label: string) => `${label}-${randomUUID()}`;
const metadata = { propertyId: 'cityloft', bookingId: 'bk_1001', attemptRef: 'pay_abc' };
const RETURN_URL = 'https://booking.example/pay/return?booking=bk_1001';

/** What the hotel's Stripe dashboard would list as money taken: captured amounts of successful charges. */
const taken = () =>
  standin
    .charges()
    .filter((c) => c.status === 'succeeded')
    .reduce((sum, c) => sum + Number(c.amount_captured) - Number(c.amount_refunded), 0);

/** The booker's browser following the 3-D Secure redirect; answers where the bank sends it back. */
async function authenticate(url: string, outcome: 'pass' | 'fail' = 'pass') {
  const page = new URL(url);
  if (outcome === 'fail') page.searchParams.set('outcome', 'fail');
  const response = await fetch(page, { redirect: 'manual' });
  expect(response.status).toBe(302);
  return new URL(response.headers.get('location') ?? '');
}

describe('payments taken at once', () => {
  it('a booker paying 240.00 EUR by card is charged 240.00 once, and the card is named visa •••• 4242', async () => {
    const key1 = key('pay');
    const result = await adapter().createPayment({
      amount: 24000,
      currency: 'EUR',
      capture: 'automatic',
      metadata,
      paymentMethod: 'pm_card_visa',
      idempotencyKey: key1,
    });
    expect(result).toMatchObject({
      status: 'succeeded',
      amount: 24000,
      amountReceived: 24000,
      currency: 'EUR',
      card: { brand: 'visa', last4: '4242', expiry: '12/34' },
      failure: null,
      replayed: false,
    });
    expect(result.intentId).toMatch(/^pi_/);
    expect(result.chargeId).toMatch(/^ch_/);
    expect(taken()).toBe(24000);
    // Sent like Stripe expects it: form-encoded metadata, our idempotency key, the booking on the intent.
    const call = standin.calls.find((c) => c.path === '/v1/payment_intents');
    expect(call?.idempotencyKey).toBe(key1);
    expect(call?.params.metadata).toEqual({ ...metadata, purpose: 'payment' });
    expect(standin.paymentIntents()[0]?.metadata).toEqual({ ...metadata, purpose: 'payment' });
  });

  it('without a card yet, the browser gets a client secret for the Payment Element and nothing is charged', async () => {
    const result = await adapter().createPayment({
      amount: 7200,
      currency: 'eur',
      capture: 'automatic',
      metadata,
      idempotencyKey: key('pay'),
    });
    expect(result.status).toBe('requires_payment_method');
    expect(result.clientSecret).toMatch(new RegExp(`^${result.intentId}_secret_`));
    expect(result.card).toBeNull();
    expect(taken()).toBe(0);
  });

  it('a declined card is refused with its decline code, and no money is taken', async () => {
    const declined = await adapter().createPayment({
      amount: 24000,
      currency: 'eur',
      capture: 'automatic',
      metadata,
      paymentMethod: 'pm_card_chargeDeclined',
      idempotencyKey: key('pay'),
    });
    expect(declined).toMatchObject({
      status: 'refused',
      declineCode: 'generic_decline',
      amountReceived: 0,
      card: { brand: 'visa', last4: '0002' },
      failure: { kind: 'card_declined', code: 'card_declined', retryable: false },
    });
    expect(declined.intentId).toMatch(/^pi_/);

    const poor = await adapter().createPayment({
      amount: 24000,
      currency: 'eur',
      capture: 'automatic',
      metadata,
      paymentMethod: 'pm_card_chargeDeclinedInsufficientFunds',
      idempotencyKey: key('pay'),
    });
    expect(poor).toMatchObject({ status: 'refused', declineCode: 'insufficient_funds' });
    expect(taken()).toBe(0);
  });
});

describe('authorise now, capture later', () => {
  it('an authorisation holds 240.00 without taking it; capturing takes it', async () => {
    const stripe = adapter();
    const held = await stripe.createPayment({
      amount: 24000,
      currency: 'eur',
      capture: 'manual',
      metadata,
      paymentMethod: 'pm_card_visa',
      idempotencyKey: key('auth'),
    });
    expect(held).toMatchObject({ status: 'requires_capture', amountCapturable: 24000, amountReceived: 0 });
    expect(taken()).toBe(0);

    const captured = await stripe.capture(held.intentId ?? '', { idempotencyKey: key('capture') });
    expect(captured).toMatchObject({ status: 'succeeded', amountReceived: 24000, amountCapturable: 0 });
    expect(taken()).toBe(24000);
  });

  it('capturing part of an authorisation takes that part and releases the rest', async () => {
    const stripe = adapter();
    const held = await stripe.createPayment({
      amount: 24000,
      currency: 'eur',
      capture: 'manual',
      metadata,
      paymentMethod: 'pm_card_visa',
      idempotencyKey: key('auth'),
    });
    const captured = await stripe.capture(held.intentId ?? '', {
      amount: 7200,
      idempotencyKey: key('capture'),
    });
    expect(captured).toMatchObject({ status: 'succeeded', amountReceived: 7200, amountCapturable: 0 });
    expect(taken()).toBe(7200);
  });

  it('a canceled authorisation releases the hold: it cannot be captured afterwards', async () => {
    const stripe = adapter();
    const held = await stripe.createPayment({
      amount: 24000,
      currency: 'eur',
      capture: 'manual',
      metadata,
      paymentMethod: 'pm_card_visa',
      idempotencyKey: key('auth'),
    });
    const canceled = await stripe.cancel(held.intentId ?? '', { idempotencyKey: key('cancel') });
    expect(canceled).toMatchObject({ status: 'canceled', amountCapturable: 0, amountReceived: 0 });

    const late = await stripe.capture(held.intentId ?? '', { idempotencyKey: key('capture') });
    expect(late).toMatchObject({
      status: 'error',
      failure: { kind: 'invalid_request', code: 'payment_intent_unexpected_state' },
    });
    expect(taken()).toBe(0);
  });
});

describe('refunds', () => {
  it('a partial refund gives back part, a full refund the rest, and nothing more can be given back', async () => {
    const stripe = adapter();
    const paid = await stripe.createPayment({
      amount: 24000,
      currency: 'eur',
      capture: 'automatic',
      metadata,
      paymentMethod: 'pm_card_visa',
      idempotencyKey: key('pay'),
    });
    const intentId = paid.intentId ?? '';

    const part = await stripe.refund(intentId, { amount: 5000, idempotencyKey: key('refund') });
    expect(part).toMatchObject({ status: 'succeeded', amount: 5000, currency: 'EUR', intentId });
    expect(part.refundId).toMatch(/^re_/);
    expect(taken()).toBe(19000);

    const rest = await stripe.refund(intentId, { idempotencyKey: key('refund') });
    expect(rest).toMatchObject({ status: 'succeeded', amount: 19000 });
    expect(taken()).toBe(0);

    const again = await stripe.refund(intentId, { idempotencyKey: key('refund') });
    expect(again).toMatchObject({
      status: 'error',
      refundId: null,
      failure: { code: 'charge_already_refunded' },
    });
    expect(standin.refunds().map((r) => r.amount)).toEqual([5000, 19000]);
  });

  it('a refund larger than what was paid is refused, and nothing is given back', async () => {
    const stripe = adapter();
    const paid = await stripe.createPayment({
      amount: 24000,
      currency: 'eur',
      capture: 'automatic',
      metadata,
      paymentMethod: 'pm_card_visa',
      idempotencyKey: key('pay'),
    });
    const tooMuch = await stripe.refund(paid.intentId ?? '', {
      amount: 30000,
      idempotencyKey: key('refund'),
    });
    expect(tooMuch).toMatchObject({
      status: 'error',
      failure: { kind: 'invalid_request', code: 'amount_too_large' },
    });
    expect(taken()).toBe(24000);
  });
});

describe('3-D Secure', () => {
  it('a card that asks for 3-D Secure sends the booker to the bank, and after the return the payment is taken', async () => {
    const stripe = adapter();
    const asked = await stripe.createPayment({
      amount: 24000,
      currency: 'eur',
      capture: 'automatic',
      metadata,
      paymentMethod: 'pm_card_threeDSecure2Required',
      returnUrl: RETURN_URL,
      idempotencyKey: key('pay'),
    });
    expect(asked).toMatchObject({ status: 'requires_action', amountReceived: 0 });
    expect(asked.nextAction).toMatchObject({ type: 'redirect', clientSecret: asked.clientSecret });
    const url = asked.nextAction?.type === 'redirect' ? asked.nextAction.url : '';
    expect(url.startsWith(standin.url)).toBe(true);
    expect(taken()).toBe(0);

    const back = await authenticate(url);
    expect(`${back.origin}${back.pathname}`).toBe('https://booking.example/pay/return');
    expect(back.searchParams.get('booking')).toBe('bk_1001');
    expect(back.searchParams.get('payment_intent')).toBe(asked.intentId);
    expect(back.searchParams.get('redirect_status')).toBe('succeeded');

    const after = await stripe.retrieve(back.searchParams.get('payment_intent') ?? '');
    expect(after).toMatchObject({
      status: 'succeeded',
      amountReceived: 24000,
      nextAction: null,
      card: { brand: 'visa', last4: '3220' },
    });
    expect(taken()).toBe(24000);
  });

  it('a failed 3-D Secure challenge comes back refused, with nothing taken', async () => {
    const stripe = adapter();
    const asked = await stripe.createPayment({
      amount: 24000,
      currency: 'eur',
      capture: 'automatic',
      metadata,
      paymentMethod: 'pm_card_authenticationRequired',
      returnUrl: RETURN_URL,
      idempotencyKey: key('pay'),
    });
    const back = await authenticate(
      asked.nextAction?.type === 'redirect' ? asked.nextAction.url : '',
      'fail',
    );
    expect(back.searchParams.get('redirect_status')).toBe('failed');
    const after = await stripe.retrieve(asked.intentId ?? '');
    expect(after).toMatchObject({ status: 'refused', amountReceived: 0 });
    expect(taken()).toBe(0);
  });
  it('without a return URL, a card that asks for 3-D Secure is left to Stripe.js in the page, with nothing taken', async () => {
    const asked = await adapter().createPayment({
      amount: 24000,
      currency: 'eur',
      capture: 'automatic',
      metadata,
      paymentMethod: 'pm_card_authenticationRequired',
      idempotencyKey: key('pay'),
    });
    expect(asked).toMatchObject({
      status: 'requires_action',
      amountReceived: 0,
      nextAction: { type: 'use_stripe_sdk', clientSecret: asked.clientSecret },
    });
    expect(asked.clientSecret).toMatch(/_secret_/);
    expect(taken()).toBe(0);
  });

  it('reading back an intent Stripe does not know is an error, not a throw', async () => {
    const result = await adapter().retrieve('pi_unknown');
    expect(result).toMatchObject({
      status: 'error',
      intentId: null,
      failure: { kind: 'invalid_request', code: 'resource_missing' },
    });
  });
});

describe('a card held as a guarantee', () => {
  it('holds the card without charging, then charges a cancellation fee of 120.00 to it while the booker is away', async () => {
    const stripe = adapter();
    const guarantee = await stripe.createGuarantee({
      metadata,
      currency: 'EUR',
      paymentMethod: 'pm_card_visa',
      idempotencyKey: key('guarantee'),
    });
    expect(guarantee).toMatchObject({
      status: 'succeeded',
      card: { brand: 'visa', last4: '4242', expiry: '12/34' },
      failure: null,
    });
    expect(guarantee.customerId).toMatch(/^cus_/);
    expect(guarantee.setupIntentId).toMatch(/^seti_/);
    expect(standin.setupIntents()[0]).toMatchObject({ usage: 'off_session', customer: guarantee.customerId });
    expect(standin.charges()).toHaveLength(0);

    const fee = await stripe.chargeOffSession({
      customer: guarantee.customerId ?? '',
      paymentMethod: guarantee.paymentMethodId ?? '',
      amount: 12000,
      currency: 'eur',
      metadata,
      idempotencyKey: key('fee'),
    });
    expect(fee).toMatchObject({ status: 'succeeded', amountReceived: 12000, card: { last4: '4242' } });
    const call = standin.calls.find((c) => c.path === '/v1/payment_intents');
    expect(call?.params).toMatchObject({ off_session: 'true', confirm: 'true' });
    expect(standin.paymentIntents()[0]?.metadata).toMatchObject({ purpose: 'fee', bookingId: 'bk_1001' });
    expect(taken()).toBe(12000);
  });

  it('without a card yet, the browser gets the SetupIntent client secret to save one', async () => {
    const guarantee = await adapter().createGuarantee({
      metadata,
      currency: 'eur',
      idempotencyKey: key('guarantee'),
    });
    expect(guarantee.status).toBe('requires_payment_method');
    expect(guarantee.clientSecret).toMatch(new RegExp(`^${guarantee.setupIntentId}_secret_`));
  });

  it('a fee on a card whose bank wants the booker to authenticate is not charged and asks for the booker', async () => {
    const stripe = adapter();
    const asked = await stripe.createGuarantee({
      metadata,
      currency: 'eur',
      paymentMethod: 'pm_card_authenticationRequired',
      returnUrl: RETURN_URL,
      idempotencyKey: key('guarantee'),
    });
    expect(asked.status).toBe('requires_action');
    const back = await authenticate(asked.nextAction?.type === 'redirect' ? asked.nextAction.url : '');
    expect(back.searchParams.get('setup_intent')).toBe(asked.setupIntentId);
    const held = await stripe.retrieveGuarantee(asked.setupIntentId ?? '');
    expect(held).toMatchObject({
      status: 'succeeded',
      customerId: asked.customerId,
      card: { last4: '3184' },
    });

    const fee = await stripe.chargeOffSession({
      customer: held.customerId ?? '',
      paymentMethod: held.paymentMethodId ?? '',
      amount: 12000,
      currency: 'eur',
      metadata,
      idempotencyKey: key('fee'),
    });
    expect(fee).toMatchObject({
      status: 'requires_action',
      declineCode: 'authentication_required',
      amountReceived: 0,
      failure: { kind: 'authentication_required', retryable: false },
      nextAction: { type: 'use_stripe_sdk', clientSecret: fee.clientSecret },
    });
    expect(fee.intentId).toMatch(/^pi_/);
    expect(taken()).toBe(0);
  });
});

describe('failures that are not the card', () => {
  it('a wrong secret key is an authentication error, and nothing is created', async () => {
    const result = await adapter({ secretKey: 'sk_test_not_the_hotels_key' }).createPayment({
      amount: 24000,
      currency: 'eur',
      capture: 'automatic',
      metadata,
      paymentMethod: 'pm_card_visa',
      idempotencyKey: key('pay'),
    });
    expect(result).toMatchObject({
      status: 'error',
      intentId: null,
      failure: { kind: 'authentication', retryable: false },
    });
    expect(standin.calls.map((c) => c.status)).toEqual([401]);
    expect(standin.paymentIntents()).toHaveLength(0);
  });

  it('a retry after a timeout, with the same idempotency key, gets the first payment: the booker is charged once', async () => {
    const stripe = adapter({ timeoutMs: 300, maxNetworkRetries: 0 });
    const input = {
      amount: 24000,
      currency: 'eur',
      capture: 'automatic' as const,
      metadata,
      paymentMethod: 'pm_card_visa',
      idempotencyKey: key('pay'),
    };
    standin.setDelay(1500);
    const lost = await stripe.createPayment(input);
    expect(lost).toMatchObject({
      status: 'error',
      intentId: null,
      failure: { kind: 'connection', retryable: true },
    });
    // Stripe did take the money: only the answer was lost.
    expect(taken()).toBe(24000);

    const retried = await stripe.createPayment(input);
    expect(retried).toMatchObject({ status: 'succeeded', amountReceived: 24000, replayed: true });
    const intents = standin.paymentIntents();
    expect(intents).toHaveLength(1);
    expect(retried.intentId).toBe(intents[0]?.id);
    expect(standin.charges()).toHaveLength(1);
    expect(taken()).toBe(24000);
  });

  it("the library's own retry after a timeout reuses our key: one call, one intent, one charge", async () => {
    const stripe = adapter({ timeoutMs: 300, maxNetworkRetries: 2 });
    standin.setDelay(1500);
    const idempotencyKey = key('pay');
    const result = await stripe.createPayment({
      amount: 24000,
      currency: 'eur',
      capture: 'automatic',
      metadata,
      paymentMethod: 'pm_card_visa',
      idempotencyKey,
    });
    expect(result).toMatchObject({ status: 'succeeded', amountReceived: 24000, replayed: true });
    const posts = standin.calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => [c.idempotencyKey, c.replayed])).toEqual([
      [idempotencyKey, false],
      [idempotencyKey, true],
    ]);
    expect(standin.paymentIntents()).toHaveLength(1);
    expect(taken()).toBe(24000);
  });

  it('the same idempotency key with another amount is refused, and the first payment stays as it was', async () => {
    const stripe = adapter();
    const idempotencyKey = key('pay');
    const first = await stripe.createPayment({
      amount: 24000,
      currency: 'eur',
      capture: 'automatic',
      metadata,
      paymentMethod: 'pm_card_visa',
      idempotencyKey,
    });
    const other = await stripe.createPayment({
      amount: 7200,
      currency: 'eur',
      capture: 'automatic',
      metadata,
      paymentMethod: 'pm_card_visa',
      idempotencyKey,
    });
    expect(other).toMatchObject({
      status: 'error',
      intentId: null,
      failure: { kind: 'idempotency', retryable: false },
    });
    expect(standin.calls.at(-1)?.status).toBe(400);
    expect(standin.paymentIntents().map((pi: JsonObject) => [pi.id, pi.amount])).toEqual([
      [first.intentId, 24000],
    ]);
    expect(taken()).toBe(24000);
  });

  it('a guarantee retried with the same key replays both the customer and the setup: one card saved', async () => {
    const stripe = adapter();
    const input = {
      metadata,
      currency: 'eur',
      paymentMethod: 'pm_card_visa',
      idempotencyKey: key('guarantee'),
    };
    const first = await stripe.createGuarantee(input);
    const again = await stripe.createGuarantee(input);
    expect(again).toMatchObject({
      status: 'succeeded',
      customerId: first.customerId,
      setupIntentId: first.setupIntentId,
      replayed: true,
    });
    expect(standin.customers()).toHaveLength(1);
    expect(standin.setupIntents()).toHaveLength(1);
  });
});
