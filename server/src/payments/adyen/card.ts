/*
 * The card as Adyen names it in a payment's or a notification's additionalData (cardSummary, expiryDate,
 * paymentMethod), in the ledger's words: brand, last four digits, expiry 'MM/YY' (domain LedgerCard); never its
 * number. Adyen adds these only when the account's "Additional data" settings ask for them, so each may be absent.
 */

/** A card as Adyen describes it: brand ('visa', 'mc'...), last four digits, expiry 'MM/YY' ('' when unknown). */
export interface AdyenCard {
  readonly brand: string;
  readonly last4: string;
  readonly expiry: string;
}

/** Adyen's 'M/YYYY' or 'MM/YYYY' as 'MM/YY'; '' when it is not one. */
const expiryOf = (value: string | undefined): string => {
  const match = /^(\d{1,2})\/(\d{2}|\d{4})$/.exec(value ?? '');
  if (!match?.[1] || !match[2]) return '';
  return `${match[1].padStart(2, '0')}/${match[2].slice(-2)}`;
};

/** The card of a payment, or null when Adyen named no last four digits. */
export function cardOfAdditionalData(
  additionalData: Readonly<Record<string, string | undefined>>,
  brand?: string,
): AdyenCard | null {
  const last4 = additionalData.cardSummary;
  if (!last4 || !/^\d{4}$/.test(last4)) return null;
  return {
    brand: additionalData.paymentMethod ?? brand ?? '',
    last4,
    expiry: expiryOf(additionalData.expiryDate),
  };
}
