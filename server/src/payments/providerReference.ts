/*
 * docs/payments.md#provider-events: what a payment at a provider is for, carried by the payment itself so that the
 * provider's events find their booking. Stripe keeps it as the objects' metadata (the Stripe adapter writes
 * propertyId, bookingId, attemptRef and purpose); Adyen has one text for it, the merchantReference, in this form:
 * `v1.{propertyId}.{bookingId}.{purpose}.{capture}.{attemptRef}` (at most 80 characters, as Adyen allows).
 */

/** What a payment is for: a charge (deposit or prepayment), a card held as a guarantee, or a fee charged to it. */
export type ProviderPurpose = 'charge' | 'hold' | 'fee';

export interface ProviderReference {
  readonly propertyId: number;
  readonly bookingId: number;
  readonly purpose: ProviderPurpose;
  /** 'manual': authorised now, captured later (the property's choice); 'auto': captured at once. */
  readonly capture: 'auto' | 'manual';
  /** Our payment attempt's reference (server/src/payments/service.ts). */
  readonly attemptRef: string;
}

const PURPOSES: readonly ProviderPurpose[] = ['charge', 'hold', 'fee'];
const FORM = /^v1\.(\d{1,9})\.(\d{1,12})\.(charge|hold|fee)\.(auto|manual)\.([A-Za-z0-9_-]{1,48})$/;

/**
 * The merchantReference of a payment at Adyen.
 * @public the payment flows name Adyen payments with it once they are wired to Adyen (issue 39).
 */
export function merchantReferenceOf(reference: ProviderReference): string {
  const text = `v1.${reference.propertyId}.${reference.bookingId}.${reference.purpose}.${reference.capture}.${reference.attemptRef}`;
  if (!FORM.test(text) || text.length > 80) throw new Error(`not a merchant reference: ${text}`);
  return text;
}

/** A merchantReference read back, or null for one this server did not make (another system's payment). */
export function parseMerchantReference(text: string): ProviderReference | null {
  const match = FORM.exec(text);
  if (!match) return null;
  const [, property, booking, purpose, capture, attemptRef] = match;
  if (!PURPOSES.includes(purpose as ProviderPurpose)) return null;
  return {
    propertyId: Number(property),
    bookingId: Number(booking),
    purpose: purpose as ProviderPurpose,
    capture: capture === 'manual' ? 'manual' : 'auto',
    attemptRef: attemptRef ?? '',
  };
}

/** A positive id from the text of a Stripe metadata value, or null. */
export function idFromText(text: string | null | undefined): number | null {
  if (!text || !/^\d{1,12}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 ? id : null;
}
