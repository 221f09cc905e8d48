import { and, eq } from 'drizzle-orm';
import type { Db } from './client.ts';
import * as u from './userSchema.ts';

/** What is stored of an external login: who at which provider, and the facts kept from it. */
export interface ExternalAccountValues {
  readonly provider: string;
  readonly category: number | null;
  readonly subject: string;
  readonly email: string | null;
  /** JSON text, or null. */
  readonly info: string | null;
}

/** The user an external login (provider, subject) is linked to, or null. */
export async function findExternalAccount(db: Db, provider: string, subject: string) {
  const [row] = await db
    .select({ id: u.externalAccount.id, userId: u.externalAccount.userId })
    .from(u.externalAccount)
    .where(and(eq(u.externalAccount.provider, provider), eq(u.externalAccount.subject, subject)));
  return row ?? null;
}

/** Keeps the latest e-mail and facts of a known external login. */
export async function refreshExternalAccount(db: Db, id: number, values: ExternalAccountValues) {
  await db
    .update(u.externalAccount)
    .set({ email: values.email, info: values.info })
    .where(eq(u.externalAccount.id, id));
}

/**
 * Links an external login to a user. Of two concurrent links of the same (provider, subject) the first
 * wins; the user id the login is linked to afterwards.
 */
export async function linkExternalAccount(db: Db, userId: number, values: ExternalAccountValues) {
  await db
    .insert(u.externalAccount)
    .values({ userId, ...values })
    .onConflictDoNothing({ target: [u.externalAccount.provider, u.externalAccount.subject] });
  const linked = await findExternalAccount(db, values.provider, values.subject);
  return linked?.userId ?? userId;
}

/**
 * A new user without a password (an external login's first visit) together with the external login, in one
 * transaction; null when the e-mail got an account meanwhile.
 */
export async function createExternalUser(
  db: Db,
  user: { readonly email: string; readonly name: string; readonly termsAcceptedAt: Date },
  values: ExternalAccountValues,
): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(u.appUser)
      .values({ ...user, passwordHash: null })
      .onConflictDoNothing({ target: u.appUser.email })
      .returning({ id: u.appUser.id });
    if (!created) return null;
    await tx.insert(u.externalAccount).values({ userId: created.id, ...values });
    return created.id;
  });
}
