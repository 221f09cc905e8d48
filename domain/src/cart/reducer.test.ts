import { describe, expect, it } from 'vitest';
import type { Cart, CartServiceLine, CartUnitgroupLine } from '../model/cart.ts';
import { type CartAction, cartReducer, triggersListRefresh } from './reducer.ts';
import { slotDays } from './slots.ts';
import { contact, context, emptyCart, loadedBooking, now, today } from './testing/fixtures.ts';

const ctx = context();
const run = (cart: Cart, ...actions: CartAction[]) => actions.reduce((c, a) => cartReducer(c, a, ctx), cart);

const ugLine = (
  key: string,
  slotIndex: number,
  extra: Partial<CartUnitgroupLine> = {},
): CartUnitgroupLine => ({
  key,
  slotIndex,
  unitgroupId: 2,
  itemcount: 1,
  personcount: 10,
  personsperroom: null,
  origin: { kind: 'guest' },
  bookingLineId: null,
  ...extra,
});

const svLine = (key: string, slotIndex: number, extra: Partial<CartServiceLine> = {}): CartServiceLine => ({
  key,
  slotIndex,
  serviceId: 9,
  servicetypeId: 1,
  unitgroupLineKey: null,
  itemcount: 1,
  personcount: 10,
  durationcount: 1,
  starttime: null,
  endtime: null,
  description: '',
  optionIds: [],
  origin: { kind: 'guest' },
  bookingLineId: 77,
  ...extra,
});

/** A three-day event 1-3 December with a meeting room booked on the second day. */
function threeDayEvent(): Cart {
  const cart = run(emptyCart(), { type: 'setDates', startdate: '2026-12-01', enddate: '2026-12-03' });
  return { ...cart, unitgroups: [ugLine('room-a', 2)] };
}

describe('a new cart', () => {
  it('starts today with one day, the default guest count and nothing booked', () => {
    const cart = emptyCart();
    expect(cart.startdate).toBe('2026-11-22');
    expect(cart.enddate).toBe('2026-11-22');
    expect(cart.slots).toEqual([
      {
        index: 1,
        date: '2026-11-22',
        starttime: null,
        endtime: null,
        timeslicedefinitionId: null,
        people: 1,
      },
    ]);
    expect(cart.started).toBe(false);
    expect(cart.ordered).toBe(false);
    expect(cart.unitgroups).toEqual([]);
    expect(cart.modifiedAt).toBe(now);
    expect(cart.currency).toBe('EUR');
  });

  it('starts the default advance booking days ahead and spans the default duration', () => {
    const cart = emptyCart({ defaultAdvanceBookingDays: 10, durationDefault: 3, defaultGuests: 25 });
    expect(cart.startdate).toBe('2026-12-02');
    expect(cart.enddate).toBe('2026-12-04');
    expect(cart.slots.map((s) => [s.index, s.date, s.people])).toEqual([
      [1, '2026-12-02', 25],
      [2, '2026-12-03', 25],
      [3, '2026-12-04', 25],
    ]);
  });

  it('has no dates when the property sets no default start date', () => {
    const cart = emptyCart({ noDefaultStartDate: true });
    expect(cart.startdate).toBeNull();
    expect(cart.slots).toEqual([]);
  });

  it('covers a single day in single-date mode whatever the default duration', () => {
    const cart = emptyCart({ singleDate: true, durationDefault: 4 });
    expect(cart.enddate).toBe(cart.startdate);
  });

  it('carries the default promo code, persons per room and only default tags that exist', () => {
    const cart = emptyCart({
      promocodeDefault: 'AUTUMN',
      personsPerRoomDefault: 2,
      tagsDefault: ['Lake view', 'Sauna', 'Lake view'],
    });
    expect(cart.promocode).toBe('AUTUMN');
    expect(cart.personsperroom).toBe(2);
    expect(cart.tags).toEqual([{ id: 1, name: 'Lake view' }]);
  });
});

describe('starting the configuration', () => {
  it('the start button starts the cart', () => {
    expect(run(emptyCart(), { type: 'start' }).started).toBe(true);
  });
  it('starting twice changes nothing', () => {
    const started = run(emptyCart(), { type: 'start' });
    expect(run(started, { type: 'start' })).toBe(started);
  });
  it('autostart starts only when the property sets autostart or has no event bar', () => {
    expect(run(emptyCart(), { type: 'autostart' }).started).toBe(false);
    expect(cartReducer(emptyCart(), { type: 'autostart' }, context({ autostart: true })).started).toBe(true);
    expect(
      cartReducer(emptyCart(), { type: 'autostart' }, context({ eventbarIsDisabled: true })).started,
    ).toBe(true);
  });
});

