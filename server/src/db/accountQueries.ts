import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from './client.ts';
import * as u from './userSchema.ts';

/*
 * The password account flows (server/src/http/routes/staffAccount.ts): signup, reset tokens and password
 * changes. Only hashes of tokens are stored.
 */

/** The user with this (lower-cased) e-mail: id, name, e-mail and password hash; or null. */
export async function findAccountByEmail(db: Db, email: string) {
  const [row] = await db
    .select({
      id: u.appUser.id,
      name: u.appUser.name,
      email: u.appUser.email,
      passwordHash: u.appUser.passwordHash,
    })
    .from(u.appUser)
    .where(eq(u.appUser.email, email));
  return row ?? null;
}

/** The user with this id: e-mail and password hash; or null. */
export async function findAccountById(db: Db, userId: number) {
  const [row] = await db
    .select({ email: u.appUser.email, passwordHash: u.appUser.passwordHash })
    .from(u.appUser)
    .where(eq(u.appUser.id, userId));
  return row ?? null;
}

/** Creates a user without properties; null when the e-mail has an account already (one statement, race-free). */
export async function insertAccount(
  db: Db,
  account: { email: string; name: string; passwordHash: string; termsAcceptedAt: Date },
): Promise<number | null> {
  const [row] = await db
    .insert(u.appUser)
    .values(account)
    .onConflictDoNothing({ target: u.appUser.email })
    .returning({ id: u.appUser.id });
  return row?.id ?? null;
}

/** Stores a reset token by its hash. */
export async function insertPasswordReset(db: Db, userId: number, tokenHash: string, expiresAt: Date) {
  await db.insert(u.passwordReset).values({ userId, tokenHash, expiresAt });
}

/** A reset token's row by its hash (used or expired ones too), or null. */
export async function findPasswordReset(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      userId: u.passwordReset.userId,
      expiresAt: u.passwordReset.expiresAt,
      usedAt: u.passwordReset.usedAt,
    })
    .from(u.passwordReset)
    .where(eq(u.passwordReset.tokenHash, tokenHash));
  return row ?? null;
}

/**
 * Uses a reset token and sets the new password in one transaction: the token must be unused and unexpired
 * (checked in the update itself, so of two concurrent uses only one wins); the user's other open reset
 * tokens are used up too and every session of the user ends. The user's e-mail, or null when the token was
 * not usable.
 */
export async function resetPassword(db: Db, tokenHash: string, passwordHash: string, now: Date) {
  return db.transaction(async (tx) => {
    const [used] = await tx
      .update(u.passwordReset)
      .set({ usedAt: now })
      .where(
        and(
          eq(u.passwordReset.tokenHash, tokenHash),
          isNull(u.passwordReset.usedAt),
          gt(u.passwordReset.expiresAt, now),
        ),
      )
      .returning({ userId: u.passwordReset.userId });
    if (!used) return null;
    await tx
      .update(u.passwordReset)
      .set({ usedAt: now })
      .where(and(eq(u.passwordReset.userId, used.userId), isNull(u.passwordReset.usedAt)));
    const [user] = await tx
      .update(u.appUser)
      .set({ passwordHash })
      .where(eq(u.appUser.id, used.userId))
      .returning({ email: u.appUser.email });
    await tx.delete(u.userSession).where(eq(u.userSession.userId, used.userId));
    return user?.email ?? null;
  });
}

/**
 * Sets a logged-in user's new password and ends their other sessions (the one with `keepTokenHash` stays);
 * open reset tokens are used up, since the user just proved the old password.
 */
export async function changePassword(
  db: Db,
  userId: number,
  passwordHash: string,
  keepTokenHash: string,
  now: Date,
) {
  await db.transaction(async (tx) => {
    await tx.update(u.appUser).set({ passwordHash }).where(eq(u.appUser.id, userId));
    await tx
      .update(u.passwordReset)
      .set({ usedAt: now })
      .where(and(eq(u.passwordReset.userId, userId), isNull(u.passwordReset.usedAt)));
    await tx
      .delete(u.userSession)
      .where(and(eq(u.userSession.userId, userId), ne(u.userSession.tokenHash, keepTokenHash)));
  });
}
