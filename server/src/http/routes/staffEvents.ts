import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { loadStaffUser } from '../../db/userQueries.ts';
import { notFound } from '../../failures.ts';
import type { LiveEvent } from '../../live/channel.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { doc } from '../openapi.ts';
import { staffAuth, staffTokenOf } from '../staffGuard.ts';

/** How often an open stream says it is alive and checks that its session and properties still hold. */
const HEARTBEAT_MS = 25_000;

/**
 * GET /api/staff/events (docs/api.md#live-changes): a server-sent event stream of the changes to bookings of
 * the user's properties, fed by PostgreSQL LISTEN/NOTIFY, so a change made through any server process
 * arrives. An `EventSource` sends the `authtoken` cookie; the stream ends when the session does.
 */
export function staffEventRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get(
    '/staff/events',
    doc(
      'live',
      'Server-sent events of the changes to the bookings of the staff’s properties (StaffLiveEvent)',
      {
        media: 'text/event-stream',
      },
    ),
    staffAuth(deps),
    (c) => {
      const staff = c.get('staff');
      const token = staffTokenOf(c);
      if (!staff || !token) throw notFound();
      let properties = new Set(staff.roles.keys());
      return streamSSE(c, async (stream) => {
        let sequence = 0;
        const send = (event: LiveEvent) => {
          if (!properties.has(event.propertyId)) return;
          sequence += 1;
          void stream.writeSSE({ event: event.kind, id: String(sequence), data: JSON.stringify(event) });
        };
        // Changes missed while the database was unreachable: end the stream; the EventSource reconnects and its
        // next `ready` tells the app to re-read (docs/scaling.md#database-outages).
        const unsubscribe = await deps.live.subscribe(send, () => void stream.close());
        stream.onAbort(() => void unsubscribe());
        try {
          await stream.writeSSE({ event: 'ready', data: '{}', retry: 3000 });
          while (!stream.aborted && !stream.closed) {
            await stream.sleep(HEARTBEAT_MS);
            if (stream.aborted || stream.closed) break;
            const userId = await deps.staffSessions.userOf(token, deps.now());
            const user =
              userId === staff.userId ? await deps.database.run((db) => loadStaffUser(db, userId)) : null;
            if (!user) break;
            properties = new Set(user.properties.map((p) => p.id));
            await stream.write(': ping\n\n');
          }
        } finally {
          await unsubscribe();
        }
      });
    },
  );
}