describe('choosing dates', () => {
  it('a later end date adds a day for each new date with the guest count', () => {
    const cart = run(emptyCart(), { type: 'setDates', startdate: '2026-11-22', enddate: '2026-11-24' });
    expect(cart.slots.map((s) => [s.index, s.date, s.people])).toEqual([
      [1, '2026-11-22', 1],
      [2, '2026-11-23', 1],
      [3, '2026-11-24', 1],
    ]);
    expect(cart.enddate).toBe('2026-11-24');
  });

  it('only empty trailing days are removed when the end date moves earlier', () => {
    const cart = run(threeDayEvent(), { type: 'setDates', startdate: '2026-12-01', enddate: '2026-12-01' });
    // Day 3 is empty and goes; day 2 has the meeting room and stays, so the event now ends on day 2.
    expect(cart.slots.map((s) => s.date)).toEqual(['2026-12-01', '2026-12-02']);
    expect(cart.enddate).toBe('2026-12-02');
    expect(cart.unitgroups).toEqual([ugLine('room-a', 2)]);
  });

  it('removes every trailing day down to the new end date when they are all empty', () => {
    const cart = run(
      emptyCart(),
      { type: 'setDates', startdate: '2026-12-01', enddate: '2026-12-05' },
      { type: 'setDates', startdate: '2026-12-01', enddate: '2026-12-02' },
    );
    expect(cart.slots.map((s) => s.date)).toEqual(['2026-12-01', '2026-12-02']);
    expect(cart.enddate).toBe('2026-12-02');
  });

  it('a day with only a service booked is not removed either', () => {
    const event = { ...threeDayEvent(), unitgroups: [], services: [svLine('coffee', 3)] };
    const cart = run(event, { type: 'setDates', startdate: '2026-12-01', enddate: '2026-12-01' });
    expect(cart.enddate).toBe('2026-12-03');
    expect(cart.slots).toHaveLength(3);
  });

  it('a new start date moves every day, with what is booked on it', () => {
    const cart = run(threeDayEvent(), { type: 'setDates', startdate: '2026-12-08', enddate: '2026-12-10' });
    expect(cart.slots.map((s) => s.date)).toEqual(['2026-12-08', '2026-12-09', '2026-12-10']);
    expect(cart.unitgroups[0]?.slotIndex).toBe(2);
  });

  it('ignores an end date before the start date, and dates that do not exist', () => {
    const cart = threeDayEvent();
    expect(run(cart, { type: 'setDates', startdate: '2026-12-05', enddate: '2026-12-01' })).toBe(cart);
    expect(run(cart, { type: 'setDates', startdate: '2026-02-30', enddate: '2026-03-01' })).toBe(cart);
    expect(run(cart, { type: 'setDates', startdate: 'soon', enddate: '2026-03-01' })).toBe(cart);
  });

  it('keeps start and end on one day in single-date mode', () => {
    const single = context({ singleDate: true });
    const cart = emptyCart();
    expect(
      cartReducer(cart, { type: 'setDates', startdate: '2026-12-01', enddate: '2026-12-02' }, single),
    ).toBe(cart);
    expect(
      cartReducer(cart, { type: 'setDates', startdate: '2026-12-01', enddate: '2026-12-01' }, single)
        .startdate,
    ).toBe('2026-12-01');
  });

  it('a stay across the end of February in a leap year includes the 29th', () => {
    const cart = run(emptyCart(), { type: 'setDates', startdate: '2028-02-28', enddate: '2028-03-01' });
    expect(cart.slots.map((s) => s.date)).toEqual(['2028-02-28', '2028-02-29', '2028-03-01']);
  });

  it('an event in the week summer time starts in Berlin gets one day per calendar day', () => {
    const cart = run(emptyCart(), { type: 'setDates', startdate: '2027-03-26', enddate: '2027-03-29' });
    expect(cart.slots.map((s) => s.date)).toEqual(['2027-03-26', '2027-03-27', '2027-03-28', '2027-03-29']);
    const autumn = run(emptyCart(), { type: 'setDates', startdate: '2026-10-24', enddate: '2026-10-26' });
    expect(autumn.slots).toHaveLength(3);
  });

  it('an event over the turn of the month and year gets consecutive days', () => {
    const cart = run(emptyCart(), { type: 'setDates', startdate: '2026-12-31', enddate: '2027-01-01' });
    expect(cart.slots.map((s) => s.date)).toEqual(['2026-12-31', '2027-01-01']);
  });

  it('the first dates of a cart without dates create its days', () => {
    const cart = run(emptyCart({ noDefaultStartDate: true }), {
      type: 'setDates',
      startdate: '2026-12-01',
      enddate: '2026-12-02',
    });
    expect(cart.slots.map((s) => s.index)).toEqual([1, 2]);
  });
});

