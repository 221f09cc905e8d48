import { createHash } from 'node:crypto';
import type PgBoss from 'pg-boss';
import type { Database } from '../db/client.ts';
import { bookingForPush, notifiableSince } from '../db/pushQueries.ts';
import { LIVE_CHANNEL, parseLiveEvent } from '../live/channel.ts';
import { bookingPushMessage, type PushAction } from './messages.ts';
import type { WebPush } from './webPush.ts';

/** The queue of push notifications to the staff of a property. */
export const PUSH_QUEUE = 'push-booking';

const NOTIFIED: readonly string[] = ['request', 'reserve'] satisfies PushAction[];

interface PushJob {
  readonly bookingId: number;
  readonly action: PushAction;
  /** For a message: which one (each message is its own notification). */
  readonly messageId?: number;
}

export interface PushJobDeps {
  readonly database: Database;
  readonly webPush: WebPush;
  readonly publicUrl: string;
  /** The clock the bookings' history is written with (the catch-up after an outage reads it). */
  readonly now: () => Date;
}

/**
 * How far before a lost LISTEN connection's first failure the catch-up looks: a notification sent just before
 * the failure may have been lost with the connection too. What was heard already keeps its job id (one job).
 */
const CATCH_UP_MARGIN_MS = 60_000;

/** One job id per (booking, action, message): every process that hears the change sends it, the queue keeps one. */
function jobId(job: PushJob): string {
  const hex = createHash('sha256')
    .update(`push:${job.bookingId}:${job.action}:${job.messageId ?? ''}`)
    .digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Push notifications for new bookings: every server process listens to the live channel (docs/api.md#live-
 * changes) and queues a job per new request, reservation or booker's message under one id, so the staff get one notification
 * however many processes heard it; a worker sends it to the property's devices, retrying when the push
 * service fails. Answers the way to stop listening.
 */
export async function startPushJobs(
  boss: PgBoss,
  deps: PushJobDeps,
  options: { readonly pollingIntervalSeconds: number },
): Promise<() => Promise<void>> {
  await boss.createQueue(PUSH_QUEUE, {
    name: PUSH_QUEUE,
    retryLimit: 3,
    retryDelay: 30,
    retryBackoff: true,
    // A notification about a booking an hour old is noise: keep trying no longer than that.
    expireInSeconds: 60,
    retentionMinutes: 60,
  });
  await boss.work<PushJob>(
    PUSH_QUEUE,
    { pollingIntervalSeconds: options.pollingIntervalSeconds },
    async ([job]) => {
      if (!job) return;
      const booking = await deps.database.run((db) => bookingForPush(db, job.data.bookingId));
      if (!booking) return { sent: 0, failed: 0 };
      const result = await deps.webPush.toProperty(booking.propertyId, (language) =>
        bookingPushMessage(language, job.data.action, booking, deps.publicUrl),
      );
      if (result.failed > 0 && result.sent === 0)
        throw new Error(`push failed for ${result.failed} device(s)`);
      return result;
    },
  );
  return deps.database.listen(
    LIVE_CHANNEL,
    (payload) => {
      const event = parseLiveEvent(payload);
      if (!event) return;
      let job: PushJob;
      if (event.kind === 'message') {
        if (event.author !== 'booker') return;
        job = { bookingId: event.bookingId, action: 'message', messageId: event.messageId };
      } else {
        if (!NOTIFIED.includes(event.action)) return;
        job = { bookingId: event.bookingId, action: event.action as PushAction };
      }
      boss.send(PUSH_QUEUE, job, { id: jobId(job) }).catch((error: Error) => {
        console.error('push: could not queue a notification:', error.message);
      });
    },
    {
      // docs/scaling.md#database-outages: the notifications of the gap are lost; what they would have pushed
      // is read from the bookings' history and messages and queued now, under the same job ids.
      onReconnect: ({ lostForMs }) => {
        const since = new Date(deps.now().getTime() - lostForMs - CATCH_UP_MARGIN_MS);
        queueMissedPushes(boss, deps.database, since).catch((error: Error) =>
          console.error('push: could not catch up after a reconnect:', error.message),
        );
      },
    },
  );
}

/**
 * Queues the notifications of every new request, reservation and booker's message since `since` (what a lost
 * LISTEN connection did not hear), each under the job id hearing it would have used: a notification already
 * queued or sent stays one, however many processes catch up. Answers how many it found.
 */
export async function queueMissedPushes(boss: PgBoss, database: Database, since: Date): Promise<number> {
  const missed = await database.run((db) => notifiableSince(db, since, NOTIFIED));
  for (const found of missed) {
    const job: PushJob =
      found.messageId === null
        ? { bookingId: found.bookingId, action: found.action as PushAction }
        : { bookingId: found.bookingId, action: 'message', messageId: found.messageId };
    await boss.send(PUSH_QUEUE, job, { id: jobId(job) });
  }
  return missed.length;
}
