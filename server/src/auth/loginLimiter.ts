import type { Database } from '../db/client.ts';
import { DatabaseLimiter } from '../security/databaseLimiter.ts';

/** How many login attempts that fail are allowed per window, per account and per client address. */
export interface LoginLimits {
  readonly perAccount: number;
  readonly perClient: number;
  /** Window length in seconds. */
  readonly windowSeconds: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = { perAccount: 10, perClient: 30, windowSeconds: 15 * 60 };

/**
 * Brute-force protection of the staff login. An attempt is counted before the password is checked
 * (one atomic increment, so concurrent guesses cannot slip past the limit) and refunded when it
 * succeeds. Accounts are keyed by the e-mail as typed, whether the account exists or not, so a locked
 * answer says nothing about which e-mails have accounts.
 */
export class LoginLimiter {
  readonly #account: DatabaseLimiter;
  readonly #client: DatabaseLimiter;

  constructor(database: Database, now: () => Date, limits: LoginLimits = DEFAULT_LOGIN_LIMITS) {
    const duration = limits.windowSeconds;
    this.#account = new DatabaseLimiter(
      database,
      { keyPrefix: 'login-account', points: limits.perAccount, duration },
      now,
    );
    this.#client = new DatabaseLimiter(
      database,
      { keyPrefix: 'login-ip', points: limits.perClient, duration },
      now,
    );
  }

  /** Counts an attempt; false when the account or the client has used up its attempts. */
  async attempt(email: string, client: string): Promise<boolean> {
    const account = await this.#account.penalty(email);
    const fromClient = await this.#client.penalty(client);
    return account.consumedPoints <= this.#account.points && fromClient.consumedPoints <= this.#client.points;
  }

  /** A successful login: the account starts over and the client gets its attempt back. */
  async succeeded(email: string, client: string): Promise<void> {
    await this.#account.delete(email);
    await this.#client.reward(client);
  }
}