describe('times of the event', () => {
  it('event-wide times apply to every day that had the old times', () => {
    const base = threeDayEvent();
    const custom = run(base, { type: 'setSlotTimes', index: 2, starttime: '13:00:00', endtime: '15:00:00' });
    const cart = run(custom, {
      type: 'setTimes',
      starttime: '09:00:00',
      endtime: '17:00:00',
      timeslicedefinitionId: 4,
    });
    expect(cart.slots.map((s) => [s.starttime, s.timeslicedefinitionId])).toEqual([
      ['09:00:00', 4],
      ['13:00:00', null],
      ['09:00:00', 4],
    ]);
    expect(cart.starttime).toBe('09:00:00');
    expect(
      run(cart, { type: 'setTimes', starttime: '10:00:00', endtime: '17:00:00' }).timeslicedefinitionId,
    ).toBe(4);
  });

  it('times of one slot change only that slot, and an unknown slot nothing', () => {
    const cart = threeDayEvent();
    const changed = run(cart, {
      type: 'setSlotTimes',
      index: 1,
      starttime: '08:00:00',
      endtime: '12:00:00',
      timeslicedefinitionId: 2,
    });
    expect(changed.slots[0]).toMatchObject({
      starttime: '08:00:00',
      endtime: '12:00:00',
      timeslicedefinitionId: 2,
    });
    expect(changed.slots[1]?.starttime).toBeNull();
    expect(run(cart, { type: 'setSlotTimes', index: 9, starttime: '08:00:00', endtime: '12:00:00' })).toBe(
      cart,
    );
  });
});

describe('duplicating a day', () => {
  it('copies the last day with its bookings into a new day after it', () => {
    const event = {
      ...threeDayEvent(),
      unitgroups: [ugLine('room-a', 3, { bookingLineId: 12 })],
      services: [
        svLine('lunch', 3, { unitgroupLineKey: 'room-a' }),
        svLine('water', 3, { origin: { kind: 'relation', parentKey: 'lunch', relationType: 'add' } }),
        svLine('parking', 0),
      ],
    };
    const cart = run(event, { type: 'duplicateDay' });
    expect(cart.enddate).toBe('2026-12-04');
    expect(cart.slots.map((s) => [s.index, s.date])).toEqual([
      [1, '2026-12-01'],
      [2, '2026-12-02'],
      [3, '2026-12-03'],
      [4, '2026-12-04'],
    ]);
    expect(cart.unitgroups[1]).toEqual(ugLine('room-a@4', 4));
    expect(cart.services.slice(3)).toEqual([
      svLine('lunch@4', 4, { unitgroupLineKey: 'room-a@4', bookingLineId: null }),
      svLine('water@4', 4, {
        origin: { kind: 'relation', parentKey: 'lunch@4', relationType: 'add' },
        bookingLineId: null,
      }),
    ]);
  });

  it('keeps a parent outside the copied day as it is', () => {
    const event = {
      ...threeDayEvent(),
      unitgroups: [],
      services: [
        svLine('extra', 3, { origin: { kind: 'relation', parentKey: 'stay', relationType: 'add' } }),
      ],
    };
    const cart = run(event, { type: 'duplicateDay' });
    expect(cart.services[1]?.origin).toEqual({ kind: 'relation', parentKey: 'stay', relationType: 'add' });
  });

  it('copies every slot of a day with several time slots', () => {
    const cart = run(threeDayEvent(), { type: 'addSlot' }, { type: 'duplicateDay' });
    expect(cart.slots.filter((s) => s.date === '2026-12-04')).toHaveLength(2);
  });

  it('is not offered when the property hides it', () => {
    const cart = threeDayEvent();
    expect(cartReducer(cart, { type: 'duplicateDay' }, context({ duplicateDayIsHidden: true }))).toBe(cart);
  });

  it('does nothing without days', () => {
    const cart = emptyCart({ noDefaultStartDate: true });
    expect(run(cart, { type: 'duplicateDay' })).toBe(cart);
  });
});

