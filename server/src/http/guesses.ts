import type { Context } from 'hono';
import { bookingNotFound, findByTokenAndCode } from '../booking/service.ts';
import { type Failure, rateLimited } from '../failures.ts';

export { loginLocked, rateLimited } from '../failures.ts';

import type { AppDeps, AppEnv } from './context.ts';

/**
 * The client a request is counted against: its address as the app's middleware found it (the peer, or what a
 * trusted proxy forwarded: security/clientAddress.ts, TRUST_PROXY); 'local' for in-process requests.
 */
export function clientOf(c: Context): string {
  const client: unknown = c.get('client');
  return typeof client === 'string' ? client : 'local';
}

/**
 * Looks something up by a secret the client may be guessing (a booking token and code, a payment
 * reference): refused while the client is over its guess budget; a miss counts against it and throws `miss()`.
 * The guess is counted before the lookup and given back when it was right, so concurrent guesses stop at the limit.
 */
export async function guardedLookup<T>(
  deps: Pick<AppDeps, 'limiter'>,
  c: Context,
  find: () => Promise<T | null | undefined>,
  miss: () => Failure,
): Promise<T> {
  const client = clientOf(c);
  const wait = await deps.limiter.take(client);
  if (wait !== null) throw rateLimited(wait);
  const found = await find();
  if (found === null || found === undefined) throw miss();
  await deps.limiter.right(client);
  return found;
}

/**
 * A booking of the caller's property by token and code; a wrong token and a wrong code get the same answer. The code
 * is the booking code (internal id, case ignored) or the external id, never the numeric id: the booker's link carries
 * that one (`loadBooking`, docs/pages.md#reopening-a-booking), so it would open the booking without the code.
 */
export const bookingByTokenAndCode = (deps: AppDeps, c: Context<AppEnv>, token: string, code: string) =>
  guardedLookup(
    deps,
    c,
    async () => {
      const row = await findByTokenAndCode(deps, c.get('propertyId'), token, code);
      return row && (row.internalId === code.toUpperCase() || row.externalId === code) ? row : null;
    },
    bookingNotFound,
  );
