import { ErrorKey, PAYMENT_WEBHOOK_PATHS } from '@venue/contract';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { bookingById, paymentByRef, paymentByTransaction, setProviderCard } from '../../db/paymentQueries.ts';
import {
  ledgerEntryOfAdyenItem,
  storedCardOfAdyenItem,
  verifyAdyenNotification,
} from '../../payments/adyen/notification.ts';
import { applyProviderMovement } from '../../payments/lateMovements.ts';
import { type PaymentProviderConfig, paymentProviderOf } from '../../payments/providerConfig.ts';
import { idFromText, parseMerchantReference } from '../../payments/providerReference.ts';
import {
  ledgerEntryOfStripeEvent,
  refundedIntentOf,
  verifyStripeEvent,
} from '../../payments/stripe/webhook.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { doc } from '../openapi.ts';

/*
 * docs/payments.md#provider-events: the providers' webhooks. They carry no login: a call counts only when it is
 * signed with the secret the property's owner saved (Stripe's signing secret, Adyen's HMAC key), and an event is
 * acted on once (server/src/payments/lateMovements.ts: applyProviderMovement, which also releases or refunds money
 * that arrives for a cancelled booking). A call that is not signed, signed with another key, changed on the way or
 * too old is refused with 400 and changes nothing; the answer says no more.
 */

/** The webhook paths: public (the providers call them), checked by their signatures instead. */
export const isProviderWebhookPath = (path: string): boolean =>
  path === PAYMENT_WEBHOOK_PATHS.stripe || path === PAYMENT_WEBHOOK_PATHS.adyen;

const refused = (c: Context<AppEnv>) =>
  c.json(
    { error: ErrorKey.validation, message: 'The event is not signed by the provider', details: [] },
    400,
  );

/** The property a Stripe event names in its object's metadata, read before the signature is checked. */
function stripePropertyOf(raw: string): number | null {
  try {
    const event = JSON.parse(raw) as { data?: { object?: { metadata?: Record<string, unknown> } } };
    const id = event.data?.object?.metadata?.propertyId;
    return typeof id === 'string' ? idFromText(id) : null;
  } catch {
    return null;
  }
}

/** The one property all items of an Adyen notification belong to (by their merchantReference), or null. */
function adyenPropertyOf(body: unknown): number | null {
  const items = (body as { notificationItems?: unknown })?.notificationItems;
  if (!Array.isArray(items)) return null;
  const ids = new Set<number | null>(
    items.map((i) => {
      const text = (i as { NotificationRequestItem?: { merchantReference?: unknown } })
        ?.NotificationRequestItem?.merchantReference;
      return typeof text === 'string' ? (parseMerchantReference(text)?.propertyId ?? null) : null;
    }),
  );
  const [only] = [...ids];
  return ids.size === 1 && typeof only === 'number' ? only : null;
}

export function providerWebhookRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  /** The property's provider set-up, or null when it cannot be read (its secrets do not open). */
  const providerOf = async (propertyId: number): Promise<PaymentProviderConfig | null> => {
    try {
      return await deps.database.run((db) => paymentProviderOf(db, propertyId, deps));
    } catch {
      return null;
    }
  };

  /** The booking (and its property) whose Stripe payment a refund event names, or null. */
  const refundedPaymentOwner = async (raw: string) => {
    const intent = refundedIntentOf(raw);
    if (!intent) return null;
    return deps.database.run(async (db) => {
      const attempt = await paymentByTransaction(db, intent);
      if (attempt?.provider !== 'stripe') return null;
      const booking = await bookingById(db, attempt.bookingId);
      return booking ? { propertyId: booking.propertyId, bookingId: booking.id } : null;
    });
  };

  app.post(
    '/payment/stripe/webhook',
    doc('payment', 'Stripe’s events (signed with the property’s webhook signing secret)'),
    async (c) => {
      // The signature is over the body exactly as sent: read as text, parsed only after the check.
      const raw = await c.req.text();
      // A refund made in Stripe's Dashboard names no booking: its payment's intent leads to ours.
      const owner = stripePropertyOf(raw) === null ? await refundedPaymentOwner(raw) : null;
      const propertyId = stripePropertyOf(raw) ?? owner?.propertyId ?? null;
      const config = propertyId === null ? null : await providerOf(propertyId);
      if (propertyId === null || config?.provider !== 'stripe' || !config.webhookSecret) return refused(c);
      const verified = verifyStripeEvent(raw, c.req.header('stripe-signature'), config.webhookSecret);
      if (!verified.ok) return refused(c);
      const movement = ledgerEntryOfStripeEvent(
        verified.event,
        owner ? { propertyId: String(owner.propertyId), bookingId: String(owner.bookingId) } : null,
      );
      const bookingId = idFromText(movement?.bookingId);
      // An event about nothing of ours (another type, another system's object) is received and left alone.
      if (!movement || bookingId === null || idFromText(movement.propertyId) !== propertyId)
        return c.json({ received: true });
      await applyProviderMovement(deps, {
        provider: 'stripe',
        eventId: movement.eventId,
        eventType: verified.event.type,
        propertyId,
        bookingId,
        entry: movement.entry,
      });
      return c.json({ received: true });
    },
  );

  app.post(
    '/payment/adyen/notification',
    doc('payment', 'Adyen’s standard notifications (items signed with the property’s HMAC key)'),
    async (c) => {
      const body: unknown = await c.req.json().catch(() => null);
      const propertyId = adyenPropertyOf(body);
      const config = propertyId === null ? null : await providerOf(propertyId);
      if (propertyId === null || config?.provider !== 'adyen' || !config.hmacKey) return refused(c);
      const verified = verifyAdyenNotification(body, config.hmacKey);
      if (!verified.ok) return refused(c);
      for (const item of verified.items) {
        const reference = parseMerchantReference(item.merchantReference);
        if (!reference) continue;
        // A card held as the guarantee: where Adyen keeps it, so a fee can be charged to it later, even when the
        // booker's browser never came back to tell (the sessions flow pays at Adyen, not through us).
        const storedCard = reference.purpose === 'hold' ? storedCardOfAdyenItem(item) : null;
        if (storedCard)
          await deps.database.run(async (db) => {
            const found = await paymentByRef(db, reference.attemptRef);
            if (found?.payment.bookingId === reference.bookingId && found.payment.provider === 'adyen')
              await setProviderCard(db, found.payment.id, storedCard);
          });
        const movement = ledgerEntryOfAdyenItem(item, {
          manualCapture: reference.capture === 'manual',
          purpose: reference.purpose,
        });
        if (!movement) continue;
        await applyProviderMovement(deps, {
          provider: 'adyen',
          // Adyen's own advice: an event is its pspReference, event code and success together.
          eventId: `${item.pspReference}:${item.eventCode}:${item.success}`,
          eventType: item.eventCode,
          propertyId,
          bookingId: reference.bookingId,
          entry: movement.entry,
        });
      }
      // Adyen resends a notification until it is answered with exactly this.
      return c.text('[accepted]');
    },
  );

  return app;
}
