import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../settings/typedSettings.ts';
import { cart, catalog, meetingRoom, svcLine, ugLine } from '../testing/factories.ts';
import { allowedOrder } from './allowedOrder.ts';

const cat = catalog({ unitgroups: [meetingRoom(1), meetingRoom(2, { bookDirectly: false })] });
const priced = (amount: number, onRequest = false) => ({ totals: [{ currency: 'EUR', amount }], onRequest });
const direct = cart({ unitgroups: [ugLine('a', 1, 1)] });

describe('ordering directly', () => {
  it('a meeting room that can be booked directly can be ordered', () => {
    expect(allowedOrder(direct, cat, priced(50000), defaultSettings)).toBe(true);
  });
  it('a cart without unit groups can only be requested as an offer', () => {
    expect(allowedOrder(cart({ services: [svcLine('s', 1, 1)] }), cat, priced(100), defaultSettings)).toBe(
      false,
    );
  });
  it('one room that is not bookable directly makes the whole cart an offer request', () => {
    const c = cart({ unitgroups: [ugLine('a', 1, 1), ugLine('b', 2, 1)] });
    expect(allowedOrder(c, cat, priced(100000), defaultSettings)).toBe(false);
  });
  it('a price above the direct-booking maximum needs an offer; at the maximum it can be ordered', () => {
    const s = { ...defaultSettings, maxAmountBookDirectly: 50000 };
    expect(allowedOrder(direct, cat, priced(50001), s)).toBe(false);
    expect(allowedOrder(direct, cat, priced(50000), s)).toBe(true);
  });
  it('a price on request can never be ordered directly', () => {
    expect(allowedOrder(direct, cat, priced(0, true), defaultSettings)).toBe(false);
  });
  it('booking.maxAmount caps every direct order', () => {
    const s = { ...defaultSettings, bookingMaxAmount: 10000 };
    expect(allowedOrder(direct, cat, priced(20000), s)).toBe(false);
  });
  it('in offer mode only offers can be requested', () => {
    expect(allowedOrder(direct, cat, priced(100), { ...defaultSettings, bookingOfferMode: true })).toBe(
      false,
    );
  });
  it('in order mode a room that is not bookable directly still needs an offer', () => {
    const s = { ...defaultSettings, bookingOrderMode: true };
    expect(allowedOrder(cart({ unitgroups: [ugLine('b', 2, 1)] }), cat, priced(100), s)).toBe(false);
    expect(allowedOrder(cart({ services: [svcLine('s', 1, 1)] }), cat, priced(100), s)).toBe(false);
    expect(allowedOrder(cart(), cat, priced(0), s)).toBe(false);
  });
  it('in order mode a room booked directly up to the direct-booking maximum can be reserved; above it only an offer', () => {
    const s = { ...defaultSettings, bookingOrderMode: true, maxAmountBookDirectly: 150000 };
    expect(allowedOrder(direct, cat, priced(150000), s)).toBe(true);
    expect(allowedOrder(direct, cat, priced(150001), s)).toBe(false);
  });
  it('in order mode booking.maxAmount also caps the order', () => {
    const s = { ...defaultSettings, bookingOrderMode: true, bookingMaxAmount: 100000 };
    expect(allowedOrder(direct, cat, priced(100000), s)).toBe(true);
    expect(allowedOrder(direct, cat, priced(100001), s)).toBe(false);
  });
  it('with both modes on, the direct-booking rules decide', () => {
    const s = { ...defaultSettings, bookingOrderMode: true, bookingOfferMode: true };
    expect(allowedOrder(direct, cat, priced(100), s)).toBe(true);
    expect(allowedOrder(cart({ unitgroups: [ugLine('b', 2, 1)] }), cat, priced(100), s)).toBe(false);
  });
});