describe('time slots', () => {
  it('lists the days of the event once each, in order', () => {
    expect(slotDays(run(threeDayEvent(), { type: 'addSlot', date: '2026-12-01' }))).toEqual([
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
    ]);
  });

  it('a slot added to a day comes after that day’s slots and renumbers the later ones', () => {
    const cart = run(threeDayEvent(), { type: 'addSlot', date: '2026-12-01' });
    expect(cart.slots.map((s) => [s.index, s.date])).toEqual([
      [1, '2026-12-01'],
      [2, '2026-12-01'],
      [3, '2026-12-02'],
      [4, '2026-12-03'],
    ]);
    // The meeting room of 2 December moves with its day to slot 3.
    expect(cart.unitgroups[0]?.slotIndex).toBe(3);
  });

  it('a slot without a day goes on the last day; a day outside the event gets none', () => {
    const cart = threeDayEvent();
    expect(run(cart, { type: 'addSlot' }).slots[3]).toMatchObject({ index: 4, date: '2026-12-03' });
    expect(run(cart, { type: 'addSlot', date: '2027-01-01' })).toBe(cart);
  });

  it('a slot can be removed only when there are more than 2 slots', () => {
    const two = run(emptyCart(), { type: 'setDates', startdate: '2026-12-01', enddate: '2026-12-02' });
    expect(run(two, { type: 'removeSlot', index: 2 })).toBe(two);
  });

  it('the only slot of a day that is not the last day cannot be removed', () => {
    const cart = threeDayEvent();
    expect(run(cart, { type: 'removeSlot', index: 2 })).toBe(cart);
    expect(run(cart, { type: 'removeSlot', index: 42 })).toBe(cart);
  });

  it('removing the last day’s only slot ends the event a day earlier', () => {
    const cart = run(threeDayEvent(), { type: 'removeSlot', index: 3 });
    expect(cart.slots).toHaveLength(2);
    expect(cart.enddate).toBe('2026-12-02');
  });

  it('one of several slots of a day can be removed, with what was booked on it', () => {
    const withSlot = run(threeDayEvent(), { type: 'addSlot', date: '2026-12-02' });
    const booked = {
      ...withSlot,
      unitgroups: [...withSlot.unitgroups, ugLine('room-b', 3)],
      services: [svLine('coffee', 3), svLine('parking', 0), svLine('late', 4)],
    };
    const cart = run(booked, { type: 'removeSlot', index: 3 });
    expect(cart.slots.map((s) => [s.index, s.date])).toEqual([
      [1, '2026-12-01'],
      [2, '2026-12-02'],
      [3, '2026-12-03'],
    ]);
    expect(cart.unitgroups.map((l) => l.key)).toEqual(['room-a']);
    expect(cart.services.map((l) => [l.key, l.slotIndex])).toEqual([
      ['parking', 0],
      ['late', 3],
    ]);
    expect(cart.enddate).toBe('2026-12-03');
  });
});

