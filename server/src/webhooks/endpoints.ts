import { randomBytes } from 'node:crypto';
import {
  ErrorKey,
  type WebhookDelivery,
  type WebhookDeliveryPage,
  type WebhookEndpoint,
  type WebhookEndpointCreate,
  type WebhookEndpointCreated,
  type WebhookEndpointUpdate,
  type WebhookEventType,
} from '@venue/contract';
import type { Database } from '../db/client.ts';
import {
  deleteEndpoint,
  deliveriesOf,
  deliveryOf,
  endpointOf,
  endpointsOf,
  insertDelivery,
  insertEndpoint,
  propertyForMail,
  requeueDelivery,
  updateEndpoint,
  type WebhookDeliveryRow,
  type WebhookEndpointRow,
} from '../db/webhookQueries.ts';
import { NotFound, Refused, StaleVersion, Unprocessable } from '../failures.ts';
import { lastFourOf, type SecretsKey, sealSecret } from '../payments/secrets.ts';
import { checkWebhookUrl, type WebhookAddressPolicy, WebhookUrlRefused } from './addresses.ts';
import { newEventId } from './events.ts';

/** What managing a property's endpoints needs. */
export interface EndpointDeps {
  readonly database: Database;
  readonly now: () => Date;
  readonly secretsKey: SecretsKey | null;
  readonly addresses: WebhookAddressPolicy;
}

/** The event type of "send test event" (docs/integrations.md#events); sent to the one endpoint only. */
const TEST_EVENT = 'webhook.test';

const notFound = () => new NotFound('No such webhook endpoint');

/** An endpoint as the owners see it: never the secret. */
export const endpointView = (row: WebhookEndpointRow): WebhookEndpoint => ({
  id: row.id,
  url: row.url,
  events: row.events as WebhookEventType[],
  description: row.description,
  enabled: row.enabled,
  disabledReason: row.disabledReason,
  secretLast4: row.secretLast4,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  version: row.version,
});

const deliveryView = (row: WebhookDeliveryRow): WebhookDelivery => ({
  id: row.id,
  eventId: row.eventId,
  eventType: row.eventType,
  status: row.status,
  attempts: row.attempts,
  nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
  lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
  lastStatusCode: row.lastStatusCode,
  latencyMs: row.latencyMs,
  responseExcerpt: row.responseExcerpt,
  createdAt: row.createdAt.toISOString(),
});

/** docs/integrations.md#which-addresses: a URL the server refuses to send to is a 422 naming the field. */
async function allowedUrl(url: string, policy: WebhookAddressPolicy): Promise<string> {
  try {
    return (await checkWebhookUrl(url, policy)).toString();
  } catch (error) {
    if (error instanceof WebhookUrlRefused)
      throw new Unprocessable(ErrorKey.validation, `The URL is refused: ${error.message}`, [
        { path: ['url'], code: error.problem, message: error.message },
      ]);
    throw error;
  }
}

const keyOf = (deps: EndpointDeps): SecretsKey => {
  if (!deps.secretsKey)
    throw new Refused(
      ErrorKey.paymentSecretsKeyMissing,
      'PAYMENT_SECRETS_KEY is not set: no signing secret can be stored',
    );
  return deps.secretsKey;
};

/** A property's endpoints. */
export async function listEndpoints(deps: EndpointDeps, propertyId: number): Promise<WebhookEndpoint[]> {
  return (await deps.database.run((db) => endpointsOf(db, propertyId))).map(endpointView);
}

/** A new endpoint with a new secret (Standard Webhooks' `whsec_` + 24 random bytes, base64), shown this once. */
export async function createEndpoint(
  deps: EndpointDeps,
  propertyId: number,
  body: WebhookEndpointCreate,
): Promise<WebhookEndpointCreated> {
  const key = keyOf(deps);
  const url = await allowedUrl(body.url, deps.addresses);
  const secret = `whsec_${randomBytes(24).toString('base64')}`;
  const at = deps.now();
  const row = await deps.database.run((db) =>
    insertEndpoint(db, {
      propertyId,
      url,
      events: [...new Set(body.events)],
      secretSealed: sealSecret(key, secret),
      secretLast4: lastFourOf(secret),
      description: body.description ?? '',
      createdAt: at,
      updatedAt: at,
    }),
  );
  return { ...endpointView(row), secret };
}

