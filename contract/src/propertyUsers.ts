import { z } from 'zod';
import { StaffRoleName } from './staffAuth.ts';
import { text } from './text.ts';

/*
 * The users of a property (docs/api.md#property-users): who works there with which role; owners add, change
 * and remove them. The e-mail's form is the domain's contact rule, checked by the route (a 422 with its
 * FORM.ERROR key, like signup).
 */

/** One member of a property. */
export const PropertyUser = z.object({
  userId: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: StaffRoleName,
  /**
   * Invited and not yet arrived: a new account without a password or external login so far, or an existing
   * account that has not accepted its invitation (not a member until then).
   */
  invited: z.boolean(),
  /** The member is the user asking. */
  isSelf: z.boolean(),
});
export type PropertyUser = z.infer<typeof PropertyUser>;

/** GET /api/staff/property/{propertyId}/users. */
export const PropertyUserList = z.object({ items: z.array(PropertyUser) });
export type PropertyUserList = z.infer<typeof PropertyUserList>;

/** The longest name of a new account (the property app checks the same before sending). */
export const PROPERTY_USER_NAME_MAX = 200;

/** POST /api/staff/property/{propertyId}/users: add an account, or invite a new e-mail (owners only). */
export const PropertyUserAddBody = z.strictObject({
  email: text().trim().min(1).max(254),
  /** The new account's name; an existing account keeps its own. */
  name: text().trim().min(1).max(PROPERTY_USER_NAME_MAX),
  role: StaffRoleName,
});
export type PropertyUserAddBody = z.infer<typeof PropertyUserAddBody>;

/**
 * The answer to adding a user: the new member (or pending invitation), and whether an invitation mail went out
 * (always, now: a new account gets a set-password link, an existing one a link to accept).
 */
export const PropertyUserAdded = PropertyUser.extend({ invitationSent: z.boolean() });
export type PropertyUserAdded = z.infer<typeof PropertyUserAdded>;

/** POST /api/staff/property/{propertyId}/users/{userId}: a member's new role (owners only). */
export const PropertyUserRoleBody = z.strictObject({ role: StaffRoleName });
export type PropertyUserRoleBody = z.infer<typeof PropertyUserRoleBody>;

/** How long an invitation link works (a password reset link works 60 minutes). */
export const INVITATION_DAYS = 7;

/** POST /api/staff/invitation/accept: the token of the mailed invitation, by the invited account signed in. */
export const InvitationAcceptBody = z.strictObject({
  token: text().regex(/^[A-Za-z0-9_-]{1,100}$/, 'expected a token'),
});
export type InvitationAcceptBody = z.infer<typeof InvitationAcceptBody>;

/** The answer to accepting: the property the account now works for, and its role there. */
export const InvitationAccepted = z.object({
  propertyId: z.number().int(),
  property: z.string(),
  role: StaffRoleName,
});
export type InvitationAccepted = z.infer<typeof InvitationAccepted>;

/** Where the invitation link of an existing account leads: the property app's accept page, with `token`. */
export const ACCEPT_INVITATION_PATH = '/app/accept-invitation';
