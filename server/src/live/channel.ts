import { StaffLiveEvent } from '@venue/contract';

/** The PostgreSQL channel of live changes (`NOTIFY venue_live`), read by every server process. */
export const LIVE_CHANNEL = 'venue_live';

/** One live change: a booking was created or changed (its history got a row). */
export type LiveEvent = StaffLiveEvent;

/** A notification's payload as a live event; null (and a log line) for anything else. */
export function parseLiveEvent(payload: string): LiveEvent | null {
  try {
    return StaffLiveEvent.parse(JSON.parse(payload));
  } catch {
    console.error('live: ignored a malformed notification');
    return null;
  }
}
