import { describe, expect, it } from 'vitest';
import type { Rateplan } from '../model/entities.ts';
import {
  amountChargedWhenBooking,
  amountDueNow,
  cancellationCost,
  cancelsFree,
  cartRatePolicy,
  firstNightPrice,
  PLAIN_POLICY,
  policyTexts,
  type RatePolicy,
  ratePolicyOf,
  reservationCollects,
} from './policy.ts';

const flexible: RatePolicy = {
  ...PLAIN_POLICY,
  guarantee: true,
  freeCancellationDays: 2,
  cancellationFee: 'firstNight',
};
const nonRefundable: RatePolicy = { ...PLAIN_POLICY, prepayment: 'full', refundable: false };
const deposit: RatePolicy = { ...PLAIN_POLICY, prepayment: 'deposit', depositPercent: 30 };

describe('what a rate asks to pay when booking', () => {
  it('is nothing, a deposit rounded to the cent, or everything', () => {
    expect(amountDueNow(flexible, 118_000)).toBe(0);
    expect(amountDueNow(deposit, 10_005)).toBe(3002);
    expect(amountDueNow(nonRefundable, 106_200)).toBe(106_200);
  });
  it('is charged as the rate asks; at a rate that asks nothing, as the property’s deposit of payments', () => {
    expect(amountChargedWhenBooking(nonRefundable, 106_200, 30)).toBe(106_200);
    expect(amountChargedWhenBooking(deposit, 10_005, 100)).toBe(3002);
    expect(amountChargedWhenBooking(PLAIN_POLICY, 10_001, 30)).toBe(3000);
    expect(amountChargedWhenBooking(undefined, 333, 50)).toBe(167);
    // The setting is kept within 0 to 100 %.
    expect(amountChargedWhenBooking(undefined, 10_000, 150)).toBe(10_000);
    expect(amountChargedWhenBooking(undefined, 10_000, -5)).toBe(0);
  });
});

describe('free cancellation', () => {
  it('runs until the rate’s days before arrival, else the property’s', () => {
    expect(cancelsFree(flexible, 14, '2030-03-08', '2030-03-10')).toBe(true);
    expect(cancelsFree(flexible, 14, '2030-03-09', '2030-03-10')).toBe(false);
    expect(cancelsFree(PLAIN_POLICY, 14, '2030-02-24', '2030-03-10')).toBe(true);
    expect(cancelsFree(PLAIN_POLICY, 14, '2030-02-25', '2030-03-10')).toBe(false);
    expect(cancelsFree(PLAIN_POLICY, null, '2030-01-01', '2030-03-10')).toBe(false);
  });

  it('never runs for a non-refundable rate', () => {
    expect(cancelsFree({ ...nonRefundable, freeCancellationDays: 30 }, 14, '2030-01-01', '2030-03-10')).toBe(
      false,
    );
  });
});

