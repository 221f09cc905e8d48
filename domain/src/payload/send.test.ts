import { describe, expect, it } from 'vitest';
import type { BookingPayload } from '../model/entities.ts';
import { bookingSend } from './send.ts';

const payload = { propertyId: 1, people: 2 } as unknown as BookingPayload;

describe('sending a cart', () => {
  it('creates a booking for a new cart', () => {
    expect(bookingSend({ id: null, bookingtoken: null }, payload)).toEqual({ kind: 'add', payload });
  });

  it('updates the booking a cart already holds, proven by its token, instead of creating a second one', () => {
    expect(bookingSend({ id: 42, bookingtoken: 'tok_abcdefghijklmnopqrstuv' }, payload)).toEqual({
      kind: 'update',
      id: 42,
      payload: { ...payload, bookingtoken: 'tok_abcdefghijklmnopqrstuv' },
    });
  });
});
