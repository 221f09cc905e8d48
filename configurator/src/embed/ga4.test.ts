import { describe, expect, it } from 'vitest';
import { ga4Event } from './ga4.ts';

const booking = { code: 'B-7', state: 8, total: 123_45, currency: 'EUR', view: null };

describe('ga4Event (the loader forwards booking events to the dataLayer)', () => {
  it('maps the cart and its lines to begin_checkout, add_to_cart and remove_from_cart', () => {
    expect(ga4Event('cartStarted', { currency: 'EUR' })).toEqual({
      event: 'begin_checkout',
      ecommerce: { currency: 'EUR' },
    });
    const line = { kind: 'service', id: 4, code: 'LUNCH', itemcount: 12, currency: 'EUR' } as const;
    expect(ga4Event('itemAdded', line)).toEqual({
      event: 'add_to_cart',
      ecommerce: { currency: 'EUR', items: [{ item_id: 'LUNCH', item_category: 'service', quantity: 12 }] },
    });
    expect(ga4Event('itemRemoved', { ...line, code: null })?.ecommerce).toEqual({
      currency: 'EUR',
      items: [{ item_id: '4', item_category: 'service', quantity: 12 }],
    });
  });

  it('maps a request to generate_lead and a booking paid or without payment due to purchase, in currency units', () => {
    const sale = { transaction_id: 'B-7', value: 123.45, currency: 'EUR' };
    expect(ga4Event('offerRequested', { ...booking, state: 1 })).toEqual({
      event: 'generate_lead',
      ecommerce: sale,
    });
    expect(ga4Event('reservationCreated', booking)).toEqual({ event: 'purchase', ecommerce: sale });
    expect(ga4Event('paymentSucceeded', booking)).toEqual({ event: 'purchase', ecommerce: sale });
  });

  it('forwards nothing for a reservation still waiting for its payment, a failed payment or the technical events', () => {
    expect(ga4Event('reservationCreated', { ...booking, state: 2 })).toBeNull();
    expect(ga4Event('paymentFailed', { ...booking, state: 2 })).toBeNull();
    expect(ga4Event('resize', { height: 10 })).toBeNull();
    expect(ga4Event('ready', { version: 1 })).toBeNull();
  });
});
