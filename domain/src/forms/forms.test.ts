import { CalendarDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import type { Contact } from '../model/entities.ts';
import { BOOKING_CODE_ERROR_KEYS, checkBookingCode } from './bookingCode.ts';
import { type ContactFormOptions, validateBookerForm } from './contact.ts';

/** The booker's errors when the booker form is sent with terms accepted and no guest. */
const validateContact = (contact: Partial<Contact> | null, options?: ContactFormOptions) =>
  validateBookerForm({ contact, guest: null, onbehalfofguest: false, termsAccepted: true }, options).booker;

describe('the booking-code prompt', () => {
  const today = new CalendarDate(2026, 11, 22);
  const booking = { internalId: 'B-501', externalId: 'EXT-9', bookingcode: 'ABC123', enddate: '2026-12-03' };

  it('an empty code is invalid', () => {
    expect(checkBookingCode('  ', booking, today)).toBe('INVALID');
    expect(checkBookingCode(undefined, booking, today)).toBe('INVALID');
    expect(checkBookingCode('ABC123', booking, today)).toBeNull();
  });
  it('a code without a booking is not found', () => {
    expect(checkBookingCode('ZZZ', null, today)).toBe('NOT_FOUND');
    expect(checkBookingCode('ZZZ', booking, today)).toBe('NOT_FOUND');
  });
  it('a booking that ended before today is in the past', () => {
    expect(checkBookingCode('abc123', { ...booking, enddate: '2026-11-21' }, today)).toBe('PAST');
    expect(checkBookingCode('abc123', { ...booking, enddate: '2026-11-22' }, today)).toBeNull();
  });
  it('accepts the internal or external code', () => {
    expect(checkBookingCode(' b-501 ', booking, today)).toBeNull();
    expect(checkBookingCode('EXT-9', booking, today)).toBeNull();
    expect(checkBookingCode('EXT-9', { ...booking, externalId: null }, today)).toBe('NOT_FOUND');
  });
  it('has a message key per error', () => {
    expect(BOOKING_CODE_ERROR_KEYS.PAST).toBe('BOOKINGCODE.ERROR.PAST');
  });
});

describe('the booker form', () => {
  const ada = { firstname: 'Ada', lastname: 'Lovelace', email: 'ada@example.org' };

  it('needs first name, last name and e-mail', () => {
    expect(validateContact(ada)).toEqual({});
    expect(validateContact(null)).toEqual({
      firstname: 'FORM.ERROR.REQUIRED',
      lastname: 'FORM.ERROR.REQUIRED',
      email: 'FORM.ERROR.REQUIRED',
    });
  });
  it('refuses an e-mail address that cannot be one', () => {
    for (const email of ['ada', 'ada@', 'ada@example', 'a da@example.org', 'ada@example.o']) {
      expect(validateContact({ ...ada, email }).email).toBe('FORM.ERROR.EMAIL');
    }
  });
  it('checks the phone number only when one is given, unless the property requires it', () => {
    expect(validateContact({ ...ada, phone: '+49 (30) 123-456' })).toEqual({});
    expect(validateContact({ ...ada, phone: 'call me' }).phone).toBe('FORM.ERROR.PATTERN');
    expect(validateContact(ada, { phoneRequired: true }).phone).toBe('FORM.ERROR.REQUIRED');
  });
  it('asks for company and address when the property requires them', () => {
    expect(validateContact(ada, { companyRequired: true, addressRequired: true })).toEqual({
      company: 'FORM.ERROR.REQUIRED',
      street: 'FORM.ERROR.REQUIRED',
      zip: 'FORM.ERROR.REQUIRED',
      city: 'FORM.ERROR.REQUIRED',
    });
  });
  it('limits the length of names', () => {
    expect(validateContact({ ...ada, lastname: 'x'.repeat(101) }).lastname).toBe('FORM.ERROR.MAXLENGTH');
  });
  it('checks the guest only when booking on a guest’s behalf, and needs accepted terms', () => {
    const form = { contact: ada, guest: null, onbehalfofguest: false, termsAccepted: true };
    expect(validateBookerForm(form)).toEqual({ booker: {}, guest: {}, terms: null, valid: true });
    const onBehalf = validateBookerForm({ ...form, onbehalfofguest: true });
    expect(onBehalf.valid).toBe(false);
    expect(onBehalf.guest.firstname).toBe('FORM.ERROR.REQUIRED');
    const noTerms = validateBookerForm({ ...form, termsAccepted: false });
    expect(noTerms).toMatchObject({ terms: 'FORM.ERROR.REQUIRED', valid: false });
    expect(validateBookerForm({ ...form, contact: null }).valid).toBe(false);
  });
});
