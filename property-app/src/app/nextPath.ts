/** The app's own base path (vite `base`, server/src/app.ts). */
export const APP_BASE = '/app';

/**
 * The page to return to after login, from the login page's `next` parameter. Only a path of this app
 * is accepted ('/app/dashboard?x=1'): anything else (another origin, '//evil', '/api/...') is dropped, so the
 * login page cannot be used to send someone elsewhere.
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next?.startsWith(`${APP_BASE}/`) || next.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(next, 'http://app.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'http://app.invalid' || !url.pathname.startsWith(`${APP_BASE}/`)) return null;
  const path = `${url.pathname}${url.search}`;
  // Back to the login page would loop.
  if (url.pathname === `${APP_BASE}/login`) return null;
  return path;
}

/** The login page's address remembering the wanted page (path relative to the app plus its query). */
export function loginPathFor(location: string, search: string): string {
  const wanted = `${APP_BASE}${location}${search ? `?${search}` : ''}`;
  return `/login?next=${encodeURIComponent(wanted)}`;
}
