import type { Database } from '../db/client.ts';
import {
  type ClaimedDelivery,
  claimDueDeliveries,
  disableEndpoint,
  ownerAddresses,
  propertyForMail,
  recordAttempt,
  succeededSince,
} from '../db/webhookQueries.ts';
import type { Mailer } from '../mail/mailer.ts';
import { mailLanguage } from '../mail/templates.ts';
import { webhookDisabledMail } from '../mail/webhookDisabledMail.ts';
import { openSecret, type SecretsKey } from '../payments/secrets.ts';
import type { WebhookAddressPolicy } from './addresses.ts';
import { sendWebhook, type WebhookResponse } from './send.ts';

/** What sending webhooks needs; `now` is the one clock (tests move it). */
export interface WebhookDeps {
  readonly database: Database;
  readonly now: () => Date;
  /** PAYMENT_SECRETS_KEY: opens the endpoints' sealed secrets; without it nothing can be signed. */
  readonly secretsKey: SecretsKey | null;
  readonly addresses: WebhookAddressPolicy;
  /** Tells the owners of an endpoint turned off; without it they are not mailed (logged only). */
  readonly mail?: { readonly mailer: Pick<Mailer, 'send'>; readonly publicUrl: string };
}

/**
 * docs/integrations.md#retries: the waits after each failed try: 30 s, 2 min, 10 min, 1 h, 6 h, 12 h, then a
 * day twice. Nine tries over about 67 hours: a delivery is given up on within three days of its event.
 */
export const RETRY_DELAYS_SECONDS: readonly number[] = [
  30,
  120,
  600,
  3600,
  6 * 3600,
  12 * 3600,
  86_400,
  86_400,
];

/** How long a claimed delivery is kept from other senders: past the 10 s timeout, with room to record. */
const LEASE_MS = 60_000;
/** Deliveries sent at once by one round. */
const BATCH = 10;

/** What one round did. */
export interface DeliveryRound {
  readonly succeeded: number;
  readonly failed: number;
  /** Endpoints turned off for continued failure. */
  readonly disabled: readonly number[];
}

/**
 * Sends every delivery that is due (by the injected clock), a batch at a time, and records each try. The work
 * of the `webhook-deliver` job (server/src/jobs/webhookJobs.ts); tests call it directly after moving the clock.
 */
export async function deliverDueWebhooks(deps: WebhookDeps): Promise<DeliveryRound> {
  let succeeded = 0;
  let failed = 0;
  const disabled: number[] = [];
  for (;;) {
    const now = deps.now();
    const claimed = await deps.database.run((db) => claimDueDeliveries(db, now, LEASE_MS, BATCH));
    if (!claimed.length) break;
    const outcomes = await Promise.all(claimed.map((c) => deliverOne(deps, c)));
    for (const o of outcomes) {
      if (o.ok) succeeded++;
      else failed++;
      if (o.disabled) disabled.push(o.endpointId);
    }
    if (claimed.length < BATCH) break;
  }
  return { succeeded, failed, disabled };
}

async function deliverOne(
  deps: WebhookDeps,
  { delivery, endpoint }: ClaimedDelivery,
): Promise<{ ok: boolean; disabled: boolean; endpointId: number }> {
  const at = deps.now();
  let response: WebhookResponse;
  const secret = openedSecret(deps.secretsKey, endpoint.secretSealed);
  if (secret === null)
    response = {
      ok: false,
      statusCode: null,
      latencyMs: 0,
      excerpt: 'not sent: the signing secret cannot be opened (PAYMENT_SECRETS_KEY unset or changed)',
    };
  else
    response = await sendWebhook(
      { url: endpoint.url, secret, eventId: delivery.eventId, body: JSON.stringify(delivery.payload), at },
      deps.addresses,
    );
  const tries = delivery.attempts + 1;
  const wait = RETRY_DELAYS_SECONDS[tries - 1];
  const status = response.ok ? 'succeeded' : wait === undefined ? 'failed' : 'pending';
  await deps.database.run((db) =>
    recordAttempt(db, delivery.id, {
      at,
      status,
      nextAttemptAt: status === 'pending' && wait !== undefined ? new Date(at.getTime() + wait * 1000) : null,
      statusCode: response.statusCode,
      latencyMs: response.latencyMs,
      excerpt: response.excerpt,
    }),
  );
  const disabled =
    status === 'failed' ? await disableIfFailing(deps, endpoint, delivery.createdAt, response) : false;
  return { ok: response.ok, disabled, endpointId: endpoint.id };
}

const openedSecret = (key: SecretsKey | null, sealed: string): string | null => {
  if (!key) return null;
  try {
    return openSecret(key, sealed);
  } catch {
    return null;
  }
};

/**
 * docs/integrations.md#disabling: a delivery given up on (all its tries failed over three days) turns its endpoint
 * off when nothing else reached it meanwhile either (no delivery succeeded since this one's event): the receiver
 * is gone, not having a bad minute. The property's owners are mailed.
 */
async function disableIfFailing(
  deps: WebhookDeps,
  endpoint: ClaimedDelivery['endpoint'],
  since: Date,
  last: WebhookResponse,
): Promise<boolean> {
  const at = deps.now();
  const lastTry = last.statusCode !== null ? `HTTP ${last.statusCode}` : last.excerpt || 'no answer';
  const reason = `Every delivery failed for 3 days (last: ${lastTry})`;
  const turnedOff = await deps.database.run(async (db) => {
    if (await succeededSince(db, endpoint.id, since)) return false;
    return disableEndpoint(db, endpoint.id, reason, at);
  });
  if (!turnedOff) return false;
  console.warn(`webhooks: endpoint ${endpoint.id} turned off: ${reason}`);
  if (deps.mail) await mailOwners(deps, deps.mail, endpoint, lastTry);
  return true;
}

async function mailOwners(
  deps: WebhookDeps,
  mail: NonNullable<WebhookDeps['mail']>,
  endpoint: ClaimedDelivery['endpoint'],
  lastTry: string,
): Promise<void> {
  const { owners, prop } = await deps.database.run(async (db) => ({
    owners: await ownerAddresses(db, endpoint.propertyId),
    prop: await propertyForMail(db, endpoint.propertyId),
  }));
  if (!prop) return;
  const language = mailLanguage(prop.language);
  for (const owner of owners) {
    const m = webhookDisabledMail(language, {
      name: owner.name,
      property: prop.name,
      url: endpoint.url,
      reason: lastTry,
      link: `${mail.publicUrl}/app/webhooks`,
    });
    await mail.mailer
      .send({ to: owner.email, ...m })
      .catch((error: Error) => console.error('webhooks: could not mail an owner:', error.message));
  }
}
