import type { Database } from '../db/client.ts';
import {
  deleteUserSession,
  findUserSession,
  insertUserSession,
  rotateUserSession,
  type SessionHashes,
} from '../db/userQueries.ts';
import { hashToken, newToken } from './tokens.ts';

/** An access token lasts an hour; the refresh token that renews it lasts 30 days. */
export const ACCESS_TOKEN_MS = 3600_000;
export const REFRESH_TOKEN_MS = 30 * 86_400_000;

/** The secrets handed to a staff client once; the server keeps only their hashes. */
export interface StaffTokens {
  readonly token: string;
  readonly refreshToken: string;
  readonly expiresAt: Date;
  readonly refreshExpiresAt: Date;
}

function newTokens(now: Date): { tokens: StaffTokens; hashes: SessionHashes } {
  const token = newToken();
  const refreshToken = newToken();
  const expiresAt = new Date(now.getTime() + ACCESS_TOKEN_MS);
  const refreshExpiresAt = new Date(now.getTime() + REFRESH_TOKEN_MS);
  return {
    tokens: { token, refreshToken, expiresAt, refreshExpiresAt },
    hashes: {
      tokenHash: hashToken(token),
      refreshHash: hashToken(refreshToken),
      expiresAt,
      refreshExpiresAt,
    },
  };
}

/**
 * Staff logins in the database (so every server process knows them). Nothing is cached: a logout or a
 * rotation takes effect at once everywhere.
 */
export class StaffSessions {
  constructor(private readonly database: Database) {}

  /** Starts a session for a user who proved their password. */
  async create(userId: number, now: Date): Promise<StaffTokens> {
    const { tokens, hashes } = newTokens(now);
    await this.database.run((db) => insertUserSession(db, userId, hashes, now));
    return tokens;
  }

  /** The user of a live access token, or null. */
  async userOf(token: string, now: Date): Promise<number | null> {
    const row = await this.database.run((db) => findUserSession(db, hashToken(token), now));
    return row?.userId ?? null;
  }

  /**
   * Swaps a live refresh token for new access and refresh tokens; the old pair stops working. Null if not live.
   * A refresh token presented after it was swapped ends its whole session (the pair it was swapped for included).
   */
  async refresh(refreshToken: string, now: Date): Promise<{ userId: number; tokens: StaffTokens } | null> {
    const { tokens, hashes } = newTokens(now);
    const outcome = await this.database.run((db) =>
      rotateUserSession(db, hashToken(refreshToken), hashes, now),
    );
    return outcome.kind === 'rotated' ? { userId: outcome.userId, tokens } : null;
  }

  /** Ends the session of an access token (logout); whether there was one. */
  end(token: string): Promise<boolean> {
    return this.database.run((db) => deleteUserSession(db, hashToken(token)));
  }
}
