import { createRequire } from 'node:module';
import type { Database } from '../db/client.ts';
import {
  type AttemptRow,
  deleteLoginAttempt,
  findLoginAttempt,
  purgeLoginAttempts,
  upsertLoginAttempt,
} from '../db/loginAttemptQueries.ts';

type Flexible = typeof import('rate-limiter-flexible');
// The package is CommonJS and its index does not export the store base class: load both from it directly.
const require = createRequire(import.meta.url);
const { RateLimiterRes } = require('rate-limiter-flexible') as Flexible;
const RateLimiterStoreAbstract =
  require('rate-limiter-flexible/lib/RateLimiterStoreAbstract.js') as Flexible['RateLimiterStoreAbstract'];
type RateLimiterRes = InstanceType<Flexible['RateLimiterRes']>;

/** Every this many writes, counters whose window ended an hour ago are deleted. */
const PURGE_EVERY = 200;
const PURGE_AFTER_MS = 3600_000;

export interface DatabaseLimiterOptions {
  /** Distinguishes limiters sharing the table (e.g. 'login-account', 'login-ip'). */
  readonly keyPrefix: string;
  /** Points allowed per window. */
  readonly points: number;
  /** Window length in seconds, counted from the first point. */
  readonly duration: number;
}

/**
 * A rate-limiter-flexible store over our `Database` (PGlite or node-postgres): counters live in the
 * `login_attempt` table, so every server process sees the same counts (docs: architecture, shared state
 * lives in PostgreSQL). The library calls `_upsert`, `_get` and `_delete` and turns rows into results
 * with `_getRateLimiterRes`.
 */
export class DatabaseLimiter extends RateLimiterStoreAbstract {
  readonly #database: Database;
  readonly #now: () => Date;
  #writes = 0;

  constructor(database: Database, options: DatabaseLimiterOptions, now: () => Date = () => new Date()) {
    super({ ...options, storeClient: database });
    this.#database = database;
    this.#now = now;
  }

  _getRateLimiterRes(_rlKey: string, changedPoints: number, row: AttemptRow): RateLimiterRes {
    const msBeforeNext = row.expiresAt ? Math.max(row.expiresAt.getTime() - this.#now().getTime(), 0) : -1;
    return new RateLimiterRes(
      Math.max(this.points - row.points, 0),
      msBeforeNext,
      row.points,
      row.points === changedPoints,
    );
  }

  async _upsert(rlKey: string, points: number, msDuration: number, forceExpire = false): Promise<AttemptRow> {
    const now = this.#now();
    const expiresAt = msDuration > 0 ? new Date(now.getTime() + msDuration) : null;
    const row = await this.#database.run((db) =>
      upsertLoginAttempt(db, rlKey, points, expiresAt, forceExpire, now),
    );
    if (++this.#writes % PURGE_EVERY === 0) {
      const before = new Date(now.getTime() - PURGE_AFTER_MS);
      await this.#database.run((db) => purgeLoginAttempts(db, before));
    }
    return row;
  }

  _get(rlKey: string): Promise<AttemptRow | null> {
    return this.#database.run((db) => findLoginAttempt(db, rlKey, this.#now()));
  }

  _delete(rlKey: string): Promise<boolean> {
    return this.#database.run((db) => deleteLoginAttempt(db, rlKey));
  }
}
