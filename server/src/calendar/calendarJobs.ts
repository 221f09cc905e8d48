import type PgBoss from 'pg-boss';
import { type CalendarSyncDeps, syncAllImportFeeds } from './sync.ts';

/** The queue that fetches every import feed (docs/api.md#calendar-sync). */
export const CALENDAR_IMPORT_QUEUE = 'calendar-import';

/** The cron schedule of the import: every `minutes` minutes (CALENDAR_SYNC_MINUTES, 1..60). */
export const importCron = (minutes: number): string => (minutes >= 60 ? '0 * * * *' : `*/${minutes} * * * *`);

/**
 * Schedules the import of the other channels' feeds: every N minutes one process fetches all import feeds and
 * turns their events into blocks ('stately': a run already queued is enough, runs never overlap), and once at
 * start, so a restart does not wait for the schedule.
 */
export async function startCalendarJobs(
  boss: PgBoss,
  deps: CalendarSyncDeps,
  options: { readonly pollingIntervalSeconds: number; readonly minutes: number },
): Promise<void> {
  await boss.createQueue(CALENDAR_IMPORT_QUEUE, {
    name: CALENDAR_IMPORT_QUEUE,
    policy: 'stately',
    // Many slow feeds take a while; a run longer than the schedule is cut off and the next one starts.
    expireInSeconds: Math.max(60, options.minutes * 60),
  });
  await boss.work(
    CALENDAR_IMPORT_QUEUE,
    { pollingIntervalSeconds: options.pollingIntervalSeconds },
    async () => {
      const outcomes = await syncAllImportFeeds(deps);
      return { feeds: outcomes };
    },
  );
  await boss.schedule(CALENDAR_IMPORT_QUEUE, importCron(options.minutes));
  await boss.send(CALENDAR_IMPORT_QUEUE, {});
}
