import { addDaysToIsoDate, parseIsoDate } from '../dates/isoDate.ts';
import type { Cents, RatePolicy, Rateplan } from '../model/entities.ts';
import { roundHalfAwayFromZero } from '../pricing/money.ts';
import { configuratorPaymentApplies, offerPaymentApplies, type Settings } from '../settings/typedSettings.ts';

/*
 * docs/rules.md#rate-policies: what a rate plan asks of the guest: what is paid when booking, whether a card is
 * held, and until when cancelling is free and what it costs after that. The catalog carries it per rate plan; the
 * card and the cart say it in sentences (`policyTexts`), the lifecycle reads its free cancellation.
 */

export type { RatePolicy } from '../model/entities.ts';

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

/**
 * docs/rules.md#rate-policies: what a booking's payment charges when booking: what its rate asks for (all, or its
 * deposit); at a rate that asks for nothing, the property's deposit of configurator payments
 * (configurator.payment.depositInPercent, 0 to 100 % of the total).
 */
export function amountChargedWhenBooking(
  policy: RatePolicy | undefined,
  total: Cents,
  depositPercent: number,
): Cents {
  if (policy && policy.prepayment !== 'none') return amountDueNow(policy, total);
  const percent = Math.min(100, Math.max(0, depositPercent));
  return roundHalfAwayFromZero((total * percent) / 100);
}

