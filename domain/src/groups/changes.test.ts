import { describe, expect, it } from 'vitest';
import { canConfirmBlock, reduceProblems } from './changes.ts';
import { congressBlock, pickup } from './testing/blocks.ts';

const N1 = '2030-03-20';
const N2 = '2030-03-21';

describe('confirming a block', () => {
  it('is fine when every night’s units are free', () => {
    expect(canConfirmBlock(congressBlock({ status: 'tentative' }), { [N1]: 20, [N2]: 25 })).toEqual({
      ok: true,
    });
  });

  it('answers the nights that fall short, so a definite block never overbooks', () => {
    expect(canConfirmBlock(congressBlock({ status: 'tentative' }), { [N1]: 19 })).toEqual({
      ok: false,
      short: [
        { night: N1, needed: 20, free: 19 },
        { night: N2, needed: 20, free: 0 },
      ],
    });
  });

  it('does not need rooms for units attendees already hold in their own bookings', () => {
    const block = congressBlock({ pickups: [pickup(1, [N1], 4)] });
    expect(canConfirmBlock(block, { [N1]: 16, [N2]: 20 })).toEqual({ ok: true });
  });
});

describe('reducing a definite block', () => {
  const block = congressBlock({ pickups: [pickup(1, [N1, N2], 3), pickup(2, [N2], 2)] });

  it('may go down to what attendees picked up, and drop a night nobody picked', () => {
    expect(
      reduceProblems(block, [
        { night: N1, units: 3 },
        { night: N2, units: 5 },
      ]),
    ).toEqual([]);
    expect(reduceProblems(congressBlock(), [{ night: N1, units: 10 }])).toEqual([]);
  });

  it('refuses to grow a night or add one', () => {
    expect(
      reduceProblems(block, [
        { night: N1, units: 21 },
        { night: N2, units: 20 },
        { night: '2030-03-22', units: 1 },
      ]),
    ).toEqual([{ code: 'notAReduction', nights: [N1, '2030-03-22'] }]);
  });

  it('refuses to go below what attendees picked up, a dropped night included', () => {
    expect(reduceProblems(block, [{ night: N1, units: 2 }])).toEqual([
      { code: 'belowPicked', nights: [N1, N2] },
    ]);
  });
});
