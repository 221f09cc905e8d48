import {
  IdParam,
  WebhookDelivery,
  WebhookDeliveryPage,
  WebhookDeliveryQuery,
  WebhookEndpoint,
  WebhookEndpointCreate,
  WebhookEndpointCreated,
  WebhookEndpointList,
  WebhookEndpointUpdate,
} from '@venue/contract';
import { Hono } from 'hono';
import { z } from 'zod';
import type { WebhookAddressPolicy } from '../../webhooks/addresses.ts';
import {
  changeEndpoint,
  createEndpoint,
  type EndpointDeps,
  listDeliveries,
  listEndpoints,
  removeEndpoint,
  resendDelivery,
  sendTestEvent,
} from '../../webhooks/endpoints.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { doc } from '../openapi.ts';
import { requireOwner, staffAuth } from '../staffGuard.ts';
import { validJson, validParams, validQuery } from '../validate.ts';

const PropertyParams = z.strictObject({ propertyId: IdParam });
const EndpointParams = z.strictObject({ propertyId: IdParam, id: IdParam });
const DeliveryParams = z.strictObject({ propertyId: IdParam, id: IdParam, deliveryId: IdParam });

/**
 * docs/integrations.md#webhooks: a property's outgoing webhooks, managed by its owners (staff are refused with
 * 403, another property answers 404). The secret is in the create's answer only. The address rule is the
 * configuration's (config.webhookAddresses: WEBHOOK_ALLOW_PRIVATE, WEBHOOK_ALLOWED_HOSTS).
 */
export function webhookRoutes(deps: AppDeps, addresses: WebhookAddressPolicy) {
  const guard = staffAuth(deps);
  const ownersOnly = requireOwner("Only the property's owners set up its webhooks");
  const service: EndpointDeps = {
    database: deps.database,
    now: deps.now,
    secretsKey: deps.paymentSecretsKey,
    addresses,
  };
  const base = '/staff/property/:propertyId/webhooks';

  return new Hono<AppEnv>()
    .get(
      base,
      doc('live', 'The property’s webhook endpoints, without their secrets (owners)', WebhookEndpointList),
      guard,
      validParams(PropertyParams),
      ownersOnly,
      async (c) => {
        const body: WebhookEndpointList = {
          endpoints: await listEndpoints(service, c.req.valid('param').propertyId),
        };
        return c.json(body);
      },
    )
    .post(
      base,
      doc('live', 'Add a webhook endpoint; the answer shows its signing secret, this once (owners)', {
        status: 201,
        schema: WebhookEndpointCreated,
      }),
      guard,
      validParams(PropertyParams),
      ownersOnly,
      validJson(WebhookEndpointCreate),
      async (c) => {
        const body: WebhookEndpointCreated = await createEndpoint(
          service,
          c.req.valid('param').propertyId,
          c.req.valid('json'),
        );
        return c.json(body, 201);
      },
    )
    .put(
      `${base}/:id`,
      doc(
        'live',
        'Change a webhook endpoint with the version read; turn it off or on (owners)',
        WebhookEndpoint,
      ),
      guard,
      validParams(EndpointParams),
      ownersOnly,
      validJson(WebhookEndpointUpdate),
      async (c) => {
        const { propertyId, id } = c.req.valid('param');
        const body: WebhookEndpoint = await changeEndpoint(service, propertyId, id, c.req.valid('json'));
        return c.json(body);
      },
    )
    .delete(
      `${base}/:id`,
      doc('live', 'Delete a webhook endpoint and its delivery log (owners)', { status: 204 }),
      guard,
      validParams(EndpointParams),
      ownersOnly,
      async (c) => {
        const { propertyId, id } = c.req.valid('param');
        await removeEndpoint(service, propertyId, id);
        return c.body(null, 204);
      },
    )
    .get(
      `${base}/:id/deliveries`,
      doc('live', 'An endpoint’s delivery log, newest first, a page at a time (owners)', WebhookDeliveryPage),
      guard,
      validParams(EndpointParams),
      ownersOnly,
      validQuery(WebhookDeliveryQuery),
      async (c) => {
        const { propertyId, id } = c.req.valid('param');
        const body: WebhookDeliveryPage = await listDeliveries(service, propertyId, id, c.req.valid('query'));
        return c.json(body);
      },
    )
    .post(
      `${base}/:id/deliveries/:deliveryId/resend`,
      doc('live', 'Send a delivery again: same event id and body, due now (owners)', {
        status: 202,
        schema: WebhookDelivery,
      }),
      guard,
      validParams(DeliveryParams),
      ownersOnly,
      async (c) => {
        const { propertyId, id, deliveryId } = c.req.valid('param');
        const body: WebhookDelivery = await resendDelivery(service, propertyId, id, deliveryId);
        return c.json(body, 202);
      },
    )
    .post(
      `${base}/:id/test`,
      doc('live', 'Queue a `webhook.test` event for this endpoint (owners)', {
        status: 202,
        schema: WebhookDelivery,
      }),
      guard,
      validParams(EndpointParams),
      ownersOnly,
      async (c) => {
        const { propertyId, id } = c.req.valid('param');
        const body: WebhookDelivery = await sendTestEvent(service, propertyId, id);
        return c.json(body, 202);
      },
    );
}
