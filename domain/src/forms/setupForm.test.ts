import { describe, expect, it } from 'vitest';
import { emptyCart } from '../cart/testing/fixtures.ts';
import { defaultSettings } from '../settings/typedSettings.ts';
import { canStart, codeRejectedKey, setupCodeFields, setupFormErrors } from './setupForm.ts';

const cart = emptyCart();

describe('the setup form', () => {
  it('is valid with the defaults and lets a logged-in property start', () => {
    expect(setupFormErrors(cart, defaultSettings)).toEqual({});
    expect(canStart(cart, defaultSettings, true)).toBe(true);
  });

  it('cannot start before the property is logged in', () => {
    expect(canStart(cart, defaultSettings, false)).toBe(false);
  });

  it('a mandatory guest count needs at least one guest, unless guests are not asked for', () => {
    const settings = { ...defaultSettings, guestsMandatory: true };
    expect(setupFormErrors({ ...cart, people: 0 }, settings)).toEqual({ people: 'FORM.ERROR.REQUIRED' });
    expect(setupFormErrors({ ...cart, people: 0 }, { ...settings, noGuests: true })).toEqual({});
    expect(canStart({ ...cart, people: 0 }, settings, true)).toBe(false);
  });

  it('a mandatory start date, time slice, customer account number and promo code must be given', () => {
    const settings = {
      ...defaultSettings,
      startdateMandatory: true,
      timesliceMandatory: true,
      customeraccountMandatory: true,
      promocodeMandatory: true,
    };
    expect(setupFormErrors({ ...cart, startdate: null }, settings)).toEqual({
      startdate: 'FORM.ERROR.REQUIRED',
      timeslice: 'FORM.ERROR.REQUIRED',
      customeraccountnumber: 'FORM.ERROR.REQUIRED',
      promocode: 'FORM.ERROR.REQUIRED',
    });
    expect(
      setupFormErrors(
        { ...cart, timeslicedefinitionId: 3, customeraccountnumber: 'K-1', promocode: 'P' },
        settings,
      ),
    ).toEqual({});
  });

  it('with flexible slots a start and end time are needed instead of a time slice', () => {
    const settings = { ...defaultSettings, flexibleslotEnabled: true, timesliceMandatory: true };
    expect(setupFormErrors(cart, settings)).toEqual({ times: 'FORM.ERROR.REQUIRED' });
    expect(setupFormErrors({ ...cart, starttime: '09:00:00', endtime: '17:00:00' }, settings)).toEqual({});
  });

  it('a time range whose end is not after its start is refused, also for a day’s preset times', () => {
    expect(setupFormErrors({ ...cart, starttime: '17:00:00', endtime: '09:00:00' }, defaultSettings)).toEqual(
      {
        times: 'FORM.ERROR.TIMERANGE',
      },
    );
    expect(setupFormErrors({ ...cart, starttime: '09:00:00', endtime: null }, defaultSettings).times).toBe(
      'FORM.ERROR.TIMERANGE',
    );
    const slots = cart.slots.map((s) => ({ ...s, starttime: '10:00:00', endtime: '10:00:00' }));
    expect(setupFormErrors({ ...cart, slots }, defaultSettings).times).toBe('FORM.ERROR.TIMERANGE');
  });

  it('asks for a mandatory code before the start, and the start waits for it', () => {
    expect(setupCodeFields(defaultSettings)).toEqual([]);
    const promo = { ...defaultSettings, promocodeMandatory: true };
    expect(setupCodeFields(promo)).toEqual(['promocode']);
    expect(setupCodeFields({ ...promo, customeraccountMandatory: true })).toEqual([
      'customeraccountnumber',
      'promocode',
    ]);
    expect(setupFormErrors(cart, promo)).toEqual({ promocode: 'FORM.ERROR.REQUIRED' });
    expect(canStart(cart, promo, true)).toBe(false);
    expect(canStart({ ...cart, promocode: 'SPRING20' }, promo, true)).toBe(true);
    // Only the mandatory code counts: an account number does not stand in for a mandatory promo code.
    expect(canStart({ ...cart, customeraccountnumber: 'ACME-1001' }, promo, true)).toBe(false);
  });

  it('names the message of a code the server does not know', () => {
    expect(codeRejectedKey('customeraccountnumber')).toBe('CART.CUSTOMERACCOUNT.REJECTED');
    expect(codeRejectedKey('promocode')).toBe('CART.PROMOCODE.REJECTED');
  });
});
