import { z } from 'zod';
import { text } from './text.ts';

const TokenString = text().regex(/^[A-Za-z0-9_-]{1,100}$/, 'expected a token');

/**
 * POST /api/login: a staff login by e-mail (`username`) and password, or, on the same path, a refresh
 * with the refresh token of an earlier login.
 */
export const StaffLoginBody = z.union([
  z.strictObject({
    username: text().trim().min(3).max(254),
    password: text().min(1).max(1024),
  }),
  z.strictObject({ refreshToken: TokenString }),
]);
export type StaffLoginBody = z.infer<typeof StaffLoginBody>;

export const StaffRoleName = z.enum(['owner', 'staff']);

/** A property the user works for, with their role there. */
export const StaffProperty = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  role: StaffRoleName,
});

/** GET /api/session/user: the logged-in staff user. */
export const StaffSessionUser = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  /** The currency of the user's first property (by id); null without any property. */
  currency: z.string().nullable(),
  /** The user's roles over all their properties. */
  permissionsInclude: z.array(StaffRoleName),
  properties: z.array(StaffProperty),
});
export type StaffSessionUser = z.infer<typeof StaffSessionUser>;

/** The answer to a login or a refresh: the user and a new token pair (the access token also as a cookie). */
export const StaffLoginResponse = StaffSessionUser.extend({
  token: z.string(),
  refreshToken: z.string(),
  /** When the access token ends (ISO); refresh before. */
  expiresAt: z.string(),
});
export type StaffLoginResponse = z.infer<typeof StaffLoginResponse>;
