import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@venue/contract';
import { tKey } from '../../i18n/tKey.ts';

/** Each event's name as owners read it (docs/integrations.md#events). */
const EVENT_LABEL: Record<WebhookEventType | 'webhook.test', string> = {
  'booking.created': tKey('webhooks.event.bookingCreated'),
  'booking.changed': tKey('webhooks.event.bookingChanged'),
  'booking.state_changed': tKey('webhooks.event.bookingStateChanged'),
  'booking.canceled': tKey('webhooks.event.bookingCanceled'),
  'payment.succeeded': tKey('webhooks.event.paymentSucceeded'),
  'payment.failed': tKey('webhooks.event.paymentFailed'),
  'payment.refunded': tKey('webhooks.event.paymentRefunded'),
  'message.received': tKey('webhooks.event.messageReceived'),
  'block.created': tKey('webhooks.event.blockCreated'),
  'block.changed': tKey('webhooks.event.blockChanged'),
  'webhook.test': tKey('webhooks.event.test'),
};

/** The translation key of an event type; an unknown one (a newer server) is shown as its type. */
export const eventLabelKey = (type: string): string | null =>
  (EVENT_LABEL as Record<string, string>)[type] ?? null;

/** The events an endpoint can ask for, in the documentation's order. */
export const EVENT_TYPES = WEBHOOK_EVENT_TYPES;
