import type { Database } from '../db/client.ts';
import { DatabaseLimiter } from './databaseLimiter.ts';

/**
 * How many anonymous writes of one kind (booking requests, the booker's messages) one client and one recipient
 * (the booker's e-mail address, the booking written about) may make per hour.
 */
export interface WriteLimits {
  readonly perClient: number;
  readonly perRecipient: number;
}

/** docs/api.md#limits: a guest requests a few offers an hour; a script mailing strangers is stopped at the 10th. */
export const DEFAULT_BOOKING_REQUEST_LIMITS: WriteLimits = { perClient: 30, perRecipient: 10 };
/** A booker writes to the hotel now and then; a flood of messages about one booking is stopped. */
export const DEFAULT_MESSAGE_LIMITS: WriteLimits = { perClient: 60, perRecipient: 20 };

const HOUR_SECONDS = 3600;

/**
 * Counts anonymous writes per client and per recipient in PostgreSQL (every server process sees the same counts).
 * Each write is counted before it is done, in one atomic increment per key, so concurrent requests cannot slip
 * past the limit.
 */
export class WriteLimiter {
  readonly #client: DatabaseLimiter;
  readonly #recipient: DatabaseLimiter;

  constructor(database: Database, now: () => Date, limits: WriteLimits, prefix: string) {
    this.#client = new DatabaseLimiter(
      database,
      { keyPrefix: `${prefix}-ip`, points: limits.perClient, duration: HOUR_SECONDS },
      now,
    );
    this.#recipient = new DatabaseLimiter(
      database,
      { keyPrefix: `${prefix}-to`, points: limits.perRecipient, duration: HOUR_SECONDS },
      now,
    );
  }

  /** Counts a write; null when it may go ahead, else the seconds until the client or recipient may write again. */
  async take(recipient: string, client: string): Promise<number | null> {
    const [byClient, byRecipient] = await Promise.all([
      this.#client.penalty(client),
      this.#recipient.penalty(recipient.toLowerCase()),
    ]);
    const waits = [
      byClient.consumedPoints > this.#client.points ? byClient.msBeforeNext : -1,
      byRecipient.consumedPoints > this.#recipient.points ? byRecipient.msBeforeNext : -1,
    ].filter((ms) => ms >= 0);
    return waits.length === 0 ? null : Math.max(1, Math.ceil(Math.max(...waits) / 1000));
  }
}

/** Parses a limits variable: `<per client>,<per recipient>` (whole numbers of at least 1). */
export function readWriteLimits(name: string, text: string | undefined, fallback: WriteLimits): WriteLimits {
  if (text === undefined || text.trim() === '') return fallback;
  const parts = text.split(',').map((part) => Number(part.trim()));
  if (parts.length !== 2 || !parts.every((n) => Number.isInteger(n) && n >= 1))
    throw new Error(
      `${name} must be two whole numbers of at least 1, <per client>,<per recipient>; got ${text}`,
    );
  return { perClient: parts[0] as number, perRecipient: parts[1] as number };
}
