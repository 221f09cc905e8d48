import { z } from 'zod';
import { CountParam } from './common.ts';
import { text } from './text.ts';

/*
 * docs/integrations.md#webhooks: a property's outgoing webhooks, set up by its owners. The signing secret is
 * shown once, in the answer that created the endpoint; afterwards only its last four characters.
 */

/** The events an endpoint may ask for (docs/integrations.md#events). */
export const WEBHOOK_EVENT_TYPES = [
  'booking.created',
  'booking.changed',
  'booking.state_changed',
  'booking.canceled',
  'payment.succeeded',
  'payment.failed',
  'payment.refunded',
  'message.received',
  'block.created',
  'block.changed',
] as const;
export const WebhookEventType = z.enum(WEBHOOK_EVENT_TYPES);
export type WebhookEventType = z.infer<typeof WebhookEventType>;

const url = () => text().trim().min(1).max(2000);
const events = () => z.array(WebhookEventType).min(1).max(WEBHOOK_EVENT_TYPES.length);
const description = () => text().trim().max(500);

/** POST /api/staff/property/{propertyId}/webhooks: a new endpoint (enabled). */
export const WebhookEndpointCreate = z.strictObject({
  url: url(),
  events: events(),
  description: description().optional(),
});
export type WebhookEndpointCreate = z.infer<typeof WebhookEndpointCreate>;

/** PUT /api/staff/property/{propertyId}/webhooks/{id}: what changes, with the version read. */
export const WebhookEndpointUpdate = z.strictObject({
  version: z.number().int().min(1),
  url: url().optional(),
  events: events().optional(),
  description: description().optional(),
  /** Turning an endpoint on again clears the reason the server turned it off. */
  enabled: z.boolean().optional(),
});
export type WebhookEndpointUpdate = z.infer<typeof WebhookEndpointUpdate>;

/** An endpoint as the owners see it: the secret only as its last four characters. */
export const WebhookEndpoint = z.object({
  id: z.number().int(),
  url: z.string(),
  events: z.array(WebhookEventType),
  description: z.string(),
  enabled: z.boolean(),
  /** Why the server turned it off (continued failure); null when enabled or turned off by an owner. */
  disabledReason: z.string().nullable(),
  secretLast4: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type WebhookEndpoint = z.infer<typeof WebhookEndpoint>;

/** The answer of the create: the endpoint and its signing secret (`whsec_…`), shown this once. */
export const WebhookEndpointCreated = WebhookEndpoint.extend({ secret: z.string() });
export type WebhookEndpointCreated = z.infer<typeof WebhookEndpointCreated>;

export const WebhookEndpointList = z.object({ endpoints: z.array(WebhookEndpoint) });
export type WebhookEndpointList = z.infer<typeof WebhookEndpointList>;

/** One event sent (or being sent) to an endpoint, for its delivery log. */
export const WebhookDelivery = z.object({
  id: z.number().int(),
  eventId: z.string(),
  eventType: z.string(),
  status: z.enum(['pending', 'succeeded', 'failed']),
  attempts: z.number().int(),
  nextAttemptAt: z.string().nullable(),
  lastAttemptAt: z.string().nullable(),
  lastStatusCode: z.number().int().nullable(),
  latencyMs: z.number().int().nullable(),
  /** The start of the receiver's answer (at most 1 KB), or why none came. */
  responseExcerpt: z.string().nullable(),
  createdAt: z.string(),
});
export type WebhookDelivery = z.infer<typeof WebhookDelivery>;

/** GET …/webhooks/{id}/deliveries?before=&limit=: newest first; `before` is the last id of the previous page. */
export const WebhookDeliveryQuery = z.strictObject({
  before: CountParam.optional(),
  limit: CountParam.optional(),
});

export const WebhookDeliveryPage = z.object({
  deliveries: z.array(WebhookDelivery),
  /** The `before` of the next page; null on the last. */
  next: z.number().int().nullable(),
});
export type WebhookDeliveryPage = z.infer<typeof WebhookDeliveryPage>;
