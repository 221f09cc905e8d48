import type { Database } from '../db/client.ts';
import { DatabaseLimiter } from '../security/databaseLimiter.ts';

/** How many attempts are allowed per window, per account (e-mail as typed) and per client address. */
export interface LoginLimits {
  readonly perAccount: number;
  readonly perClient: number;
  /** Window length in seconds. */
  readonly windowSeconds: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = { perAccount: 10, perClient: 100, windowSeconds: 15 * 60 };

/**
 * Attempts counted per account and per client in the database (every server process sees them). Accounts are
 * keyed by the e-mail as typed, whether the account exists or not, so a refusal says nothing about which
 * e-mails have accounts. `prefix` keeps the counters of different uses apart.
 */
export class AccountClientLimiter {
  readonly #account: DatabaseLimiter;
  readonly #client: DatabaseLimiter;

  constructor(database: Database, now: () => Date, limits: LoginLimits, prefix: string) {
    const duration = limits.windowSeconds;
    this.#account = new DatabaseLimiter(
      database,
      { keyPrefix: `${prefix}-account`, points: limits.perAccount, duration },
      now,
    );
    this.#client = new DatabaseLimiter(
      database,
      { keyPrefix: `${prefix}-ip`, points: limits.perClient, duration },
      now,
    );
  }

  /** Counts an attempt; false when the account or the client has used up its attempts. */
  async attempt(email: string, client: string): Promise<boolean> {
    return (await this.take(email, client)) === null;
  }

  /**
   * Counts an attempt; null when it may go ahead, else the seconds until the account and the client may try again
   * (a 429's Retry-After).
   */
  async take(email: string, client: string): Promise<number | null> {
    const account = await this.#account.penalty(email);
    const fromClient = await this.#client.penalty(client);
    const waits = [
      account.consumedPoints > this.#account.points ? account.msBeforeNext : -1,
      fromClient.consumedPoints > this.#client.points ? fromClient.msBeforeNext : -1,
    ].filter((ms) => ms >= 0);
    return waits.length === 0 ? null : Math.max(1, Math.ceil(Math.max(...waits) / 1000));
  }

  /** A successful login: the account starts over and the client gets its attempt back. */
  async succeeded(email: string, client: string): Promise<void> {
    await this.#account.delete(email);
    await this.#client.reward(client);
  }
}

/**
 * Brute-force protection of the staff login. An attempt is counted before the password is checked
 * (one atomic increment, so concurrent guesses cannot slip past the limit) and refunded when it succeeds.
 */
export class LoginLimiter extends AccountClientLimiter {
  constructor(database: Database, now: () => Date, limits: LoginLimits = DEFAULT_LOGIN_LIMITS) {
    super(database, now, limits, 'login');
  }
}
