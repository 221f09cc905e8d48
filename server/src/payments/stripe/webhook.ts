import type { LedgerEntryInput, LedgerKind } from '@venue/domain';
import Stripe from 'stripe';

/*
 * Stripe's webhooks (docs.stripe.com/webhooks): a signed event proves itself with the Stripe-Signature header, and
 * each event about one of our payments becomes a movement of the booking's ledger (docs/rules.md#the-payment-ledger).
 * Nothing here throws at the caller: an HTTP edge answers a refusal with 400 and says nothing of why.
 */

/** Why an incoming webhook was not accepted. */
export type StripeEventRefusal =
  | 'missing_signature'
  | 'invalid_signature'
  | 'expired'
  | 'malformed'
  /** No webhook secret configured: every event is refused rather than trusted. */
  | 'no_secret';

export type VerifiedStripeEvent =
  | { ok: true; event: Stripe.Event }
  | { ok: false; reason: StripeEventRefusal };

/**
 * Checks a webhook's signature over its raw body (as received, before any JSON parsing) and its age
 * (`toleranceSeconds`, Stripe's default 300: an older signed body is a replay), and answers the event.
 */
export function verifyStripeEvent(
  rawBody: string,
  signatureHeader: string | undefined,
  webhookSecret: string,
  toleranceSeconds = 300,
): VerifiedStripeEvent {
  if (!webhookSecret.trim()) return { ok: false, reason: 'no_secret' };
  if (!signatureHeader) return { ok: false, reason: 'missing_signature' };
  try {
    return {
      ok: true,
      event: Stripe.webhooks.constructEvent(rawBody, signatureHeader, webhookSecret, toleranceSeconds),
    };
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
      // The library names the too-old case only in its message; the signature was right, the body is stale.
      return { ok: false, reason: /tolerance/i.test(error.message) ? 'expired' : 'invalid_signature' };
    }
    // A correctly signed body that is not an event (not JSON, or a thin v2 notification).
    return { ok: false, reason: 'malformed' };
  }
}

/** A movement of one booking's ledger, from a Stripe event. */
export interface StripeLedgerMovement {
  propertyId: string;
  bookingId: string;
  /** Our attempt's reference, when the object carries it. */
  attemptRef: string | null;
  /** Stripe may deliver an event more than once (docs.stripe.com/webhooks#handle-duplicate-events). */
  eventId: string;
  entry: LedgerEntryInput;
}

/** The booking an object belongs to: the metadata the adapter writes; null for objects not made by us. */
function bookingOf(metadata: Stripe.Metadata | null | undefined) {
  const propertyId = metadata?.propertyId;
  const bookingId = metadata?.bookingId;
  if (!propertyId || !bookingId) return null;
  return { propertyId, bookingId, attemptRef: metadata.attemptRef ?? null };
}

/** A fee (metadata.purpose, set by the adapter), an authorisation (manual capture) or a payment taken. */
function kindOf(intent: Stripe.PaymentIntent): LedgerKind {
  if (intent.metadata.purpose === 'fee') return 'fee';
  return intent.capture_method === 'manual' ? 'authorisation' : 'capture';
}

/** A refund's status as the ledger's outcome; null for one not begun (requires_action: the customer is asked). */
function refundOutcome(status: string | null): LedgerEntryInput['outcome'] | null {
  switch (status) {
    case 'succeeded':
      return 'success';
    case 'pending':
      return 'pending';
    case 'failed':
      return 'error';
    case 'canceled':
      return 'canceled';
    default:
      return null;
  }
}

/**
 * The ledger movement an event means, or null for events that move nothing of ours (other types, objects without
 * our booking metadata). Webhook payloads do not expand the payment method, so entries carry no card: the
 * adapter's result of the same attempt has it.
 */
