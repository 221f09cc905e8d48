import type PgBoss from 'pg-boss';
import { LIVE_CHANNEL, parseLiveEvent } from '../live/channel.ts';
import { deliverDueWebhooks, type WebhookDeps } from '../webhooks/deliver.ts';

/** docs/integrations.md#retries: the queue whose job sends every webhook delivery that is due. */
const WEBHOOK_QUEUE = 'webhook-deliver';

/**
 * docs/integrations.md#webhooks: deliveries are rows written with the change (server/src/db/webhookQueries.ts);
 * this job sends the due ones. It runs every minute (retries fall due by the clock), and at once when this process
 * hears of a booking change or a message on the live channel. 'stately': one run queued, one running, however many
 * processes ask. Answers the way to stop listening.
 */
export async function startWebhookJobs(
  boss: PgBoss,
  deps: WebhookDeps,
  options: { readonly pollingIntervalSeconds: number },
): Promise<() => Promise<void>> {
  await boss.createQueue(WEBHOOK_QUEUE, { name: WEBHOOK_QUEUE, policy: 'stately', expireInSeconds: 600 });
  let worker: string | null = null;
  worker = await boss.work(
    WEBHOOK_QUEUE,
    { pollingIntervalSeconds: options.pollingIntervalSeconds },
    async () => deliverDueWebhooks(deps),
  );
  await boss.schedule(WEBHOOK_QUEUE, '* * * * *');
  await boss.send(WEBHOOK_QUEUE, {});
  return deps.database.listen(LIVE_CHANNEL, (payload) => {
    const event = parseLiveEvent(payload);
    if (event?.kind !== 'booking' && event?.kind !== 'message') return;
    boss
      .send(WEBHOOK_QUEUE, {})
      .then(() => {
        if (worker) boss.notifyWorker(worker);
      })
      .catch((error: Error) => console.error('webhooks: could not queue a delivery run:', error.message));
  });
}
