import { CalendarDate } from '@internationalized/date';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BookingData } from '../bookingRecord/record.ts';
import type { Cart, CartServiceLine, CartSlot, CartUnitgroupLine, Catalog } from '../model/cart.ts';
import type { LoadedBooking } from '../model/entities.ts';
import { bookingPayload } from '../payload/bookingPayload.ts';
import { service } from '../testing/factories.ts';
import { cartFromBooking } from './loadBooking.ts';
import { catalog, emptyCart, loadedBooking } from './testing/fixtures.ts';

/*
 * docs/rules.md#existing-booking-flow: a reopened booking's cart is rebuilt from its stored record (the lines as
 * the server keeps them: their own dates, times, people and counts), so the booker finds what they booked.
 */

const HALL = 2;
const LUNCH = 9;
/** The fixtures' catalog with a lunch sold per person (its type: catering). */
const lists: Catalog = { ...catalog, services: [service(LUNCH, { servicetype: { id: 3 } })] };
/** The lists as a configurator holds them before they are read (a reload reads the booking meanwhile). */
const noLists: Catalog = { ...catalog, unitgroups: [], services: [] };

const days = ['2027-06-16', '2027-06-17', '2027-06-18'] as const;
/** Each day's own times and people: a full day of 30, a shorter day of 45, a morning of 25. */
const schedule = [
  { date: days[0], from: '09:00', to: '17:00', people: 30 },
  { date: days[1], from: '10:00', to: '16:00', people: 45 },
  { date: days[2], from: '08:00', to: '12:00', people: 25 },
] as const;

/** The record the server stores for a three-day conference in one hall with lunch for 20 each day. */
function conferenceRecord() {
  return BookingData.parse({
    // The server's own start and end of a multi-day request (check-in and check-out): not the days' times.
    start: `${days[0]} 15:00`,
    end: `${days[2]} 11:00`,
    startdate: days[0],
    enddate: days[2],
    propertyId: 7,
    booker: { firstname: 'Clara', lastname: 'Berger', email: 'clara.berger@example.com' },
    people: 30,
    language: 'en',
    total: 642000,
    bookingUnitgroupList: schedule.map((day, i) => ({
      id: i + 1,
      item: 'Plenary hall',
      price: 150000,
      currency: 'EUR',
      rateplan: { id: 1 },
      vat: [],
      unitgroup: { id: HALL },
      itemcount: 1,
      start: `${day.date} ${day.from}`,
      end: `${day.date} ${day.to}`,
      personcount: day.people,
      starttime: `${day.from}:00`,
      endtime: `${day.to}:00`,
    })),
    bookingServiceList: schedule.map((day, i) => ({
      id: 11 + i,
      item: 'Lunch buffet',
      price: 64000,
      currency: 'EUR',
      rateplan: { id: 1 },
      vat: [],
      quantity: 20,
      service: { id: LUNCH },
      itemcount: 1,
      personcount: 20,
      durationcount: 1,
      start: `${day.date} ${day.from}`,
      end: `${day.date} ${day.to}`,
      serviceOptionList: [{ serviceOption: { id: 1 }, names: { en: 'Vegetarian' } }],
      bookingUnitgroup: { id: i + 1 },
      isPerPerson: true,
    })),
  });
}

/**
 * The booking as the booker's link reads it: the record and the row's own fields, as JSON (server: presentBooking;
 * the configurator's client takes the answer as a LoadedBooking).
 */
function reopened(record = conferenceRecord()): LoadedBooking {
  // A multi-day request keeps no booking-wide times: each day has its own.
  const { starttime: _start, endtime: _end, ...row } = loadedBooking();
  return JSON.parse(JSON.stringify({ ...row, ...record })) as LoadedBooking;
}

const slotFacts = (cart: Cart) => cart.slots.map((s) => [s.index, s.date, s.starttime, s.endtime, s.people]);
const expectedSlots = [
  [1, days[0], '09:00:00', '17:00:00', 30],
  [2, days[1], '10:00:00', '16:00:00', 45],
  [3, days[2], '08:00:00', '12:00:00', 25],
];

describe('a reopened three-day conference', () => {
  it.each([
    ['the lists are in', lists],
    ['the lists are not read yet', noLists],
  ])('keeps each day its own times and people when %s', (_when, catalogNow) => {
    const cart = cartFromBooking(emptyCart(), reopened(), catalogNow);
    expect(cart.startdate).toBe(days[0]);
    expect(cart.enddate).toBe(days[2]);
    expect(slotFacts(cart)).toEqual(expectedSlots);
    expect(cart.unitgroups.map((l) => [l.bookingLineId, l.slotIndex, l.itemcount, l.personcount])).toEqual([
      [1, 1, 1, 30],
      [2, 2, 1, 45],
      [3, 3, 1, 25],
    ]);
  });

  it.each([
    ['the lists are in', lists],
    ['the lists are not read yet', noLists],
  ])('keeps the lunch for 20 on each day, under that day’s hall, when %s', (_when, catalogNow) => {
    const cart = cartFromBooking(emptyCart(), reopened(), catalogNow);
    expect(
      cart.services.map((l) => [
        l.bookingLineId,
        l.slotIndex,
        l.unitgroupLineKey,
        l.itemcount,
        l.personcount,
      ]),
    ).toEqual([
      [11, 1, 'ug-1', 1, 20],
      [12, 2, 'ug-2', 1, 20],
      [13, 3, 'ug-3', 1, 20],
    ]);
    expect(cart.services.every((l) => l.optionIds.join() === '1')).toBe(true);
  });

  it('puts a room over the nights on the stay even when the lists do not know it yet', () => {
    const record = conferenceRecord();
    const [hall] = record.bookingUnitgroupList;
    if (!hall) throw new Error('hall missing');
    const room = {
      ...hall,
      id: 9,
      unitgroup: { id: 1 },
      itemcount: 4,
      start: `${days[0]} 15:00`,
      end: `${days[2]} 11:00`,
      nightcount: 2,
      personcount: 4,
    };
    const cart = cartFromBooking(
      emptyCart(),
      reopened({ ...record, bookingUnitgroupList: [...record.bookingUnitgroupList, room] }),
      noLists,
    );
    expect(cart.unitgroups.find((l) => l.bookingLineId === 9)?.slotIndex).toBe(0);
    expect(slotFacts(cart)).toEqual(expectedSlots);
  });
});

