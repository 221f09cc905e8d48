/*
 * docs/rules.md#payments: what a provider's redirect brings back (3-D Secure, a bank's page) is kept when the booker
 * returns, so the payment dialog can resume after the full page load (reservation page, cart page or the dialog's
 * own page): Adyen's drop-in (and the sandbox's) appends `redirectResult`; our return URLs carry `paymentRef`, the
 * attempt's reference (Stripe's return has nothing else we read: the server asks Stripe how it ended).
 */
import { safeSessionStorage } from '../app/safeStorage.ts';

const KEY = 'venue_payment_redirect_result';
const PARAMS = ['paymentRef', 'redirectResult'] as const;
/** What a return adds to the page's URL: ours and Adyen's (its session's id too, in the sessions flow). */
const RETURN_PARAMS = [...PARAMS, 'sessionId'] as const;

/** What a return from a provider's redirect brought back: at least one of the two. */
export interface PaymentReturn {
  /** Our attempt's reference (`paymentRef`, put into the return URL by the dialog). */
  readonly ref?: string;
  /** Adyen's (or the sandbox drop-in's) `redirectResult`, for its payment details. */
  readonly redirectResult?: string;
}

/** The return in a query string (a page's search), or null when it carries none. */
export function readPaymentReturn(search: string): PaymentReturn | null {
  const params = new URLSearchParams(search);
  const ref = params.get('paymentRef');
  const redirectResult = params.get('redirectResult');
  if (!ref && !redirectResult) return null;
  return { ...(ref ? { ref } : {}), ...(redirectResult ? { redirectResult } : {}) };
}

/** A URL (absolute or a path) with `paymentRef=<ref>` added to its query, for a provider's return URL. */
export function withPaymentRef(url: string, ref: string): string {
  const parsed = new URL(url, window.location.origin);
  for (const name of RETURN_PARAMS) parsed.searchParams.delete(name);
  parsed.searchParams.set('paymentRef', ref);
  return /^https?:/.test(url) ? parsed.href : `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

/** This page as a provider's return path (the server adds the attempt's `paymentRef`): no earlier return in it. */
export function returnPathHere(): string {
  const here = new URL(window.location.href);
  for (const name of RETURN_PARAMS) here.searchParams.delete(name);
  return `${here.pathname}${here.search}`;
}

/** Keeps a return until the payment dialog reads it. */
export function storePaymentReturn(value: PaymentReturn): void {
  try {
    safeSessionStorage.setItem(KEY, JSON.stringify(value));
  } catch (error) {
    console.error('Storing the payment return failed', error);
  }
}

/** Reads a stored return; an entry of an older build (the bare redirect result) is still understood. */
function parseStored(value: string): PaymentReturn | null {
  try {
    const parsed: unknown = JSON.parse(value);
    if (typeof parsed !== 'object' || parsed === null) return { redirectResult: value };
    const { ref, redirectResult } = parsed as Record<string, unknown>;
    const kept = {
      ...(typeof ref === 'string' && ref ? { ref } : {}),
      ...(typeof redirectResult === 'string' && redirectResult ? { redirectResult } : {}),
    };
    return Object.keys(kept).length > 0 ? kept : null;
  } catch {
    return { redirectResult: value };
  }
}

/**
 * Takes (reads and forgets) the return: the stored one, else the current page's URL. The URL loses its parameters
 * (history.replaceState) so that a reload does not resume (and ask the provider) again.
 */
export function takePaymentReturn(): PaymentReturn | null {
  let stored: PaymentReturn | null = null;
  try {
    const value = safeSessionStorage.getItem(KEY);
    safeSessionStorage.removeItem(KEY);
    stored = value ? parseStored(value) : null;
  } catch {
    stored = null;
  }
  const fromUrl = readPaymentReturn(window.location.search);
  if (fromUrl) {
    const url = new URL(window.location.href);
    for (const name of RETURN_PARAMS) url.searchParams.delete(name);
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }
  return stored ?? fromUrl;
}
