import { z } from 'zod';

/** The PostgreSQL channel of live changes (`NOTIFY venue_live`), read by every server process. */
export const LIVE_CHANNEL = 'venue_live';

/** One live change: a booking was created or changed (its history got a row). */
export const LiveEvent = z.object({
  kind: z.literal('booking'),
  bookingId: z.number().int(),
  propertyId: z.number().int(),
  action: z.string(),
  state: z.number().int(),
  version: z.number().int(),
});
export type LiveEvent = z.infer<typeof LiveEvent>;

/** A notification's payload as a live event; null (and a log line) for anything else. */
export function parseLiveEvent(payload: string): LiveEvent | null {
  try {
    return LiveEvent.parse(JSON.parse(payload));
  } catch {
    console.error('live: ignored a malformed notification');
    return null;
  }
}
