import type { LoadedBooking } from '@venue/domain';
import type { TFunction } from 'i18next';

/*
 * The booking's card as the guest reads it: the card that paid, or (issue 21) the card held as the guarantee. The
 * server keeps only its brand, last four digits and expiry (docs/rules.md#rate-policies).
 */

/** The booking's card as a guest recognises it, e.g. "VISA •••• 1111"; empty without one. */
export const cardName = (booking: LoadedBooking): string =>
  [booking.paymentcreditcardtype, booking.paymentcreditcardnumber].filter(Boolean).join(' ');

/** "Paid with VISA •••• 1111 (valid until 12/30)", without the expiry when the provider gave none. */
export function paidWithText(t: TFunction, booking: LoadedBooking): string {
  const values = { type: booking.paymentcreditcardtype ?? '', number: booking.paymentcreditcardnumber ?? '' };
  return booking.paymentcreditcardexpiry
    ? t('payment.card', { ...values, expiry: booking.paymentcreditcardexpiry })
    : t('payment.cardNoExpiry', values);
}
