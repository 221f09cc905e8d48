import PgBoss from 'pg-boss';
import { lapseOptions } from '../booking/lifecycle.ts';
import { startCalendarJobs } from '../calendar/calendarJobs.ts';
import type { FetchOptions } from '../calendar/fetchFeed.ts';
import type { CatalogCache } from '../catalog/cache.ts';
import type { Database } from '../db/client.ts';
import { releaseJob } from '../groups/releaseMails.ts';
import type { BookingMailDeps } from '../mail/bookingMailSender.ts';
import type { WebhookDeps } from '../webhooks/deliver.ts';
import { type MailRetry, startMailJobs } from './mailJobs.ts';
import { startWebhookJobs } from './webhookJobs.ts';

/** The queues of the server's scheduled and background work (pg-boss, in the database's `pgboss` schema). */
export const JOB = {
  /** docs/rules.md#booking-lifecycle: an Optional booking whose option date has passed is canceled. */
  lapseOptions: 'booking-lapse-options',
  /**
   * docs/rules.md#group-blocks: a definite group block whose every night is past its release point is released;
   * the pickup summary mails before and at release are queued and sent.
   */
  releaseBlocks: 'group-release-blocks',
} as const;

/** Every five minutes: an option date is a day, so a lapse is at most a few minutes late. */
const LAPSE_CRON = '*/5 * * * *';

export interface JobDeps {
  readonly database: Database;
  readonly catalogs: Pick<CatalogCache, 'get'>;
  readonly now: () => Date;
  /** How booking mails are sent (docs/api.md#mails); without it no booking mail leaves (mails stay queued). */
  readonly mail?: Pick<BookingMailDeps, 'mailer' | 'publicUrl' | 'linkKey'>;
  /** Calendar import (docs/api.md#calendar-sync): how often, and which internal hosts a feed may name. */
  readonly calendar?: { readonly minutes: number; readonly fetch: FetchOptions };
  /**
   * Outgoing webhooks (docs/integrations.md): the key opening their secrets and the address rule, as config.ts
   * reads them (main.ts); without (tests), no key and no internal address.
   */
  readonly webhooks?: Pick<WebhookDeps, 'secretsKey' | 'addresses'>;
}

/** The running job queue; `stop` lets running jobs finish first. */
export interface Jobs {
  readonly boss: PgBoss;
  stop(): Promise<void>;
}

/**
 * Starts the job queue in PostgreSQL (pg-boss): several server processes share one queue and one schedule, and
 * a scheduled job runs once, in one of them. On PGlite the queue shares the single connection (through
 * `database.executeSql`), so workers poll less often than pg-boss's default.
 */
export async function startJobs(
  deps: JobDeps,
  options: { readonly pollingIntervalSeconds?: number; readonly mailRetry?: MailRetry } = {},
): Promise<Jobs> {
  const pglite = deps.database.kind === 'pglite';
  const boss = new PgBoss({
    db: { executeSql: (text, values) => deps.database.executeSql(text, values) },
    schema: 'pgboss',
    ...(pglite ? { maintenanceIntervalSeconds: 300, cronWorkerIntervalSeconds: 30 } : {}),
  });
  // pg-boss reports what fails in its own loops (polling, maintenance, the schedule) here; while the database is
  // down that is every poll, and pg-boss carries on by itself once it is back (docs/scaling.md#database-outages).
  boss.on('error', (error) => console.error('job queue:', error.message));
  await boss.start();
  try {
    return await startQueues(boss, deps, options);
  } catch (error) {
    // A start that failed half-way (the database went away) is tried again from the beginning by the caller:
    // this queue must not keep polling beside the next one.
    await boss.stop({ graceful: false, wait: true, timeout: 1000 }).catch(() => undefined);
    throw error;
  }
}

/** The queues, workers and schedules of a started job queue. */
async function startQueues(
  boss: PgBoss,
  deps: JobDeps,
  options: { readonly pollingIntervalSeconds?: number; readonly mailRetry?: MailRetry },
): Promise<Jobs> {
  const pglite = deps.database.kind === 'pglite';
  await boss.createQueue(JOB.lapseOptions, { name: JOB.lapseOptions, policy: 'stately' });
  await boss.work(
    JOB.lapseOptions,
    { pollingIntervalSeconds: options.pollingIntervalSeconds ?? (pglite ? 10 : 2) },
    async () => {
      const lapsed = await lapseOptions(deps);
      if (lapsed.length)
        console.log(`Option dates or payment holds passed: canceled booking(s) ${lapsed.join(', ')}`);
      return { lapsed };
    },
  );
  await boss.schedule(JOB.lapseOptions, LAPSE_CRON);
  // And once at start: after a restart or an outage, an offer whose option date passed meanwhile lapses now,
  // not at the next five-minute mark ('stately': a check already queued by another process is enough).
  await boss.send(JOB.lapseOptions, {});
  // A release point is a day: like the lapse, every five minutes and once at start.
  await boss.createQueue(JOB.releaseBlocks, { name: JOB.releaseBlocks, policy: 'stately' });
  await boss.work(
    JOB.releaseBlocks,
    { pollingIntervalSeconds: options.pollingIntervalSeconds ?? (pglite ? 10 : 2) },
    async () => releaseJob({ ...deps, ...(deps.mail ? { mailer: deps.mail.mailer } : {}) }),
  );
  await boss.schedule(JOB.releaseBlocks, LAPSE_CRON);
  await boss.send(JOB.releaseBlocks, {});
  const stopMail = deps.mail
    ? await startMailJobs(
        boss,
        { ...deps.mail, database: deps.database, catalogs: deps.catalogs, now: deps.now },
        {
          pollingIntervalSeconds: options.pollingIntervalSeconds ?? (pglite ? 5 : 2),
          ...(options.mailRetry ? { retry: options.mailRetry } : {}),
        },
      )
    : async () => undefined;
  if (deps.calendar) {
    await startCalendarJobs(
      boss,
      { database: deps.database, now: deps.now, fetch: deps.calendar.fetch },
      {
        pollingIntervalSeconds: options.pollingIntervalSeconds ?? (pglite ? 10 : 2),
        minutes: deps.calendar.minutes,
      },
    );
  }
  const webhooks = deps.webhooks ?? {
    secretsKey: null,
    addresses: { allowPrivate: false, allowedHosts: [] },
  };
  const stopWebhooks = await startWebhookJobs(
    boss,
    {
      database: deps.database,
      now: deps.now,
      ...webhooks,
      ...(deps.mail ? { mail: { mailer: deps.mail.mailer, publicUrl: deps.mail.publicUrl } } : {}),
    },
    { pollingIntervalSeconds: options.pollingIntervalSeconds ?? (pglite ? 10 : 2) },
  );
  return {
    boss,
    stop: async () => {
      await stopWebhooks();
      await stopMail();
      await boss.stop({ graceful: true, wait: true, timeout: 4000 });
    },
  };
}
