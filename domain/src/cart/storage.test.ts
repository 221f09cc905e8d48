import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../settings/typedSettings.ts';
import { cartStorageKey, restoreCart, sameCartContent } from './storage.ts';
import { emptyCart, today } from './testing/fixtures.ts';

const options = { today, now: '2026-11-22T12:00:00Z', propertyId: 7, modeKey: '' };

describe('the cart in local storage', () => {
  it('is kept under tcuc_cart_M_ plus the property id and the mode', () => {
    expect(cartStorageKey(7, '')).toBe('tcuc_cart_M_7');
    expect(cartStorageKey(7, 'wedding')).toBe('tcuc_cart_M_7wedding');
  });

  it('a mode key is letters only, at most 32 of them', () => {
    expect(cartStorageKey(7, 'a'.repeat(32))).toBe(`tcuc_cart_M_7${'a'.repeat(32)}`);
    expect(cartStorageKey(7, 'a'.repeat(33))).toBe('tcuc_cart_M_7');
    expect(cartStorageKey(7, 'mode1')).toBe('tcuc_cart_M_7');
    expect(cartStorageKey(7, 'my-mode')).toBe('tcuc_cart_M_7');
    expect(cartStorageKey(7, '../x')).toBe('tcuc_cart_M_7');
    expect(cartStorageKey(7, 'bad mode')).toBe('tcuc_cart_M_7');
  });

  it('is restored when it starts today or later and was changed within 3 days', () => {
    const stored = { ...emptyCart(), started: true, modifiedAt: '2026-11-19T12:00:00Z' };
    const result = restoreCart(JSON.parse(JSON.stringify(stored)), options);
    expect(result.restored).toBe(true);
    expect(result.cart.started).toBe(true);
  });

  it('a cart stored by an older version gets the defaults for fields it lacks', () => {
    const { somethingYanked: _dropped, ...old } = { ...emptyCart(), modifiedAt: '2026-11-22T00:00:00Z' };
    const result = restoreCart(old, options);
    expect(result.restored).toBe(true);
    expect(result.cart.somethingYanked).toBe(false);
    expect(result.cart.modifiedAt).toBe('2026-11-22T00:00:00Z');
  });

  it('a cart stored before the event’s details existed restores without them; wrong ones are dropped', () => {
    const {
      description: _d,
      bookingreasonId: _r,
      ...old
    } = {
      ...emptyCart(),
      eventtitle: 'Kick-off',
      modifiedAt: '2026-11-22T00:00:00Z',
    };
    expect(restoreCart(JSON.parse(JSON.stringify(old)), options).cart).toMatchObject({
      eventtitle: 'Kick-off',
      description: '',
      bookingreasonId: null,
    });
    const broken = { ...old, eventtitle: 42, description: ['x'], bookingreasonId: 'conference' };
    expect(restoreCart(broken, options).cart).toMatchObject({
      eventtitle: '',
      description: '',
      bookingreasonId: null,
    });
    const kept = { ...old, description: 'Plan\n2027', bookingreasonId: 3 };
    expect(restoreCart(kept, options).cart).toMatchObject({ description: 'Plan\n2027', bookingreasonId: 3 });
  });

  it('is cleared when it was last changed more than 3 days ago', () => {
    const stored = { ...emptyCart(), started: true, modifiedAt: '2026-11-19T11:59:59Z' };
    const result = restoreCart(stored, options);
    expect(result).toMatchObject({ restored: false, reason: 'expired' });
    expect(result.cart.started).toBe(false);
  });

  it('is cleared when its start date has passed', () => {
    const stored = { ...emptyCart(), startdate: '2026-11-21', modifiedAt: '2026-11-22T00:00:00Z' };
    expect(restoreCart(stored, options).reason).toBe('past-start');
    expect(restoreCart({ ...stored, startdate: 'garbage' }, options).reason).toBe('past-start');
  });

  it('a cart without a start date is restored while it is fresh', () => {
    const stored = { ...emptyCart({ noDefaultStartDate: true }), modifiedAt: '2026-11-22T00:00:00Z' };
    expect(restoreCart(stored, options).restored).toBe(true);
  });

  it('is not restored for another property or mode, or when it is unreadable', () => {
    const stored = { ...emptyCart(), modifiedAt: '2026-11-22T00:00:00Z' };
    expect(restoreCart(stored, { ...options, propertyId: 8 }).reason).toBe('other-property');
    expect(restoreCart(stored, { ...options, modeKey: 'wedding' }).reason).toBe('other-property');
    expect(restoreCart(null, options).reason).toBe('missing');
    expect(restoreCart({ hello: 1 }, options).reason).toBe('malformed');
    expect(restoreCart('cart', options).reason).toBe('malformed');
    expect(restoreCart({ ...stored, modifiedAt: 'yesterday' }, options).reason).toBe('expired');
  });

  it('a cleared cart gets the defaults of the property and keeps its mode', () => {
    const result = restoreCart(undefined, {
      ...options,
      modeKey: 'wedding',
      settings: { ...defaultSettings, defaultGuests: 30 },
      catalog: { tags: [] },
      currency: 'CHF',
    });
    expect(result.cart).toMatchObject({ propertyId: 7, modeKey: 'wedding', people: 30, currency: 'CHF' });
    expect(result.cart.modifiedAt).toBe(options.now);
  });

  it('a restored cart that differs only in when it was changed holds the same as the page’s', () => {
    const page = { ...emptyCart(), started: true, modifiedAt: '2026-11-22T12:00:00Z' };
    const stored = { ...emptyCart(), started: true, modifiedAt: '2026-11-21T09:30:00Z' };
    const restored = restoreCart(JSON.parse(JSON.stringify(stored)), options).cart;
    expect(sameCartContent(restored, page)).toBe(true);
    expect(sameCartContent({ ...restored, people: restored.people + 1 }, page)).toBe(false);
    expect(sameCartContent({ ...restored, started: false }, page)).toBe(false);
  });
});
