import type { Database } from '../db/client.ts';
import { DatabaseLimiter } from './databaseLimiter.ts';

/** How many wrong guesses a client may make per window. */
export interface GuessLimits {
  readonly maxFailures: number;
  readonly windowSeconds: number;
}

const DEFAULT_GUESS_LIMITS: GuessLimits = { maxFailures: 10, windowSeconds: 15 * 60 };

/**
 * Counts failed guesses (booking token and code lookups, reset tokens) per client. Once a client has too many
 * failures every guess is refused until the window ends, right or wrong. The counts live in PostgreSQL
 * (`login_attempt`, through `DatabaseLimiter`), so a second server process refuses the same client.
 */
export class GuessLimiter {
  readonly #store: DatabaseLimiter;
  readonly #max: number;

  constructor(database: Database, now: () => Date, limits: GuessLimits = DEFAULT_GUESS_LIMITS) {
    this.#max = limits.maxFailures;
    this.#store = new DatabaseLimiter(
      database,
      { keyPrefix: 'guess-ip', points: limits.maxFailures, duration: limits.windowSeconds },
      now,
    );
  }

  /**
   * Counts a guess before it is checked (one atomic increment, so concurrent guesses cannot slip past the
   * limit): null when the client may guess, else the seconds until its window ends. A right guess is given
   * back (`right`), so only wrong ones use up the budget.
   */
  async take(client: string): Promise<number | null> {
    const counted = await this.#store.penalty(client);
    if (counted.consumedPoints <= this.#max) return null;
    return Math.max(1, Math.ceil(counted.msBeforeNext / 1000));
  }

  /** A guess that was right: its count is given back. */
  async right(client: string): Promise<void> {
    await this.#store.reward(client);
  }
}
