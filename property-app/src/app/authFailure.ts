import type { ApiError } from '@venue/api-client';

/**
 * Whether a failed call ends the session: an invalid token (401, after the client's one refresh) or a
 * missing permission (403). A 403 of the session-user call is silenced: it only means "not signed in".
 */
export function endsSession(error: ApiError, path: string): boolean {
  if (path === '/api/session/user' && error.status === 403) return false;
  return error.status === 401 || error.status === 403;
}
