import { describe, expect, it } from 'vitest';
import type { AvailabilityResponse } from '../model/entities.ts';
import {
  cart,
  catalog,
  meetingRoom,
  service,
  slot,
  svcLine,
  timeslice,
  ugLine,
} from '../testing/factories.ts';
import { refreshAvailability, type YankedItem } from './refresh.ts';

const cat = catalog({
  unitgroups: [meetingRoom(1, { name: 'Lakeside' }), meetingRoom(2, { name: 'Garden' })],
  services: [
    service(10, { name: 'Lunch' }),
    service(11, { name: 'Projector' }),
    service(12, { name: 'Beamer cable' }),
  ],
  timeslicedefinitions: [timeslice(5, { name: 'Morning' })],
});
const unavailable = (unitgroupId: number, items = 1): AvailabilityResponse => ({
  unitgroupId,
  available: false,
  availabilities: Array.from({ length: items }, () => ({
    available: false,
    price: null,
    currency: 'EUR',
    rateplan: null,
    maxquantity: 0,
    personsfit: true,
  })),
});
const full = cart({
  slots: [slot(1, '2026-12-01', 10, { timeslicedefinitionId: 5 })],
  timeslicedefinitionId: 5,
  unitgroups: [ugLine('lake', 1, 1), ugLine('garden', 2, 1)],
  services: [
    svcLine('lunch', 10, 1),
    svcLine('proj', 11, 1, { unitgroupLineKey: 'lake' }),
    svcLine('cable', 12, 1, {
      origin: { kind: 'relation', parentKey: 'lunch', relationType: 'generatedchild' },
    }),
  ],
});

describe('availability refresh', () => {
  it('a meeting room that was booked meanwhile is taken out with the projector booked for it', () => {
    const r = refreshAvailability(full, cat, { unitgroups: [unavailable(1)] });
    expect(r.cart.unitgroups.map((u) => u.key)).toEqual(['garden']);
    expect(r.cart.services.map((s) => s.key)).toEqual(['lunch', 'cable']);
    expect(r.cart.somethingYanked).toBe(true);
    expect(r.yanked.map((y) => [y.kind, y.name])).toEqual([
      ['unitgroup', 'Lakeside'],
      ['service', 'Projector'],
    ]);
    expect(r.notices).toEqual([
      { message: 'CART.AVAILABILITY.YANKED', items: ['Lakeside', 'Projector'], durationMs: 20_000 },
    ]);
  });

  it('a lunch that is sold out is taken out with what it generated', () => {
    const r = refreshAvailability(full, cat, { services: [{ serviceId: 10, available: false }] });
    expect(r.cart.services.map((s) => s.key)).toEqual(['proj']);
  });

  it('a time slice that is no longer offered is cleared on the cart and its days', () => {
    const r = refreshAvailability(full, cat, { timeslicedefinitions: [{ id: 5, available: false }] });
    expect(r.cart.timeslicedefinitionId).toBeNull();
    expect(r.cart.slots[0]?.timeslicedefinitionId).toBeNull();
    expect(r.yanked).toEqual([
      { kind: 'timeslicedefinition', id: 5, name: 'Morning', slotIndex: null, key: null },
    ]);
  });

  it('everything still available leaves the cart as it is', () => {
    const r = refreshAvailability(full, cat, {
      services: [{ serviceId: 10, available: true }],
      timeslicedefinitions: [{ id: 5, available: true }],
    });
    expect(r.cart).toBe(full);
    expect(r.notices).toEqual([]);
  });

  it('never takes anything out of a confirmed booking, but can take out what was added while editing', () => {
    const confirmed = {
      ...full,
      existingBookingIsLoaded: true,
      existingBookingIsConfirmed: true,
      existingBookingIsEdited: true,
      unitgroups: [ugLine('lake', 1, 1, { bookingLineId: 1 })],
      services: [svcLine('lunch', 10, 1, { bookingLineId: 2 }), svcLine('new', 11, 1)],
    };
    const r = refreshAvailability(confirmed, cat, {
      unitgroups: [unavailable(1)],
      services: [
        { serviceId: 10, available: false },
        { serviceId: 11, available: false },
      ],
      timeslicedefinitions: [{ id: 5, available: false }],
    });
    expect(r.cart.unitgroups).toHaveLength(1);
    expect(r.cart.services.map((s) => s.key)).toEqual(['lunch']);
    expect(r.cart.timeslicedefinitionId).toBe(5);
  });

  it('a sent cart is left alone', () => {
    const sent = { ...full, ordered: true };
    const r = refreshAvailability(sent, cat, {
      unitgroups: [unavailable(1)],
      services: [{ serviceId: 10, available: false }],
    });
    expect(r.cart).toBe(sent);
    expect(r.yanked).toEqual([]);
  });

  it('tells the guest when something taken out earlier is available again', () => {
    const before: YankedItem[] = [
      { kind: 'unitgroup', id: 1, name: 'Lakeside', slotIndex: 1, key: 'lake' },
      { kind: 'service', id: 11, name: 'Projector', slotIndex: 1, key: 'proj' },
      { kind: 'timeslicedefinition', id: 5, name: 'Morning', slotIndex: null, key: null },
    ];
    const c = { ...full, somethingYanked: true, unitgroups: [], services: [] };
    const r = refreshAvailability(
      c,
      cat,
      {
        unitgroups: [{ unitgroupId: 1, available: true, availabilities: [] }],
        timeslicedefinitions: [{ id: 5, available: true }],
      },
      before,
    );
    expect(r.unyanked.map((i) => i.name)).toEqual(['Lakeside', 'Morning']);
    expect(r.stillYanked.map((i) => i.name)).toEqual(['Projector']);
    expect(r.cart.somethingYanked).toBe(true);
    expect(r.notices).toEqual([
      { message: 'CART.AVAILABILITY.UNYANKED', items: ['Lakeside', 'Morning'], durationMs: 20000 },
    ]);
    const all = refreshAvailability(
      c,
      cat,
      {
        services: [{ serviceId: 11, available: true }],
        unitgroups: [{ unitgroupId: 1, available: true, availabilities: [] }],
        timeslicedefinitions: [{ id: 5, available: true }],
      },
      before,
    );
    expect(all.cart.somethingYanked).toBe(false);
  });

  it('only the booked copy of a unit group that is short is taken out', () => {
    const two = { ...full, unitgroups: [ugLine('a', 1, 1), ugLine('b', 1, 1, { key: 'b' })], services: [] };
    const answer: AvailabilityResponse = {
      unitgroupId: 1,
      available: true,
      availabilities: [
        { available: true, price: null, currency: 'EUR', rateplan: null, maxquantity: 1, personsfit: true },
        { available: false, price: null, currency: 'EUR', rateplan: null, maxquantity: 0, personsfit: true },
      ],
    };
    expect(refreshAvailability(two, cat, { unitgroups: [answer] }).cart.unitgroups.map((u) => u.key)).toEqual(
      ['a'],
    );
  });

  it('names an item that left the catalog with an empty name', () => {
    const c = {
      ...full,
      unitgroups: [ugLine('x', 99, 1)],
      services: [svcLine('y', 98, 1)],
      timeslicedefinitionId: 97,
    };
    const r = refreshAvailability(c, cat, {
      unitgroups: [unavailable(99)],
      services: [{ serviceId: 98, available: false }],
      timeslicedefinitions: [{ id: 97, available: false }],
    });
    expect(r.yanked.map((y) => y.name)).toEqual(['', '', '']);
  });
});
