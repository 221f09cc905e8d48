import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  availableToAttendee,
  availableToPublic,
  blockHeldUnits,
  blockUnits,
  pickedUnits,
} from './holding.ts';
import { releasedNights } from './release.ts';
import { congressBlock, generatedBlock, pickup, TODAY } from './testing/blocks.ts';

const N1 = '2030-03-20';
const N2 = '2030-03-21';

describe('what a block holds from public sale', () => {
  it('holds its unpicked units while definite: 20 rooms, 3 picked, 17 held', () => {
    const block = congressBlock({ pickups: [pickup(1, [N1, N2], 2), pickup(2, [N1])] });
    expect(blockHeldUnits(block, N1, TODAY)).toBe(17);
    expect(blockHeldUnits(block, N2, TODAY)).toBe(18);
  });

  it('holds nothing while tentative, once released or canceled, or outside its nights', () => {
    expect(blockHeldUnits(congressBlock({ status: 'tentative' }), N1, TODAY)).toBe(0);
    expect(blockHeldUnits(congressBlock({ status: 'released' }), N1, TODAY)).toBe(0);
    expect(blockHeldUnits(congressBlock({ status: 'canceled' }), N1, TODAY)).toBe(0);
    expect(blockHeldUnits(congressBlock(), '2030-03-22', TODAY)).toBe(0);
  });

  it('holds nothing for a night past its release point, and still holds the later night', () => {
    expect(blockHeldUnits(congressBlock(), N1, '2030-03-06')).toBe(0);
    expect(blockHeldUnits(congressBlock(), N2, '2030-03-06')).toBe(20);
  });

  it('shows the public free rooms less what the block holds, never below none', () => {
    const blocks = [congressBlock(), congressBlock({ id: 2, unitgroupId: 8 })];
    expect(availableToPublic(30, blocks, 7, N1, TODAY)).toBe(10);
    expect(availableToPublic(15, blocks, 7, N1, TODAY)).toBe(0);
    // After the release the rooms are the public's again.
    expect(availableToPublic(30, blocks, 7, N1, '2030-03-06')).toBe(30);
  });

  it('shows an attendee the block’s remaining rooms, not the public ones', () => {
    const block = congressBlock({ pickups: [pickup(1, [N1], 5)] });
    expect(availableToAttendee(40, [block], block, N1, TODAY)).toBe(15);
    expect(availableToAttendee(40, [block], block, '2030-03-22', TODAY)).toBe(0);
  });

  it('lets an attendee have no more than the free rooms leave once other blocks have theirs', () => {
    const own = congressBlock();
    const other = congressBlock({ id: 2 });
    // An out-of-sale block took 5 of the 40 rooms both blocks hold: the public has none, the attendee 15.
    expect(availableToAttendee(35, [own, other], own, N1, TODAY)).toBe(15);
    expect(availableToPublic(35, [own, other], 7, N1, TODAY)).toBe(0);
    expect(availableToAttendee(10, [own, other], own, N1, TODAY)).toBe(0);
  });
});

describe('holding invariants over generated blocks and pickups', () => {
  const today = fc.constantFrom(TODAY, '2030-03-05', '2030-03-12', '2030-03-20', '2030-04-01');

  it('held and picked together never exceed the block’s units', () => {
    fc.assert(
      fc.property(generatedBlock, today, (block, day) => {
        for (const { night, units } of block.nights) {
          expect(pickedUnits(block, night)).toBeLessThanOrEqual(units);
          expect(blockHeldUnits(block, night, day) + pickedUnits(block, night)).toBeLessThanOrEqual(units);
        }
      }),
    );
  });

  it('released nights hold nothing', () => {
    fc.assert(
      fc.property(generatedBlock, today, (block, day) => {
        for (const night of releasedNights(block, day)) expect(blockHeldUnits(block, night, day)).toBe(0);
      }),
    );
  });

  it('on a definite block’s night public + held + picked is what was free before the block', () => {
    fc.assert(
      fc.property(generatedBlock, today, fc.nat(20), (generated, day, spare) => {
        const block = { ...generated, status: 'definite' as const };
        for (const { night, units } of block.nights) {
          const freeBeforeBlocks = units + spare;
          // The attendees' bookings are bookings: the free units the server counts already lack them.
          const free = freeBeforeBlocks - pickedUnits(block, night);
          const held = blockHeldUnits(block, night, day);
          expect(
            availableToPublic(free, [block], block.unitgroupId, night, day) +
              held +
              pickedUnits(block, night),
          ).toBe(freeBeforeBlocks);
          expect(availableToAttendee(free, [block], block, night, day)).toBe(held);
        }
      }),
    );
  });

  it('the public and every block’s attendees together never get more than is free, nor below none', () => {
    fc.assert(
      fc.property(fc.array(generatedBlock, { minLength: 1, maxLength: 3 }), fc.nat(30), (generated, free) => {
        const blocks = generated.map((b, i) => ({ ...b, id: i + 1 }));
        const nights = new Set(blocks.flatMap((b) => b.nights.map((n) => n.night)));
        for (const night of nights) {
          const pub = availableToPublic(free, blocks, 7, night, TODAY);
          const attendees = blocks.map((b) => availableToAttendee(free, blocks, b, night, TODAY));
          expect(pub).toBeGreaterThanOrEqual(0);
          for (const a of attendees) expect(a).toBeGreaterThanOrEqual(0);
          expect(pub + attendees.reduce((s, a) => s + a, 0)).toBeLessThanOrEqual(Math.max(free, 0));
        }
      }),
    );
  });

  it('counts a night outside the block as no units', () => {
    expect(blockUnits(congressBlock(), '2030-03-19')).toBe(0);
  });
});
