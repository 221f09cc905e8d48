import { describe, expect, it } from 'vitest';
import { cartFromBooking } from './loadBooking.ts';
import { catalog, emptyCart, loadedBooking } from './testing/fixtures.ts';

const withService = {
  ...catalog,
  services: [{ id: 9, servicetype: { id: 3 } }],
} as unknown as typeof catalog;

describe('loading an existing booking into the cart', () => {
  const booking = loadedBooking({
    bookingstate: 8,
    onbehalfofguest: true,
    guest: { ...loadedBooking().booker, firstname: 'Grace' },
    bookingUnitgroupList: [
      // A room for the whole stay goes on slot 0.
      {
        id: 11,
        rateplan: { id: 31 },
        unitgroup: { id: 1 },
        itemcount: 2,
        start: '2026-12-01 15:00',
        end: '2026-12-03 11:00',
        nightcount: 2,
        personcount: 4,
        childcount: 0,
      },
      // Two meeting slots on 2 December and one on 1 December.
      {
        id: 12,
        unitgroup: { id: 2 },
        itemcount: 1,
        start: '2026-12-02 13:00',
        end: '2026-12-02 17:00',
        nightcount: 0,
        personcount: 20,
        childcount: 0,
        timeslicedefinition: { id: 5 },
      },
      {
        id: 13,
        unitgroup: { id: 2 },
        itemcount: 1,
        start: '2026-12-02 08:00',
        end: '2026-12-02 12:00',
        nightcount: 0,
        personcount: 15,
        childcount: 0,
      },
      {
        id: 14,
        unitgroup: { id: 2 },
        itemcount: 1,
        start: '2026-12-01 09:00',
        end: '2026-12-01 17:00',
        nightcount: 0,
        personcount: 8,
        childcount: 0,
      },
    ],
    bookingServiceList: [
      {
        id: 21,
        rateplan: { id: 8 },
        service: { id: 9 },
        itemcount: 1,
        personcount: 20,
        childcount: 0,
        durationcount: 1,
        description: 'Coffee',
        starttime: '15:00:00',
        endtime: null,
        start: '2026-12-02 15:00',
        end: '2026-12-02 15:30',
        serviceOptionList: [{ serviceOption: { id: 3 } }],
        bookingUnitgroup: { id: 12 },
      },
      {
        service: { id: 10 },
        itemcount: 1,
        personcount: 1,
        childcount: 0,
        durationcount: 1,
        description: '',
        starttime: null,
        endtime: null,
        start: '2026-12-01 00:00',
        end: '2026-12-03 00:00',
        serviceOptionList: [],
        bookingUnitgroup: null,
      },
      {
        service: { id: 9 },
        itemcount: 1,
        personcount: 1,
        childcount: 0,
        durationcount: 1,
        description: '',
        starttime: null,
        endtime: null,
        start: '2026-12-01 00:00',
        end: '2026-12-01 00:00',
        serviceOptionList: [],
        bookingUnitgroup: { index: 3 },
      },
    ],
  });
  const cart = cartFromBooking(emptyCart(), booking, withService);

  it('makes one slot per meeting time range and one for each other day, in date and time order', () => {
    expect(cart.slots.map((s) => [s.index, s.date, s.starttime, s.endtime, s.people])).toEqual([
      [1, '2026-12-01', '09:00:00', '17:00:00', 8],
      [2, '2026-12-02', '08:00:00', '12:00:00', 15],
      [3, '2026-12-02', '13:00:00', '17:00:00', 20],
      [4, '2026-12-03', '09:00:00', '17:00:00', 12],
    ]);
    expect(cart.slots[2]?.timeslicedefinitionId).toBe(5);
  });

  it('puts rooms on the stay and meeting rooms on their slot, keeping the booking line ids', () => {
    expect(cart.unitgroups.map((l) => [l.key, l.slotIndex, l.bookingLineId])).toEqual([
      ['ug-11', 0, 11],
      ['ug-12', 3, 12],
      ['ug-13', 2, 13],
      ['ug-14', 1, 14],
    ]);
  });

  it('puts a service on the slot of its unit group line, else on the stay', () => {
    expect(
      cart.services.map((l) => [l.key, l.slotIndex, l.unitgroupLineKey, l.bookingLineId, l.servicetypeId]),
    ).toEqual([
      ['sv-21', 3, 'ug-12', 21, 3],
      ['sv-new1', 0, null, null, 0],
      ['sv-new2', 1, 'ug-14', null, 3],
    ]);
    expect(cart.services[0]?.optionIds).toEqual([3]);
    expect(cart.services[0]?.rateplanId).toBe(8);
    expect(cart.unitgroups[0]?.rateplanId).toBe(31);
    expect(cart.unitgroups[1]?.rateplanId).toBeNull();
  });

  it('keeps the unit prices the hotel agreed on their lines, and only there', () => {
    const [room, hall] = booking.bookingUnitgroupList;
    const [service] = booking.bookingServiceList;
    if (!room || !hall || !service) throw new Error('lines missing');
    const agreed = cartFromBooking(
      emptyCart(),
      {
        ...booking,
        bookingUnitgroupList: [
          { ...room, agreedUnitPrice: 9900 },
          { ...hall, agreedUnitPrice: null },
        ],
        bookingServiceList: [{ ...service, agreedUnitPrice: 0 }],
      },
      catalog,
    );
    expect(agreed.unitgroups.map((l) => l.agreedUnitPrice)).toEqual([9900, undefined]);
    expect(agreed.services.map((l) => l.agreedUnitPrice)).toEqual([0]);
  });

  it('a reopened booking keeps its title, purpose and reason', () => {
    const reopened = cartFromBooking(
      emptyCart(),
      loadedBooking({ eventtitle: 'Retreat', description: 'Two days\noffsite', bookingreason: { id: 5 } }),
      catalog,
    );
    expect(reopened).toMatchObject({
      eventtitle: 'Retreat',
      description: 'Two days\noffsite',
      bookingreasonId: 5,
    });
    expect(cartFromBooking(emptyCart(), loadedBooking(), catalog).bookingreasonId).toBeNull();
  });

  it('keeps the guest of a booking made on behalf of a guest', () => {
    expect(cart.guest?.firstname).toBe('Grace');
    const own = cartFromBooking(emptyCart(), { ...booking, onbehalfofguest: false }, catalog);
    expect(own.guest).toBeNull();
  });

  it('a booking without times or persons per room keeps the cart defaults for them', () => {
    const { starttime: _s, endtime: _e, ...rest } = loadedBooking({ personsperroom: null });
    const plain = cartFromBooking(emptyCart(), rest, catalog);
    expect(plain.starttime).toBeNull();
    expect(plain.personsperroom).toBe(1);
    expect(plain.slots[0]?.starttime).toBeNull();
  });
});
