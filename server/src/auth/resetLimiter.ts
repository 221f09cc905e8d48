import type { Database } from '../db/client.ts';
import { DatabaseLimiter } from '../security/databaseLimiter.ts';

/** How many password-reset requests are allowed per window, per e-mail and per client address. */
export interface ResetLimits {
  readonly perAccount: number;
  readonly perClient: number;
  /** Window length in seconds. */
  readonly windowSeconds: number;
}

export const DEFAULT_RESET_LIMITS: ResetLimits = { perAccount: 5, perClient: 20, windowSeconds: 3600 };

/**
 * Limits password-reset requests so nobody floods an inbox or probes many e-mails: every request counts
 * (in the database, like the login limiter, so every process sees it), keyed by the e-mail as typed whether
 * an account exists or not, so the limit tells nothing about which e-mails have accounts.
 */
export class ResetLimiter {
  readonly #account: DatabaseLimiter;
  readonly #client: DatabaseLimiter;

  constructor(database: Database, now: () => Date, limits: ResetLimits = DEFAULT_RESET_LIMITS) {
    const duration = limits.windowSeconds;
    this.#account = new DatabaseLimiter(
      database,
      { keyPrefix: 'reset-account', points: limits.perAccount, duration },
      now,
    );
    this.#client = new DatabaseLimiter(
      database,
      { keyPrefix: 'reset-ip', points: limits.perClient, duration },
      now,
    );
  }

  /** Counts a request; false when the e-mail or the client has used up its requests. */
  async attempt(email: string, client: string): Promise<boolean> {
    const account = await this.#account.penalty(email);
    const fromClient = await this.#client.penalty(client);
    return account.consumedPoints <= this.#account.points && fromClient.consumedPoints <= this.#client.points;
  }
}
