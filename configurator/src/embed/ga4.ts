import type { BookingEvent, ConfiguratorEvents, ItemEvent } from './embed.d.ts';

/** A GA4 e-commerce event as Google Tag Manager's `dataLayer` takes it. */
export interface Ga4Event {
  readonly event: string;
  readonly ecommerce: Readonly<Record<string, unknown>>;
}

/** Cents to the currency's units, as GA4's `value` (the configurator's money is integer cents). */
const units = (cents: number) => cents / 100;

const item = (data: ItemEvent) => ({
  currency: data.currency,
  items: [{ item_id: data.code ?? String(data.id), item_category: data.kind, quantity: data.itemcount }],
});

const booking = (data: BookingEvent) => ({
  transaction_id: data.code,
  value: units(data.total),
  currency: data.currency,
});

/** The configurator's state "Offered": a reservation that still waits for its payment is no purchase yet. */
const OFFERED = 2;

/**
 * The GA4 e-commerce event of a booking event (docs/embedding.md#google-tag-manager), or null for events
 * analytics does not take: cartStarted is begin_checkout, itemAdded/itemRemoved add_to_cart/remove_from_cart,
 * offerRequested generate_lead, a reservation without a payment due and a succeeded payment purchase
 * (transaction_id = booking code). No personal data: only what the booking events carry.
 */
export function ga4Event<N extends keyof ConfiguratorEvents>(
  name: N,
  data: ConfiguratorEvents[N],
): Ga4Event | null {
  const d = data as never;
  switch (name) {
    case 'cartStarted':
      return { event: 'begin_checkout', ecommerce: { currency: (d as { currency: string }).currency } };
    case 'itemAdded':
      return { event: 'add_to_cart', ecommerce: item(d) };
    case 'itemRemoved':
      return { event: 'remove_from_cart', ecommerce: item(d) };
    case 'offerRequested':
      return { event: 'generate_lead', ecommerce: booking(d) };
    case 'reservationCreated':
      return (d as BookingEvent).state === OFFERED ? null : { event: 'purchase', ecommerce: booking(d) };
    case 'paymentSucceeded':
      return { event: 'purchase', ecommerce: booking(d) };
    default:
      return null;
  }
}