/** Every key `policyTexts` may answer (each app translates them all). */
export const POLICY_TEXT_KEYS = [
  'POLICY.PREPAY.FULL',
  'POLICY.PREPAY.DEPOSIT',
  'POLICY.GUARANTEE',
  'POLICY.PAY.LATER',
  'POLICY.PAY.ONOFFER',
  'POLICY.PAY.ONOFFER.FULL',
  'POLICY.GUARANTEE.ONOFFER',
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

/** What the terms of a rate depend on besides the rate: the property's payment settings. */
export type PolicyTextSettings = Pick<
  Settings,
  | 'paymentEnabled'
  | 'configuratorPaymentEnabled'
  | 'onlineOfferPaymentEnabled'
  | 'configuratorPaymentDepositInPercent'
>;

/**
 * The percent of the total a charge takes (as `amountChargedWhenBooking` charges it): the rate's prepayment, else the
 * property's deposit (0 to 100 %).
 */
function chargedPercent(policy: RatePolicy, depositPercent: number): number {
  if (policy.prepayment === 'full') return 100;
  if (policy.prepayment === 'deposit') return policy.depositPercent ?? 0;
  return Math.min(100, Math.max(0, depositPercent));
}

/**
 * docs/rules.md#rate-policies: a rate's terms as the sentences a guest reads on the card and in the cart (POLICY.*
 * keys, translated by each app): what is paid or held, then the cancellation. What is paid or held is what
 * `bookingCollects` takes for a booking that comes in as `origin`: a reservation pays or holds when booking, a request
 * when the booker accepts the hotel's offer (nothing now); nothing collected says nothing to pay now.
 */
export function policyTexts(
  policy: RatePolicy,
  propertyDays: number | null,
  settings: PolicyTextSettings,
  origin: 'request' | 'reservation',
): readonly PolicyText[] {
  const texts: PolicyText[] = [];
  const collects = bookingCollects(settings, origin, policy);
  const percent =
    collects === 'charge' ? chargedPercent(policy, settings.configuratorPaymentDepositInPercent) : 0;
  if (collects === 'hold')
    texts.push({
      key: origin === 'reservation' ? 'POLICY.GUARANTEE' : 'POLICY.GUARANTEE.ONOFFER',
      values: {},
    });
  else if (collects !== 'charge' || percent <= 0) texts.push({ key: 'POLICY.PAY.LATER', values: {} });
  else if (origin === 'reservation')
    texts.push(
      percent >= 100
        ? { key: 'POLICY.PREPAY.FULL', values: {} }
        : { key: 'POLICY.PREPAY.DEPOSIT', values: { percent } },
    );
  else
    texts.push(
      percent >= 100
        ? { key: 'POLICY.PAY.ONOFFER.FULL', values: {} }
        : { key: 'POLICY.PAY.ONOFFER', values: { percent } },
    );
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

/** What reserving takes before the booking is Confirmed: a charge, a card held as a guarantee, or nothing. */
export type ReservationCollects = 'charge' | 'hold' | null;

/**
 * docs/rules.md#rate-policies: what reserving takes before the booking is Confirmed: a charge when the rate asks for
 * a prepayment or the property takes payments in the configurator; a card held when the rate asks for a guarantee;
 * nothing otherwise. Only a property that takes payments at all (payment.enabled) charges or holds for a rate.
 */
export function reservationCollects(
  settings: Pick<Settings, 'paymentEnabled' | 'configuratorPaymentEnabled'>,
  policy: RatePolicy | undefined,
): ReservationCollects {
  if (settings.paymentEnabled && (policy?.prepayment ?? 'none') !== 'none') return 'charge';
  if (configuratorPaymentApplies(settings)) return 'charge';
  if (settings.paymentEnabled && policy?.guarantee) return 'hold';
  return null;
}

/**
 * docs/rules.md#rate-policies: what confirming an offer (a request the hotel answered) takes before it is Confirmed,
 * whoever confirms it: a charge when its rate asks for a prepayment (a rate "paid in full when booking" is never
 * confirmed unpaid), or when the property has offers paid online (online.offer.payment.enabled adds a payment where
 * the rate asks none); a card held when the rate asks for a guarantee; nothing otherwise. Only a property that takes
 * payments at all charges or holds for a rate.
 */
export function offerCollects(
  settings: Pick<Settings, 'paymentEnabled' | 'onlineOfferPaymentEnabled'>,
  policy: RatePolicy | undefined,
): ReservationCollects {
  if (settings.paymentEnabled && (policy?.prepayment ?? 'none') !== 'none') return 'charge';
  if (offerPaymentApplies(settings)) return 'charge';
  if (settings.paymentEnabled && policy?.guarantee) return 'hold';
  return null;
}

/** What a booking takes before it is Confirmed, as it came in: a reservation's or an offer's (see above). */
export function bookingCollects(
  settings: Pick<Settings, 'paymentEnabled' | 'configuratorPaymentEnabled' | 'onlineOfferPaymentEnabled'>,
  origin: 'request' | 'reservation',
  policy: RatePolicy | undefined,
): ReservationCollects {
  return origin === 'reservation' ? reservationCollects(settings, policy) : offerCollects(settings, policy);
}

/** One stored room line as the first-night price reads it. */
interface NightlyLine {
  /** The price of one unit for one night (the line's unit price). */
  readonly unitPrice?: Cents | null;
  readonly itemcount: number;
  /** A room sold by the night (a meeting room's line is not). */
  readonly overnight: boolean;
}

/** The price of a booking's first night: the unit price of every overnight line times its rooms. */
export function firstNightPrice(lines: readonly NightlyLine[]): Cents {
  return lines.reduce((sum, l) => (l.overnight ? sum + (l.unitPrice ?? 0) * l.itemcount : sum), 0);
}

/** What cancelling a confirmed booking costs now (cents): its fee, and the part charged now to the held card. */
export interface CancellationCost {
  readonly free: boolean;
  readonly fee: Cents;
  readonly charge: Cents;
}

/** What cancelling costs and how the fee can be collected: the booking's money as the server stores it. */
export interface CancellationMoney {
  readonly total: Cents;
  readonly firstNight: Cents;
  /** What the guest paid when booking. */
  readonly paid: Cents;
  /** A card is held as a guarantee: the fee can be charged to it. */
  readonly cardHeld: boolean;
  /**
   * Authorised at the provider and not yet captured (docs/payments.md#capturing-later): the fee's part the payment
   * does not cover is captured from it before the held card is charged. None when absent.
   */
  readonly authorised?: Cents;
}

/**
 * docs/rules.md#rate-policies: what the booker's cancellation of a confirmed booking costs on `today`: nothing within
 * the free period; after it (or never free, a non-refundable rate) the rate's fee (a percent of the total, or the
 * first night), kept from what was paid, then captured from what is authorised, and the rest charged to the held
 * card. Null when the booker cannot cancel: the property gives no cancellation period, or a fee is due that neither
 * the payment, an authorisation nor a held card covers (then only the hotel cancels).
 */
export function cancellationCost(
  policy: RatePolicy,
  propertyDays: number | null,
  today: string,
  arrival: string,
  money: CancellationMoney,
): CancellationCost | null {
  if (cancelsFree(policy, propertyDays, today, arrival)) return { free: true, fee: 0, charge: 0 };
  if (freeCancellationDays(policy, propertyDays) === null && policy.refundable) return null;
  const fee = Math.min(
    money.total,
    policy.cancellationFee === 'firstNight'
      ? money.firstNight
      : roundHalfAwayFromZero((money.total * policy.cancellationFeePercent) / 100),
  );
  const charge = Math.max(0, fee - money.paid - (money.authorised ?? 0));
  if (charge > 0 && !money.cardHeld) return null;
  return { free: false, fee, charge };
}
