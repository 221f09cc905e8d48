/*
 * docs/rules.md#rate-policies: which rates a guest may book, and which rate a line is at. The server answers lists,
 * availability and bookings with them; the same rule decides every one of those answers.
 */

/** What the code a guest typed (a customer account number or a promo code) names. */
export interface GuestCode<R> {
  readonly kind: 'customeraccount' | 'promocode';
  /** The rate the code opens, null when the code is unknown (or its rate is gone). */
  readonly rate: R | null;
}

/** The rates a guest may book, the default first, and which code was not known. */
export interface BookableRates<R> {
  readonly rates: readonly R[];
  readonly unknown: GuestCode<R>['kind'] | null;
}

/**
 * The rates a guest may book: the public ones (the default first), and with a known code its rate first, before the
 * public ones. An unknown code changes nothing and is said (the guest is told, the list stays the public one).
 */
export function bookableRates<R extends { readonly id: number }>(
  publicRates: readonly R[],
  code: GuestCode<R> | null,
): BookableRates<R> {
  if (code === null) return { rates: publicRates, unknown: null };
  const { rate } = code;
  if (rate === null) return { rates: publicRates, unknown: code.kind };
  return { rates: [rate, ...publicRates.filter((r) => r.id !== rate.id)], unknown: null };
}

/**
 * The rate a line is at: the one chosen when the guest may book it, the first they may book when none is chosen;
 * null when the chosen one is not theirs to book (a refusal, not a fallback).
 */
export function lineRate<R extends { readonly id: number }>(
  rates: readonly R[],
  chosen: number | null | undefined,
): R | null {
  if (chosen === null || chosen === undefined) return rates[0] ?? null;
  return rates.find((r) => r.id === chosen) ?? null;
}

/**
 * The rate an availability answer prices a line at: the line's rate (`lineRate`), and for a rate the guest may no
 * longer book (a code taken back after choosing its rate) the first they may book, which the answer names so the
 * cart can follow it. Sending the booking at the old rate is refused (`lineRate` null), never priced silently.
 */
export function answeredRate<R extends { readonly id: number }>(
  rates: readonly R[],
  chosen: number | null | undefined,
): R | null {
  return lineRate(rates, chosen) ?? rates[0] ?? null;
}
