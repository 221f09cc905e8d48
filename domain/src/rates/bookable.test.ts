import { describe, expect, it } from 'vitest';
import { answeredRate, bookableRates, lineRate } from './bookable.ts';

const flexible = { id: 1, name: 'Flexible' };
const nonRefundable = { id: 2, name: 'Non-refundable' };
const corporate = { id: 7, name: 'Corporate' };
const publicRates = [flexible, nonRefundable];

describe('the rates a guest may book', () => {
  it('are the public ones without a code', () => {
    expect(bookableRates(publicRates, null)).toEqual({ rates: publicRates, unknown: null });
  });
  it('put a known code’s rate first, and name an unknown code without changing the list', () => {
    expect(bookableRates(publicRates, { kind: 'customeraccount', rate: corporate })).toEqual({
      rates: [corporate, flexible, nonRefundable],
      unknown: null,
    });
    // A code for a public rate moves it first, once.
    expect(bookableRates(publicRates, { kind: 'promocode', rate: nonRefundable }).rates).toEqual([
      nonRefundable,
      flexible,
    ]);
    expect(bookableRates(publicRates, { kind: 'promocode', rate: null })).toEqual({
      rates: publicRates,
      unknown: 'promocode',
    });
  });
});

describe('the rate of a line', () => {
  it('is the chosen one, the first without a choice, and none for a rate the guest may not book', () => {
    expect(lineRate(publicRates, 2)).toBe(nonRefundable);
    expect(lineRate(publicRates, undefined)).toBe(flexible);
    expect(lineRate(publicRates, null)).toBe(flexible);
    expect(lineRate(publicRates, 7)).toBeNull();
    expect(lineRate([], undefined)).toBeNull();
  });
});

describe('the rate an availability answer prices a line at', () => {
  it('is the line’s rate, and the first for a rate the guest may no longer book', () => {
    expect(answeredRate(publicRates, 2)).toBe(nonRefundable);
    expect(answeredRate(publicRates, undefined)).toBe(flexible);
    expect(answeredRate(publicRates, 7)).toBe(flexible);
    expect(answeredRate([], 7)).toBeNull();
  });
});
