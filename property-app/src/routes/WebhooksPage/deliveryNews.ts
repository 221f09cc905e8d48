import type { WebhookDelivery } from '@venue/contract';

/** A delivery that appeared or whose outcome changed since the log was last read. */
export type DeliveryChange = { readonly kind: 'new' | 'changed'; readonly delivery: WebhookDelivery };

/**
 * What the log has to announce after reading it again: newer deliveries, and those whose status or
 * number of tries moved (`before` maps an id to "status:attempts" as last read).
 */
export function deliveryNews(
  before: ReadonlyMap<number, string>,
  now: readonly WebhookDelivery[],
): DeliveryChange[] {
  const changes: DeliveryChange[] = [];
  // An older page read ("Older") brings deliveries not shown before that are not news: only newer ids are.
  const newest = Math.max(0, ...before.keys());
  for (const delivery of now) {
    const was = before.get(delivery.id);
    if (was === undefined) {
      if (delivery.id > newest) changes.push({ kind: 'new', delivery });
    } else if (was !== `${delivery.status}:${delivery.attempts}`) changes.push({ kind: 'changed', delivery });
  }
  return changes;
}
