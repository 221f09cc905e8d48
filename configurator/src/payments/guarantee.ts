import type { LoadedBooking } from '@venue/domain';

/** Issue 21, card guarantee: the booking's card as a guest recognises it, e.g. "VISA •••• 1111"; empty without one. */
export const cardName = (booking: LoadedBooking): string =>
  [booking.paymentcreditcardtype, booking.paymentcreditcardnumber].filter(Boolean).join(' ');
