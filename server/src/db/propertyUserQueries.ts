import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import * as t from './schema.ts';
import * as u from './userSchema.ts';

/*
 * The members of a property and their roles (docs/api.md#property-users). Writes that could take a property's
 * last owner lock the property's memberships first, so two owners demoting each other at once cannot both win.
 */

/** The property's name, or null. */
export async function propertyName(db: Db, propertyId: number): Promise<string | null> {
  const [row] = await db
    .select({ name: t.property.name })
    .from(t.property)
    .where(eq(t.property.id, propertyId));
  return row?.name ?? null;
}

/** The property's members by name: id, name, e-mail, role and whether they are still only invited. */
export async function propertyMembers(db: Db, propertyId: number) {
  return db
    .select({
      userId: u.appUser.id,
      name: u.appUser.name,
      email: u.appUser.email,
      role: u.userProperty.role,
      // Never set a password and never logged in by an external account.
      invited: sql<boolean>`(${u.appUser.passwordHash} is null and not exists (select 1 from ${u.externalAccount} where ${u.externalAccount.userId} = ${u.appUser.id}))`,
    })
    .from(u.userProperty)
    .innerJoin(u.appUser, eq(u.appUser.id, u.userProperty.userId))
    .where(eq(u.userProperty.propertyId, propertyId))
    .orderBy(asc(sql`lower(${u.appUser.name})`), asc(u.appUser.id));
}
export type PropertyMemberRow = Awaited<ReturnType<typeof propertyMembers>>[number];

/** What adding a member did. */
export type AddMemberResult =
  | { readonly kind: 'member' }
  | { readonly kind: 'added'; readonly userId: number; readonly created: boolean };

/**
 * Adds the account with this (lower-cased) e-mail to the property, creating it without a password when there
 * is none; a new account also gets its invitation token (stored by its hash, like a reset token). All in one
 * transaction: when the account is a member already nothing is stored.
 */
export async function addMember(
  db: Db,
  m: {
    propertyId: number;
    email: string;
    name: string;
    role: u.StaffRole;
    invitation: { tokenHash: string; expiresAt: Date };
  },
): Promise<AddMemberResult> {
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(u.appUser)
      .values({ email: m.email, name: m.name })
      .onConflictDoNothing({ target: u.appUser.email })
      .returning({ id: u.appUser.id });
    let userId = inserted?.id;
    if (userId === undefined) {
      const [existing] = await tx
        .select({ id: u.appUser.id })
        .from(u.appUser)
        .where(eq(u.appUser.email, m.email));
      if (!existing) throw new Error('account vanished while adding it');
      userId = existing.id;
    }
    const [member] = await tx
      .insert(u.userProperty)
      .values({ userId, propertyId: m.propertyId, role: m.role })
      .onConflictDoNothing()
      .returning({ userId: u.userProperty.userId });
    if (!member) {
      // Only an existing account can be a member already: nothing was inserted above.
      return { kind: 'member' as const };
    }
    const created = inserted !== undefined;
    if (created) {
      await tx.insert(u.passwordReset).values({ userId, ...m.invitation });
    }
    return { kind: 'added' as const, userId, created };
  });
}

/** What a change of a membership did. */
export type MemberChange = 'done' | 'notMember' | 'lastOwner';

/** The memberships of a property, locked until the transaction ends. */
async function lockedMembers(tx: Db, propertyId: number) {
  return tx
    .select({ userId: u.userProperty.userId, role: u.userProperty.role })
    .from(u.userProperty)
    .where(eq(u.userProperty.propertyId, propertyId))
    .for('update');
}

/** Whether taking away the owner role of `target` leaves the property without an owner. */
const leavesNoOwner = (
  members: readonly { userId: number; role: u.StaffRole }[],
  target: { userId: number; role: u.StaffRole },
) => target.role === 'owner' && !members.some((r) => r.role === 'owner' && r.userId !== target.userId);

/** Gives a member a new role; never the last owner's. */
export async function changeMemberRole(
  db: Db,
  propertyId: number,
  userId: number,
  role: u.StaffRole,
): Promise<MemberChange> {
  return db.transaction(async (tx) => {
    const members = await lockedMembers(tx, propertyId);
    const target = members.find((r) => r.userId === userId);
    if (!target) return 'notMember';
    if (role !== 'owner' && leavesNoOwner(members, target)) return 'lastOwner';
    await tx
      .update(u.userProperty)
      .set({ role })
      .where(and(eq(u.userProperty.propertyId, propertyId), eq(u.userProperty.userId, userId)));
    return 'done';
  });
}

/** Ends a membership (the account stays); never the last owner's. */
export async function removeMember(db: Db, propertyId: number, userId: number): Promise<MemberChange> {
  return db.transaction(async (tx) => {
    const members = await lockedMembers(tx, propertyId);
    const target = members.find((r) => r.userId === userId);
    if (!target) return 'notMember';
    if (leavesNoOwner(members, target)) return 'lastOwner';
    await tx
      .delete(u.userProperty)
      .where(and(eq(u.userProperty.propertyId, propertyId), eq(u.userProperty.userId, userId)));
    return 'done';
  });
}
