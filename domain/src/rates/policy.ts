import { addDaysToIsoDate, parseIsoDate } from '../dates/isoDate.ts';
import type { Cents, Rateplan } from '../model/entities.ts';
import { roundHalfAwayFromZero } from '../pricing/money.ts';
import { configuratorPaymentApplies, type Settings } from '../settings/settings.ts';

/*
 * docs/rules.md#rate-policies: what a rate plan asks of the guest: what is paid when booking, whether a card is
 * held, and until when cancelling is free and what it costs after that. The catalog carries it per rate plan; the
 * card and the cart say it in sentences (`policyTexts`), the lifecycle reads its free cancellation.
 */

/** A rate plan's terms. */
export interface RatePolicy {
  /** Paid when booking: nothing, a deposit (depositPercent of the total) or the whole total. */
  readonly prepayment: 'none' | 'deposit' | 'full';
  readonly depositPercent: number | null;
  /** A card is held as a guarantee; nothing is charged. */
  readonly guarantee: boolean;
  /** Days before arrival until which cancelling is free; null: the property's booking.cancel.daysBeforeArrival. */
  readonly freeCancellationDays: number | null;
  /** False: cancelling is never free (a non-refundable rate). */
  readonly refundable: boolean;
  /** The fee after the free period: a percent of the total, or the first night. */
  readonly cancellationFee: 'percent' | 'firstNight';
  readonly cancellationFeePercent: number;
}

/** The terms of a rate plan that says nothing of its own: no prepayment, no card, the property's cancellation. */
export const PLAIN_POLICY: RatePolicy = {
  prepayment: 'none',
  depositPercent: null,
  guarantee: false,
  freeCancellationDays: null,
  refundable: true,
  cancellationFee: 'percent',
  cancellationFeePercent: 100,
};

/** A rate's terms read from stored fields; anything unknown falls back to the plain terms. */
export function ratePolicyOf(row: {
  readonly prepayment: string;
  readonly depositPercent: number | null;
  readonly guarantee: boolean;
  readonly freeCancellationDays: number | null;
  readonly refundable: boolean;
  readonly cancellationFee: string;
  readonly cancellationFeePercent: number;
}): RatePolicy {
  const prepayment = row.prepayment === 'deposit' || row.prepayment === 'full' ? row.prepayment : 'none';
  return {
    prepayment: prepayment === 'deposit' && row.depositPercent === null ? 'none' : prepayment,
    depositPercent: prepayment === 'deposit' ? row.depositPercent : null,
    guarantee: row.guarantee,
    freeCancellationDays: row.freeCancellationDays,
    refundable: row.refundable,
    cancellationFee: row.cancellationFee === 'firstNight' ? 'firstNight' : 'percent',
    cancellationFeePercent: row.cancellationFeePercent,
  };
}

/**
 * The days before arrival until which a booking at this rate is cancelled free of charge: the rate's own, else the
 * property's setting; null when cancelling is never free.
 */
export function freeCancellationDays(policy: RatePolicy, propertyDays: number | null): number | null {
  if (!policy.refundable) return null;
  return policy.freeCancellationDays ?? propertyDays;
}

/** Whether cancelling on `today` is still free for an arrival on `arrival` (both 'YYYY-MM-DD'). */
export function cancelsFree(
  policy: RatePolicy,
  propertyDays: number | null,
  today: string,
  arrival: string,
): boolean {
  const days = freeCancellationDays(policy, propertyDays);
  return days !== null && parseIsoDate(arrival) !== null && addDaysToIsoDate(today, days) <= arrival;
}

/** What is paid when booking at this rate, of a booking that costs `total`. */
export function amountDueNow(policy: RatePolicy, total: Cents): Cents {
  if (policy.prepayment === 'full') return total;
  if (policy.prepayment === 'deposit')
    return roundHalfAwayFromZero((total * (policy.depositPercent ?? 0)) / 100);
  return 0;
}

/** Every key `policyTexts` may answer (each app translates them all). */
export const POLICY_TEXT_KEYS = [
  'POLICY.PREPAY.FULL',
  'POLICY.PREPAY.DEPOSIT',
  'POLICY.GUARANTEE',
  'POLICY.PAY.LATER',
  'POLICY.CANCEL.NONREFUNDABLE',
  'POLICY.CANCEL.BYHOTEL',
  'POLICY.CANCEL.FREE',
  'POLICY.CANCEL.FEE.FIRSTNIGHT',
  'POLICY.CANCEL.FEE.PERCENT',
] as const;

/** One sentence of a rate's terms: an i18n key of the apps and its values. */
export interface PolicyText {
  readonly key: (typeof POLICY_TEXT_KEYS)[number];
  readonly values: Readonly<Record<string, number>>;
}

/**
 * docs/rules.md#rate-policies: a rate's terms as the sentences a guest reads on the card and in the cart
 * (POLICY.* keys, translated by each app): what is paid now or held, then the cancellation.
 */
export function policyTexts(policy: RatePolicy, propertyDays: number | null): readonly PolicyText[] {
  const texts: PolicyText[] = [];
  if (policy.prepayment === 'full') texts.push({ key: 'POLICY.PREPAY.FULL', values: {} });
  else if (policy.prepayment === 'deposit')
    texts.push({ key: 'POLICY.PREPAY.DEPOSIT', values: { percent: policy.depositPercent ?? 0 } });
  else if (policy.guarantee) texts.push({ key: 'POLICY.GUARANTEE', values: {} });
  else texts.push({ key: 'POLICY.PAY.LATER', values: {} });
  const days = freeCancellationDays(policy, propertyDays);
  const fee: PolicyText =
    policy.cancellationFee === 'firstNight'
      ? { key: 'POLICY.CANCEL.FEE.FIRSTNIGHT', values: {} }
      : { key: 'POLICY.CANCEL.FEE.PERCENT', values: { percent: policy.cancellationFeePercent } };
  if (!policy.refundable) texts.push({ key: 'POLICY.CANCEL.NONREFUNDABLE', values: {} }, fee);
  else if (days === null) texts.push({ key: 'POLICY.CANCEL.BYHOTEL', values: {} });
  else texts.push({ key: 'POLICY.CANCEL.FREE', values: { days } }, fee);
  return texts;
}

/** A unit group's rates, by its id (a catalog's lookup). */
type RatesOf = (unitgroupId: number) => readonly Rateplan[] | undefined;
type RatedLine = { readonly unitgroupId: number; readonly rateplanId?: number | null | undefined };

/**
 * docs/rules.md#rate-policies: the terms of a booking's rate: that of its first unit group line (none chosen: the
 * first rate its unit group is sold at). Undefined without a unit group line or when the rate lists no terms.
 */
export function cartRatePolicy(lines: readonly RatedLine[], ratesOf: RatesOf): RatePolicy | undefined {
  const first = lines[0];
  if (!first) return undefined;
  const rates = ratesOf(first.unitgroupId) ?? [];
  return (rates.find((r) => r.id === first.rateplanId) ?? rates[0])?.policy;
}

/**
 * docs/rules.md#rate-policies: whether reserving takes a payment before the booking is Confirmed: the property takes
 * payments in the configurator, or the booking's rate asks for a prepayment and the property takes payments at all.
 */
export function reservationPaymentApplies(
  settings: Pick<Settings, 'paymentEnabled' | 'configuratorPaymentEnabled'>,
  policy: RatePolicy | undefined,
): boolean {
  return (
    configuratorPaymentApplies(settings) ||
    (settings.paymentEnabled && (policy?.prepayment ?? 'none') !== 'none')
  );
}
