import fc from 'fast-check';
import { addDaysToIsoDate } from '../../dates/isoDate.ts';
import type { IsoDate } from '../../model/entities.ts';
import type { GroupBlock, GroupPickup, ReleaseRule } from '../model.ts';
import { pickupProblems } from '../pickup.ts';

/*
 * docs/rules.md#group-blocks: blocks for the tests, one written by hand (the congress of the issue: 20 double
 * rooms over two nights, released 14 days before each night) and generated ones whose pickups went through
 * `pickupProblems` one by one, as the server writes them. Test code only: fast-check is a dev dependency.
 */

/** The day the tests call today. */
export const TODAY = '2030-03-01';

/** A definite block of 20 units over 2030-03-20 and -21, at 12 900 cents, released 14 days before each night. */
export function congressBlock(overrides: Partial<GroupBlock> = {}): GroupBlock {
  return {
    id: 1,
    unitgroupId: 7,
    rateplanId: 3,
    unitPrice: 12900,
    currency: 'EUR',
    nights: [
      { night: '2030-03-20', units: 20 },
      { night: '2030-03-21', units: 20 },
    ],
    status: 'definite',
    release: { kind: 'daysBefore', days: 14 },
    pickups: [],
    ...overrides,
  };
}

/** A pickup of `units` for `nights` by booking `bookingId`. */
export const pickup = (bookingId: number, nights: IsoDate[], units = 1): GroupPickup => ({
  bookingId,
  nights,
  units,
});

const releaseRule: fc.Arbitrary<ReleaseRule> = fc.oneof(
  fc.integer({ min: 0, max: 30 }).map((d) => ({ kind: 'date' as const, date: addDaysToIsoDate(TODAY, d) })),
  fc.integer({ min: 0, max: 20 }).map((days) => ({ kind: 'daysBefore' as const, days })),
  fc.constant({ kind: 'none' as const }),
);

/** A pickup request: an offset into the block's nights, a length and units (some too large, some past its end). */
const request = fc.record({
  from: fc.integer({ min: 0, max: 6 }),
  length: fc.integer({ min: 1, max: 4 }),
  units: fc.integer({ min: 1, max: 4 }),
});

/**
 * A block of 1 to 6 nights starting 0 to 25 days after TODAY, any release rule, whose pickups are the requests
 * `pickupProblems` accepted while it was definite, written one after the other; then any status.
 */
export const generatedBlock: fc.Arbitrary<GroupBlock> = fc
  .record({
    id: fc.integer({ min: 1, max: 3 }),
    start: fc.integer({ min: 0, max: 25 }),
    units: fc.array(fc.integer({ min: 0, max: 8 }), { minLength: 1, maxLength: 6 }),
    status: fc.constantFrom('tentative', 'definite', 'released', 'canceled' as const),
    release: releaseRule,
    requests: fc.array(request, { maxLength: 12 }),
  })
  .map(({ id, start, units, status, release, requests }) => {
    const first = addDaysToIsoDate(TODAY, start);
    let block: GroupBlock = congressBlock({
      id,
      nights: units.map((u, i) => ({ night: addDaysToIsoDate(first, i), units: u })),
      status: 'definite',
      release,
    });
    requests.forEach((r, i) => {
      const nights = Array.from({ length: r.length }, (_, k) => addDaysToIsoDate(first, r.from + k));
      if (pickupProblems(block, { nights, units: r.units }, TODAY).length === 0) {
        block = { ...block, pickups: [...block.pickups, pickup(100 + i, nights, r.units)] };
      }
    });
    // A released or canceled block keeps the pickups it had while definite; a tentative one never had any.
    return status === 'tentative' ? { ...block, status, pickups: [] } : { ...block, status };
  });