/** Changes an endpoint with the version read; turning it on clears the reason the server turned it off. */
export async function changeEndpoint(
  deps: EndpointDeps,
  propertyId: number,
  id: number,
  body: WebhookEndpointUpdate,
): Promise<WebhookEndpoint> {
  const row = await deps.database.run((db) => endpointOf(db, propertyId, id));
  if (!row) throw notFound();
  if (row.version !== body.version)
    throw new StaleVersion('The endpoint was changed meanwhile', [endpointView(row)]);
  const url =
    body.url !== undefined && body.url !== row.url ? await allowedUrl(body.url, deps.addresses) : undefined;
  const updated = await deps.database.run((db) =>
    updateEndpoint(db, id, body.version, {
      ...(url !== undefined ? { url } : {}),
      ...(body.events ? { events: [...new Set(body.events)] } : {}),
      ...(body.description !== undefined ? { description: body.description } : {}),
      ...(body.enabled !== undefined ? { enabled: body.enabled, disabledReason: null } : {}),
      updatedAt: deps.now(),
    }),
  );
  if (!updated) throw new StaleVersion('The endpoint was changed meanwhile');
  return endpointView(updated);
}

/** Deletes an endpoint with its delivery log. */
export async function removeEndpoint(deps: EndpointDeps, propertyId: number, id: number): Promise<void> {
  await deps.database.run(async (db) => {
    if (!(await endpointOf(db, propertyId, id))) throw notFound();
    await deleteEndpoint(db, id);
  });
}

const PAGE = 50;

/** An endpoint's delivery log, newest first, a page at a time. */
export async function listDeliveries(
  deps: EndpointDeps,
  propertyId: number,
  id: number,
  query: { readonly before?: number | undefined; readonly limit?: number | undefined },
): Promise<WebhookDeliveryPage> {
  const limit = Math.min(Math.max(query.limit ?? PAGE, 1), 200);
  const rows = await deps.database.run(async (db) => {
    if (!(await endpointOf(db, propertyId, id))) throw notFound();
    return deliveriesOf(db, id, { before: query.before, limit: limit + 1 });
  });
  const page = rows.slice(0, limit);
  return {
    deliveries: page.map(deliveryView),
    next: rows.length > limit ? (page[page.length - 1]?.id ?? null) : null,
  };
}

/** "Send again": the delivery is due now with the same event id and body, and gets its retries afresh. */
export async function resendDelivery(
  deps: EndpointDeps,
  propertyId: number,
  id: number,
  deliveryId: number,
): Promise<WebhookDelivery> {
  const row = await deps.database.run(async (db) => {
    if (!(await endpointOf(db, propertyId, id))) throw notFound();
    if (!(await deliveryOf(db, id, deliveryId))) throw new NotFound('No such delivery');
    return requeueDelivery(db, deliveryId, deps.now());
  });
  if (!row) throw new NotFound('No such delivery');
  return deliveryView(row);
}

/** "Send test event": a `webhook.test` event queued for this endpoint alone (sent like any other). */
export async function sendTestEvent(
  deps: EndpointDeps,
  propertyId: number,
  id: number,
): Promise<WebhookDelivery> {
  const at = deps.now();
  const row = await deps.database.run(async (db) => {
    if (!(await endpointOf(db, propertyId, id))) throw notFound();
    const prop = await propertyForMail(db, propertyId);
    const eventId = newEventId();
    return insertDelivery(db, {
      endpointId: id,
      eventId,
      eventType: TEST_EVENT,
      payload: {
        id: eventId,
        type: TEST_EVENT,
        timestamp: at.toISOString(),
        data: { property: prop?.key ?? null, endpoint: id },
      },
      nextAttemptAt: at,
      createdAt: at,
    });
  });
  return deliveryView(row);
}