describe('people', () => {
  it('people per day are whole numbers and never below 0', () => {
    const cart = threeDayEvent();
    expect(run(cart, { type: 'setDayPeople', index: 1, people: 12.7 }).slots[0]?.people).toBe(12);
    expect(run(cart, { type: 'setDayPeople', index: 1, people: -4 }).slots[0]?.people).toBe(0);
    expect(run(cart, { type: 'setDayPeople', index: 1, people: Number.NaN }).slots[0]?.people).toBe(0);
  });

  it('a day can have 0 people', () => {
    expect(run(threeDayEvent(), { type: 'setDayPeople', index: 2, people: 0 }).slots[1]?.people).toBe(0);
  });

  it('people of an unknown day or the same count change nothing', () => {
    const cart = threeDayEvent();
    expect(run(cart, { type: 'setDayPeople', index: 9, people: 3 })).toBe(cart);
    expect(run(cart, { type: 'setDayPeople', index: 1, people: 1 })).toBe(cart);
  });

  it('the guest count applies to every day that still had the old count', () => {
    const custom = run(threeDayEvent(), { type: 'setDayPeople', index: 2, people: 30 });
    const cart = run(custom, { type: 'setGuests', people: 20 });
    expect(cart.people).toBe(20);
    expect(cart.slots.map((s) => s.people)).toEqual([20, 30, 20]);
  });

  it('the minus button never takes the guest count below 0', () => {
    const cart = run(emptyCart(), { type: 'changeGuests', delta: -1 }, { type: 'changeGuests', delta: -1 });
    expect(cart.people).toBe(0);
    expect(run(cart, { type: 'changeGuests', delta: 2 }).people).toBe(2);
  });

  it('persons per room stays between 1 and 10 by default', () => {
    expect(run(emptyCart(), { type: 'setPersonsPerRoom', value: 14 }).personsperroom).toBe(10);
    expect(run(emptyCart(), { type: 'setPersonsPerRoom', value: 0 }).personsperroom).toBe(1);
    expect(run(emptyCart(), { type: 'setPersonsPerRoom', value: 3 }).personsperroom).toBe(3);
  });

  it('persons per room of a booked room stays within that room’s minimum and maximum', () => {
    const cart = { ...emptyCart(), unitgroups: [ugLine('family', 0, { unitgroupId: 3 })] };
    expect(
      run(cart, { type: 'setLinePersonsPerRoom', key: 'family', value: 1 }).unitgroups[0]?.personsperroom,
    ).toBe(2);
    expect(
      run(cart, { type: 'setLinePersonsPerRoom', key: 'family', value: 9 }).unitgroups[0]?.personsperroom,
    ).toBe(4);
    expect(run(cart, { type: 'setLinePersonsPerRoom', key: 'nope', value: 3 })).toBe(cart);
    const three = run(cart, { type: 'setLinePersonsPerRoom', key: 'family', value: 3 });
    expect(run(three, { type: 'setLinePersonsPerRoom', key: 'family', value: 3 })).toBe(three);
  });
});

describe('lines the guest changes on a page', () => {
  it('a room line books at least one room, whole rooms only', () => {
    const cart = { ...emptyCart(), unitgroups: [ugLine('double', 0)] };
    expect(
      run(cart, { type: 'setUnitgroupCount', key: 'double', itemcount: 3 }).unitgroups[0]?.itemcount,
    ).toBe(3);
    expect(
      run(cart, { type: 'setUnitgroupCount', key: 'double', itemcount: 0 }).unitgroups[0]?.itemcount,
    ).toBe(1);
    expect(
      run(cart, { type: 'setUnitgroupCount', key: 'double', itemcount: 2.7 }).unitgroups[0]?.itemcount,
    ).toBe(2);
  });

  it('a room line is booked at one of its unit group’s rates, chosen by the guest', () => {
    const rate = (id: number) => ({
      id,
      name: `Rate ${id}`,
      price: 10_000,
      currency: 'EUR',
      vat: { id: 1, name: 'VAT', value: 7 },
      onRequest: false,
    });
    const rated = {
      ...ctx,
      catalog: {
        ...ctx.catalog,
        unitgroups: ctx.catalog.unitgroups.map((u) =>
          u.id === 1 ? { ...u, rateplanList: [rate(5), rate(6)] } : u,
        ),
      },
    };
    const cart = { ...emptyCart(), unitgroups: [ugLine('double', 0, { unitgroupId: 1 })] };
    const chosen = cartReducer(cart, { type: 'setUnitgroupRate', key: 'double', rateplanId: 6 }, rated);
    expect(chosen.unitgroups[0]?.rateplanId).toBe(6);
    // A rate the unit group is not sold at, or an unknown line, changes nothing.
    expect(cartReducer(chosen, { type: 'setUnitgroupRate', key: 'double', rateplanId: 9 }, rated)).toBe(
      chosen,
    );
    expect(cartReducer(chosen, { type: 'setUnitgroupRate', key: 'nope', rateplanId: 5 }, rated)).toBe(chosen);
  });

  it('a service line takes the guest’s counts, options, start time and text; people never go below 0', () => {
    const cart = { ...emptyCart(), services: [svLine('lunch', 1)] };
    const changed = run(cart, {
      type: 'updateServiceLine',
      key: 'lunch',
      patch: { personcount: -4, optionIds: [7], starttime: '12:30:00', description: 'vegan' },
    }).services[0];
    expect(changed).toMatchObject({
      personcount: 0,
      optionIds: [7],
      starttime: '12:30:00',
      description: 'vegan',
    });
  });

  it('a service line takes how many items and hours the guest orders, each at least one', () => {
    const cart = { ...emptyCart(), services: [svLine('beamer', 1)] };
    const two = run(cart, {
      type: 'updateServiceLine',
      key: 'beamer',
      patch: { itemcount: 2, durationcount: 3 },
    });
    expect(two.services[0]).toMatchObject({ itemcount: 2, durationcount: 3 });
    const none = run(two, {
      type: 'updateServiceLine',
      key: 'beamer',
      patch: { itemcount: 0, durationcount: -1 },
    });
    expect(none.services[0]).toMatchObject({ itemcount: 1, durationcount: 1 });
  });

  it('an ordered cart ignores both changes', () => {
    const ordered = {
      ...emptyCart(),
      ordered: true,
      unitgroups: [ugLine('double', 0)],
      services: [svLine('lunch', 1)],
    };
    expect(run(ordered, { type: 'setUnitgroupCount', key: 'double', itemcount: 3 })).toBe(ordered);
    expect(run(ordered, { type: 'updateServiceLine', key: 'lunch', patch: { personcount: 5 } })).toBe(
      ordered,
    );
  });
});

