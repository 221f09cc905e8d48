import { describe, expect, it } from 'vitest';
import { readSettings } from '../settings/settings.ts';
import { offeredPaymentMethods } from './providers.ts';

const offered = (methods?: string) =>
  offeredPaymentMethods(
    readSettings(
      methods === undefined
        ? []
        : [{ key: 'web.engine.configuration.paymentOptions.methods', value: methods }],
    ).settings,
  );

describe('offeredPaymentMethods', () => {
  it('offers every method when the property names none', () => {
    expect(offered()).toEqual(['PM6Hold', 'CreditCard', 'Prepayment', 'Company']);
    expect(offered('  ')).toEqual(['PM6Hold', 'CreditCard', 'Prepayment', 'Company']);
  });

  it('offers only the named methods, in the spec order, ignoring unknown names and blanks', () => {
    expect(offered('Prepayment, CreditCard')).toEqual(['CreditCard', 'Prepayment']);
    expect(offered('Company,Bitcoin,')).toEqual(['Company']);
  });

  it('falls back to every method when no name is known, so a typo never blocks payment', () => {
    expect(offered('creditcard')).toEqual(['PM6Hold', 'CreditCard', 'Prepayment', 'Company']);
  });
});
