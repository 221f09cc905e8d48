import { AUTH_HEADER, ErrorKey, StaffLoginBody, StaffLoginResponse, StaffSessionUser } from '@venue/contract';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { verifyPassword } from '../../auth/passwords.ts';
import type { StaffTokens } from '../../auth/staffSessions.ts';
import { findAccountByEmail } from '../../db/accountQueries.ts';
import { loadStaffUser, type StaffUserRow } from '../../db/userQueries.ts';
import { NotAllowed, Unauthenticated } from '../../failures.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { clientOf, loginLocked } from '../guesses.ts';
import { doc } from '../openapi.ts';
import { AUTH_COOKIE, staffAuth, staffTokenOf, unauthorized } from '../staffGuard.ts';
import { validJson } from '../validate.ts';

/** A wrong password and an unknown e-mail get this same answer. */
const loginFailed = () => new Unauthenticated(ErrorKey.loginFailed, 'E-mail or password is wrong');

/** The staff session calls (spec 7 "Auth"): login (and refresh), logout and the current user. */
export function staffAuthRoutes(deps: AppDeps) {
  const guard = staffAuth(deps);
  return new Hono<AppEnv>()
    .post(
      '/login',
      doc(
        'staff auth',
        'Staff login by e-mail and password (or refresh token): the staff token',
        StaffLoginResponse,
        { public: true },
      ),
      validJson(StaffLoginBody),
      async (c) => {
        const body = c.req.valid('json');
        const now = deps.now();
        if ('refreshToken' in body) {
          const renewed = await deps.staffSessions.refresh(body.refreshToken, now);
          if (!renewed) throw unauthorized('The refresh token is not valid');
          return loggedIn(c, deps, renewed.userId, renewed.tokens);
        }
        const email = body.username.toLowerCase();
        const client = clientOf(c);
        const wait = await deps.loginLimiter.take(email, client);
        if (wait !== null) throw loginLocked(wait);
        const user = await deps.database.run((db) => findAccountByEmail(db, email));
        // An unknown e-mail is checked against a dummy hash: same work, same answer as a wrong password.
        const matches = await verifyPassword(user?.passwordHash ?? null, body.password);
        if (!user || !matches) throw loginFailed();
        await deps.loginLimiter.succeeded(email, client);
        // Only with the right password does the answer tell that the e-mail waits for its verification
        // (docs/api.md#signup-and-e-mail-verification): no session until the mailbox is proven.
        if (user.emailVerifiedAt === null)
          throw new NotAllowed(
            'Confirm your e-mail address with the mailed link first',
            [],
            ErrorKey.loginUnverified,
          );
        return loggedIn(c, deps, user.id, await deps.staffSessions.create(user.id, now));
      },
    )
    .post(
      '/logout',
      doc('staff auth', 'Log out: the staff token ends', { status: 204 }),
      guard,
      async (c) => {
        const token = staffTokenOf(c);
        if (token) await deps.staffSessions.end(token);
        deleteCookie(c, AUTH_COOKIE, { path: '/api', secure: deps.https });
        return c.body(null, 204);
      },
    )
    .get(
      '/session/user',
      doc('staff auth', 'The logged-in staff user and their properties', StaffSessionUser),
      guard,
      async (c) => {
        const userId = c.get('staff')?.userId;
        const user = userId === undefined ? null : await deps.database.run((db) => loadStaffUser(db, userId));
        if (!user) throw unauthorized();
        return c.json(sessionUser(user));
      },
    );
}

/** Paths of these routes that the property-session check in app.ts must let through (they check staff tokens). */
export const isStaffAuthPath = (path: string): boolean =>
  path === '/api/login' || path === '/api/logout' || path === '/api/session/user';

function sessionUser(user: StaffUserRow): StaffSessionUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    currency: user.properties[0]?.currency ?? null,
    permissionsInclude: [...new Set(user.properties.map((p) => p.role))].sort(),
    properties: user.properties.map(({ id, key, name, role }) => ({ id, key, name, role })),
  };
}

/**
 * Answers a login (also signup's and an external login's, which adds `connected`): sets the token cookie
 * and header and returns the user with the tokens.
 */
export async function loggedIn(
  c: Context<AppEnv>,
  deps: AppDeps,
  userId: number,
  tokens: StaffTokens,
  extra: { readonly connected?: boolean } = {},
) {
  const user = await deps.database.run((db) => loadStaffUser(db, userId));
  if (!user) throw unauthorized();
  setCookie(c, AUTH_COOKIE, tokens.token, {
    path: '/api',
    httpOnly: true,
    sameSite: 'Lax',
    secure: deps.https,
    // A lifetime, not a date: the browser counts it from now whatever the server's injected clock says.
    maxAge: Math.max(0, Math.floor((tokens.expiresAt.getTime() - deps.now().getTime()) / 1000)),
  });
  c.header(AUTH_HEADER, tokens.token);
  const answer: StaffLoginResponse = {
    ...sessionUser(user),
    token: tokens.token,
    refreshToken: tokens.refreshToken,
    expiresAt: tokens.expiresAt.toISOString(),
    ...extra,
  };
  return c.json(answer);
}
