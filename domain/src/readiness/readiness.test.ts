import { CalendarDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import type { AvailabilityResponse } from '../model/entities.ts';
import { defaultSettings } from '../settings/typedSettings.ts';
import {
  cart,
  catalog,
  meetingRoom,
  room,
  service,
  servicegroup,
  servicetype,
  slot,
  svcLine,
  timeslice,
  ugLine,
} from '../testing/factories.ts';
import { canSend, compareIssues, readinessIssue } from './issues.ts';
import { cartReadiness } from './readiness.ts';

const settings = defaultSettings;
const groupOnly = { ...defaultSettings, groupBookingOnly: true };
const codes = (issues: readonly { code: string }[]) => issues.map((i) => i.code);

const lunchType = servicetype(1, { code: 'lunch', name: 'Lunch' });
const cat = catalog({
  unitgroups: [meetingRoom(1), meetingRoom(2, { maxPersons: 8 }), room(3)],
  services: [service(10, { name: 'Lunch buffet' })],
  servicetypes: [lunchType],
});
const dayWithRoom = cart({ unitgroups: [ugLine('mr', 1, 1)] });

describe('an empty cart', () => {
  it('cannot be sent and asks the guest to choose something', () => {
    const issues = cartReadiness(cart(), cat, [], settings);
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({
      code: 'REQUIRED_CART',
      level: 'error',
      title: 'CART.READINESS.REQUIRED_CART.TITLE',
      text: 'CART.READINESS.REQUIRED_CART.TEXT',
      button: 'CART.READINESS.REQUIRED_CART.BUTTON',
      target: { page: 'cart', unitgroupindex: 0 },
    });
    expect(canSend(issues)).toBe(false);
  });
});

describe('a day event that is complete', () => {
  it('has no issues and can be sent', () => {
    const issues = cartReadiness(dayWithRoom, cat, [], settings);
    expect(issues).toEqual([]);
    expect(canSend(issues)).toBe(true);
  });
});

describe("dates against the property's date rules", () => {
  const today = new CalendarDate(2026, 11, 22);
  it('a day in the past, or a stay shorter than the minimum, blocks sending and leads to the dates', () => {
    const past = cartReadiness(dayWithRoom, cat, [], settings, { today: new CalendarDate(2026, 12, 5) });
    expect(codes(past)).toEqual(['DATES']);
    expect(past[0]?.params).toMatchObject({ rules: 'PAST' });
    expect(canSend(past)).toBe(false);
    const short = cartReadiness(dayWithRoom, cat, [], { ...settings, minNightcount: 2 }, { today });
    expect(short[0]?.params).toMatchObject({ rules: 'MIN_NIGHTS' });
  });

  it('dates that keep the rules add no issue; without today the rules are not checked', () => {
    expect(cartReadiness(dayWithRoom, cat, [], settings, { today })).toEqual([]);
    expect(cartReadiness(dayWithRoom, cat, [], { ...settings, minNightcount: 2 })).toEqual([]);
  });
});

describe('group bookings (rooms only)', () => {
  it('a group booking without a room blocks sending and points to the room page', () => {
    const c = cart({ services: [svcLine('s', 10, 0)] });
    const issues = cartReadiness(c, cat, [], groupOnly);
    expect(codes(issues)).toEqual(['REQUIRED_ROOM']);
    expect(issues[0]?.target).toEqual({ page: 'unitgroup', unitgroupindex: 0, category: 1 });
  });
  it('too many rooms for the guests: 6 rooms need at least 6 guests, 4 are coming', () => {
    const c = cart({ people: 4, unitgroups: [ugLine('r', 3, 0, { itemcount: 6 })] });
    const issues = cartReadiness(c, cat, [], groupOnly);
    expect(codes(issues)).toEqual(['TOOMANY_ROOM']);
    expect(issues[0]?.params).toMatchObject({ people: 4, min: 6, max: 12 });
  });
  it('too few rooms for the guests: 2 double rooms sleep 4, 5 are coming', () => {
    const c = cart({ people: 5, unitgroups: [ugLine('r', 3, 0, { itemcount: 2 })] });
    expect(codes(cartReadiness(c, cat, [], groupOnly))).toEqual(['TOOFEW_ROOM']);
  });
  it('the room capacity check can be switched off', () => {
    const c = cart({ people: 5, unitgroups: [ugLine('r', 3, 0, { itemcount: 2 })] });
    expect(cartReadiness(c, cat, [], { ...groupOnly, capacitycheckRoomIsDisabled: true })).toEqual([]);
  });
  it('a group booking does not ask for meeting rooms or day people', () => {
    const c = cart({ people: 2, slots: [slot(1, '2026-12-01', 0)], unitgroups: [ugLine('r', 3, 0)] });
    expect(cartReadiness(c, cat, [], groupOnly)).toEqual([]);
  });
});

describe('meeting days', () => {
  it('a day without a meeting room blocks sending and points to that day’s meeting room page', () => {
    const c = cart({
      slots: [slot(1, '2026-12-01', 10), slot(2, '2026-12-02', 10)],
      unitgroups: [ugLine('mr', 1, 1)],
    });
    const issues = cartReadiness(c, cat, [], settings);
    expect(codes(issues)).toEqual(['REQUIRED_UNITGROUP']);
    expect(issues[0]).toMatchObject({
      slotIndex: 2,
      target: { page: 'unitgroup', unitgroupindex: 2, category: 2 },
      params: { day: 2, date: '2026-12-02', people: 10 },
    });
  });
  it('no meeting room is asked for when meetings are disabled', () => {
    const c = cart({ services: [svcLine('s', 10, 1)] });
    expect(cartReadiness(c, cat, [], { ...settings, unitgroupMeetingIsDisabled: true })).toEqual([]);
  });
  it('a day with 0 people blocks sending', () => {
    const c = cart({ slots: [slot(1, '2026-12-01', 0)], unitgroups: [ugLine('mr', 1, 1)] });
    expect(codes(cartReadiness(c, cat, [], settings))).toEqual(['DAYPEOPLE_EMPTY']);
  });
  it('12 people in a room for 8 blocks sending', () => {
    const c = cart({ slots: [slot(1, '2026-12-01', 12)], unitgroups: [ugLine('mr', 2, 1)] });
    const issues = cartReadiness(c, cat, [], settings);
    expect(codes(issues)).toEqual(['DAYPEOPLE_ERROR']);
    expect(issues[0]?.level).toBe('error');
  });
  it('a plenary room for the morning only on a full day is a warning, not a blocker', () => {
    const morning = timeslice(7, { checkintime: '08:00:00', checkouttime: '12:00:00' });
    const c = cart({
      slots: [slot(1, '2026-12-01', 15)],
      unitgroups: [ugLine('plenary', 1, 1, { timeslicedefinitionId: 7 }), ugLine('small', 2, 1)],
    });
    const issues = cartReadiness(c, { ...cat, timeslicedefinitions: [morning] }, [], settings);
    expect(codes(issues)).toEqual(['DAYPEOPLE_WARNING']);
    expect(canSend(issues)).toBe(true);
  });
  it('the meeting-room capacity check can be switched off', () => {
    const c = cart({ slots: [slot(1, '2026-12-01', 12)], unitgroups: [ugLine('mr', 2, 1)] });
    expect(cartReadiness(c, cat, [], { ...settings, capacitycheckMeetingroomIsDisabled: true })).toEqual([]);
  });
});

describe('clashing meeting rooms', () => {
  const twoSlotsOneDay = cart({
    slots: [
      slot(1, '2026-12-01', 10, { starttime: '08:00:00', endtime: '13:00:00' }),
      slot(2, '2026-12-01', 10, { starttime: '12:00:00', endtime: '18:00:00' }),
    ],
    unitgroups: [ugLine('a', 1, 1), ugLine('b', 1, 2)],
  });
  it('the same room in two overlapping slots of one day clashes on both slots', () => {
    const issues = cartReadiness(twoSlotsOneDay, cat, [], settings);
    expect(codes(issues)).toEqual(['CLASHES_UNITGROUP', 'CLASHES_UNITGROUP']);
    expect(issues.map((i) => i.slotIndex)).toEqual([1, 2]);
    expect(issues[0]).toMatchObject({ itemName: 'Meeting room 1', params: { needed: 2, available: 1 } });
  });
  it('back-to-back slots in the same room do not clash', () => {
    const c = {
      ...twoSlotsOneDay,
      slots: [
        slot(1, '2026-12-01', 10, { starttime: '08:00:00', endtime: '12:00:00' }),
        slot(2, '2026-12-01', 10, { starttime: '12:00:00', endtime: '18:00:00' }),
      ],
    };
    expect(cartReadiness(c, cat, [], settings)).toEqual([]);
  });
  it('the same room on two different days does not clash', () => {
    const c = { ...twoSlotsOneDay, slots: [slot(1, '2026-12-01', 10), slot(2, '2026-12-02', 10)] };
    expect(cartReadiness(c, cat, [], settings)).toEqual([]);
  });
  it('a room the availability answer allows twice does not clash', () => {
    const answer: AvailabilityResponse = {
      unitgroupId: 1,
      available: true,
      availabilities: [
        { available: true, price: null, currency: 'EUR', rateplan: null, maxquantity: 2, personsfit: true },
        { available: true, price: null, currency: 'EUR', rateplan: null, maxquantity: 2, personsfit: true },
      ],
    };
    expect(cartReadiness(twoSlotsOneDay, cat, [answer], settings)).toEqual([]);
  });
});

describe('persons fit', () => {
  const answer: AvailabilityResponse = {
    unitgroupId: 1,
    available: true,
    availabilities: [
      { available: true, price: null, currency: 'EUR', rateplan: null, maxquantity: 1, personsfit: false },
    ],
  };
  it('a room the people do not fit blocks sending when the property disallows it', () => {
    const s = { ...settings, unitgroupIgnorePersoncountDisallowSend: true };
    const issues = cartReadiness(dayWithRoom, cat, [answer], s);
    expect(codes(issues)).toEqual(['PERSONSFIT_UNITGROUP']);
    expect(issues[0]?.itemName).toBe('Meeting room 1');
  });
  it('is not checked unless the property disallows sending', () => {
    expect(cartReadiness(dayWithRoom, cat, [answer], settings)).toEqual([]);
  });
  it('reads personsfit from the catalog when no availability answer is given', () => {
    const cat2 = catalog({
      unitgroups: [
        meetingRoom(1, { availabilityoption: { available: true, maxquantity: 1, personsfit: false } }),
      ],
    });
    const s = { ...settings, unitgroupIgnorePersoncountDisallowSend: true };
    expect(codes(cartReadiness(dayWithRoom, cat2, [], s))).toEqual(['PERSONSFIT_UNITGROUP']);
  });
});

describe('services', () => {
  const option = (id: number) => ({
    id,
    name: `Option ${id}`,
    version: 1,
    disabled: false,
    prefillpeople: false,
    required: false,
    minadvancebookingdays: 0,
    notassignedtounitgroup: false,
    disableingroupmode: false,
    headline: null,
    description: null,
    tooltip: null,
    eventbar: false,
    notab: false,
  });
  const menu = service(11, {
    name: 'Lunch menu',
    serviceOptionList: [option(1), option(2), option(3)],
    minOption: 1,
    maxOption: 2,
  });
  const withMenu = (optionIds: number[]) =>
    cart({ unitgroups: [ugLine('mr', 1, 1)], services: [svcLine('m', 11, 1, { optionIds })] });
  const cat2 = { ...cat, services: [menu] };

  it('a lunch menu with no course chosen blocks sending and points to the lunch page', () => {
    const issues = cartReadiness(withMenu([]), cat2, [], settings);
    expect(codes(issues)).toEqual(['REQUIRED_SERVICE_OPTION']);
    expect(issues[0]).toMatchObject({
      target: { page: 'service', unitgroupindex: 1, servicecode: 'lunch' },
      itemName: 'Lunch menu',
      params: { count: 0, min: 1, max: 2, name: 'Lunch menu' },
    });
  });
  it('a lunch menu with too many courses chosen blocks sending', () => {
    expect(codes(cartReadiness(withMenu([1, 2, 3]), cat2, [], settings))).toEqual([
      'REQUIRED_SERVICE_OPTION',
    ]);
  });
  it('a lunch menu with one or two courses is fine', () => {
    expect(cartReadiness(withMenu([1]), cat2, [], settings)).toEqual([]);
    expect(cartReadiness(withMenu([1, 3]), cat2, [], settings)).toEqual([]);
  });
  it('options without a maximum accept any number above the minimum', () => {
    const open = { ...cat, services: [{ ...menu, maxOption: 0 }] };
    expect(cartReadiness(withMenu([1, 2, 3]), open, [], settings)).toEqual([]);
  });
  it('a coffee break that needs a start time blocks sending until one is given', () => {
    const coffee = service(12, { timeenabled: true, timeenabledforuserisrequired: true });
    const cat3 = { ...cat, services: [coffee] };
    const c = cart({ unitgroups: [ugLine('mr', 1, 1)], services: [svcLine('c', 12, 1)] });
    expect(codes(cartReadiness(c, cat3, [], settings))).toEqual(['REQUIRED_SERVICESTARTTIME']);
    const timed = { ...c, services: [svcLine('c', 12, 1, { starttime: '10:30:00' })] };
    expect(cartReadiness(timed, cat3, [], settings)).toEqual([]);
  });
  it('a service that needs a description blocks sending while it is blank', () => {
    const sign = service(13, { descriptionenabled: true, descriptionenabledforuserisrequired: true });
    const cat3 = { ...cat, services: [sign] };
    const c = cart({
      unitgroups: [ugLine('mr', 1, 1)],
      services: [svcLine('c', 13, 1, { description: '  ' })],
    });
    expect(codes(cartReadiness(c, cat3, [], settings))).toEqual(['REQUIRED_SERVICEDESCRIPTION']);
  });
  it('a required lunch with none chosen blocks sending and points to the lunch page of that day', () => {
    const cat3 = { ...cat, servicetypes: [{ ...lunchType, required: true }] };
    const issues = cartReadiness(dayWithRoom, cat3, [], settings);
    expect(codes(issues)).toEqual(['REQUIRED_SERVICETYPE']);
    expect(issues[0]).toMatchObject({
      target: { page: 'service', unitgroupindex: 1, servicecode: 'lunch' },
      itemName: 'Lunch',
    });
    const withLunch = { ...dayWithRoom, services: [svcLine('l', 10, 1)] };
    expect(cartReadiness(withLunch, cat3, [], settings)).toEqual([]);
  });
  it('a required type for the whole stay is asked for once', () => {
    const parking = servicetype(2, { code: 'parking', required: true, notassignedtounitgroup: true });
    const cat3 = {
      ...cat,
      servicetypes: [lunchType, parking],
      services: [service(20, { servicetype: { id: 2 } })],
    };
    const c = { ...dayWithRoom, slots: [slot(1, '2026-12-01', 10), slot(2, '2026-12-02', 10)] };
    const issues = cartReadiness(
      { ...c, unitgroups: [ugLine('a', 1, 1), ugLine('b', 1, 2)] },
      cat3,
      [],
      settings,
    );
    expect(codes(issues)).toEqual(['REQUIRED_SERVICETYPE']);
    expect(issues[0]?.target).toEqual({ page: 'service', unitgroupindex: 0, servicecode: 'parking' });
  });
  it('a required type with nothing on offer, or one hidden with meetings off, is not asked for', () => {
    const empty = servicetype(3, { required: true });
    const groupMode = servicetype(1, { required: true, disableingroupmode: true });
    expect(cartReadiness(dayWithRoom, { ...cat, servicetypes: [empty] }, [], settings)).toEqual([]);
    const c = cart({ services: [svcLine('x', 99, 1)] });
    expect(
      cartReadiness(c, { ...cat, servicetypes: [groupMode] }, [], {
        ...settings,
        unitgroupMeetingIsDisabled: true,
      }),
    ).toEqual([]);
  });
  it('a required type without a tab points to that day’s cart', () => {
    const cat3 = { ...cat, servicetypes: [{ ...lunchType, required: true, notab: true }] };
    expect(cartReadiness(dayWithRoom, cat3, [], settings)[0]?.target).toEqual({
      page: 'cart',
      unitgroupindex: 1,
    });
  });
  it('a required lunch that cannot be booked yet (minimum advance days) is not asked for', () => {
    const cat3 = { ...cat, servicetypes: [{ ...lunchType, required: true, minadvancebookingdays: 14 }] };
    const groups = {
      ...cat3,
      servicegroups: [servicegroup(5, { required: true })],
      services: [service(10, { servicegroupIds: [5] })],
    };
    // The event is on 2026-12-01: 9 days from 2026-11-22 is too soon, 30 days from 2026-11-01 is not.
    expect(
      cartReadiness(dayWithRoom, groups, [], settings, { today: new CalendarDate(2026, 11, 22) }),
    ).toEqual([]);
    expect(
      codes(cartReadiness(dayWithRoom, groups, [], settings, { today: new CalendarDate(2026, 11, 1) })),
    ).toEqual(['REQUIRED_SERVICETYPE', 'REQUIRED_SERVICEGROUP']);
  });
  it('a stay-wide service with a missing description points to the stay’s service page, whatever day it is on', () => {
    const parking = servicetype(2, { code: 'parking', notassignedtounitgroup: true });
    const pass = service(40, {
      servicetype: { id: 2 },
      descriptionenabled: true,
      descriptionenabledforuserisrequired: true,
    });
    const c = { ...dayWithRoom, services: [svcLine('p', 40, 1)] };
    const issues = cartReadiness(
      c,
      { ...cat, servicetypes: [lunchType, parking], services: [pass] },
      [],
      settings,
    );
    expect(issues[0]?.target).toEqual({ page: 'service', unitgroupindex: 0, servicecode: 'parking' });
  });
  it('a required drinks package group with none chosen blocks sending', () => {
    const drinks = servicegroup(5, { name: 'Drinks package', required: true });
    const cat3 = {
      ...cat,
      servicegroups: [drinks, servicegroup(6, { required: true })],
      services: [service(30, { servicegroupIds: [5] }), service(31, { servicegroupIds: [5] })],
    };
    const issues = cartReadiness(dayWithRoom, cat3, [], settings);
    expect(codes(issues)).toEqual(['REQUIRED_SERVICEGROUP']);
    expect(issues[0]?.itemName).toBe('Drinks package');
    expect(cartReadiness({ ...dayWithRoom, services: [svcLine('d', 31, 1)] }, cat3, [], settings)).toEqual(
      [],
    );
  });
  it('a required group for the whole stay is asked for once', () => {
    const parking = servicetype(2, { code: 'parking', notassignedtounitgroup: true });
    const cat3 = {
      ...cat,
      servicetypes: [lunchType, parking],
      servicegroups: [servicegroup(5, { required: true })],
      services: [service(30, { servicegroupIds: [5], servicetype: { id: 2 } })],
    };
    const issues = cartReadiness(dayWithRoom, cat3, [], settings);
    expect(issues.map((i) => [i.code, i.slotIndex])).toEqual([['REQUIRED_SERVICEGROUP', 0]]);
  });
  it('ignores a chosen service that is no longer in the catalog', () => {
    const c = { ...dayWithRoom, services: [svcLine('gone', 999, 1)] };
    expect(cartReadiness(c, cat, [], settings)).toEqual([]);
  });
});

describe('payment method', () => {
  const paying = { ...settings, paymentEnabled: true, configuratorPaymentEnabled: true };
  it('online payment without a chosen payment method blocks sending', () => {
    expect(codes(cartReadiness(dayWithRoom, cat, [], paying))).toEqual(['PAYMENTMETHOD']);
    expect(cartReadiness({ ...dayWithRoom, paymentmethod: 'CreditCard' }, cat, [], paying)).toEqual([]);
  });
  it('a method the property does not offer counts as none chosen', () => {
    const invoiceOnly = { ...paying, paymentOptions: { methods: 'Company' } };
    expect(
      codes(cartReadiness({ ...dayWithRoom, paymentmethod: 'CreditCard' }, cat, [], invoiceOnly)),
    ).toEqual(['PAYMENTMETHOD']);
    expect(cartReadiness({ ...dayWithRoom, paymentmethod: 'Company' }, cat, [], invoiceOnly)).toEqual([]);
  });
  it('is not asked for unless both payment settings are on', () => {
    expect(cartReadiness(dayWithRoom, cat, [], { ...settings, paymentEnabled: true })).toEqual([]);
  });
});

describe('mandatory codes', () => {
  it('a missing customer account or promo code blocks sending, and the cart page asks for it', () => {
    const both = { ...settings, customeraccountMandatory: true, promocodeMandatory: true };
    const issues = cartReadiness(dayWithRoom, cat, [], both);
    expect(codes(issues)).toEqual(['REQUIRED_CUSTOMERACCOUNT', 'REQUIRED_PROMOCODE']);
    expect(issues[1]).toMatchObject({
      title: 'CART.READINESS.REQUIRED_PROMOCODE.TITLE',
      target: { page: 'cart', unitgroupindex: 0 },
    });
    expect(
      cartReadiness({ ...dayWithRoom, customeraccountnumber: 'C-1', promocode: 'SPRING20' }, cat, [], both),
    ).toEqual([]);
  });
});

describe('event details the property requires', () => {
  const all = {
    ...settings,
    eventtitleMandatory: true,
    bookingreasonMandatory: true,
    descriptionMandatory: true,
  };
  it('a missing title, reason or description blocks sending, each its own point on the cart page', () => {
    const issues = cartReadiness(dayWithRoom, cat, [], all);
    expect(codes(issues)).toEqual(['REQUIRED_EVENTTITLE', 'REQUIRED_BOOKINGREASON', 'REQUIRED_DESCRIPTION']);
    expect(issues.every((i) => i.level === 'error' && i.target.page === 'cart')).toBe(true);
    // Blank text is no title.
    const blank = { ...dayWithRoom, eventtitle: '   ', bookingreasonId: 3, description: 'Sales kick-off' };
    expect(codes(cartReadiness(blank, cat, [], all))).toEqual(['REQUIRED_EVENTTITLE']);
    const given = { ...blank, eventtitle: 'Kick-off 2027' };
    expect(cartReadiness(given, cat, [], all)).toEqual([]);
  });
  it('are optional unless the settings say so, and staff taking a booking may leave them out', () => {
    expect(cartReadiness(dayWithRoom, cat, [], settings)).toEqual([]);
    expect(cartReadiness(dayWithRoom, cat, [], all, { seller: 'staff' })).toEqual([]);
  });
  it('a reason cannot be required of a property that offers none to choose from', () => {
    const reasonOnly = { ...settings, bookingreasonMandatory: true };
    expect(codes(cartReadiness(dayWithRoom, cat, [], reasonOnly))).toEqual(['REQUIRED_BOOKINGREASON']);
    expect(cartReadiness(dayWithRoom, cat, [], reasonOnly, { bookingReasonsOffered: false })).toEqual([]);
  });
});

describe('issue order', () => {
  it('lists errors first, then by day, then in the order of the rules', () => {
    const morning = timeslice(7, { checkintime: '08:00:00', checkouttime: '12:00:00' });
    const c = cart({
      slots: [slot(1, '2026-12-01', 15), slot(2, '2026-12-02', 0), slot(3, '2026-12-03', 5)],
      unitgroups: [ugLine('a', 1, 1, { timeslicedefinitionId: 7 }), ugLine('b', 2, 2)],
    });
    const issues = cartReadiness(c, { ...cat, timeslicedefinitions: [morning] }, [], settings);
    expect(issues.map((i) => [i.level, i.slotIndex, i.code])).toEqual([
      ['error', 2, 'DAYPEOPLE_EMPTY'],
      ['error', 3, 'REQUIRED_UNITGROUP'],
      ['warning', 1, 'DAYPEOPLE_WARNING'],
    ]);
  });
  it('orders issues of the same code by item name', () => {
    const a = readinessIssue('REQUIRED_SERVICETYPE', {
      target: { page: 'cart', unitgroupindex: 0 },
      slotIndex: 1,
      itemName: 'B',
    });
    const b = { ...a, itemName: 'A' };
    const c = { ...a, itemName: null };
    expect([a, b, c].sort(compareIssues).map((i) => i.itemName)).toEqual([null, 'A', 'B']);
    expect(compareIssues(a, a)).toBe(0);
  });
});

describe('a booking the hotel’s staff put together', () => {
  const required = { ...cat, servicetypes: [{ ...lunchType, required: true }] };
  const twoDays = cart({
    people: 30,
    slots: [slot(1, '2026-12-01', 10), slot(2, '2026-12-02', 10)],
    unitgroups: [ugLine('mr', 1, 1)],
  });

  it('leaves out what the configurator asks a guest to add: a meeting room each day, a required lunch, rooms', () => {
    expect(codes(cartReadiness(twoDays, required, [], settings))).toEqual(
      expect.arrayContaining(['REQUIRED_UNITGROUP', 'REQUIRED_SERVICETYPE']),
    );
    expect(cartReadiness(twoDays, required, [], settings, { seller: 'staff' })).toEqual([]);
    const hallOnly = cart({ services: [svcLine('s', 10, 0)] });
    expect(codes(cartReadiness(hallOnly, cat, [], groupOnly))).toEqual(['REQUIRED_ROOM']);
    expect(cartReadiness(hallOnly, cat, [], groupOnly, { seller: 'staff' })).toEqual([]);
  });

  it('an attendee booking from a group block is spared the event’s requirements, not the payment method', () => {
    expect(cartReadiness(twoDays, required, [], settings, { seller: 'attendee' })).toEqual([]);
    const hallOnly = cart({ services: [svcLine('s', 10, 0)] });
    expect(cartReadiness(hallOnly, cat, [], groupOnly, { seller: 'attendee' })).toEqual([]);
    const paying = { ...settings, paymentEnabled: true, configuratorPaymentEnabled: true };
    expect(codes(cartReadiness(twoDays, required, [], paying, { seller: 'attendee' }))).toEqual([
      'PAYMENTMETHOD',
    ]);
  });

  it('still checks what concerns the booked items: dates, capacity', () => {
    const past = cartReadiness(dayWithRoom, cat, [], settings, {
      today: new CalendarDate(2026, 12, 5),
      seller: 'staff',
    });
    expect(codes(past)).toEqual(['DATES']);
    const crowded = cart({ people: 5, unitgroups: [ugLine('r', 3, 0, { itemcount: 2 })] });
    expect(codes(cartReadiness(crowded, cat, [], groupOnly, { seller: 'staff' }))).toEqual(['TOOFEW_ROOM']);
  });
});

describe('children (docs/rules.md#children)', () => {
  const withChildren = cart({
    unitgroups: [ugLine('mr', 1, 1)],
    services: [svcLine('lunch', 10, 1, { personcount: 10, childcount: 2 })],
  });
  it('a booking with children cannot be sent to a property that takes none', () => {
    expect(codes(cartReadiness(withChildren, cat, [], settings))).toContain('CHILDREN_NOT_TAKEN');
    expect(codes(cartReadiness(dayWithRoom, cat, [], settings))).not.toContain('CHILDREN_NOT_TAKEN');
  });
  it('a property that takes children accepts them', () => {
    const takes = { ...settings, childrenEnabled: true };
    expect(codes(cartReadiness(withChildren, cat, [], takes))).not.toContain('CHILDREN_NOT_TAKEN');
  });
});
