import { BookingState, type LoadedBooking } from '@venue/domain';
import { describe, expect, it } from 'vitest';
import { settledPayment } from './settledPayment.ts';

const booking = (state: BookingState, actions: LoadedBooking['allowedActions']) =>
  ({
    bookingcode: 'B-123',
    bookingstate: state,
    total: 120_00,
    currency: 'EUR',
    allowedActions: actions,
    firstname: 'Clara',
  }) as unknown as LoadedBooking;

describe('settledPayment (the embed payment events)', () => {
  it('reports a success only when the re-read booking no longer waits for its payment', () => {
    const confirmed = booking(BookingState.Confirmed, ['cancel']);
    expect(settledPayment('success', confirmed)).toEqual({ outcome: 'succeeded', booking: confirmed });
    expect(settledPayment('success', booking(BookingState.Offered, ['pay']))).toBeNull();
  });

  it('reports refused and failed attempts, never a cancel, a pending or unknown outcome', () => {
    expect(settledPayment('refused', booking(BookingState.Offered, ['pay']))?.outcome).toBe('failed');
    expect(settledPayment('error', booking(BookingState.Offered, ['pay']))?.outcome).toBe('failed');
    for (const outcome of ['canceled', 'pending', 'errorunknown'] as const)
      expect(settledPayment(outcome, booking(BookingState.Offered, ['pay']))).toBeNull();
    expect(settledPayment('success', null)).toBeNull();
  });
});