describe('the sentences of a rate', () => {
  // A property that takes payments for the rates' prepayments and guarantees, nothing of its own.
  const payments = {
    paymentEnabled: true,
    configuratorPaymentEnabled: false,
    onlineOfferPaymentEnabled: false,
    configuratorPaymentDepositInPercent: 100,
  };
  const none = { ...payments, paymentEnabled: false };
  // Seehotel Lindenhof: offers are paid online, a deposit of 30 %.
  const offersPaid = {
    ...payments,
    onlineOfferPaymentEnabled: true,
    configuratorPaymentDepositInPercent: 30,
  };
  const plain = { ...flexible, guarantee: false };

  it('say what reserving pays or holds, and the cancellation with its fee', () => {
    expect(policyTexts(flexible, null, payments, 'reservation')).toEqual([
      { key: 'POLICY.GUARANTEE', values: {} },
      { key: 'POLICY.CANCEL.FREE', values: { days: 2 } },
      { key: 'POLICY.CANCEL.FEE.FIRSTNIGHT', values: {} },
    ]);
    expect(policyTexts(nonRefundable, 14, payments, 'reservation')).toEqual([
      { key: 'POLICY.PREPAY.FULL', values: {} },
      { key: 'POLICY.CANCEL.NONREFUNDABLE', values: {} },
      { key: 'POLICY.CANCEL.FEE.PERCENT', values: { percent: 100 } },
    ]);
    expect(policyTexts(deposit, null, payments, 'reservation')).toEqual([
      { key: 'POLICY.PREPAY.DEPOSIT', values: { percent: 30 } },
      { key: 'POLICY.CANCEL.BYHOTEL', values: {} },
    ]);
    expect(policyTexts(plain, null, payments, 'reservation')[0]).toEqual({
      key: 'POLICY.PAY.LATER',
      values: {},
    });
  });

  it('say nothing is paid or held when the property takes no payments', () => {
    for (const policy of [flexible, nonRefundable, deposit])
      for (const origin of ['request', 'reservation'] as const)
        expect(policyTexts(policy, null, none, origin)[0]).toEqual({ key: 'POLICY.PAY.LATER', values: {} });
  });

  it('say the property’s configurator payment when reserving at a rate that asks none, not a held card', () => {
    const configurator = {
      ...payments,
      configuratorPaymentEnabled: true,
      configuratorPaymentDepositInPercent: 30,
    };
    expect(policyTexts(flexible, null, configurator, 'reservation')[0]).toEqual({
      key: 'POLICY.PREPAY.DEPOSIT',
      values: { percent: 30 },
    });
    expect(
      policyTexts(
        plain,
        null,
        { ...configurator, configuratorPaymentDepositInPercent: 100 },
        'reservation',
      )[0],
    ).toEqual({ key: 'POLICY.PREPAY.FULL', values: {} });
    // A request pays no configurator payment.
    expect(policyTexts(plain, null, configurator, 'request')[0]).toEqual({
      key: 'POLICY.PAY.LATER',
      values: {},
    });
  });

  it('say a request pays what the offer asks when it is accepted, nothing now', () => {
    expect(policyTexts(plain, null, offersPaid, 'request')[0]).toEqual({
      key: 'POLICY.PAY.ONOFFER',
      values: { percent: 30 },
    });
    expect(policyTexts(flexible, null, offersPaid, 'request')[0]).toEqual({
      key: 'POLICY.PAY.ONOFFER',
      values: { percent: 30 },
    });
    expect(
      policyTexts(plain, null, { ...offersPaid, configuratorPaymentDepositInPercent: 100 }, 'request')[0],
    ).toEqual({ key: 'POLICY.PAY.ONOFFER.FULL', values: {} });
    expect(policyTexts(nonRefundable, null, payments, 'request')[0]).toEqual({
      key: 'POLICY.PAY.ONOFFER.FULL',
      values: {},
    });
    expect(policyTexts(deposit, null, offersPaid, 'request')[0]).toEqual({
      key: 'POLICY.PAY.ONOFFER',
      values: { percent: 30 },
    });
    expect(policyTexts(flexible, null, payments, 'request')[0]).toEqual({
      key: 'POLICY.GUARANTEE.ONOFFER',
      values: {},
    });
    expect(policyTexts(plain, null, payments, 'request')[0]).toEqual({ key: 'POLICY.PAY.LATER', values: {} });
    // A deposit of 0 % takes nothing.
    expect(
      policyTexts(plain, null, { ...offersPaid, configuratorPaymentDepositInPercent: 0 }, 'request')[0],
    ).toEqual({ key: 'POLICY.PAY.LATER', values: {} });
  });
});

describe('stored terms', () => {
  it('fall back to the plain terms for what is unknown, and a deposit needs its percent', () => {
    const stored = {
      prepayment: 'deposit',
      depositPercent: null,
      guarantee: false,
      freeCancellationDays: null,
      refundable: true,
      cancellationFee: 'weird',
      cancellationFeePercent: 100,
    };
    expect(ratePolicyOf(stored)).toEqual(PLAIN_POLICY);
    expect(ratePolicyOf({ ...stored, prepayment: 'deposit', depositPercent: 30 })).toMatchObject({
      prepayment: 'deposit',
      depositPercent: 30,
    });
  });
});

