import { AUTH_HEADER, ErrorKey } from '@venue/contract';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { authoriseKey, presentsApiKey } from '../apiKeys/keys.ts';
import type { BookingRow } from '../db/bookingQueries.ts';
import { bookingById } from '../db/paymentQueries.ts';
import { loadStaffUser } from '../db/userQueries.ts';
import type { StaffRole } from '../db/userSchema.ts';
import { NotAllowed, notFound, Unauthenticated } from '../failures.ts';
import { scopeOfCall } from './authScopes.ts';
import type { AppDeps, AppEnv, StaffUser } from './context.ts';

export type { StaffUser } from './context.ts';

export type { StaffRole };

/** The cookie that carries the token when the client sends no header (docs/api.md#authentication). */
export const AUTH_COOKIE = 'authtoken';

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;

/** The staff access token of a request: the `X-Auth-Token` header, else the `authtoken` cookie. */
export function staffTokenOf(c: Context): string | null {
  const token = c.req.header(AUTH_HEADER) ?? getCookie(c, AUTH_COOKIE);
  return token && TOKEN_PATTERN.test(token) ? token : null;
}

/** 401 for a staff call without a live staff token. */
export const unauthorized = (message = 'Log in first') => new Unauthenticated(ErrorKey.unauthorized, message);

/**
 * Lets a request through only with a live staff token: sets `staff` (who, and their role per
 * property), otherwise answers 401 `error.unauthorized`. A request with `Authorization: Bearer vk_…` is an API
 * key's instead (docs/integrations.md#api-keys): it acts as its maker at its one property, only for the calls its
 * scopes cover (http/authScopes.ts; any other call is 403), and a revoked or unknown key is 401.
 */
export function staffAuth(
  deps: Pick<AppDeps, 'database' | 'staffSessions' | 'now'>,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // Several route groups guard /api/staff/*: the first check of a request is enough.
    if (c.get('staff')) return next();
    const authorization = c.req.header('Authorization');
    if (presentsApiKey(authorization)) {
      const key = await authoriseKey(deps, authorization, scopeOfCall(c.req.method, c.req.path));
      c.set('staff', {
        userId: key.userId,
        email: '',
        name: key.name,
        roles: new Map([[key.propertyId, key.role]]),
        viaApiKey: true,
      });
      return next();
    }
    const token = staffTokenOf(c);
    if (!token) throw unauthorized();
    const userId = await deps.staffSessions.userOf(token, deps.now());
    const user = userId === null ? null : await deps.database.run((db) => loadStaffUser(db, userId));
    if (!user) throw unauthorized('The token is not valid');
    c.set('staff', {
      userId: user.id,
      email: user.email,
      name: user.name,
      roles: new Map(user.properties.map((p) => [p.id, p.role])),
      viaApiKey: false,
    });
    await next();
  };
}

/** The user's role at a property, or null when they do not work for it. */
export const propertyRoleOf = (staff: StaffUser, propertyId: number): StaffRole | null =>
  staff.roles.get(propertyId) ?? null;

/**
 * The user's role at a property; throws 404 `error.notfound` when they have none there, so a user
 * learns nothing about other properties' ids (not 403).
 */
export function requireProperty(staff: StaffUser, propertyId: number): StaffRole {
  const role = propertyRoleOf(staff, propertyId);
  if (role === null) throw notFound('No such property');
  return role;
}

/**
 * Lets only owners of the path's `propertyId` on, before the body is even read: 404 for a property the user does not
 * work for (as requireProperty), 403 `error.auth.forbidden` with `refusal` for its staff.
 */
export const requireOwner =
  (refusal: string): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const role = requireProperty(staffOf(c), Number(c.req.param('propertyId')));
    if (role !== 'owner') throw new NotAllowed(refusal);
    await next();
  };

/** The signed-in staff user of a staff route (`staffAuth` set it); a 404 where none is, as for any unknown path. */
export function staffOf(c: Context<AppEnv>): StaffUser {
  const staff = c.get('staff');
  if (!staff) throw notFound();
  return staff;
}

/**
 * The staff preamble of a booking's route, once: the signed-in user, the booking by id, and the user's role at its
 * property (a booking of another property is a 404, as one that does not exist).
 */
export async function staffBookingOf(
  deps: Pick<AppDeps, 'database'>,
  c: Context<AppEnv>,
  bookingId: number,
): Promise<{ staff: StaffUser; row: BookingRow }> {
  const staff = staffOf(c);
  const row = await deps.database.run((db) => bookingById(db, bookingId));
  if (!row) throw notFound('No such booking');
  requireProperty(staff, row.propertyId);
  return { staff, row };
}
