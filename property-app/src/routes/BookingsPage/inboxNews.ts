import type { StaffLiveEvent } from '@venue/contract';
import type { LiveNews } from '../../app/live.ts';
import { tKey } from '../../i18n/tKey.ts';

type BookingEvent = Extract<StaffLiveEvent, { kind: 'booking' }>;

/** One sentence of the inbox's live announcement: an i18n key and its values. */
export interface InboxNewsLine {
  readonly key: string;
  readonly values: Readonly<Record<string, string | number>>;
}

/** The history actions that create a booking (docs/api.md#live-changes): a guest's request or reservation. */
const creations: Readonly<Record<string, { withCode: string; without: string }>> = {
  request: { withCode: tKey('inbox.live.newRequest'), without: tKey('inbox.live.newRequestNoCode') },
  reservation: {
    withCode: tKey('inbox.live.newReservation'),
    without: tKey('inbox.live.newReservationNoCode'),
  },
};

/**
 * Whether a live event concerns the inbox as shown: a booking change at the shown property (`propertyId`), or
 * at any of the user's properties when it shows all of them (null); a reconnection, since events may have been
 * missed.
 */
export function concernsInbox(news: LiveNews, propertyId: number | null): boolean {
  if (news.kind === 'reconnected') return true;
  return news.kind === 'booking' && (propertyId === null || news.propertyId === propertyId);
}

/**
 * What the inbox announces after re-reading its page for a burst of live events: each new booking by its code
 * when it is on the page (else without), and how many other bookings changed. The codes come from the re-read
 * rows: the events carry no booking data.
 */
export function inboxNews(
  burst: readonly LiveNews[],
  rows: readonly { readonly id: number; readonly bookingcode: string }[],
): InboxNewsLine[] {
  const events = burst.filter((n): n is BookingEvent => n.kind === 'booking');
  const created = new Map<number, string>();
  for (const e of events) {
    if (creations[e.action] && !created.has(e.bookingId)) created.set(e.bookingId, e.action);
  }
  const lines: InboxNewsLine[] = [];
  for (const [id, action] of created) {
    const keys = creations[action];
    if (!keys) continue;
    const code = rows.find((r) => r.id === id)?.bookingcode;
    lines.push(code ? { key: keys.withCode, values: { code } } : { key: keys.without, values: {} });
  }
  const changed = new Set(events.filter((e) => !created.has(e.bookingId)).map((e) => e.bookingId));
  if (changed.size === 1) lines.push({ key: tKey('inbox.live.changedOne'), values: { count: 1 } });
  if (changed.size > 1) lines.push({ key: tKey('inbox.live.changedMany'), values: { count: changed.size } });
  return lines;
}
