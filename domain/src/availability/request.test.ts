import { describe, expect, it } from 'vitest';
import type { AvailabilityResponse } from '../model/entities.ts';
import { cart, catalog, meetingRoom, room, slot, ugLine } from '../testing/factories.ts';
import { availabilityByLine } from './answers.ts';
import { availabilityRequests } from './request.ts';

const cat = catalog({ unitgroups: [meetingRoom(1, { ignorePersoncount: true }), room(2)] });
const c = cart({
  startdate: '2026-12-01',
  enddate: '2026-12-02',
  promocode: 'SUMMER',
  tags: [{ id: 4, name: 'Lake view' }],
  slots: [slot(1, '2026-12-01', 10), slot(2, '2026-12-02', 12)],
  unitgroups: [
    ugLine('a', 1, 1),
    ugLine('rooms', 2, 0, { itemcount: 3, personsperroom: 2, rateplanId: 7 }),
    ugLine('b', 1, 2),
  ],
});

describe('availability requests', () => {
  it('asks once per unit group, one item per booked line, in cart order', () => {
    const requests = availabilityRequests(c, cat);
    expect(requests.map((r) => [r.unitgroupId, r.availabilities.length])).toEqual([
      [1, 2],
      [2, 1],
    ]);
    expect(requests[0]).toMatchObject({
      promotioncode: 'SUMMER',
      tagIds: [4],
      ignoreBookingId: null,
      starttime: '08:00:00',
    });
    expect(
      requests[0]?.availabilities.map((a) => [a.start, a.end, a.nightcount, a.ignorePersoncount]),
    ).toEqual([
      ['2026-12-01 08:00', '2026-12-01 18:00', 0, true],
      ['2026-12-02 08:00', '2026-12-02 18:00', 0, true],
    ]);
    expect(requests[1]?.availabilities[0]).toMatchObject({
      itemcount: 3,
      nightcount: 1,
      personsperroom: 2,
      rateplan: { id: 7 },
      childcount: 0,
    });
  });

  it('a loaded booking does not compete with itself', () => {
    const loaded = { ...c, id: 77, existingBookingIsLoaded: true };
    expect(availabilityRequests(loaded, cat)[0]?.ignoreBookingId).toBe(77);
  });

  it('the answers match back to the lines they were asked for', () => {
    const answer: AvailabilityResponse = {
      unitgroupId: 1,
      available: true,
      availabilities: [
        { available: true, price: 100, currency: 'EUR', rateplan: null, maxquantity: 1, personsfit: true },
        { available: false, price: 200, currency: 'EUR', rateplan: null, maxquantity: 0, personsfit: true },
      ],
    };
    const byLine = availabilityByLine(c, [answer]);
    expect(byLine.get('a')?.available).toBe(true);
    expect(byLine.get('b')).toMatchObject({ available: false, item: { price: 200 } });
    expect(byLine.has('rooms')).toBe(false);
  });

  it('an answer without items answers every line with its overall flag', () => {
    const byLine = availabilityByLine(c, [{ unitgroupId: 2, available: false, availabilities: [] }]);
    expect(byLine.get('rooms')).toEqual({ available: false, item: null });
  });
});
