import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PLAIN_POLICY, type RatePolicy } from '../rates/policy.ts';
import { authorisationsForFee, openAuthorisations, paymentStatusOf, termsOutstanding } from './ledger.ts';
import { LEDGER_KINDS, LEDGER_OUTCOMES, type LedgerEntry, LedgerEntry as LedgerSchema } from './record.ts';

const card = { brand: 'Visa', last4: '1111', expiry: '03/30' };
const entry = (over: Partial<LedgerEntry>): LedgerEntry =>
  LedgerSchema.parse({
    kind: 'capture',
    amount: 0,
    currency: 'EUR',
    at: '2026-11-28T10:00:00.000Z',
    provider: 'sandbox',
    reference: 'pay_1',
    outcome: 'success',
    card,
    ...over,
  });

describe('the payment ledger', () => {
  it('a booking with no movement is unpaid and owes its total', () => {
    const status = paymentStatusOf([], 50_000);
    expect(status).toMatchObject({ state: 'unpaid', paid: 0, open: 50_000, heldCard: null, card: null });
  });

  it('a held card charges nothing: card held, nothing paid, the card named', () => {
    const status = paymentStatusOf([entry({ kind: 'hold', reference: 'pay_hold' })], 25_800);
    expect(status.state).toBe('cardHeld');
    expect(status.paid).toBe(0);
    expect(status.heldCard).toEqual({ ...card, reference: 'pay_hold', provider: 'sandbox' });
  });

  it('a deposit is partly paid, the whole total paid', () => {
    expect(paymentStatusOf([entry({ amount: 3_000 })], 10_000)).toMatchObject({
      state: 'partlyPaid',
      paid: 3_000,
      open: 7_000,
    });
    const paid = paymentStatusOf([entry({ amount: 10_000, at: '2026-11-28T11:00:00.000Z' })], 10_000);
    expect(paid).toMatchObject({ state: 'paid', paid: 10_000, open: 0, paidAt: '2026-11-28T11:00:00.000Z' });
  });

  it('a refused payment pays nothing and is the last failure until something succeeds', () => {
    const refused = entry({ amount: 10_000, outcome: 'refused' });
    expect(paymentStatusOf([refused], 10_000)).toMatchObject({ state: 'unpaid', lastFailure: refused });
    const then = paymentStatusOf([refused, entry({ amount: 10_000 })], 10_000);
    expect(then).toMatchObject({ state: 'paid', lastFailure: null });
  });

  it('a fee charged to the held card says so; a refund gives money back', () => {
    const fee = paymentStatusOf(
      [entry({ kind: 'hold' }), entry({ kind: 'fee', amount: 12_900, reference: 'pay_fee' })],
      25_800,
    );
    expect(fee).toMatchObject({ state: 'feeCharged', paid: 12_900, feeCharged: 12_900 });
    const refunded = paymentStatusOf(
      [entry({ amount: 10_000 }), entry({ kind: 'refund', amount: 10_000 })],
      10_000,
    );
    expect(refunded).toMatchObject({ state: 'refunded', paid: 0, refunded: 10_000 });
    const kept = paymentStatusOf(
      [entry({ amount: 10_000 }), entry({ kind: 'refund', amount: 7_000 })],
      10_000,
    );
    expect(kept).toMatchObject({ state: 'partlyRefunded', paid: 3_000 });
  });

  it('an authorisation alone is not a payment: it is authorised, for the hotel to capture or release', () => {
    const authorised = paymentStatusOf([entry({ kind: 'authorisation', amount: 3_000 })], 10_000);
    expect(authorised).toMatchObject({ state: 'authorised', authorised: 3_000, paid: 0, open: 10_000 });
  });

  it('a cancellation’s fee is taken from the open authorisations, oldest first; the rest is released', () => {
    const first = entry({ kind: 'authorisation', amount: 3_000, reference: 'pi_1' });
    const second = entry({ kind: 'authorisation', amount: 2_000, reference: 'pi_2' });
    expect(authorisationsForFee([first, second], 4_000).map((p) => p.capture)).toEqual([3_000, 1_000]);
    expect(authorisationsForFee([first, second], 1_200).map((p) => p.capture)).toEqual([1_200, 0]);
    expect(authorisationsForFee([first], 0)).toEqual([{ authorisation: first, capture: 0 }]);
  });

  it('a capture or release settles its authorisation, by the same reference or by the one it names', () => {
    const stripe = entry({ kind: 'authorisation', amount: 3_000, provider: 'stripe', reference: 'pi_1' });
    expect(openAuthorisations([stripe])).toEqual([stripe]);
    // Stripe captures and releases the intent itself.
    const captured = [stripe, entry({ amount: 3_000, provider: 'stripe', reference: 'pi_1' })];
    expect(openAuthorisations(captured)).toEqual([]);
    expect(paymentStatusOf(captured, 10_000)).toMatchObject({
      state: 'partlyPaid',
      authorised: 0,
      paid: 3_000,
    });
    const released = [
      stripe,
      entry({ kind: 'authorisation', outcome: 'canceled', provider: 'stripe', reference: 'pi_1' }),
    ];
    expect(paymentStatusOf(released, 10_000)).toMatchObject({ state: 'unpaid', authorised: 0 });
    // Adyen's capture has its own reference and names the payment; under way it already settles it, paying nothing.
    const adyen = entry({ kind: 'authorisation', amount: 3_000, provider: 'adyen', reference: 'PSP1' });
    const underWay = [
      adyen,
      entry({ amount: 3_000, provider: 'adyen', reference: 'MOD1', of: 'PSP1', outcome: 'pending' }),
    ];
    expect(paymentStatusOf(underWay, 10_000)).toMatchObject({ state: 'unpaid', authorised: 0, paid: 0 });
    const done = [...underWay, entry({ amount: 3_000, provider: 'adyen', reference: 'MOD1', of: 'PSP1' })];
    expect(paymentStatusOf(done, 10_000)).toMatchObject({ state: 'partlyPaid', paid: 3_000 });
    // A refused capture leaves the authorisation to capture again.
    const refusedCapture = [
      adyen,
      entry({ amount: 3_000, provider: 'adyen', reference: 'MOD2', of: 'PSP1', outcome: 'refused' }),
    ];
    expect(openAuthorisations(refusedCapture)).toEqual([adyen]);
    // Adyen's release is under way until its notification; a failed one leaves the authorisation to capture.
    const releasing = [
      adyen,
      entry({ kind: 'authorisation', provider: 'adyen', reference: 'MOD3', of: 'PSP1', outcome: 'pending' }),
    ];
    expect(openAuthorisations(releasing)).toEqual([]);
    const notReleased = [
      ...releasing,
      entry({ kind: 'authorisation', provider: 'adyen', reference: 'MOD3', of: 'PSP1', outcome: 'refused' }),
    ];
    expect(openAuthorisations(notReleased)).toEqual([adyen]);
  });

  it('what is paid is what succeeded, never negative, whatever the movements', () => {
    const arbitraryEntry = fc.record({
      kind: fc.constantFrom(...LEDGER_KINDS),
      amount: fc.nat({ max: 100_000 }),
      outcome: fc.constantFrom(...LEDGER_OUTCOMES),
    });
    fc.assert(
      fc.property(fc.array(arbitraryEntry, { maxLength: 8 }), fc.nat({ max: 200_000 }), (raw, total) => {
        const ledger = raw.map((r) => entry(r));
        const status = paymentStatusOf(ledger, total);
        const ok = (kind: string) =>
          ledger.filter((e) => e.kind === kind && e.outcome === 'success').reduce((s, e) => s + e.amount, 0);
        expect(status.paid).toBe(Math.max(0, ok('capture') + ok('fee') - ok('refund')));
        expect(status.open).toBe(Math.max(0, total - status.paid));
        // Nothing taken or held: authorised while an authorisation is open, else unpaid.
        if (!ledger.some((e) => e.outcome === 'success' && e.kind !== 'authorisation'))
          expect(status.state).toBe(status.authorised > 0 ? 'authorised' : 'unpaid');
      }),
    );
  });
});

