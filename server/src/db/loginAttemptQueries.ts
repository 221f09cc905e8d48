import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { loginAttempt } from './userSchema.ts';

/** A limiter key's counter: points in the window and when the window ends (null: never). */
export interface AttemptRow {
  readonly points: number;
  readonly expiresAt: Date | null;
}

/**
 * Adds `points` to a key in one statement (so concurrent processes never lose a count). A key whose
 * window has ended starts over with a new window; `forceExpire` sets points and window outright.
 */
export async function upsertLoginAttempt(
  db: Db,
  key: string,
  points: number,
  expiresAt: Date | null,
  forceExpire: boolean,
  now: Date,
): Promise<AttemptRow> {
  const ended = sql`${loginAttempt.expiresAt} is not null and ${loginAttempt.expiresAt} <= ${now.toISOString()}::timestamptz`;
  const next = expiresAt ? sql`${expiresAt.toISOString()}::timestamptz` : sql`null::timestamptz`;
  const [row] = await db
    .insert(loginAttempt)
    .values({ key, points, expiresAt })
    .onConflictDoUpdate({
      target: loginAttempt.key,
      set: forceExpire
        ? { points, expiresAt }
        : {
            points: sql`case when ${ended} then ${points} else ${loginAttempt.points} + ${points} end`,
            expiresAt: sql`case when ${ended} then ${next} else ${loginAttempt.expiresAt} end`,
          },
    })
    .returning({ points: loginAttempt.points, expiresAt: loginAttempt.expiresAt });
  if (!row) throw new Error('login_attempt upsert returned nothing');
  return row;
}

/** A key's counter while its window lasts, or null. */
export async function findLoginAttempt(db: Db, key: string, now: Date): Promise<AttemptRow | null> {
  const [row] = await db
    .select({ points: loginAttempt.points, expiresAt: loginAttempt.expiresAt })
    .from(loginAttempt)
    .where(
      and(eq(loginAttempt.key, key), or(isNull(loginAttempt.expiresAt), gt(loginAttempt.expiresAt, now))),
    );
  return row ?? null;
}

/** Forgets a key; whether it existed. */
export async function deleteLoginAttempt(db: Db, key: string): Promise<boolean> {
  const rows = await db
    .delete(loginAttempt)
    .where(eq(loginAttempt.key, key))
    .returning({ key: loginAttempt.key });
  return rows.length > 0;
}

/** Drops counters whose window ended before `before`. */
export async function purgeLoginAttempts(db: Db, before: Date): Promise<void> {
  await db.delete(loginAttempt).where(lt(loginAttempt.expiresAt, before));
}
