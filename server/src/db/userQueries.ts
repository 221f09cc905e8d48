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

/**
 * Replaces both tokens of the session a live refresh token belongs to, in one statement: of two
 * concurrent refreshes with the same token only one matches. The user id, or null.
 */
export async function rotateUserSession(db: Db, refreshHash: string, next: SessionHashes, now: Date) {
  const [row] = await db
    .update(u.userSession)
    .set({ ...next })
    .where(and(eq(u.userSession.refreshHash, refreshHash), gt(u.userSession.refreshExpiresAt, now)))
    .returning({ userId: u.userSession.userId });
  return row?.userId ?? null;
}

/** Ends the session of an access token; whether there was one. */
export async function deleteUserSession(db: Db, tokenHash: string): Promise<boolean> {
  const rows = await db
    .delete(u.userSession)
    .where(eq(u.userSession.tokenHash, tokenHash))
    .returning({ id: u.userSession.id });
  return rows.length > 0;
}
