import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../settings/typedSettings.ts';
import { confirmPaymentMethod } from './confirmMethod.ts';

const offering = (methods: string) => ({
  ...defaultSettings,
  paymentOptions: { ...defaultSettings.paymentOptions, methods },
});

describe('the payment method of a confirmation', () => {
  it("is the booker's chosen method when the property offers it", () => {
    expect(confirmPaymentMethod(offering('PM6Hold,CreditCard,Company'), 'Company')).toBe('Company');
  });

  it('is the first offered method when the booker chose none or one no longer offered', () => {
    expect(confirmPaymentMethod(offering('Prepayment,Company'), null)).toBe('Prepayment');
    expect(confirmPaymentMethod(offering('Prepayment,Company'), 'CreditCard')).toBe('Prepayment');
  });

  it('never invents a credit card for a property without one', () => {
    expect(confirmPaymentMethod(offering('PM6Hold'), undefined)).toBe('PM6Hold');
  });
});