describe('tags', () => {
  it('only an existing tag with exactly that name can be added', () => {
    const cart = emptyCart();
    expect(run(cart, { type: 'addTag', name: 'Lake view' }).tags).toEqual([{ id: 1, name: 'Lake view' }]);
    expect(run(cart, { type: 'addTag', name: 'lake view' })).toBe(cart);
    expect(run(cart, { type: 'addTag', name: 'Sauna' })).toBe(cart);
  });
  it('a tag is never added twice', () => {
    const once = run(emptyCart(), { type: 'addTag', name: 'Step-free' });
    expect(run(once, { type: 'addTag', name: 'Step-free' })).toBe(once);
  });
  it('a tag can be removed again', () => {
    const once = run(emptyCart(), { type: 'addTag', name: 'Step-free' });
    expect(run(once, { type: 'removeTag', id: 2 }).tags).toEqual([]);
    expect(run(once, { type: 'removeTag', id: 99 })).toBe(once);
  });
});

describe('the event’s details', () => {
  it('the title, the purpose and the reason are kept, the reason can be taken back', () => {
    const cart = run(
      emptyCart(),
      { type: 'setEventTitle', title: 'Sales kick-off 2027' },
      { type: 'setDescription', description: 'Strategy day\nwith workshops' },
      { type: 'setBookingReason', id: 4 },
    );
    expect(cart).toMatchObject({
      eventtitle: 'Sales kick-off 2027',
      description: 'Strategy day\nwith workshops',
      bookingreasonId: 4,
    });
    expect(run(cart, { type: 'setBookingReason', id: null }).bookingreasonId).toBeNull();
  });
  it('a title and a description are cut to the lengths the booking accepts', () => {
    const cart = run(
      emptyCart(),
      { type: 'setEventTitle', title: 'x'.repeat(250) },
      { type: 'setDescription', description: 'y'.repeat(6000) },
    );
    expect(cart.eventtitle).toHaveLength(200);
    expect(cart.description).toHaveLength(5000);
  });
  it('an ordered cart keeps its details', () => {
    const ordered = { ...emptyCart(), ordered: true };
    expect(run(ordered, { type: 'setDescription', description: 'late' })).toBe(ordered);
    expect(run(ordered, { type: 'setBookingReason', id: 2 })).toBe(ordered);
  });
});

