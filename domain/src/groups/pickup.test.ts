import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blockHeldUnits } from './holding.ts';
import type { GroupBlock } from './model.ts';
import { pickupProblems } from './pickup.ts';
import { congressBlock, generatedBlock, pickup, TODAY } from './testing/blocks.ts';

const N1 = '2030-03-20';
const N2 = '2030-03-21';
const codes = (block: GroupBlock, nights: string[], units = 1, today = TODAY) =>
  pickupProblems(block, { nights, units }, today).map((p) => p.code);

describe('an attendee picking up a room from a block', () => {
  it('may book one room for all of the block’s nights, or some of them', () => {
    expect(pickupProblems(congressBlock(), { nights: [N1, N2], units: 1 }, TODAY)).toEqual([]);
    expect(pickupProblems(congressBlock(), { nights: [N2], units: 1 }, TODAY)).toEqual([]);
  });

  it('may not book from a block that is not definite', () => {
    expect(codes(congressBlock({ status: 'tentative' }), [N1])).toEqual(['notDefinite']);
    expect(codes(congressBlock({ status: 'canceled' }), [N1])).toEqual(['notDefinite']);
    expect(codes(congressBlock({ status: 'released' }), [N1])).toEqual(['notDefinite', 'released']);
  });

  it('must ask for whole units and at least one night', () => {
    expect(codes(congressBlock(), [N1], 0)).toEqual(['badUnits']);
    expect(codes(congressBlock(), [N1], 1.5)).toEqual(['badUnits']);
    expect(codes(congressBlock(), [])).toEqual(['noNights']);
  });

  it('must ask for consecutive nights within the block', () => {
    const block = congressBlock({
      nights: ['2030-03-19', N1, N2].map((night) => ({ night, units: 5 })),
    });
    expect(codes(block, ['2030-03-19', N2])).toEqual(['notConsecutive']);
    expect(pickupProblems(congressBlock(), { nights: [N2, '2030-03-22'], units: 1 }, TODAY)).toEqual([
      { code: 'outsideBlock', nights: ['2030-03-22'] },
    ]);
    expect(codes(congressBlock(), ['2030-02-30'])).toEqual(['notConsecutive', 'outsideBlock']);
  });

  it('may not book a night that is past or released', () => {
    const none = congressBlock({ release: { kind: 'none' } });
    expect(pickupProblems(none, { nights: [N1, N2], units: 1 }, N2)).toEqual([
      { code: 'past', nights: [N1] },
    ]);
    expect(pickupProblems(congressBlock(), { nights: [N1, N2], units: 1 }, '2030-03-06')).toEqual([
      { code: 'released', nights: [N1] },
    ]);
  });

  it('is refused when the block has fewer rooms left than asked', () => {
    const block = congressBlock({
      nights: [
        { night: N1, units: 3 },
        { night: N2, units: 2 },
      ],
      pickups: [pickup(1, [N2], 2)],
    });
    expect(pickupProblems(block, { nights: [N1, N2], units: 1 }, TODAY)).toEqual([
      { code: 'soldOut', nights: [N2] },
    ]);
    expect(pickupProblems(block, { nights: [N1], units: 4 }, TODAY)).toEqual([
      { code: 'soldOut', nights: [N1] },
    ]);
  });

  it('gives the last 3 rooms to exactly 3 of 50 attendees asking one after the other', () => {
    let block = congressBlock({ nights: [{ night: N1, units: 3 }] });
    let booked = 0;
    for (let attendee = 1; attendee <= 50; attendee++) {
      if (pickupProblems(block, { nights: [N1], units: 1 }, TODAY).length > 0) continue;
      block = { ...block, pickups: [...block.pickups, pickup(attendee, [N1])] };
      booked++;
    }
    expect(booked).toBe(3);
    expect(blockHeldUnits(block, N1, TODAY)).toBe(0);
  });

  it('refuses any pickup that would exceed what the block still holds', () => {
    fc.assert(
      fc.property(generatedBlock, fc.integer({ min: 1, max: 10 }), (block, units) => {
        const definite = { ...block, status: 'definite' as const };
        for (const { night } of definite.nights) {
          const problems = pickupProblems(definite, { nights: [night], units }, TODAY);
          const exceeds = units > blockHeldUnits(definite, night, TODAY);
          expect(problems.length > 0).toBe(exceeds);
        }
      }),
    );
  });
});
