import adyen, { type Types } from '@adyen/api-library';
import type { LedgerEntryInput } from '@venue/domain';
import { z } from 'zod';
import { cardOfAdditionalData } from './card.ts';

/*
 * Adyen's standard webhook (docs.adyen.com/development-resources/webhooks): a body of NotificationRequestItems, each
 * signed with the merchant's HMAC key. An item is believed only when its signature checks out with the library's
 * HmacValidator; then each item becomes one ledger entry (docs/rules.md#the-payment-ledger). The route answers
 * `[accepted]` once the entries are stored, so that Adyen stops resending.
 */

const { hmacValidator: HmacValidator } = adyen;
type NotificationRequestItem = Types.notification.NotificationRequestItem;

const Item = z.object({
  pspReference: z.string().min(1),
  originalReference: z.string().optional(),
  merchantAccountCode: z.string(),
  merchantReference: z.string(),
  amount: z.object({ value: z.number().int().min(0), currency: z.string().length(3) }),
  eventCode: z.string().min(1),
  eventDate: z.string(),
  success: z.enum(['true', 'false']),
  paymentMethod: z.string().optional(),
  reason: z.string().optional(),
  operations: z.array(z.string()).optional(),
  additionalData: z.record(z.string(), z.string()).optional(),
});
type Item = z.infer<typeof Item>;

const Body = z.object({
  live: z.string(),
  notificationItems: z.array(z.object({ NotificationRequestItem: Item })).min(1),
});

/** A notification item whose signature was checked. */
export type AdyenNotificationItem = Readonly<Item>;

export type VerifiedNotification =
  | { readonly ok: true; readonly live: boolean; readonly items: readonly AdyenNotificationItem[] }
  | { readonly ok: false; readonly reason: 'shape' | 'unsigned' | 'signature' };

/**
 * Checks a webhook body and the HMAC signature of each of its items. One bad item refuses the whole body: a body
 * someone tampered with is not believed in part.
 */
export function verifyAdyenNotification(body: unknown, hmacKey: string): VerifiedNotification {
  const parsed = Body.safeParse(body);
  if (!parsed.success) return { ok: false, reason: 'shape' };
  const validator = new HmacValidator();
  const items = parsed.data.notificationItems.map((n) => n.NotificationRequestItem);
  for (const item of items) {
    if (!item.additionalData?.hmacSignature) return { ok: false, reason: 'unsigned' };
    // The library signs the item's own fields; the parsed item has exactly the shape it reads.
    const signed = item as unknown as NotificationRequestItem;
    let valid = false;
    try {
      valid = validator.validateHMAC(signed, hmacKey);
    } catch {
      valid = false; // a key that is not hex, or a signature that is not base64
    }
    if (!valid) return { ok: false, reason: 'signature' };
  }
  return { ok: true, live: parsed.data.live === 'true', items };
}

/** What the payment an AUTHORISATION is about was for (the caller knows it from the merchantReference). */
export interface AuthorisationContext {
  /** The payment was made with manual capture: its authorisation takes no money yet (a CAPTURE follows). */
  readonly manualCapture: boolean;
  /** 'hold': a card held as a guarantee (zero value); 'fee': a cancellation fee charged to a held card. */
  readonly purpose?: 'charge' | 'hold' | 'fee';
  /** When to record it (the one clock); Adyen's eventDate otherwise. */
  readonly at?: string;
}

/** A ledger entry made of a notification item, with the merchantReference (our payment's) it belongs to. */
export interface AdyenLedgerEntry {
  readonly merchantReference: string;
  /** The payment's pspReference for a modification (capture, cancel, refund); null for an authorisation. */
  readonly originalReference: string | null;
  readonly entry: LedgerEntryInput;
}

/**
 * docs/rules.md#the-payment-ledger: the movement an item reports, or null when it reports none this ledger keeps
 * (an unknown event code, a cancellation that did not happen).
 */
export function ledgerEntryOfAdyenItem(
  item: AdyenNotificationItem,
  context: AuthorisationContext,
): AdyenLedgerEntry | null {
  const ok = item.success === 'true';
  const of = (kind: LedgerEntryInput['kind'], outcome: LedgerEntryInput['outcome']): AdyenLedgerEntry => ({
    merchantReference: item.merchantReference,
    originalReference: item.originalReference ?? null,
    entry: {
      kind,
      amount: item.amount.value,
      currency: item.amount.currency,
      at: context.at ?? item.eventDate,
      provider: 'adyen',
      reference: item.pspReference,
      outcome,
      // A modification (capture, cancellation, refund) has its own reference and names the payment it settles.
      of: item.originalReference ?? null,
      card: cardOfAdditionalData(item.additionalData ?? {}, item.paymentMethod),
    },
  });
  switch (item.eventCode) {
    case 'AUTHORISATION': {
      const purpose = context.purpose ?? 'charge';
      // With automatic capture Adyen sends no CAPTURE notification: the authorisation is the money taken.
      const kind =
        purpose === 'hold'
          ? 'hold'
          : purpose === 'fee'
            ? 'fee'
            : context.manualCapture
              ? 'authorisation'
              : 'capture';
      return of(kind, ok ? 'success' : 'refused');
    }
    case 'CAPTURE':
      return of('capture', ok ? 'success' : 'refused');
    case 'CAPTURE_FAILED':
      // The capture was accepted, then the card scheme rejected it: the money did not come.
      return of('capture', 'error');
    case 'CANCELLATION':
      // A cancelled authorisation: the money it set aside is released. A cancellation that failed leaves it standing
      // (the hotel may capture it, or release it again).
      return of('authorisation', ok ? 'canceled' : 'refused');
    case 'REFUND':
      return of('refund', ok ? 'success' : 'refused');
    case 'REFUND_FAILED':
      return of('refund', 'error');
    default:
      return null;
  }
}

/**
 * The card a successful AUTHORISATION stored for a shopper (Adyen's tokenization fields, or the older recurring ones),
 * to charge it later with no shopper present; null when the item stored none.
 */
export function storedCardOfAdyenItem(
  item: AdyenNotificationItem,
): { providerCustomer: string | null; providerMethod: string } | null {
  if (item.eventCode !== 'AUTHORISATION' || item.success !== 'true') return null;
  const data = item.additionalData ?? {};
  const method = data['tokenization.storedPaymentMethodId'] ?? data['recurring.recurringDetailReference'];
  if (!method) return null;
  return {
    providerCustomer: data['tokenization.shopperReference'] ?? data['recurring.shopperReference'] ?? null,
    providerMethod: method,
  };
}