describe('the terms of a booking and its payment', () => {
  const rate = (id: number, policy: RatePolicy): Rateplan => ({
    id,
    name: `Rate ${id}`,
    price: 10_000,
    currency: 'EUR',
    vat: { id: 1, name: 'VAT', value: 7 },
    onRequest: false,
    policy,
  });
  const ratesOf = (id: number) => (id === 1 ? [rate(10, flexible), rate(11, nonRefundable)] : undefined);

  it('are those of the first unit group line’s rate, its first rate when none is chosen', () => {
    expect(cartRatePolicy([{ unitgroupId: 1, rateplanId: 11 }], ratesOf)).toBe(nonRefundable);
    expect(cartRatePolicy([{ unitgroupId: 1, rateplanId: null }], ratesOf)).toBe(flexible);
    expect(cartRatePolicy([], ratesOf)).toBeUndefined();
  });

  it('take a payment when the property takes them, or the rate asks for one and payments are on', () => {
    const off = { paymentEnabled: false, configuratorPaymentEnabled: false };
    const on = { paymentEnabled: true, configuratorPaymentEnabled: false };
    expect(reservationCollects(on, nonRefundable)).toBe('charge');
    expect(reservationCollects(on, { ...flexible, guarantee: false })).toBe(null);
    expect(reservationCollects(off, nonRefundable)).toBe(null);
    expect(reservationCollects({ paymentEnabled: true, configuratorPaymentEnabled: true }, flexible)).toBe(
      'charge',
    );
  });

  it('hold a card when the rate asks for a guarantee and nothing is charged', () => {
    const on = { paymentEnabled: true, configuratorPaymentEnabled: false };
    expect(reservationCollects(on, flexible)).toBe('hold');
    expect(reservationCollects({ paymentEnabled: false, configuratorPaymentEnabled: false }, flexible)).toBe(
      null,
    );
  });
});

describe('what the booker’s cancellation costs', () => {
  // Two nights in one room at 129 € and 135 €.
  const lines = [{ unitPrice: 12_900, itemcount: 1, overnight: true }];
  const held = { total: 26_400, firstNight: firstNightPrice(lines), paid: 0, cardHeld: true };

  it('is nothing within the free period', () => {
    expect(cancellationCost(flexible, null, '2030-03-08', '2030-03-10', held)).toEqual({
      free: true,
      fee: 0,
      charge: 0,
    });
  });

  it('is the first night after it, charged to the held card', () => {
    expect(firstNightPrice([...lines, { unitPrice: 5_000, itemcount: 2, overnight: false }])).toBe(12_900);
    expect(cancellationCost(flexible, null, '2030-03-09', '2030-03-10', held)).toEqual({
      free: false,
      fee: 12_900,
      charge: 12_900,
    });
  });

  it('keeps the fee from what was paid and charges nothing more', () => {
    const paid = { total: 23_760, firstNight: 11_610, paid: 23_760, cardHeld: false };
    expect(cancellationCost(nonRefundable, 14, '2030-01-01', '2030-03-10', paid)).toEqual({
      free: false,
      fee: 23_760,
      charge: 0,
    });
  });

  it('takes the fee from an authorisation before the held card, and needs no card when it covers the fee', () => {
    const authorised = { total: 23_760, firstNight: 11_610, paid: 0, cardHeld: false, authorised: 7_128 };
    const tenPercent = { ...nonRefundable, cancellationFeePercent: 10 };
    expect(cancellationCost(tenPercent, 14, '2030-01-01', '2030-03-10', authorised)).toEqual({
      free: false,
      fee: 2_376,
      charge: 0,
    });
    expect(cancellationCost(nonRefundable, 14, '2030-01-01', '2030-03-10', authorised)).toBeNull();
    expect(
      cancellationCost(nonRefundable, 14, '2030-01-01', '2030-03-10', { ...authorised, cardHeld: true }),
    ).toEqual({ free: false, fee: 23_760, charge: 16_632 });
  });

  it('is the hotel’s when no card or payment covers the fee, or the property gives no period', () => {
    const unsecured = { ...held, cardHeld: false };
    expect(cancellationCost(flexible, null, '2030-03-09', '2030-03-10', unsecured)).toBeNull();
    expect(cancellationCost(PLAIN_POLICY, null, '2030-01-01', '2030-03-10', held)).toBeNull();
    // A percent fee is rounded to the cent and never more than the total.
    expect(
      cancellationCost({ ...PLAIN_POLICY, cancellationFeePercent: 33 }, 14, '2030-03-01', '2030-03-10', held),
    ).toEqual({ free: false, fee: 8_712, charge: 8_712 });
  });
});