describe('codes and booker details', () => {
  it('a promo code is trimmed and an empty one removes it', () => {
    expect(run(emptyCart(), { type: 'setPromocode', code: ' WINTER ' }).promocode).toBe('WINTER');
    expect(run(emptyCart(), { type: 'setPromocode', code: '  ' }).promocode).toBeNull();
  });
  it('a rejected customer account number is cleared', () => {
    const cart = run(emptyCart(), { type: 'setCustomerAccountNumber', number: 'K-1001' });
    expect(cart.customeraccountnumber).toBe('K-1001');
    expect(run(cart, { type: 'customerAccountRejected' }).customeraccountnumber).toBeNull();
  });
  it('keeps the booker, guest, title, notes, terms and payment method', () => {
    const cart = run(
      emptyCart(),
      { type: 'setContact', contact },
      { type: 'setOnBehalfOfGuest', value: true },
      { type: 'setGuest', guest: { ...contact, firstname: 'Charles' } },
      { type: 'setEventTitle', title: 'Kick-off' },
      { type: 'setInfo', info: 'Vegan lunch for two' },
      { type: 'setTermsAccepted', accepted: true },
      { type: 'setPaymentMethod', method: 'CreditCard' },
    );
    expect(cart.contact).toBe(contact);
    expect(cart.guest?.firstname).toBe('Charles');
    expect(cart.eventtitle).toBe('Kick-off');
    expect(cart.info).toBe('Vegan lunch for two');
    expect(cart.termsAccepted).toBe(true);
    expect(cart.paymentmethod).toBe('CreditCard');
  });
  it('a guest is only kept while booking on behalf of a guest', () => {
    const cart = run(
      emptyCart(),
      { type: 'setOnBehalfOfGuest', value: true },
      { type: 'setGuest', guest: contact },
      { type: 'setOnBehalfOfGuest', value: false },
    );
    expect(cart.guest).toBeNull();
  });
});

describe('an ordered cart', () => {
  const ordered = run(threeDayEvent(), {
    type: 'orderSent',
    id: 900,
    version: 1,
    bookingcode: 'XY12',
    bookingtoken: 'tok',
  });

  it('is ordered with the booking’s id, version, code and token once sent', () => {
    expect(ordered).toMatchObject({
      ordered: true,
      id: 900,
      version: 1,
      bookingcode: 'XY12',
      bookingtoken: 'tok',
    });
  });

  it('ignores changes to dates, people and promo code', () => {
    expect(run(ordered, { type: 'setDates', startdate: '2026-12-01', enddate: '2026-12-09' })).toBe(ordered);
    expect(run(ordered, { type: 'setGuests', people: 50 })).toBe(ordered);
    expect(run(ordered, { type: 'setPromocode', code: 'X' })).toBe(ordered);
  });

  it('accepts changes again once a payment token exists', () => {
    const paying = run(ordered, { type: 'setPaymentToken', token: 'pay-1' });
    expect(run(paying, { type: 'setPaymentMethod', method: 'CreditCard' }).paymentmethod).toBe('CreditCard');
  });

  it('a creation error un-orders the cart and clears it', () => {
    const failed = run(ordered, { type: 'creationFailed' });
    expect(failed.ordered).toBe(false);
    expect(failed.unitgroups).toEqual([]);
    expect(failed.id).toBeNull();
    expect(failed.startdate).toBe(today.toString());
  });

  it('clearing after an order resets to the defaults for the same property', () => {
    const cleared = run({ ...ordered, modeKey: 'wedding' }, { type: 'clear' });
    expect(cleared.ordered).toBe(false);
    expect(cleared.propertyId).toBe(7);
    expect(cleared.modeKey).toBe('wedding');
    expect(cleared.slots).toHaveLength(1);
  });
});

