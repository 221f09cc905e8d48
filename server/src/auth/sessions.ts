import type { Database } from '../db/client.ts';
import { findSession, insertSession } from '../db/sessionQueries.ts';
import { hashToken, newToken } from './tokens.ts';

const SESSION_HOURS = 24;

/**
 * Anonymous property logins. The token is random and only its hash is stored; lookups are cached
 * briefly so that every API call does not cost a query.
 */
export class Sessions {
  readonly #cache = new Map<string, { propertyId: number; expiresAt: number; checkedAt: number }>();

  constructor(private readonly database: Database) {}

  async create(propertyId: number, now = new Date()): Promise<{ token: string; expiresAt: Date }> {
    const token = newToken();
    const expiresAt = new Date(now.getTime() + SESSION_HOURS * 3600_000);
    await this.database.run((db) => insertSession(db, hashToken(token), propertyId, expiresAt));
    return { token, expiresAt };
  }

  /** The property a token gives access to, or null for an unknown or expired token. */
  async propertyOf(token: string, now = new Date()): Promise<number | null> {
    const hash = hashToken(token);
    const hit = this.#cache.get(hash);
    if (hit && hit.expiresAt > now.getTime() && now.getTime() - hit.checkedAt < 60_000) return hit.propertyId;
    const row = await this.database.run((db) => findSession(db, hash, now));
    if (!row) {
      this.#cache.delete(hash);
      return null;
    }
    if (this.#cache.size > 10_000) this.#cache.clear();
    this.#cache.set(hash, {
      propertyId: row.propertyId,
      expiresAt: row.expiresAt.getTime(),
      checkedAt: now.getTime(),
    });
    return row.propertyId;
  }
}
