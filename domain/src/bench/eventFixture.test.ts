import { describe, expect, it } from 'vitest';
import { priceCart } from '../pricing/priceCart.ts';
import { cartReadiness } from '../readiness/readiness.ts';
import { addService, removeService } from '../relations/engine.ts';
import { buildEventFixture } from '../testing/eventFixture.ts';

describe('the benchmark’s 30-day conference', () => {
  const { cart, catalog, settings } = buildEventFixture();

  it('has 500 service lines over a 200-service catalog, one meeting room a day and rooms for the stay', () => {
    expect(cart.services).toHaveLength(500);
    expect(catalog.services).toHaveLength(201);
    expect(cart.slots).toHaveLength(30);
    expect(cart.unitgroups).toHaveLength(31);
  });

  it('prices every line, one group per day plus the stay, with prices that add up', () => {
    const p = priceCart(cart, catalog, [], settings);
    expect(p.lines).toHaveLength(531);
    expect(p.days).toHaveLength(31);
    const sum = p.lines.reduce((total, l) => total + (l.price ?? 0), 0);
    expect(p.totals).toEqual([{ currency: 'EUR', amount: sum }]);
    const daySum = p.days.reduce((total, d) => total + (d.totals[0]?.amount ?? 0), 0);
    expect(daySum).toBe(sum);
    expect(p.vat.reduce((total, v) => total + v.amount, 0)).toBeLessThan(sum);
  });

  it('lists the days still missing a required lunch menu', () => {
    const issues = cartReadiness(cart, catalog, [], settings);
    expect(issues.filter((i) => i.code === 'REQUIRED_SERVICEGROUP').length).toBeGreaterThan(0);
  });

  it('adds a service with its related service on a full day; removing it keeps what a plain add relation brought', () => {
    const ctx = { catalog, settings };
    const added = addService(cart, { serviceId: 10, slotIndex: 15 }, ctx);
    expect(added.added.map((e) => e.itemId)).toEqual([10, 11]);
    const back = removeService(added.cart, 's15-10', ctx).cart;
    expect(back.services).toHaveLength(501);
  });
});
