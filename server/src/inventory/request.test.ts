import { AvailabilityBody } from '@venue/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fastAvailabilityBody } from './request.ts';

/*
 * The availability fast path must accept only what the zod schema accepts, with the same output; what it
 * does not accept goes to zod. Generated bodies mix valid values with every kind of boundary breaker.
 */

const oneOf = (...values: unknown[]) => fc.constantFrom<unknown>(...values);
const anyJson = fc.oneof(
  oneOf(null, true, false, 0, -1, 1.5, '', 'x', [], {}, 2_147_483_648, Number.MAX_SAFE_INTEGER + 2),
  fc.string(),
  fc.integer(),
);
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(fc.oneof(arb, anyJson), { nil: undefined, freq: 3 });

const dateTime = fc.oneof(
  oneOf(
    '2026-02-28 15:00',
    '2026-02-29 15:00',
    '2028-02-29 08:00',
    '2026-12-31T23:59',
    '2026-12-31 23:59:59',
    '2026-13-01 10:00',
    '1899-12-31 10:00',
    '2200-12-31 10:00',
    '2201-01-01 10:00',
    '2026-06-01 24:00',
    '2026-06-01 10:60',
    '2026-06-01 10:00:60',
    '2026-06-01 10:00 ',
    '2026-06-01',
  ),
  fc
    .tuple(
      fc.integer({ min: 2026, max: 2027 }),
      fc.integer({ min: 1, max: 12 }),
      fc.integer({ min: 1, max: 31 }),
    )
    .map(([y, m, d]) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')} 1${d % 10}:00`),
);
const time = oneOf('08:00', '18:00:00', '24:00', '8:00', '23:59:59', null, 7);
const text = fc.oneof(fc.string({ maxLength: 3 }), oneOf('x'.repeat(200), 'x'.repeat(201), null));
const id = fc.oneof(
  fc.integer({ min: 1, max: 30 }),
  oneOf(0, -3, 2_147_483_647, 2_147_483_648, 1.5, null, '1'),
);
const count = fc.oneof(fc.integer({ min: 0, max: 20 }), oneOf(-1, 10_000, 10_001, 2.5, null, '2'));

const item = fc.record(
  {
    itemcount: fc.oneof(fc.integer({ min: 1, max: 3 }), oneOf(0, 1000, 1001, 1.5, '1')),
    start: dateTime,
    end: dateTime,
    nightcount: count,
    personcount: count,
    personsperroom: count,
    childcount: count,
    rateplan: fc.oneof(fc.record({ id }), oneOf(null, {}, { id: 1, extra: 2 }, [])),
    ignorePersoncount: fc.oneof(fc.boolean(), oneOf(null, 'true', 0)),
    unknownKey: maybe(fc.string()),
  },
  { requiredKeys: [] },
);
const request = fc.record(
  {
    unitgroupId: id,
    timeslicedefinitionId: id,
    starttime: time,
    endtime: time,
    promotioncode: text,
    customeraccountnumber: text,
    tagIds: fc.oneof(fc.array(id, { maxLength: 3 }), oneOf(null, {}, Array(51).fill(1), Array(50).fill(1))),
    ignoreBookingId: id,
    availabilities: fc.oneof(fc.array(item, { maxLength: 4 }), oneOf(null, {}, [])),
    extra: maybe(fc.string()),
  },
  { requiredKeys: ['unitgroupId', 'availabilities'] },
);
const body = fc.oneof(request, fc.array(request, { maxLength: 3 }), anyJson);

/** Well-formed bodies, so that many cases exercise the accepting path too. */
const validItem = fc.record(
  {
    itemcount: fc.integer({ min: 1, max: 1000 }),
    start: oneOf('2026-06-01 08:00', '2026-06-01T15:00:30'),
    end: oneOf('2026-06-02 11:00', '2026-06-01 18:00'),
    nightcount: fc.integer({ min: 0, max: 10_000 }),
    personcount: fc.integer({ min: 0, max: 10_000 }),
    personsperroom: fc.option(fc.integer({ min: 0, max: 10 }), { nil: null }),
    childcount: fc.integer({ min: 0, max: 10_000 }),
    rateplan: fc.option(fc.record({ id: fc.integer({ min: 1, max: 9 }) }), { nil: null }),
    ignorePersoncount: fc.boolean(),
  },
  { requiredKeys: ['itemcount', 'start', 'end'] },
);
const validRequest = fc.record(
  {
    unitgroupId: fc.integer({ min: 1, max: 2_147_483_647 }),
    timeslicedefinitionId: fc.option(fc.integer({ min: 1, max: 9 }), { nil: null }),
    starttime: fc.option(oneOf('08:00', '08:00:00'), { nil: null }),
    endtime: fc.option(oneOf('18:00', '23:59:59'), { nil: null }),
    promotioncode: fc.option(fc.string({ maxLength: 200 }), { nil: null }),
    customeraccountnumber: fc.option(fc.string({ maxLength: 5 }), { nil: null }),
    tagIds: fc.array(fc.integer({ min: 1, max: 99 }), { maxLength: 50 }),
    ignoreBookingId: fc.option(fc.integer({ min: 1, max: 99 }), { nil: null }),
    availabilities: fc.array(validItem, { minLength: 1, maxLength: 5 }),
  },
  { requiredKeys: ['unitgroupId', 'availabilities'] },
);
const validBody = fc.oneof(validRequest, fc.array(validRequest, { minLength: 1, maxLength: 3 }));

function agrees(value: unknown) {
  // As the route sees it: a JSON body.
  const json = JSON.parse(JSON.stringify(value) ?? 'null') as unknown;
  const fast = fastAvailabilityBody(json);
  const zod = AvailabilityBody.safeParse(json);
  if (fast !== undefined) {
    expect(zod.success).toBe(true);
    expect(fast).toStrictEqual(zod.data);
  }
  return { fast: fast !== undefined, zod: zod.success };
}

describe('availability body fast path', () => {
  it('accepts only what zod accepts, with the same output', () => {
    fc.assert(
      fc.property(body, (b) => void agrees(b)),
      { numRuns: 3000 },
    );
  });

  it('accepts every valid body (zod is only asked about the invalid ones)', () => {
    fc.assert(
      fc.property(validBody, (b) => {
        const { fast, zod } = agrees(b);
        expect(zod).toBe(true);
        expect(fast).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps an array of one request an array and a single request an object', () => {
    const one = {
      unitgroupId: 1,
      availabilities: [{ itemcount: 1, start: '2026-06-01 08:00', end: '2026-06-01 18:00' }],
    };
    expect(Array.isArray(fastAvailabilityBody([one]))).toBe(true);
    expect(Array.isArray(fastAvailabilityBody(one))).toBe(false);
    expect(fastAvailabilityBody([])).toBeUndefined();
    expect(
      fastAvailabilityBody({
        ...one,
        availabilities: [{ ...one.availabilities[0], end: '2026-06-01 08:00' }],
      }),
    ).toBeUndefined();
  });
});
