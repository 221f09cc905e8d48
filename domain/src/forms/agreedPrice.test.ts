import { describe, expect, it } from 'vitest';
import { AGREED_UNIT_PRICE_MAX, agreedUnitPriceProblem } from './agreedPrice.ts';

describe('an agreed unit price typed by the hotel', () => {
  it('may be anything from 0 to one million in whole cents, or nothing (the rate’s price)', () => {
    for (const fine of [null, 0, 1, 1990, AGREED_UNIT_PRICE_MAX])
      expect(agreedUnitPriceProblem(fine)).toBeNull();
  });
  it('says what is wrong with a negative, a fractional cent, a too high or a broken amount', () => {
    for (const bad of [-1, 19.5, AGREED_UNIT_PRICE_MAX + 1, Number.NaN, Number.POSITIVE_INFINITY])
      expect(agreedUnitPriceProblem(bad)).toBe('FORM.ERROR.AGREEDPRICE');
  });
});
