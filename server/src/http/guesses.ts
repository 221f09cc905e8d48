import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { ErrorKey } from '../api/index.ts';
import { bookingNotFound, findByTokenAndCode } from '../booking/service.ts';
import type { AppDeps, AppEnv } from './context.ts';
import { ApiFailure } from './errors.ts';

/** The client a guess is counted against: the peer address (no proxy headers are trusted). */
export function clientOf(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'local';
  }
}

/**
 * Looks something up by a secret the client may be guessing (a booking token and code, a payment
 * reference): refused while the client is over its guess budget; a miss counts against it and throws `miss()`.
 */
export async function guardedLookup<T>(
  deps: Pick<AppDeps, 'limiter'>,
  c: Context,
  find: () => Promise<T | null | undefined>,
  miss: () => ApiFailure,
): Promise<T> {
  const client = clientOf(c);
  if (!(await deps.limiter.allowed(client))) {
    throw new ApiFailure(429, ErrorKey.rateLimited, 'Too many attempts; try again later');
  }
  const found = await find();
  if (found === null || found === undefined) {
    await deps.limiter.fail(client);
    throw miss();
  }
  return found;
}

/** A booking of the caller's property by token and code; a wrong token and a wrong code get the same answer. */
export const bookingByTokenAndCode = (deps: AppDeps, c: Context<AppEnv>, token: string, code: string) =>
  guardedLookup(deps, c, () => findByTokenAndCode(deps, c.get('propertyId'), token, code), bookingNotFound);
