/**
 * The query string of the inbox last shown, so a booking's page leads back to the same filtered list, also
 * after a reload (session storage: this tab only).
 */
const KEY = 'venue.propertyApp.inbox';

/** Remembers the inbox's query string (without '?'). */
export function rememberInbox(search: string): void {
  try {
    sessionStorage.setItem(KEY, search);
  } catch {
    // Storage blocked: the way back shows the unfiltered inbox.
  }
}

/** The address of the inbox as last shown. */
export function inboxHref(): string {
  let last: string | null = null;
  try {
    last = sessionStorage.getItem(KEY);
  } catch {
    last = null;
  }
  return last ? `/bookings?${last}` : '/bookings';
}
