import { describe, expect, it } from 'vitest';
import { stayWindow } from '../availability/stayWindow.ts';
import type { Contact } from '../model/entities.ts';
import { UnitgroupCategory } from '../model/enums.ts';
import { priceCart } from '../pricing/priceCart.ts';
import { defaultSettings } from '../settings/typedSettings.ts';
import {
  cart,
  catalog,
  meetingRoom,
  rateplan,
  room,
  service,
  slot,
  svcLine,
  timeslice,
  ugLine,
  vat19,
} from '../testing/factories.ts';
import { bookingCategoryOf } from './bookingCategory.ts';
import { bookingPayload } from './bookingPayload.ts';
import { bookingEditPayload } from './edit.ts';
import { stripMarkup } from './lineBuilder.ts';
import { deepEqual } from './update.ts';

const booker: Contact = {
  salutationId: 1,
  academictitleId: null,
  firstname: 'Anna',
  lastname: 'Berg',
  company: 'Berg GmbH',
  email: 'anna@example.com',
  phone: '',
  street: '',
  zip: '',
  city: '',
  countryId: 1,
};
const guest: Contact = { ...booker, firstname: 'Ben', email: 'ben@example.com' };

const cat = catalog({
  unitgroups: [meetingRoom(1), room(2)],
  services: [
    service(10, { name: 'Lunch', text: '<p>Two-course <b>lunch</b>&nbsp;&amp; water</p>' }),
    service(11, { code: 'MIN', sellingmode: { id: 1 }, rateplanList: [rateplan(0)] }),
  ],
  timeslicedefinitions: [timeslice(5, { checkintime: '09:00:00', checkouttime: '17:00:00' })],
});
const settings = { ...defaultSettings };
const options = { request: true };

const event = cart({
  startdate: '2026-12-01',
  enddate: '2026-12-03',
  starttime: '08:00:00',
  endtime: '18:00:00',
  contact: booker,
  slots: [slot(1, '2026-12-01', 10), slot(3, '2026-12-03', 8, { timeslicedefinitionId: 5 })],
  unitgroups: [ugLine('rooms', 2, 0, { itemcount: 5 }), ugLine('mr', 1, 1)],
  services: [
    svcLine('lunch', 10, 1, { unitgroupLineKey: 'mr', optionIds: [3] }),
    svcLine('lunch3', 10, 3, { description: 'Vegetarian for all' }),
  ],
});

