import type { BookingAccess } from '../api/existingBooking.ts';
import { safeLocalStorage } from './safeStorage.ts';

/*
 * docs/pages.md#reopening-a-booking: local storage keeps the booking token and code, so a reload (or the drop-in's redirect back)
 * does not ask for the booking code again. One entry per property.
 */

const keyOf = (propertyId: number) => `venue_booking_access_${propertyId}`;

/** The stored token and code of a property's reopened booking, if any. */
export function readBookingAccess(propertyId: number): BookingAccess | null {
  try {
    const raw = safeLocalStorage.getItem(keyOf(propertyId));
    const parsed = raw ? (JSON.parse(raw) as Partial<BookingAccess>) : null;
    return typeof parsed?.token === 'string' && typeof parsed.code === 'string'
      ? { token: parsed.token, code: parsed.code }
      : null;
  } catch {
    return null;
  }
}

/** Stores (or, with null, forgets) the token and code. */
export function writeBookingAccess(propertyId: number, access: BookingAccess | null): void {
  try {
    if (access) safeLocalStorage.setItem(keyOf(propertyId), JSON.stringify(access));
    else safeLocalStorage.removeItem(keyOf(propertyId));
  } catch (error) {
    console.error('Storing the booking access failed', error);
  }
}