describe('an existing booking', () => {
  it('an offered booking is loaded as an ordered offer, started, with its details', () => {
    const cart = run(emptyCart(), { type: 'loadBooking', booking: loadedBooking() });
    expect(cart).toMatchObject({
      started: true,
      ordered: true,
      offer: true,
      existingBookingIsLoaded: true,
      existingBookingIsConfirmed: false,
      existingBookingIsEdited: false,
      id: 501,
      version: 3,
      bookingcode: 'ABC123',
      bookingtoken: 'tok-501',
      startdate: '2026-12-01',
      enddate: '2026-12-03',
      people: 12,
      promocode: 'WINTER',
      contact,
    });
    expect(cart.slots.map((s) => [s.date, s.starttime, s.people])).toEqual([
      ['2026-12-01', '09:00:00', 12],
      ['2026-12-02', '09:00:00', 12],
      ['2026-12-03', '09:00:00', 12],
    ]);
  });

  it('an optional booking also counts as an offer; a confirmed one does not', () => {
    expect(run(emptyCart(), { type: 'loadBooking', booking: loadedBooking({ bookingstate: 4 }) }).offer).toBe(
      true,
    );
    const confirmed = run(emptyCart(), { type: 'loadBooking', booking: loadedBooking({ bookingstate: 8 }) });
    expect(confirmed.offer).toBe(false);
    expect(confirmed.existingBookingIsConfirmed).toBe(true);
  });

  it('a booking still in the New state is loaded without being ordered', () => {
    expect(
      run(emptyCart(), { type: 'loadBooking', booking: loadedBooking({ bookingstate: 1 }) }).ordered,
    ).toBe(false);
  });

  it('can be edited: while edited, changes are accepted; saving locks it again', () => {
    const loaded = run(emptyCart(), { type: 'loadBooking', booking: loadedBooking() });
    expect(run(loaded, { type: 'setGuests', people: 20 })).toBe(loaded);
    const editing = run(loaded, { type: 'editExistingBooking' });
    expect(editing.existingBookingIsEdited).toBe(true);
    expect(run(editing, { type: 'editExistingBooking' })).toBe(editing);
    const changed = run(editing, { type: 'setGuests', people: 20 });
    expect(changed.people).toBe(20);
    const saved = run(changed, { type: 'existingBookingSaved', version: 4 });
    expect(saved.existingBookingIsEdited).toBe(false);
    expect('servicesBeforeEdit' in saved).toBe(false);
    expect(saved.version).toBe(4);
    expect(run(saved, { type: 'existingBookingSaved', version: 5 })).toBe(saved);
  });

  it('editing keeps a copy of the services as they were', () => {
    const loaded = run(emptyCart(), { type: 'loadBooking', booking: loadedBooking() });
    const withService = { ...loaded, services: [svLine('coffee', 1)] };
    const editing = run(withService, { type: 'editExistingBooking' });
    expect(editing.servicesBeforeEdit).toBe(withService.services);
  });

  it('a cart without a loaded booking cannot enter booking edit mode', () => {
    const cart = emptyCart();
    expect(run(cart, { type: 'editExistingBooking' })).toBe(cart);
  });
});

describe('change stamp', () => {
  it('a change stamps the time of the change; no change keeps the same cart', () => {
    const cart = emptyCart();
    const changed = run(cart, { type: 'setInfo', info: 'x' });
    expect(changed.modifiedAt).toBe('2026-11-22T04:00:00Z');
    expect(run(changed, { type: 'setInfo', info: 'x' })).toBe(changed);
    expect(run(cart, { type: 'setPromocode', code: null })).toBe(cart);
  });
});

describe('list refresh', () => {
  it('dates, slots, people, tags, promo code and customer account number refresh the lists', () => {
    for (const type of [
      'setDates',
      'setSlotTimes',
      'addSlot',
      'removeSlot',
      'setDayPeople',
      'setGuests',
      'addTag',
      'setPromocode',
      'setCustomerAccountNumber',
    ] as const) {
      expect(triggersListRefresh({ type })).toBe(true);
    }
  });
  it('booker details and ordering do not refresh the lists', () => {
    for (const type of ['setContact', 'setInfo', 'orderSent', 'start', 'clear'] as const) {
      expect(triggersListRefresh({ type })).toBe(false);
    }
  });
});

describe('children (docs/rules.md#children)', () => {
  const withLines = (cart: Cart): Cart => ({
    ...cart,
    services: [svLine('lunch', 1), svLine('own', 1, { childcount: 1 })],
    unitgroups: [ugLine('hall', 1)],
  });
  it('the event bar’s children go to every line that still had the old number, not to one the guest changed', () => {
    const on = context({ childrenEnabled: true });
    const cart = cartReducer(
      withLines(emptyCart({ childrenEnabled: true })),
      { type: 'setChildren', children: 2 },
      on,
    );
    expect(cart.children).toBe(2);
    expect(cart.services.map((l) => l.childcount ?? 0)).toEqual([2, 1]);
    expect(cart.unitgroups.map((l) => l.childcount ?? 0)).toEqual([2]);
    expect(triggersListRefresh({ type: 'setChildren' })).toBe(true);
    const line = cartReducer(
      cart,
      { type: 'updateServiceLine', key: 'lunch', patch: { childcount: -4 } },
      on,
    );
    expect(line.services[0]?.childcount).toBe(0);
  });
  it('a property that takes no children keeps 0', () => {
    const cart = run(withLines(emptyCart()), { type: 'setChildren', children: 2 });
    expect(cart.children).toBe(0);
    expect(cart.services.map((l) => l.childcount ?? 0)).toEqual([0, 1]);
  });
});
