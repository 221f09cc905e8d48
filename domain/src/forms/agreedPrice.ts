import type { Cents } from '../model/entities.ts';
import { formErrorKey } from './errorKeys.ts';

/** docs/rules.md#rates: the highest unit price the hotel can agree for a line (one million in cents). */
export const AGREED_UNIT_PRICE_MAX: Cents = 100_000_000;

/**
 * docs/rules.md#rates: what is wrong with a unit price typed for a line as a FORM.ERROR key (FORM.ERROR.AGREEDPRICE
 * for a negative, fractional-cent or too high amount), or null when it can be agreed. Null input means the
 * rate's price and is always fine. The server's schema refuses the same amounts.
 */
export function agreedUnitPriceProblem(cents: number | null): string | null {
  if (cents === null) return null;
  const fine = Number.isInteger(cents) && cents >= 0 && cents <= AGREED_UNIT_PRICE_MAX;
  return fine ? null : formErrorKey('agreedprice');
}
