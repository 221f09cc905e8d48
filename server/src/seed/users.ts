import { eq, inArray } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords.ts';
import type { Database } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { appUser, type StaffRole, userProperty } from '../db/userSchema.ts';

/** The password of every demo account (a letter, lower and upper case, a digit and a special character). */
export const DEMO_PASSWORD = 'Demo-Stay-2026!';

interface DemoUser {
  readonly email: string;
  readonly name: string;
  readonly propertyKey: string;
  readonly role: StaffRole;
}

/** An owner and a staff member per demo property: owner@<key>.example and staff@<key>.example. */
export const demoUsers: readonly DemoUser[] = [
  ['cityloft', 'Cityloft'],
  ['lindenhof', 'Lindenhof'],
  ['workspace', 'Workspace'],
].flatMap(([key, label]) => [
  { email: `owner@${key}.example`, name: `${label} Owner`, propertyKey: `${key}`, role: 'owner' as const },
  { email: `staff@${key}.example`, name: `${label} Staff`, propertyKey: `${key}`, role: 'staff' as const },
]);

/**
 * Adds the demo accounts that are missing, also to databases seeded before accounts existed
 * (idempotent: an existing account, its password and its roles are left alone). The e-mails added.
 */
export async function seedUsers(database: Database): Promise<string[]> {
  const existing = await database.run((db) =>
    db
      .select({ email: appUser.email })
      .from(appUser)
      .where(
        inArray(
          appUser.email,
          demoUsers.map((u) => u.email),
        ),
      ),
  );
  const have = new Set(existing.map((r) => r.email));
  const missing = demoUsers.filter((u) => !have.has(u.email));
  if (missing.length === 0) return [];
  // Hashing is slow on purpose: done before taking the database.
  const hashes = await Promise.all(missing.map(() => hashPassword(DEMO_PASSWORD)));
  const added: string[] = [];
  for (const [i, u] of missing.entries()) {
    const wrote = await database.run((db) =>
      db.transaction(async (tx) => {
        const [property] = await tx
          .select({ id: t.property.id })
          .from(t.property)
          .where(eq(t.property.key, u.propertyKey));
        if (!property) return false;
        const [user] = await tx
          .insert(appUser)
          .values({ email: u.email, name: u.name, passwordHash: hashes[i] ?? '' })
          .onConflictDoNothing()
          .returning({ id: appUser.id });
        if (!user) return false;
        await tx.insert(userProperty).values({ userId: user.id, propertyId: property.id, role: u.role });
        return true;
      }),
    );
    if (wrote) added.push(u.email);
  }
  return added;
}