describe('the booking the configurator sends', () => {
  const p = bookingPayload(event, cat, priceCart(event, cat, [], settings), settings, options);

  it('carries the stay’s dates and times', () => {
    expect(p).toMatchObject({
      propertyId: 1,
      start: '2026-12-01 08:00',
      end: '2026-12-03 18:00',
      startdate: '2026-12-01',
      enddate: '2026-12-03',
      starttime: '08:00:00',
      endtime: '18:00:00',
      timeslicedefinition: null,
      daynumbers: [1, 3],
    });
    expect(p.id).toBeUndefined();
    expect(p.version).toBeUndefined();
  });

  it('always goes through the configurator booking channel (4)', () => {
    expect(p.bookingchannel).toEqual({ id: 4 });
    expect(p.bookingcategory).toEqual({ id: 1 });
    expect(p).toMatchObject({ isrequested: true, request: true, type: 'normal', bookingreason: null });
  });

  it('sends the event’s title, purpose and the reason the guest chose; staff may name another', () => {
    const detailed = {
      ...event,
      eventtitle: 'Kick-off',
      description: 'Plan 2027\nand dinner',
      bookingreasonId: 7,
    };
    const sent = bookingPayload(detailed, cat, null, settings, options);
    expect(sent).toMatchObject({
      eventtitle: 'Kick-off',
      description: 'Plan 2027\nand dinner',
      bookingreason: { id: 7 },
    });
    expect(
      bookingPayload(detailed, cat, null, settings, { ...options, bookingreasonId: 2 }).bookingreason,
    ).toEqual({
      id: 2,
    });
    expect(
      bookingPayload(detailed, cat, null, settings, { ...options, bookingreasonId: null }).bookingreason,
    ).toBeNull();
  });

  it('a booking of ten rooms or more is a group booking; five rooms are not, whatever the mode', () => {
    // docs/rules.md#booking-category: the event books five double rooms.
    const five = bookingPayload(
      event,
      cat,
      null,
      { ...settings, groupBookingOnly: true },
      { request: false, bookingreasonId: 3 },
    );
    expect(five.bookingcategory).toEqual({ id: 1 });
    expect(five.bookingreason).toEqual({ id: 3 });
    const ten = {
      ...event,
      unitgroups: event.unitgroups.map((l) => (l.unitgroupId === 2 ? { ...l, itemcount: 10 } : l)),
    };
    expect(bookingPayload(ten, cat, null, settings, { request: false }).bookingcategory).toEqual({ id: 2 });
    // Meeting rooms are no rooms to sleep in: they do not make a group.
    expect(bookingCategoryOf([{ unitgroupId: 1, itemcount: 12 }], (id) => id === 2)).toBe(1);
  });

  it('prices rooms for the nights of the stay and the meeting room for its day', () => {
    expect(p.bookingUnitgroupList).toEqual([
      expect.objectContaining({
        item: 'Double room 2',
        unitgroup: { id: 2 },
        itemcount: 5,
        nightcount: 2,
        start: '2026-12-01 08:00',
        end: '2026-12-03 18:00',
        price: 5 * 2 * 12000,
        currency: 'EUR',
        rateplan: { id: 1 },
      }),
      expect.objectContaining({
        unitgroup: { id: 1 },
        nightcount: 0,
        start: '2026-12-01 08:00',
        end: '2026-12-01 18:00',
        starttime: '08:00:00',
        vat: [{ vat: vat19, amount: 7983, onRequest: false }],
      }),
    ]);
  });

  it('a lunch without its own description takes the service text without markup', () => {
    expect(p.bookingServiceList[0]).toMatchObject({
      item: 'Lunch',
      service: { id: 10 },
      description: 'Two-course lunch & water',
      serviceOptionList: [{ serviceOption: { id: 3 } }],
      bookingUnitgroup: { index: 1 },
      isPerPerson: true,
      start: '2026-12-01 08:00',
    });
    expect(p.bookingServiceList[1]).toMatchObject({
      description: 'Vegetarian for all',
      bookingUnitgroup: null,
      // The third day runs in its time slice.
      start: '2026-12-03 09:00',
      end: '2026-12-03 17:00',
    });
  });

  it('with several slots a day, no global start and end time is sent', () => {
    const m = bookingPayload(event, cat, null, { ...settings, multislotEnabled: true }, options);
    expect('starttime' in m).toBe(false);
    expect('endtime' in m).toBe(false);
    expect(m.bookingUnitgroupList[0]).not.toHaveProperty('price');
  });

  it('sends the guest only when booking on behalf of them', () => {
    expect('guest' in bookingPayload({ ...event, guest }, cat, null, settings, options)).toBe(false);
    const onBehalf = bookingPayload({ ...event, guest, onbehalfofguest: true }, cat, null, settings, options);
    expect(onBehalf.guest).toEqual(guest);
    expect(onBehalf.booker).toEqual(booker);
  });

  it('sends an empty booker when no contact was entered yet', () => {
    expect(bookingPayload(cart(), cat, null, settings, options).booker.email).toBe('');
  });

  it('an existing booking carries its id, version and line ids', () => {
    const existing = {
      ...event,
      id: 77,
      version: 3,
      unitgroups: [ugLine('mr', 1, 1, { bookingLineId: 501 })],
      services: [svcLine('lunch', 10, 1, { unitgroupLineKey: 'mr', bookingLineId: 601 })],
    };
    const e = bookingPayload(existing, cat, null, settings, options);
    expect(e).toMatchObject({ id: 77, version: 3 });
    expect(e.bookingUnitgroupList[0]?.id).toBe(501);
    expect(e.bookingServiceList[0]).toMatchObject({ id: 601, bookingUnitgroup: { id: 501 } });
  });

  it('uses the time slice of the stay, or the whole day, when no times are set', () => {
    const noTimes = cart({
      starttime: null,
      endtime: null,
      timeslicedefinitionId: 5,
      startdate: null,
      enddate: null,
    });
    const t = bookingPayload(noTimes, cat, null, settings, options);
    expect(t).toMatchObject({
      start: '2026-12-01 09:00',
      end: '2026-12-01 17:00',
      timeslicedefinition: { id: 5 },
    });
    const none = bookingPayload(
      cart({ starttime: null, endtime: null, slots: [], startdate: null, enddate: null }),
      cat,
      null,
      settings,
      options,
    );
    expect(none).toMatchObject({ start: ' 00:00', end: ' 23:59', daynumbers: [] });
  });

  it('books a stay from check-in to check-out of the overnight slice, so the departure day stays sellable', () => {
    const overnight = timeslice(7, {
      checkintime: '15:00:00',
      checkouttime: '11:00:00',
      starttime: '15:00:00',
      endtime: '11:00:00',
      overnight: true,
    });
    const stay = cart({
      startdate: '2027-03-10',
      enddate: '2027-03-13',
      starttime: null,
      endtime: null,
      slots: [],
      unitgroups: [ugLine('penthouse', 2, 0)],
      services: [],
    });
    const withOvernight = bookingPayload(
      stay,
      { ...cat, timeslicedefinitions: [timeslice(5), overnight] },
      null,
      settings,
      options,
    );
    expect(withOvernight.bookingUnitgroupList[0]).toMatchObject({
      start: '2027-03-10 15:00',
      end: '2027-03-13 11:00',
      nightcount: 3,
      starttime: '15:00:00',
      endtime: '11:00:00',
      timeslicedefinition: { id: 7 },
    });
    // The browser's stay holds exactly the window the server's list and availability ask free for those days.
    const line = withOvernight.bookingUnitgroupList[0];
    expect(line && { start: line.start, end: line.end }).toEqual(
      stayWindow(UnitgroupCategory.Room, '2027-03-10', '2027-03-13', {
        start: overnight.starttime,
        end: overnight.endtime,
      }),
    );
    // A property without an overnight slice keeps the whole days, as before.
    const without = bookingPayload(stay, { ...cat, timeslicedefinitions: [] }, null, settings, options);
    expect(without.bookingUnitgroupList[0]).toMatchObject({
      start: '2027-03-10 00:00',
      end: '2027-03-13 23:59',
    });
    // Times the guest chose win.
    const chosen = bookingPayload(
      { ...stay, starttime: '12:00:00', endtime: '10:00:00' },
      { ...cat, timeslicedefinitions: [overnight] },
      null,
      settings,
      options,
    );
    expect(chosen.bookingUnitgroupList[0]).toMatchObject({
      start: '2027-03-10 12:00',
      end: '2027-03-13 10:00',
    });
  });

  it('a conference of several days without rooms runs from its first session to its last, not check-in to check-out', () => {
    const overnight = timeslice(7, { checkintime: '15:00:00', checkouttime: '11:00:00', overnight: true });
    const conference = cart({
      startdate: '2027-03-09',
      enddate: '2027-03-11',
      starttime: null,
      endtime: null,
      slots: [
        slot(1, '2027-03-09', 25, { starttime: '09:00:00', endtime: '17:00:00' }),
        slot(2, '2027-03-10', 25, { starttime: '09:00:00', endtime: '17:00:00' }),
        slot(3, '2027-03-11', 25, { starttime: '09:00:00', endtime: '13:00:00' }),
      ],
      unitgroups: [ugLine('h1', 1, 1), ugLine('h2', 1, 2), ugLine('h3', 1, 3)],
      services: [],
    });
    const sent = bookingPayload(
      conference,
      { ...cat, timeslicedefinitions: [overnight] },
      null,
      settings,
      options,
    );
    expect(sent).toMatchObject({ start: '2027-03-09 09:00', end: '2027-03-11 13:00' });
    // Without times chosen: the whole days.
    const allDay = bookingPayload(
      { ...conference, slots: conference.slots.map((s) => ({ ...s, starttime: null, endtime: null })) },
      { ...cat, timeslicedefinitions: [overnight] },
      null,
      settings,
      options,
    );
    expect(allDay).toMatchObject({ start: '2027-03-09 00:00', end: '2027-03-11 23:59' });
    // With rooms it is a stay: check-in to check-out.
    const withRooms = bookingPayload(
      { ...conference, unitgroups: [...conference.unitgroups, ugLine('rooms', 2, 0)] },
      { ...cat, timeslicedefinitions: [overnight] },
      null,
      settings,
      options,
    );
    expect(withRooms).toMatchObject({ start: '2027-03-09 15:00', end: '2027-03-11 11:00' });
  });

  it('marks the minimum-sales line with what it adds and the minimum reached', () => {
    const minCat = { ...cat, unitgroups: [meetingRoom(1, { minimumSales: 80000 })] };
    const c = cart({
      unitgroups: [ugLine('mr', 1, 1)],
      services: [svcLine('min', 11, 0), svcLine('l', 10, 1, { personcount: 0 })],
    });
    const s = { ...settings, serviceMinimumSalesCode: 'MIN' };
    const m = bookingPayload(c, minCat, priceCart(c, minCat, [], s), s, options);
    expect(m.bookingServiceList[0]).toMatchObject({
      price: 30000,
      minimumSalesAddPrice: 30000,
      minimumSalesResultPrice: 80000,
    });
    expect(m.bookingServiceList[1]).not.toHaveProperty('minimumSalesAddPrice');
  });

  it('flags a line without a usable price, and a line on request keeps no price', () => {
    const c = cart({ services: [svcLine('x', 12, 1), svcLine('y', 13, 1)] });
    const c2 = {
      ...cat,
      services: [
        service(12, { rateplanList: [] }),
        service(13, { rateplanList: [rateplan(100, { onRequest: true })] }),
      ],
    };
    const m = bookingPayload(c, c2, priceCart(c, c2, [], settings), settings, options);
    expect(m.bookingServiceList[0]).toMatchObject({ priceinvalid: true, rateplan: null });
    expect(m.bookingServiceList[1]).not.toHaveProperty('priceinvalid');
    expect(m.bookingServiceList[1]?.vat?.[0]?.onRequest).toBe(true);
  });
});

