import { and, eq, gt } from 'drizzle-orm';
import type { Db } from './client.ts';
import * as t from './schema.ts';

/** Stores a property login by the hash of its token. */
export async function insertSession(db: Db, tokenHash: string, propertyId: number, expiresAt: Date) {
  await db.insert(t.session).values({ tokenHash, propertyId, expiresAt });
}

/** The property of a live session, or null. */
export async function findSession(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ propertyId: t.session.propertyId, expiresAt: t.session.expiresAt })
    .from(t.session)
    .where(and(eq(t.session.tokenHash, tokenHash), gt(t.session.expiresAt, now)));
  return row ?? null;
}
