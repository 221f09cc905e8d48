import type { ApiError } from '@venue/api-client';

/**
 * Whether a failed call ends the session: an invalid token (401, after the client's one refresh) or a
 * missing permission (403). A 403 of the session-user call is silenced: it only means "not signed in"; so is
 * the 403 of a property's user management: only the member's role is short of it, not the token.
 */
export function endsSession(error: ApiError, path: string): boolean {
  if (path === '/api/session/user' && error.status === 403) return false;
  // docs/api.md#property-users: a staff member refused an owner's change keeps the session (the page says why).
  if (/^\/api\/staff\/property\/\d+\/users/.test(path) && error.status === 403) return false;
  // docs/api.md#payment-provider: the same for a member no longer owner of the property whose payments they open.
  if (/^\/api\/staff\/property\/\d+\/payment-provider$/.test(path) && error.status === 403) return false;
  // An invitation sent to another account: the page says to sign in with the invited e-mail; this session is fine.
  if (path === '/api/staff/invitation/accept' && error.status === 403) return false;
  return error.status === 401 || error.status === 403;
}
