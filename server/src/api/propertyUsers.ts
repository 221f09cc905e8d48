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
  /** Invited and not yet arrived: no password set and no external login so far. */
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

/** The answer to adding a user: the new member, and whether an invitation mail went out (a new account). */
export const PropertyUserAdded = PropertyUser.extend({ invitationSent: z.boolean() });
export type PropertyUserAdded = z.infer<typeof PropertyUserAdded>;

/** POST /api/staff/property/{propertyId}/users/{userId}: a member's new role (owners only). */
export const PropertyUserRoleBody = z.strictObject({ role: StaffRoleName });
export type PropertyUserRoleBody = z.infer<typeof PropertyUserRoleBody>;

/** How long an invitation link works (a password reset link works 60 minutes). */
export const INVITATION_DAYS = 7;