describe('what the rate’s terms still ask before confirming', () => {
  const prepaid: RatePolicy = { ...PLAIN_POLICY, prepayment: 'full', refundable: false };
  const deposit: RatePolicy = { ...PLAIN_POLICY, prepayment: 'deposit', depositPercent: 30 };
  const guarantee: RatePolicy = { ...PLAIN_POLICY, guarantee: true };
  const none = { paid: 0, heldCard: null };

  it('a rate paid in full asks for the whole total until it is paid', () => {
    expect(termsOutstanding(prepaid, 50_000, none)).toEqual({ ask: 'charge', amount: 50_000 });
    expect(termsOutstanding(prepaid, 50_000, { paid: 20_000, heldCard: null })).toEqual({
      ask: 'charge',
      amount: 30_000,
    });
    expect(termsOutstanding(prepaid, 50_000, { paid: 50_000, heldCard: null })).toBeNull();
  });

  it('a deposit rate asks for its deposit; a guarantee rate for a card held (or a payment)', () => {
    expect(termsOutstanding(deposit, 10_000, none)).toEqual({ ask: 'charge', amount: 3_000 });
    expect(termsOutstanding(guarantee, 10_000, none)).toEqual({ ask: 'hold', amount: 0 });
    const held = { ...card, reference: 'r', provider: 'sandbox' };
    expect(termsOutstanding(guarantee, 10_000, { paid: 0, heldCard: held })).toBeNull();
    expect(termsOutstanding(guarantee, 10_000, { paid: 10_000, heldCard: null })).toBeNull();
  });

  it('a rate without terms, or no rate, asks nothing', () => {
    expect(termsOutstanding(PLAIN_POLICY, 10_000, none)).toBeNull();
    expect(termsOutstanding(undefined, 10_000, none)).toBeNull();
  });
});
