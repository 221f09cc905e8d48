import { describe, expect, it } from 'vitest';
import { unitgroupQuantity, unitgroupQuantityParts } from './quantity.ts';

describe('what a unit group quantity is made of', () => {
  it('says a room line is rooms times nights, at least one night', () => {
    expect(unitgroupQuantityParts(1, 1, 2)).toEqual({ items: 1, per: 'night', count: 2 });
    expect(unitgroupQuantityParts(1, 3, 0)).toEqual({ items: 3, per: 'night', count: 1 });
  });
  it('says a meeting room line is rooms times days', () => {
    expect(unitgroupQuantityParts(2, 2, 1)).toEqual({ items: 2, per: 'day', count: 2 });
  });
  it('multiplies to the priced quantity', () => {
    for (const [category, items, nights] of [
      [1, 2, 3],
      [2, 1, 4],
      [1, 0, 2],
    ] as const) {
      const parts = unitgroupQuantityParts(category, items, nights);
      expect(parts.items * parts.count).toBe(unitgroupQuantity(category, items, nights));
    }
  });
});
