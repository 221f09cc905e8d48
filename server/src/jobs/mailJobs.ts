import { createHash } from 'node:crypto';
import type PgBoss from 'pg-boss';
import { untilReachable } from '../db/client.ts';
import { type MailJobData, queuedMails } from '../db/mailQueries.ts';
import { LIVE_CHANNEL, parseLiveEvent } from '../live/channel.ts';
import {
  type BookingMailDeps,
  recordMailFailure,
  sendBookingMail,
  UnsendableMail,
} from '../mail/bookingMailSender.ts';

/** docs/api.md#mails: the queue of booking mails. */
export const MAIL_QUEUE = 'mail-send';
/** The check that queues mails a process missed (it stopped between the booking's commit and the queueing). */
const MAIL_SWEEP_QUEUE = 'mail-sweep';

/** How often and how patiently a mail is retried. */
export interface MailRetry {
  /** Retries after the first attempt. */
  readonly limit: number;
  /** Seconds before the first retry; each later one waits about twice as long (pg-boss retryBackoff). */
  readonly delaySeconds: number;
}

/** Five retries over about a quarter of an hour (30 s, 1, 2, 4, 8 min, each with jitter). */
const MAIL_RETRY: MailRetry = { limit: 5, delaySeconds: 30 };

/** One job id per mail: every process that hears of the change may queue it, the queue keeps one. */
function jobId(mailId: number): string {
  const hex = createHash('sha256').update(`mail:${mailId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Queues the given mails (already queued ones keep their job). */
async function enqueue(boss: PgBoss, mails: readonly MailJobData[]): Promise<void> {
  for (const mail of mails) await boss.send(MAIL_QUEUE, { ...mail }, { id: jobId(mail.mailId) });
}

/**
 * docs/api.md#mails: booking mails leave through pg-boss. The booking's transaction writes `booking_mail` rows;
 * each server process hears the change on the live channel and queues a job per queued mail under one id; a
 * worker renders and sends it, retrying with backoff, and records the outcome on the row. A sweep every few
 * minutes queues what no process heard. Answers the way to stop listening.
 */
export async function startMailJobs(
  boss: PgBoss,
  deps: BookingMailDeps,
  options: { readonly pollingIntervalSeconds: number; readonly retry?: MailRetry },
): Promise<() => Promise<void>> {
  const retry = options.retry ?? MAIL_RETRY;
  await boss.createQueue(MAIL_QUEUE, {
    name: MAIL_QUEUE,
    retryLimit: retry.limit,
    retryDelay: retry.delaySeconds,
    retryBackoff: true,
    expireInSeconds: 120,
  });
  await boss.createQueue(MAIL_SWEEP_QUEUE, { name: MAIL_SWEEP_QUEUE, policy: 'stately' });
  // The worker polls at its interval while the queue is empty; it fetches again at once while mails come
  // (a burst is sent one after another, not one an interval), and when this process queues one.
  let worker: string | null = null;
  const sendSoon = () => {
    if (worker) boss.notifyWorker(worker);
  };
  worker = await boss.work<MailJobData>(
    MAIL_QUEUE,
    { pollingIntervalSeconds: options.pollingIntervalSeconds, includeMetadata: true },
    async ([job]) => {
      if (!job) return;
      sendSoon();
      // docs/scaling.md#database-outages: a mail caught by an outage waits for the database and is tried again
      // then, instead of failing: pg-boss could record neither outcome meanwhile, and the job would sit until it
      // expires, minutes late. The wait ends within the job's expiry (120 s), so no second run overlaps this one.
      return untilReachable(
        'mail',
        async () => {
          try {
            return { outcome: await sendBookingMail(deps, job.data.mailId) };
          } catch (error) {
            const unsendable = error instanceof UnsendableMail;
            await recordMailFailure(
              deps.database,
              job.data.mailId,
              error,
              unsendable || job.retryCount >= job.retryLimit,
            );
            if (unsendable) return { outcome: 'failed' };
            throw error;
          }
        },
        { withinMs: 90_000 },
      );
    },
  );
  /** Queues every queued mail created before `createdBefore`; answers how many. */
  const sweep = async (createdBefore: Date) => {
    const mails = await deps.database.run((db) => queuedMails(db, { createdBefore }));
    await enqueue(boss, mails);
    if (mails.length) sendSoon();
    return mails.length;
  };
  await boss.work(MAIL_SWEEP_QUEUE, { pollingIntervalSeconds: options.pollingIntervalSeconds }, async () => {
    // A minute's grace: a mail that young is being queued by the process that heard of it.
    return { queued: await sweep(new Date(deps.now().getTime() - 60_000)) };
  });
  await boss.schedule(MAIL_SWEEP_QUEUE, '*/5 * * * *');
  const stop = await deps.database.listen(
    LIVE_CHANNEL,
    (payload) => {
      const event = parseLiveEvent(payload);
      // A booking's change, or a message in its conversation (the hotel's answer mails the booker).
      if (event?.kind !== 'booking' && event?.kind !== 'message') return;
      deps.database
        .run((db) => queuedMails(db, { bookingId: event.bookingId }))
        .then(async (mails) => {
          await enqueue(boss, mails);
          if (mails.length) sendSoon();
        })
        .catch((error: Error) => console.error('mail: could not queue a booking mail:', error.message));
    },
    {
      // docs/scaling.md#database-outages: the LISTEN connection was lost and is back; the notifications of the
      // gap are gone, so every queued mail is queued now (no grace: nobody else heard them either), not at the
      // next sweep. Each mail's job id keeps it to one job however many processes do this.
      onReconnect: () => {
        sweep(deps.now()).catch((error: Error) =>
          console.error('mail: could not queue the mails after a reconnect:', error.message),
        );
      },
    },
  );
  return stop;
}
