import type { Money } from '../model/cart.ts';
import type { Cents } from '../model/entities.ts';

/*
 * Money arithmetic on integer cents. Rounding rule (documented for the server and the UI alike):
 * every division rounds half away from zero to whole cents, and it is done in integer arithmetic
 * so that 0.5 cent is never lost to binary floating point.
 */

/** Rounds a number to the nearest integer, halves away from zero (2.5 -> 3, -2.5 -> -3). */
export function roundHalfAwayFromZero(value: number): number {
  const magnitude = Math.floor(Math.abs(value) + 0.5);
  return value < 0 ? -magnitude : magnitude;
}

/**
 * A base price at a rate plan's percentage of it (a 20 % promotion is 80 %), in whole cents, halves away
 * from zero (docs/rules.md#rates): the one formula for list prices, availability answers and bookings.
 */
export function ratePrice(base: Cents, pricePercent: number): Cents {
  return roundHalfAwayFromZero((base * pricePercent) / 100);
}

// VAT rates may carry decimals (7.7 %): scaled to thousandths they become integers.
const RATE_SCALE = 1000;

/**
 * The VAT contained in a gross price (docs/rules.md#vat: VAT is the inclusive share of the price):
 * round(price * rate / (100 + rate)), half away from zero, computed on integers.
 */
export function inclusiveVat(price: Cents, ratePercent: number): Cents {
  if (price === 0 || ratePercent <= 0) return 0;
  const rate = Math.round(ratePercent * RATE_SCALE);
  const numerator = Math.abs(price) * rate;
  const denominator = 100 * RATE_SCALE + rate;
  const quotient = Math.floor(numerator / denominator);
  const remainder = numerator - quotient * denominator;
  const rounded = remainder * 2 >= denominator ? quotient + 1 : quotient;
  return price < 0 ? -rounded : rounded;
}

/** Adds an amount to a per-currency running total (mutates only the map it is given). */
export function addToCurrencyTotals(totals: Map<string, Cents>, currency: string, amount: Cents): void {
  totals.set(currency, (totals.get(currency) ?? 0) + amount);
}

/** Per-currency totals as a list sorted by currency code, so equal carts give equal lists. */
export function currencyTotals(totals: ReadonlyMap<string, Cents>): readonly Money[] {
  return [...totals.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([currency, amount]) => ({ currency, amount }));
}