describe('markup in service texts', () => {
  it('becomes plain text', () => {
    expect(stripMarkup('<ul><li>Coffee</li><li>Tea</li></ul>')).toBe('Coffee Tea');
    expect(stripMarkup('A&lt;B &quot;x&quot; &#39;y&#39; &apos;z&apos; &gt;')).toBe("A<B \"x\" 'y' 'z' >");
    expect(stripMarkup('')).toBe('');
  });
});

describe('comparing booking payloads', () => {
  it('compares values, not key order', () => {
    expect(deepEqual({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 })).toBe(true);
    expect(deepEqual({ a: 1 }, { a: 1, b: undefined })).toBe(true);
    expect(deepEqual([1], { 0: 1 })).toBe(false);
    expect(deepEqual({ a: 1 }, { a: 2 })).toBe(false);
    expect(deepEqual({ a: 1 }, { b: 1, c: 2 })).toBe(false);
    expect(deepEqual(null, {})).toBe(false);
  });
});

describe('editing an existing booking', () => {
  const original = [
    svcLine('lunch', 10, 1, { bookingLineId: 601, unitgroupLineKey: 'mr' }),
    svcLine('coffee', 10, 3, { bookingLineId: 602 }),
    svcLine('dinner', 10, 3, { bookingLineId: 603 }),
  ];
  const loaded = cart({
    id: 77,
    version: 3,
    existingBookingIsLoaded: true,
    existingBookingIsEdited: true,
    slots: [slot(1, '2026-12-01', 10), slot(3, '2026-12-03', 10)],
    unitgroups: [ugLine('mr', 1, 1, { bookingLineId: 501 })],
    services: original,
  });

  it('sends the removed services’ ids, the new services and the changed ones', () => {
    const editedCart = {
      ...loaded,
      services: [
        { ...(original[0] as (typeof original)[number]), personcount: 12 },
        original[2] as (typeof original)[number],
        svcLine('new', 10, 1, { unitgroupLineKey: 'mr' }),
      ],
    };
    const r = bookingEditPayload(original, editedCart, cat, null);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.payload.deletedServiceIds).toEqual([602]);
    expect(r.payload.addedServices).toEqual([
      expect.objectContaining({ service: { id: 10 }, bookingUnitgroup: { id: 501 } }),
    ]);
    expect(r.payload.addedServices[0]).not.toHaveProperty('id');
    expect(r.payload.editedServices).toEqual([expect.objectContaining({ id: 601, personcount: 12 })]);
  });

  it('a line whose only change is its children is sent with them (docs/rules.md#children)', () => {
    const editedCart = {
      ...loaded,
      services: original.map((line) => (line.key === 'lunch' ? { ...line, childcount: 2 } : line)),
    };
    const r = bookingEditPayload(original, editedCart, cat, null);
    expect(r.ok && r.payload.editedServices).toEqual([expect.objectContaining({ id: 601, childcount: 2 })]);
  });

  it('an unchanged booking gives an empty edit', () => {
    expect(bookingEditPayload(original, loaded, cat, null)).toEqual({
      ok: true,
      payload: { deletedServiceIds: [], addedServices: [], editedServices: [] },
    });
  });

  it('aborts when a service of the booking has no id', () => {
    const r = bookingEditPayload([svcLine('x', 10, 1)], loaded, cat, null);
    expect(r).toEqual({ ok: false, error: 'CART.EDIT.ERROR_ABORT', reason: 'service x has no id' });
  });

  it('aborts when a new service hangs on a room the booking does not have yet', () => {
    const c = {
      ...loaded,
      unitgroups: [...loaded.unitgroups, ugLine('mr2', 1, 3)],
      services: [...original, svcLine('new', 10, 3, { unitgroupLineKey: 'mr2' })],
    };
    expect(bookingEditPayload(original, c, cat, null)).toMatchObject({
      ok: false,
      error: 'CART.EDIT.ERROR_ABORT',
    });
  });
});
