import { beforeEach, describe, expect, it } from 'vitest';
import { storePaymentReturn, takePaymentReturn } from '../payments/redirectResult.ts';
import { readBookingAccess, writeBookingAccess } from './storedBookingAccess.ts';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('the reopened booking kept across reloads', () => {
  it('remembers the token and code per property, so a reload does not ask for the code again', () => {
    writeBookingAccess(1, { token: 't'.repeat(43), code: 'ABCDE-FGHJK' });
    expect(readBookingAccess(1)).toEqual({ token: 't'.repeat(43), code: 'ABCDE-FGHJK' });
    expect(readBookingAccess(2)).toBeNull();
    writeBookingAccess(1, null);
    expect(readBookingAccess(1)).toBeNull();
  });
  it('ignores a damaged entry', () => {
    localStorage.setItem('venue_booking_access_1', '{not json');
    expect(readBookingAccess(1)).toBeNull();
    localStorage.setItem('venue_booking_access_1', JSON.stringify({ token: 5 }));
    expect(readBookingAccess(1)).toBeNull();
  });
  it('hands a provider’s redirect result to the payment dialog once', () => {
    storePaymentReturn({ ref: 'pay_abc', redirectResult: 'Ab12' });
    expect(takePaymentReturn()).toEqual({ ref: 'pay_abc', redirectResult: 'Ab12' });
    expect(takePaymentReturn()).toBeNull();
  });
});
