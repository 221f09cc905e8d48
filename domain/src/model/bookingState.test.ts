import { describe, expect, it } from 'vitest';
import { BookingState, bookingStateLabel } from './bookingState.ts';

describe('booking state labels', () => {
  it('shows an offered booking as OFFERED and a confirmed one as CONFIRMED', () => {
    expect(bookingStateLabel(BookingState.Offered)).toBe('OFFERED');
    expect(bookingStateLabel(BookingState.Confirmed)).toBe('CONFIRMED');
  });
  it('shows a state it does not know as UNKNOWN', () => {
    expect(bookingStateLabel(128)).toBe('UNKNOWN');
    expect(bookingStateLabel(undefined)).toBe('UNKNOWN');
  });
});
