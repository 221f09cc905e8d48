import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import * as u from './userSchema.ts';

/*
 * The password account flows (server/src/http/routes/staffAccount.ts): signup and its e-mail verification, reset
 * tokens and password changes. Only hashes of tokens are stored.
 */

/** A mailed link proves the mailbox: the account counts as verified from then on (once set, it stays). */
const verifiedBy = (now: Date) =>
  sql`coalesce(${u.appUser.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`;

/** The user with this (lower-cased) e-mail: id, name, e-mail, password hash and when it was verified; or null. */
export async function findAccountByEmail(db: Db, email: string) {
  const [row] = await db
    .select({
      id: u.appUser.id,
      name: u.appUser.name,
      email: u.appUser.email,
      passwordHash: u.appUser.passwordHash,
      emailVerifiedAt: u.appUser.emailVerifiedAt,
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

/**
 * Creates a user without properties and with its e-mail not yet verified, with the verification token's hash;
 * null when the e-mail has an account already (one statement, race-free; then nothing is stored).
 */
export async function insertAccount(
  db: Db,
  account: { email: string; name: string; passwordHash: string; termsAcceptedAt: Date },
  verification: { tokenHash: string; expiresAt: Date },
): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(u.appUser)
      .values({ ...account, emailVerifiedAt: null })
      .onConflictDoNothing({ target: u.appUser.email })
      .returning({ id: u.appUser.id });
    if (!row) return null;
    await tx.insert(u.emailVerification).values({ userId: row.id, ...verification });
    return row.id;
  });
}

/** Stores another verification token of an account by its hash (the "send the link again" call). */
export async function insertEmailVerification(db: Db, userId: number, tokenHash: string, expiresAt: Date) {
  await db.insert(u.emailVerification).values({ userId, tokenHash, expiresAt });
}

/** A verification token's row by its hash (used or expired ones too), or null. */
export async function findEmailVerification(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      userId: u.emailVerification.userId,
      expiresAt: u.emailVerification.expiresAt,
      usedAt: u.emailVerification.usedAt,
    })
    .from(u.emailVerification)
    .where(eq(u.emailVerification.tokenHash, tokenHash));
  return row ?? null;
}

/**
 * Uses a verification token and marks the account verified, in one transaction: the token must be unused and
 * unexpired (checked in the update, so of two concurrent uses one wins); the account's other tokens are used up.
 * False when the token was not usable.
 */
export async function verifyEmail(db: Db, tokenHash: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [used] = await tx
      .update(u.emailVerification)
      .set({ usedAt: now })
      .where(
        and(
          eq(u.emailVerification.tokenHash, tokenHash),
          isNull(u.emailVerification.usedAt),
          gt(u.emailVerification.expiresAt, now),
        ),
      )
      .returning({ userId: u.emailVerification.userId });
    if (!used) return false;
    await tx
      .update(u.emailVerification)
      .set({ usedAt: now })
      .where(and(eq(u.emailVerification.userId, used.userId), isNull(u.emailVerification.usedAt)));
    await tx
      .update(u.appUser)
      .set({ emailVerifiedAt: verifiedBy(now) })
      .where(eq(u.appUser.id, used.userId));
    return true;
  });
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
 * tokens are used up too, every session of the user ends and the e-mail counts as verified. The user's
 * e-mail, or null when the token was not usable.
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
    // The mailed link proves the mailbox: an unverified signup becomes verified, and a pre-registered account's
    // sessions end with the others (docs/api.md#signup-and-e-mail-verification).
    const [user] = await tx
      .update(u.appUser)
      .set({ passwordHash, emailVerifiedAt: verifiedBy(now) })
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
