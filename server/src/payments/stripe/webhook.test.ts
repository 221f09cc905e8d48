import { readFileSync } from 'node:fs';
import { LedgerEntry } from '@venue/domain';
import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stripeAdapter } from './adapter.ts';
import { type StripeStandin, startStripeStandin } from './standin.ts';
import { ledgerEntryOfStripeEvent, verifyStripeEvent } from './webhook.ts';

/*
 * Stripe's webhooks as our endpoint receives them: a raw body and its Stripe-Signature header, signed with the
 * library's own test signer. Accepted events become the booking's ledger movements (docs/rules.md#the-payment-ledger).
 */

const SECRET = 'whsec_test_c2VjcmV0LWZvci10aGUtaG90ZWw';
const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/events/${name}.json`, import.meta.url), 'utf8');
const sign = (payload: string, options: { secret?: string; timestamp?: number } = {}) =>
  Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? SECRET,
    ...(options.timestamp === undefined ? {} : { timestamp: options.timestamp }),
  });
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Verifies and maps like the webhook route will; throws in the test if the event is refused. */
function received(body: string) {
  const verified = verifyStripeEvent(body, sign(body), SECRET);
  if (!verified.ok) throw new Error(`refused: ${verified.reason}`);
  return ledgerEntryOfStripeEvent(verified.event);
}

describe('signatures', () => {
  const body = fixture('payment_intent.succeeded');

  it('a body signed with our endpoint secret is accepted and is the booking’s payment of 240.00 EUR', () => {
    const verified = verifyStripeEvent(body, sign(body), SECRET);
    expect(verified.ok).toBe(true);
    if (!verified.ok) return;
    expect(verified.event.type).toBe('payment_intent.succeeded');
    expect(ledgerEntryOfStripeEvent(verified.event)).toMatchObject({
      propertyId: 'cityloft',
      bookingId: 'bk_1001',
      entry: { kind: 'capture', amount: 24000, currency: 'EUR', outcome: 'success' },
    });
  });

  it('a body changed after signing is refused (an attacker cannot lower or raise an amount)', () => {
    const header = sign(body);
    const tampered = body.replace('"amount_received": 24000', '"amount_received": 2400');
    expect(tampered).not.toBe(body);
    expect(verifyStripeEvent(tampered, header, SECRET)).toEqual({ ok: false, reason: 'invalid_signature' });
  });

  it('a body signed with another secret is refused', () => {
    const header = sign(body, { secret: 'whsec_someone_else' });
    expect(verifyStripeEvent(body, header, SECRET)).toEqual({ ok: false, reason: 'invalid_signature' });
  });

  it('a body without a signature header is refused', () => {
    expect(verifyStripeEvent(body, undefined, SECRET)).toEqual({ ok: false, reason: 'missing_signature' });
    expect(verifyStripeEvent(body, '', SECRET)).toEqual({ ok: false, reason: 'missing_signature' });
  });

  it('a garbled signature header is refused', () => {
    expect(verifyStripeEvent(body, 'nonsense', SECRET)).toEqual({ ok: false, reason: 'invalid_signature' });
  });

  it('a correctly signed body older than the tolerance is refused as a replay; within it, accepted', () => {
    const old = sign(body, { timestamp: nowSeconds() - 301 });
    expect(verifyStripeEvent(body, old, SECRET)).toEqual({ ok: false, reason: 'expired' });
    expect(verifyStripeEvent(body, old, SECRET, 600).ok).toBe(true);
    expect(verifyStripeEvent(body, sign(body, { timestamp: nowSeconds() - 200 }), SECRET).ok).toBe(true);
  });

  it('a signed body that is not JSON is refused, not thrown', () => {
    const garbage = 'not json {';
    expect(verifyStripeEvent(garbage, sign(garbage), SECRET)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('without a configured secret every event is refused', () => {
    expect(verifyStripeEvent(body, sign(body), '')).toEqual({ ok: false, reason: 'no_secret' });
  });
});

describe('events as ledger movements', () => {
  const at = '2025-11-29T16:00:00.000Z';
  const cases = [
    [
      'payment_intent.succeeded',
      { kind: 'capture', amount: 24000, reference: 'pi_3QsKtr2eZvKYlo2C0x8hA4Lm', outcome: 'success' },
    ],
    [
      'payment_intent.amount_capturable_updated',
      { kind: 'authorisation', amount: 24000, reference: 'pi_3QsKuA2eZvKYlo2C1u9Q5b7a', outcome: 'success' },
    ],
    [
      'payment_intent.payment_failed',
      { kind: 'capture', amount: 24000, reference: 'pi_3QsKvB2eZvKYlo2C0Yw1nT4e', outcome: 'refused' },
    ],
    [
      'payment_intent.canceled',
      { kind: 'authorisation', amount: 24000, reference: 'pi_3QsKwC2eZvKYlo2C1Pq8rX2m', outcome: 'canceled' },
    ],
    [
      'setup_intent.succeeded',
      { kind: 'hold', amount: 0, reference: 'seti_1QsKxD2eZvKYlo2CmV7yW2pE', outcome: 'success' },
    ],
    // The refund of 190.00 (50.00 were refunded before), named by its own id.
    [
      'refund.created',
      { kind: 'refund', amount: 19000, reference: 're_3QsKtr2eZvKYlo2C0R7fNd2x', outcome: 'success' },
    ],
  ] as const;

  it.each(cases)('%s is the movement the booking’s ledger needs', (name, expected) => {
    const movement = received(fixture(name));
    expect(movement).toEqual({
      propertyId: 'cityloft',
      bookingId: 'bk_1001',
      attemptRef: 'pay_abc',
      eventId: expect.stringMatching(/^evt_/),
      entry: { ...expected, currency: 'EUR', at, provider: 'stripe', card: null },
    });
    // What the booking record accepts on write.
    expect(LedgerEntry.safeParse(movement?.entry).success).toBe(true);
  });

  it('a charge.refunded without its refunds is left to the refund’s own events (counted once)', () => {
    expect(received(fixture('charge.refunded'))).toBeNull();
    const listed = JSON.parse(fixture('charge.refunded')) as { data: { object: Record<string, unknown> } };
    listed.data.object.refunds = { object: 'list', data: [{ id: 're_3QsKtr2eZvKYlo2C0R7fNd2x' }] };
    expect(received(JSON.stringify(listed))?.entry).toMatchObject({
      kind: 'refund',
      amount: 19000,
      reference: 're_3QsKtr2eZvKYlo2C0R7fNd2x',
    });
  });

  it('events that move no money of ours are ignored', () => {
    expect(received(fixture('customer.created'))).toBeNull();
    const foreign = fixture('payment_intent.succeeded').replace(/"metadata": \{[^}]*\}/, '"metadata": {}');
    expect(received(foreign)).toBeNull();
  });

  it('a fee charged to a held card is a fee, not a payment', () => {
    const fee = fixture('payment_intent.succeeded').replace('"purpose": "payment"', '"purpose": "fee"');
    expect(received(fee)?.entry).toMatchObject({ kind: 'fee', amount: 24000, outcome: 'success' });
  });
});

describe('the events of real flows, through the stand-in', () => {
  let standin: StripeStandin;
  beforeEach(async () => {
    standin = await startStripeStandin();
  });
  afterEach(async () => {
    await standin.close();
  });
  const metadata = { propertyId: 'lindenhof', bookingId: 'bk_2002', attemptRef: 'pay_xyz' };
  let n = 0;
  const key = () => `key-${++n}-${Date.now()}`;
  /** The ledger the booking would hold after Stripe delivered every event of the flow. */
  const ledger = () =>
    standin.events
      .map((event) => received(JSON.stringify(event)))
      .filter((m) => m !== null)
      .map((m) => {
        expect(m.bookingId).toBe('bk_2002');
        const { kind, amount, outcome } = m.entry;
        return [kind, amount, outcome];
      });

  it('a payment and two refunds: 240.00 taken, 50.00 and 190.00 given back', async () => {
    const stripe = stripeAdapter({ secretKey: standin.secretKey, apiBase: standin.url });
    const paid = await stripe.createPayment({
      amount: 24000,
      currency: 'eur',
      capture: 'automatic',
      metadata,
      paymentMethod: 'pm_card_visa',
      idempotencyKey: key(),
    });
    // Our refunds name the booking, as the payment did.
    await stripe.refund(paid.intentId ?? '', { amount: 5000, idempotencyKey: key(), metadata });
    await stripe.refund(paid.intentId ?? '', { idempotencyKey: key(), metadata });
    expect(ledger()).toEqual([
      ['capture', 24000, 'success'],
      ['refund', 5000, 'success'],
      ['refund', 19000, 'success'],
    ]);
  });

  it('an authorisation then a deposit capture: 240.00 authorised, 72.00 taken', async () => {
    const stripe = stripeAdapter({ secretKey: standin.secretKey, apiBase: standin.url });
    const held = await stripe.createPayment({
      amount: 24000,
      currency: 'eur',
      capture: 'manual',
      metadata,
      paymentMethod: 'pm_card_visa',
      idempotencyKey: key(),
    });
    await stripe.capture(held.intentId ?? '', { amount: 7200, idempotencyKey: key() });
    expect(ledger()).toEqual([
      ['authorisation', 24000, 'success'],
      ['capture', 7200, 'success'],
    ]);
  });

  it('a declined card and a canceled authorisation leave no money taken', async () => {
    const stripe = stripeAdapter({ secretKey: standin.secretKey, apiBase: standin.url });
    await stripe.createPayment({
      amount: 24000,
      currency: 'eur',
      capture: 'automatic',
      metadata,
      paymentMethod: 'pm_card_chargeDeclined',
      idempotencyKey: key(),
    });
    const held = await stripe.createPayment({
      amount: 24000,
      currency: 'eur',
      capture: 'manual',
      metadata,
      paymentMethod: 'pm_card_visa',
      idempotencyKey: key(),
    });
    await stripe.cancel(held.intentId ?? '', { idempotencyKey: key() });
    expect(ledger()).toEqual([
      ['capture', 24000, 'refused'],
      ['authorisation', 24000, 'success'],
      ['authorisation', 24000, 'canceled'],
    ]);
  });

  it('a card held as a guarantee, then a cancellation fee: a hold of 0, a fee of 120.00', async () => {
    const stripe = stripeAdapter({ secretKey: standin.secretKey, apiBase: standin.url });
    const guarantee = await stripe.createGuarantee({
      metadata,
      currency: 'eur',
      paymentMethod: 'pm_card_visa',
      idempotencyKey: key(),
    });
    await stripe.chargeOffSession({
      customer: guarantee.customerId ?? '',
      paymentMethod: guarantee.paymentMethodId ?? '',
      amount: 12000,
      currency: 'eur',
      metadata,
      idempotencyKey: key(),
    });
    expect(ledger()).toEqual([
      ['hold', 0, 'success'],
      ['fee', 12000, 'success'],
    ]);
  });
});
