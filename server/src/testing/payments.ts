import { expect } from 'vitest';
import type { TestApp } from './harness.ts';

/** The sandbox's test cards (docs/rules.md#payments): one that pays (and holds), one refused. */
export const TEST_CARD = '4111111111111111';
export const REFUSED_CARD = '4000000000000002';

let key = 0;

/**
 * The booker pays (or holds a card for) a booking through the sandbox's card fields, as the configurator does: a
 * session, the card tokenised, then makepayment. Answers the session's purpose and amount and the payment's result.
 */
export async function payByCard(
  t: TestApp,
  guestToken: string,
  booking: { readonly bookingcode: string; readonly bookingtoken: string },
  number = TEST_CARD,
  expiry = '12/30',
) {
  const call = async (path: string, body: unknown) => {
    const res = await t.request('POST', path, { token: guestToken, body });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const ref = { id: booking.bookingcode, token: booking.bookingtoken };
  const session = await call('/api/payment/sandbox/session', {
    booking: ref,
    idempotencyKey: `test-payment-${++key}`,
  });
  expect(session.status).toBe(200);
  const { ref: attempt, purpose, amount } = session.body as { ref: string; purpose: string; amount: number };
  const card = await call(`/api/payment/sandbox/tokenize/${attempt}`, { number, expiry });
  if (card.status !== 200) return { purpose, amount, tokenize: card.status, detail: null };
  const { transactionId } = card.body as { transactionId: string };
  const paid = await call('/api/booking/makepayment', { booking: ref, transactionId });
  return { purpose, amount, tokenize: 200, detail: (paid.body as { detail: string }).detail };
}
