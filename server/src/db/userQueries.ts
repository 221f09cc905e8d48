import { and, asc, eq, gt, lte } from 'drizzle-orm';
import type { Db } from './client.ts';
import * as t from './schema.ts';
import * as u from './userSchema.ts';

/** The password hash of the user with this (lower-cased) e-mail, or null. */
export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db
    .select({ id: u.appUser.id, passwordHash: u.appUser.passwordHash })
    .from(u.appUser)
    .where(eq(u.appUser.email, email));
  return row ?? null;
}

/** A user with the properties they work for and their role at each (ordered by property id), or null. */
export async function loadStaffUser(db: Db, userId: number) {
  const [user] = await db
    .select({ id: u.appUser.id, email: u.appUser.email, name: u.appUser.name })
    .from(u.appUser)
    .where(eq(u.appUser.id, userId));
  if (!user) return null;
  const properties = await db
    .select({
      id: t.property.id,
      key: t.property.key,
      name: t.property.name,
      currency: t.property.currency,
      role: u.userProperty.role,
    })
    .from(u.userProperty)
    .innerJoin(t.property, eq(t.property.id, u.userProperty.propertyId))
    .where(eq(u.userProperty.userId, userId))
    .orderBy(asc(t.property.id));
  return { ...user, properties };
}
export type StaffUserRow = NonNullable<Awaited<ReturnType<typeof loadStaffUser>>>;

/** The stored half of a staff session: hashes of both tokens and their ends. */
export interface SessionHashes {
  readonly tokenHash: string;
  readonly refreshHash: string;
  readonly expiresAt: Date;
  readonly refreshExpiresAt: Date;
}

/** Stores a staff session; the user's sessions whose refresh token has run out are dropped on the way. */
export async function insertUserSession(db: Db, userId: number, hashes: SessionHashes, now: Date) {
  await db
    .delete(u.userSession)
    .where(and(eq(u.userSession.userId, userId), lte(u.userSession.refreshExpiresAt, now)));
  await db.insert(u.userSession).values({ userId, ...hashes });
}

/** The user of a live access token, or null. */
export async function findUserSession(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ userId: u.userSession.userId })
    .from(u.userSession)
    .where(and(eq(u.userSession.tokenHash, tokenHash), gt(u.userSession.expiresAt, now)));
  return row ?? null;
}

/** What presenting a refresh token came to: the session's user with the new pair stored, a reuse, or nothing. */
export type RotateOutcome =
  | { readonly kind: 'rotated'; readonly userId: number }
  | { readonly kind: 'reused' }
  | { readonly kind: 'unknown' };

/**
 * Replaces both tokens of the session a live refresh token belongs to and remembers the old refresh token as used
 * (docs/api.md#authentication). A refresh token that was already swapped ends its session: whoever presents it
 * holds a copy, and the pair swapped for it, now in someone's hands, stops working too. Of two concurrent
 * refreshes with the same token only one matches the update; the other finds the token used.
 */
export async function rotateUserSession(
  db: Db,
  refreshHash: string,
  next: SessionHashes,
  now: Date,
): Promise<RotateOutcome> {
  return db.transaction(async (tx) => {
    await tx.delete(u.userSessionUsedRefresh).where(lte(u.userSessionUsedRefresh.expiresAt, now));
    const [row] = await tx
      .update(u.userSession)
      .set({ ...next })
      .where(and(eq(u.userSession.refreshHash, refreshHash), gt(u.userSession.refreshExpiresAt, now)))
      .returning({ id: u.userSession.id, userId: u.userSession.userId });
    if (row) {
      // Kept as long as the session can live on without a new login.
      await tx
        .insert(u.userSessionUsedRefresh)
        .values({ refreshHash, sessionId: row.id, expiresAt: next.refreshExpiresAt });
      return { kind: 'rotated', userId: row.userId } as const;
    }
    const [used] = await tx
      .select({ sessionId: u.userSessionUsedRefresh.sessionId })
      .from(u.userSessionUsedRefresh)
      .where(eq(u.userSessionUsedRefresh.refreshHash, refreshHash));
    if (!used) return { kind: 'unknown' } as const;
    await tx.delete(u.userSession).where(eq(u.userSession.id, used.sessionId));
    return { kind: 'reused' } as const;
  });
}

/** Ends the session of an access token; whether there was one. */
export async function deleteUserSession(db: Db, tokenHash: string): Promise<boolean> {
  const rows = await db
    .delete(u.userSession)
    .where(eq(u.userSession.tokenHash, tokenHash))
    .returning({ id: u.userSession.id });
  return rows.length > 0;
}
