import type { CalendarDate } from '@internationalized/date';
import { parseIsoDate } from '../dates/isoDate.ts';
import type { LoadedBooking } from '../model/entities.ts';

/** docs/rules.md#booking-code: the booking-code prompt's errors. */
export type BookingCodeError = 'INVALID' | 'NOT_FOUND' | 'PAST';

/** The i18n keys of the booking-code prompt's errors. */
export const BOOKING_CODE_ERROR_KEYS: Readonly<Record<BookingCodeError, string>> = Object.freeze({
  INVALID: 'BOOKINGCODE.ERROR.INVALID',
  NOT_FOUND: 'BOOKINGCODE.ERROR.NOTFOUND',
  PAST: 'BOOKINGCODE.ERROR.PAST',
});

/** docs/rules.md#booking-code: an empty booking code is invalid (checked before any lookup). */
function bookingCodeInputError(code: string | null | undefined): 'INVALID' | null {
  return (code ?? '').trim() === '' ? 'INVALID' : null;
}

/** docs/rules.md#booking-code: a booker identifies with the booking's internal or external code (case and spaces ignored). */
function bookingMatchesCode(
  booking: Pick<LoadedBooking, 'internalId' | 'externalId' | 'bookingcode'>,
  code: string,
): boolean {
  const wanted = code.trim().toUpperCase();
  return [booking.internalId, booking.externalId, booking.bookingcode].some(
    (c) => c !== null && c.trim().toUpperCase() === wanted,
  );
}

/**
 * docs/rules.md#booking-code: the booking-code prompt: an empty code is invalid; no booking found (or one whose codes do
 * not match) is not found; a booking whose end date is before today is in the past.
 */
export function checkBookingCode(
  code: string | null | undefined,
  booking: Pick<LoadedBooking, 'internalId' | 'externalId' | 'bookingcode' | 'enddate'> | null,
  today: CalendarDate,
): BookingCodeError | null {
  const input = bookingCodeInputError(code);
  if (input) return input;
  if (!booking || !bookingMatchesCode(booking, code ?? '')) return 'NOT_FOUND';
  const end = parseIsoDate(booking.enddate);
  return end && end.compare(today) < 0 ? 'PAST' : null;
}
