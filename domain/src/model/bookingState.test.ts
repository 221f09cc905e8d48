import { describe, expect, it } from 'vitest';
import { BookingState, bookingStateLabel } from './bookingState.ts';
import { cartIsEditable } from './cart.ts';

describe('booking state labels', () => {
  it('shows an offered booking as OFFERED and a confirmed one as CONFIRMED', () => {
    expect(bookingStateLabel(BookingState.Offered)).toBe('OFFERED');
    // An offer with an option date is still the hotel's offer to the booker (its page says until when).
    expect(bookingStateLabel(BookingState.Optional)).toBe('OFFERED');
    expect(bookingStateLabel(BookingState.Confirmed)).toBe('CONFIRMED');
  });
  it('shows a state it does not know as UNKNOWN', () => {
    expect(bookingStateLabel(128)).toBe('UNKNOWN');
    expect(bookingStateLabel(undefined)).toBe('UNKNOWN');
  });
});

describe('an ordered cart', () => {
  const base = { ordered: true, paymentToken: null, existingBookingIsEdited: false };
  it('is locked against edits', () => expect(cartIsEditable(base)).toBe(false));
  it('stays editable while a payment token exists or an existing booking is edited', () => {
    expect(cartIsEditable({ ...base, paymentToken: 'tok' })).toBe(true);
    expect(cartIsEditable({ ...base, existingBookingIsEdited: true })).toBe(true);
    expect(cartIsEditable({ ...base, ordered: false })).toBe(true);
  });
});
