import { and, asc, eq, gt, isNotNull, sql } from 'drizzle-orm';
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

/**
 * The property's members and pending invitations by name: id, name, e-mail, role and whether they are still only
 * invited (an invitation not yet accepted, or a new account that never set a password nor logged in externally).
 */
export async function propertyMembers(db: Db, propertyId: number) {
  const entries = db
    .select({
      userId: u.userProperty.userId,
      role: u.userProperty.role,
      pending: sql<boolean>`false`.as('pending'),
    })
    .from(u.userProperty)
    .where(eq(u.userProperty.propertyId, propertyId))
    .unionAll(
      db
        .select({
          userId: u.propertyInvitation.userId,
          role: u.propertyInvitation.role,
          pending: sql<boolean>`true`.as('pending'),
        })
        .from(u.propertyInvitation)
        .where(eq(u.propertyInvitation.propertyId, propertyId)),
    )
    .as('entry');
  return db
    .select({
      userId: u.appUser.id,
      name: u.appUser.name,
      email: u.appUser.email,
      role: sql<u.StaffRole>`${entries.role}`,
      invited: sql<boolean>`(${entries.pending} or (${u.appUser.passwordHash} is null and not exists (select 1 from ${u.externalAccount} where ${u.externalAccount.userId} = ${u.appUser.id})))`,
    })
    .from(entries)
    .innerJoin(u.appUser, eq(u.appUser.id, entries.userId))
    .orderBy(asc(sql`lower(${u.appUser.name})`), asc(u.appUser.id));
}
export type PropertyMemberRow = Awaited<ReturnType<typeof propertyMembers>>[number];

/** What adding a member did: a member already, a new account added, or an existing account invited. */
export type AddMemberResult =
  | { readonly kind: 'member' }
  | { readonly kind: 'added'; readonly userId: number }
  | { readonly kind: 'invited'; readonly userId: number };

/**
 * Adds the e-mail to the property (docs/api.md#property-users). Without an account, one is created without a
 * password and made a member, with the token (by its hash) as its set-password link: only the mailbox's owner can
 * ever log in to it. An existing account is not attached: it gets a pending invitation with the token (a second
 * invitation replaces the first's token and role), and becomes a member only by accepting it. All in one
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
    if (inserted) {
      const userId = inserted.id;
      await tx.insert(u.userProperty).values({ userId, propertyId: m.propertyId, role: m.role });
      await tx.insert(u.passwordReset).values({ userId, ...m.invitation });
      return { kind: 'added' as const, userId };
    }
    const [existing] = await tx
      .select({ id: u.appUser.id })
      .from(u.appUser)
      .where(eq(u.appUser.email, m.email));
    if (!existing) throw new Error('account vanished while adding it');
    const userId = existing.id;
    const [member] = await tx
      .select({ userId: u.userProperty.userId })
      .from(u.userProperty)
      .where(and(eq(u.userProperty.userId, userId), eq(u.userProperty.propertyId, m.propertyId)));
    if (member) return { kind: 'member' as const };
    const invitation = { ...m.invitation, role: m.role };
    await tx
      .insert(u.propertyInvitation)
      .values({ propertyId: m.propertyId, userId, ...invitation })
      .onConflictDoUpdate({
        target: [u.propertyInvitation.propertyId, u.propertyInvitation.userId],
        set: invitation,
      });
    return { kind: 'invited' as const, userId };
  });
}

/** A pending invitation by its token's hash (expired ones too), or null. */
export async function findInvitation(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      propertyId: u.propertyInvitation.propertyId,
      userId: u.propertyInvitation.userId,
      role: u.propertyInvitation.role,
      expiresAt: u.propertyInvitation.expiresAt,
    })
    .from(u.propertyInvitation)
    .where(eq(u.propertyInvitation.tokenHash, tokenHash));
  return row ?? null;
}

/**
 * Accepts an invitation in one transaction: it must be this account's and unexpired, and the account's e-mail
 * verified; the invitation goes and the membership is made. The property and role, or null when the invitation
 * was not usable (accepted meanwhile, expired, another account's or an unverified one).
 */
export async function acceptInvitation(db: Db, tokenHash: string, userId: number, now: Date) {
  return db.transaction(async (tx) => {
    const [verified] = await tx
      .select({ id: u.appUser.id })
      .from(u.appUser)
      .where(and(eq(u.appUser.id, userId), isNotNull(u.appUser.emailVerifiedAt)));
    if (!verified) return null;
    const [invitation] = await tx
      .delete(u.propertyInvitation)
      .where(
        and(
          eq(u.propertyInvitation.tokenHash, tokenHash),
          eq(u.propertyInvitation.userId, userId),
          gt(u.propertyInvitation.expiresAt, now),
        ),
      )
      .returning({ propertyId: u.propertyInvitation.propertyId, role: u.propertyInvitation.role });
    if (!invitation) return null;
    await tx
      .insert(u.userProperty)
      .values({ userId, propertyId: invitation.propertyId, role: invitation.role })
      .onConflictDoNothing();
    const [place] = await tx
      .select({ name: t.property.name })
      .from(t.property)
      .where(eq(t.property.id, invitation.propertyId));
    return { ...invitation, property: place?.name ?? '' };
  });
}

/** A pending invitation's new role; false when there is none for the account. */
async function changeInvitationRole(tx: Db, propertyId: number, userId: number, role: u.StaffRole) {
  const rows = await tx
    .update(u.propertyInvitation)
    .set({ role })
    .where(and(eq(u.propertyInvitation.propertyId, propertyId), eq(u.propertyInvitation.userId, userId)))
    .returning({ id: u.propertyInvitation.id });
  return rows.length > 0;
}

/** Withdraws a pending invitation; false when there is none for the account. */
async function withdrawInvitation(tx: Db, propertyId: number, userId: number) {
  const rows = await tx
    .delete(u.propertyInvitation)
    .where(and(eq(u.propertyInvitation.propertyId, propertyId), eq(u.propertyInvitation.userId, userId)))
    .returning({ id: u.propertyInvitation.id });
  return rows.length > 0;
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

/** Gives a member (or a pending invitation) a new role; never the last owner's. */
export async function changeMemberRole(
  db: Db,
  propertyId: number,
  userId: number,
  role: u.StaffRole,
): Promise<MemberChange> {
  return db.transaction(async (tx) => {
    const members = await lockedMembers(tx, propertyId);
    const target = members.find((r) => r.userId === userId);
    if (!target) return (await changeInvitationRole(tx, propertyId, userId, role)) ? 'done' : 'notMember';
    if (role !== 'owner' && leavesNoOwner(members, target)) return 'lastOwner';
    await tx
      .update(u.userProperty)
      .set({ role })
      .where(and(eq(u.userProperty.propertyId, propertyId), eq(u.userProperty.userId, userId)));
    return 'done';
  });
}

/** Ends a membership or withdraws a pending invitation (the account stays); never the last owner's. */
export async function removeMember(db: Db, propertyId: number, userId: number): Promise<MemberChange> {
  return db.transaction(async (tx) => {
    const members = await lockedMembers(tx, propertyId);
    const target = members.find((r) => r.userId === userId);
    if (!target) return (await withdrawInvitation(tx, propertyId, userId)) ? 'done' : 'notMember';
    if (leavesNoOwner(members, target)) return 'lastOwner';
    await tx
      .delete(u.userProperty)
      .where(and(eq(u.userProperty.propertyId, propertyId), eq(u.userProperty.userId, userId)));
    return 'done';
  });
}
