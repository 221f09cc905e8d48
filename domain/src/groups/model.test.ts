import { describe, expect, it } from 'vitest';
import { Group, GroupBlock, normalisePickupCode, ReleaseRule } from './model.ts';
import { congressBlock } from './testing/blocks.ts';

const congress = {
  id: 1,
  propertyId: 2,
  eventName: 'Lindenhof Congress 2030',
  organiserBookingId: 40,
  organiserName: 'Dr. Ada Weber',
  pickupCode: 'LINDEN30',
  blocks: [congressBlock()],
};

describe('the group model', () => {
  it('reads a congress with one block of 20 rooms over two nights', () => {
    const group = Group.parse(congress);
    expect(group.blocks[0]?.nights.map((n) => n.units)).toEqual([20, 20]);
  });

  it('starts a block without pickups when none are stored', () => {
    const { pickups: _, ...stored } = congressBlock();
    expect(GroupBlock.parse(stored).pickups).toEqual([]);
  });

  it('lets the units vary by night and a night hold none', () => {
    const nights = [
      { night: '2030-03-19', units: 0 },
      { night: '2030-03-20', units: 30 },
      { night: '2030-03-21', units: 12 },
    ];
    expect(GroupBlock.safeParse(congressBlock({ nights })).success).toBe(true);
  });

  it('refuses nights with a gap, out of order, or not real days', () => {
    for (const nights of [
      [
        { night: '2030-03-20', units: 1 },
        { night: '2030-03-22', units: 1 },
      ],
      [
        { night: '2030-03-21', units: 1 },
        { night: '2030-03-20', units: 1 },
      ],
      [{ night: '2030-02-30', units: 1 }],
      [],
    ]) {
      expect(GroupBlock.safeParse(congressBlock({ nights })).success).toBe(false);
    }
  });

  it('refuses a pickup whose nights have a gap, and a pickup of no units', () => {
    const gap = { bookingId: 5, nights: ['2030-03-20', '2030-03-22'], units: 1 };
    expect(GroupBlock.safeParse(congressBlock({ pickups: [gap] })).success).toBe(false);
    const none = { bookingId: 5, nights: ['2030-03-20'], units: 0 };
    expect(GroupBlock.safeParse(congressBlock({ pickups: [none] })).success).toBe(false);
  });

  it('knows the three release rules and nothing else', () => {
    expect(ReleaseRule.parse({ kind: 'date', date: '2030-03-06' })).toEqual({
      kind: 'date',
      date: '2030-03-06',
    });
    expect(ReleaseRule.parse({ kind: 'daysBefore', days: 14 })).toEqual({ kind: 'daysBefore', days: 14 });
    expect(ReleaseRule.parse({ kind: 'none' })).toEqual({ kind: 'none' });
    expect(ReleaseRule.safeParse({ kind: 'daysBefore', days: -1 }).success).toBe(false);
    expect(ReleaseRule.safeParse({ kind: 'weekly' }).success).toBe(false);
  });

  it('refuses a group without an event name or with a lower-case pickup code', () => {
    expect(Group.safeParse({ ...congress, eventName: '  ' }).success).toBe(false);
    expect(Group.safeParse({ ...congress, pickupCode: 'linden30' }).success).toBe(false);
  });
});

describe('the pickup code an attendee types', () => {
  it('is read in upper case without spaces and dashes', () => {
    expect(normalisePickupCode(' linden-30 ')).toBe('LINDEN30');
    expect(normalisePickupCode('LIN DEN 30')).toBe('LINDEN30');
  });

  it('is nothing when it cannot be a code', () => {
    expect(normalisePickupCode('')).toBeNull();
    expect(normalisePickupCode(null)).toBeNull();
    expect(normalisePickupCode('ab')).toBeNull();
    expect(normalisePickupCode('linden_30')).toBeNull();
  });
});