/** A day of a generated event: its times (on the quarter-hour grid), its people and its lunch's people. */
const dayArb = fc
  .record({
    startQuarter: fc.integer({ min: 24, max: 60 }),
    quarters: fc.integer({ min: 1, max: 32 }),
    people: fc.integer({ min: 1, max: 80 }),
    lunch: fc.integer({ min: 1, max: 80 }),
  })
  .map(({ startQuarter, quarters, people, lunch }) => {
    const time = (q: number) =>
      `${String(Math.floor(q / 4)).padStart(2, '0')}:${String((q % 4) * 15).padStart(2, '0')}:00`;
    return { from: time(startQuarter), to: time(startQuarter + quarters), people, lunch };
  });

/** A configurator's cart of an event over the given days, each with the hall and a lunch. */
function eventCart(eventDays: readonly { from: string; to: string; people: number; lunch: number }[]): Cart {
  const first = new CalendarDate(2027, 6, 14);
  const slots: CartSlot[] = eventDays.map((d, i) => ({
    index: i + 1,
    date: first.add({ days: i }).toString(),
    starttime: d.from,
    endtime: d.to,
    timeslicedefinitionId: null,
    people: d.people,
  }));
  const unitgroups: CartUnitgroupLine[] = slots.map((s) => ({
    key: `hall-${s.index}`,
    slotIndex: s.index,
    unitgroupId: HALL,
    itemcount: 1,
    personcount: s.people,
    personsperroom: null,
    origin: { kind: 'guest' },
    bookingLineId: null,
  }));
  const services: CartServiceLine[] = eventDays.map((d, i) => ({
    key: `lunch-${i + 1}`,
    slotIndex: i + 1,
    serviceId: LUNCH,
    servicetypeId: 3,
    unitgroupLineKey: `hall-${i + 1}`,
    itemcount: 1,
    personcount: d.lunch,
    durationcount: 1,
    starttime: null,
    endtime: null,
    description: 'Lunch',
    optionIds: [],
    origin: { kind: 'guest' },
    bookingLineId: null,
  }));
  return {
    ...emptyCart(),
    started: true,
    startdate: slots[0]?.date ?? null,
    enddate: slots.at(-1)?.date ?? null,
    starttime: null,
    endtime: null,
    people: slots[0]?.people ?? 0,
    slots,
    unitgroups,
    services,
  };
}

/** What the server stores of a sent cart: the sent lines, each given its id, services naming their hall's id. */
function stored(cart: Cart): LoadedBooking {
  const sent = bookingPayload(
    cart,
    lists,
    null,
    { multislotEnabled: true, groupBookingOnly: false },
    { request: true },
  );
  return {
    ...loadedBooking(),
    ...sent,
    id: 501,
    version: 1,
    bookingUnitgroupList: sent.bookingUnitgroupList.map((l, i) => ({ ...l, id: i + 1 })),
    bookingServiceList: sent.bookingServiceList.map((l, i) => ({
      ...l,
      id: 100 + i,
      bookingUnitgroup: l.bookingUnitgroup?.index !== undefined ? { id: l.bookingUnitgroup.index + 1 } : null,
    })),
  };
}

describe('sending a multi-day event and reopening it', () => {
  it('gives back the days, times, people and counts that were sent, lists read or not', () => {
    fc.assert(
      fc.property(fc.array(dayArb, { minLength: 1, maxLength: 5 }), fc.boolean(), (eventDays, listsIn) => {
        const sent = eventCart(eventDays);
        const back = cartFromBooking(emptyCart(), stored(sent), listsIn ? lists : noLists);
        expect(slotFacts(back)).toEqual(slotFacts(sent));
        expect(back.unitgroups.map((l) => [l.slotIndex, l.itemcount, l.personcount])).toEqual(
          sent.unitgroups.map((l) => [l.slotIndex, l.itemcount, l.personcount]),
        );
        expect(back.services.map((l) => [l.slotIndex, l.itemcount, l.personcount])).toEqual(
          sent.services.map((l) => [l.slotIndex, l.itemcount, l.personcount]),
        );
        // Each lunch hangs under its own day's hall.
        expect(
          back.services.map((l) => back.unitgroups.find((u) => u.key === l.unitgroupLineKey)?.slotIndex),
        ).toEqual(sent.services.map((l) => l.slotIndex));
      }),
    );
  });
});