export function ledgerEntryOfStripeEvent(
  event: Stripe.Event,
  /** The booking of the refund's payment, for a refund made outside us (Stripe's Dashboard): it has no metadata. */
  paymentOwner: { readonly propertyId: string; readonly bookingId: string } | null = null,
): StripeLedgerMovement | null {
  const at = new Date(event.created * 1000).toISOString();
  const movement = (
    metadata: Stripe.Metadata | null | undefined,
    entry: Omit<LedgerEntryInput, 'at' | 'provider'>,
    owner: { readonly propertyId: string; readonly bookingId: string } | null = null,
  ): StripeLedgerMovement | null => {
    const booking = bookingOf(metadata) ?? (owner ? { ...owner, attemptRef: null } : null);
    if (!booking) return null;
    return {
      ...booking,
      eventId: event.id,
      entry: { ...entry, currency: entry.currency.toUpperCase(), at, provider: 'stripe', card: null },
    };
  };

  switch (event.type) {
    case 'payment_intent.succeeded': {
      const pi = event.data.object;
      // For a manual capture, succeeded is the capture: the authorisation came with amount_capturable_updated.
      const kind = pi.metadata.purpose === 'fee' ? 'fee' : 'capture';
      return movement(pi.metadata, {
        kind,
        amount: pi.amount_received,
        currency: pi.currency,
        reference: pi.id,
        outcome: 'success',
      });
    }
    case 'payment_intent.amount_capturable_updated': {
      const pi = event.data.object;
      if (pi.capture_method !== 'manual' || pi.amount_capturable <= 0) return null;
      return movement(pi.metadata, {
        kind: 'authorisation',
        amount: pi.amount_capturable,
        currency: pi.currency,
        reference: pi.id,
        outcome: 'success',
      });
    }
    case 'payment_intent.payment_failed': {
      const pi = event.data.object;
      return movement(pi.metadata, {
        kind: kindOf(pi),
        amount: pi.amount,
        currency: pi.currency,
        reference: pi.id,
        outcome: 'refused',
      });
    }
    case 'payment_intent.canceled': {
      const pi = event.data.object;
      return movement(pi.metadata, {
        kind: kindOf(pi),
        amount: pi.amount,
        currency: pi.currency,
        reference: pi.id,
        outcome: 'canceled',
      });
    }
    case 'setup_intent.succeeded': {
      const si = event.data.object;
      // A SetupIntent has no currency; the adapter writes the booking's into its metadata.
      const currency = si.metadata?.currency;
      if (!currency) return null;
      return movement(si.metadata, {
        kind: 'hold',
        amount: 0,
        currency,
        // The SetupIntent leads to the customer and the saved payment method a fee is charged to later
        // (the adapter's retrieveGuarantee).
        reference: si.id,
        outcome: 'success',
      });
    }
    case 'refund.created':
    case 'refund.updated': {
      // A refund is its own object with its own id, the reference the refund's request recorded; our refunds carry
      // the booking in their metadata (adapter.refund), one made in Stripe's Dashboard only its payment's intent.
      const refund = event.data.object;
      const outcome = refundOutcome(refund.status);
      if (!outcome) return null;
      return movement(
        refund.metadata,
        { kind: 'refund', amount: refund.amount, currency: refund.currency, reference: refund.id, outcome },
        paymentOwner,
      );
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      // Since API 2022-11-15 a charge's refunds are not in the payload unless expanded: without the refund's id this
      // event cannot be told from the refund.* events of the same refund, which tell it (and are the ones counted).
      const refund = charge.refunds?.data[0];
      if (!refund) return null;
      // amount_refunded is the charge's running total; this refund is what it grew by since the last one.
      const before = event.data.previous_attributes?.amount_refunded ?? 0;
      return movement(charge.metadata, {
        kind: 'refund',
        amount: Math.max(0, charge.amount_refunded - before),
        currency: charge.currency,
        reference: refund.id,
        outcome: 'success',
      });
    }
    default:
      return null;
  }
}

/**
 * The PaymentIntent a refund event's object names, read before the signature is checked (to find whose secret
 * checks it): a refund made in Stripe's Dashboard carries no metadata of ours, only its payment.
 */
export function refundedIntentOf(raw: string): string | null {
  try {
    const event = JSON.parse(raw) as { type?: unknown; data?: { object?: { payment_intent?: unknown } } };
    if (event.type !== 'refund.created' && event.type !== 'refund.updated') return null;
    const intent = event.data?.object?.payment_intent;
    return typeof intent === 'string' && /^pi_[A-Za-z0-9]+$/.test(intent) ? intent : null;
  } catch {
    return null;
  }
}
