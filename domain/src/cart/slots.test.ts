import { Time } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import type { Cart, CartServiceLine, CartUnitgroupLine } from '../model/cart.ts';
import type { Timeslicedefinition } from '../model/entities.ts';
import type { Settings } from '../settings/typedSettings.ts';
import { type CartAction, cartReducer } from './reducer.ts';
import { canRemoveSlot, eveningTimes, slotTimeGrid } from './slots.ts';
import { catalog, context, emptyCart } from './testing/fixtures.ts';

const slice = (id: number, starttime: string, endtime: string, overnight = false): Timeslicedefinition => ({
  id,
  name: `slice ${id}`,
  checkintime: starttime,
  checkouttime: endtime,
  starttime,
  endtime,
  overnight,
});
const slices = [
  slice(1, '08:00:00', '12:00:00'),
  slice(2, '08:00:00', '18:00:00'),
  slice(3, '15:00:00', '11:00:00', true),
];

const runWith =
  (settings: Partial<Settings> = {}) =>
  (cart: Cart, ...actions: CartAction[]) => {
    const ctx = context(settings, { catalog: { ...catalog, timeslicedefinitions: slices } });
    return actions.reduce((c, a) => cartReducer(c, a, ctx), cart);
  };
const run = runWith();

/** A three-day event 1-3 December. */
const threeDays = () =>
  run(emptyCart(), { type: 'setDates', startdate: '2026-12-01', enddate: '2026-12-03' });

const room = (key: string, slotIndex: number, personcount: number): CartUnitgroupLine => ({
  key,
  slotIndex,
  unitgroupId: 2,
  itemcount: 1,
  personcount,
  personsperroom: null,
  origin: { kind: 'guest' },
  bookingLineId: null,
});
const lunch = (key: string, slotIndex: number, personcount: number): CartServiceLine => ({
  key,
  slotIndex,
  serviceId: 9,
  servicetypeId: 1,
  unitgroupLineKey: null,
  itemcount: 1,
  personcount,
  durationcount: 1,
  starttime: null,
  endtime: null,
  description: '',
  optionIds: [],
  origin: { kind: 'guest' },
  bookingLineId: null,
});

describe('people per day', () => {
  it('a day’s rooms and services that counted the day’s people follow its new count; own counts stay', () => {
    const base = threeDays();
    const people = base.slots[1]?.people ?? 0;
    const cart = {
      ...base,
      unitgroups: [room('hall', 2, people), room('hall-1', 1, people)],
      services: [lunch('menu', 2, people), lunch('vip', 2, 4)],
    };
    const changed = run(cart, { type: 'setDayPeople', index: 2, people: 45 });
    expect(changed.slots.map((s) => s.people)).toEqual([people, 45, people]);
    expect(changed.unitgroups.map((l) => [l.key, l.personcount])).toEqual([
      ['hall', 45],
      ['hall-1', people],
    ]);
    expect(changed.services.map((l) => [l.key, l.personcount])).toEqual([
      ['menu', 45],
      ['vip', 4],
    ]);
  });
});

describe('times of one slot', () => {
  it('are snapped to the 15-minute grid: the start down, the end up', () => {
    const cart = run(threeDays(), {
      type: 'setSlotTimes',
      index: 1,
      starttime: '09:07:00',
      endtime: '16:52:00',
    });
    expect(cart.slots[0]).toMatchObject({ starttime: '09:00:00', endtime: '17:00:00' });
  });

  it('an end not after the start, or shorter than the minimum duration, changes nothing', () => {
    const cart = threeDays();
    expect(run(cart, { type: 'setSlotTimes', index: 1, starttime: '18:00:00', endtime: '09:00:00' })).toBe(
      cart,
    );
    const strict = runWith({ flexibleslotMinDuration: 60 });
    expect(strict(cart, { type: 'setSlotTimes', index: 1, starttime: '09:00:00', endtime: '09:30:00' })).toBe(
      cart,
    );
  });

  it('stay inside the slot’s time slice when slots are not flexible', () => {
    const morning = run(threeDays(), {
      type: 'setSlotTimes',
      index: 1,
      starttime: '08:00:00',
      endtime: '12:00:00',
      timeslicedefinitionId: 1,
    });
    expect(run(morning, { type: 'setSlotTimes', index: 1, starttime: '09:00:00', endtime: '13:00:00' })).toBe(
      morning,
    );
    const shorter = run(morning, {
      type: 'setSlotTimes',
      index: 1,
      starttime: '09:00:00',
      endtime: '11:00:00',
    });
    expect(shorter.slots[0]).toMatchObject({
      starttime: '09:00:00',
      endtime: '11:00:00',
      timeslicedefinitionId: 1,
    });
  });

  it('a flexible slot may lie anywhere on the grid and is matched to the closest time slice', () => {
    const flexible = runWith({ flexibleslotEnabled: true });
    const cart = flexible(threeDays(), {
      type: 'setSlotTimes',
      index: 2,
      starttime: '09:00:00',
      endtime: '11:00:00',
    });
    expect(cart.slots[1]).toMatchObject({
      starttime: '09:00:00',
      endtime: '11:00:00',
      timeslicedefinitionId: 1,
    });
    const evening = flexible(cart, {
      type: 'setSlotTimes',
      index: 2,
      starttime: '19:00:00',
      endtime: '22:00:00',
    });
    expect(evening.slots[1]).toMatchObject({
      starttime: '19:00:00',
      endtime: '22:00:00',
      timeslicedefinitionId: 3,
    });
  });

  it('the grid of a slot is its time slice, unless it is overnight or slots are flexible', () => {
    const settings = { ...context().settings };
    expect(slotTimeGrid({ timeslicedefinitionId: 1 }, slices, settings)).toMatchObject({
      flexibleslotMinStarttime: new Time(8),
      flexibleslotMaxEndtime: new Time(12),
    });
    expect(slotTimeGrid({ timeslicedefinitionId: 3 }, slices, settings).flexibleslotMaxEndtime).toEqual(
      settings.flexibleslotMaxEndtime,
    );
    expect(
      slotTimeGrid({ timeslicedefinitionId: 1 }, slices, { ...settings, flexibleslotEnabled: true })
        .flexibleslotMinStarttime,
    ).toEqual(settings.flexibleslotMinStarttime);
  });

  it('can be cleared, so that the slot takes the event’s times again', () => {
    const set = run(threeDays(), {
      type: 'setSlotTimes',
      index: 1,
      starttime: '09:00:00',
      endtime: '17:00:00',
    });
    const cleared = run(set, { type: 'setSlotTimes', index: 1, starttime: null, endtime: null });
    expect(cleared.slots[0]).toMatchObject({ starttime: null, endtime: null });
  });
});

describe('an evening session', () => {
  it('starts where the day ends: at the property’s time slice that begins then, with its times', () => {
    const day = [{ starttime: '08:00:00', endtime: '18:00:00', timeslicedefinitionId: 2 }];
    const withEvening = [...slices, slice(4, '18:00:00', '22:00:00'), slice(5, '19:00:00', '23:00:00')];
    expect(eveningTimes(day, withEvening, context().settings)).toEqual({
      starttime: '18:00:00',
      endtime: '22:00:00',
      timeslicedefinitionId: 4,
    });
  });

  it('without such a slice, runs four hours from the day’s end, or until the latest end allowed', () => {
    // The day's end is its time slice's (slice 2 ends at 18:00) when the slot has no times of its own.
    const day = [{ starttime: null, endtime: null, timeslicedefinitionId: 2 }];
    expect(eveningTimes(day, slices, context().settings)).toEqual({
      starttime: '18:00:00',
      endtime: '22:00:00',
      timeslicedefinitionId: null,
    });
    const early = { ...context().settings, flexibleslotMaxEndtime: new Time(21, 0, 0) };
    expect(eveningTimes(day, slices, early)).toMatchObject({ starttime: '18:00:00', endtime: '21:00:00' });
    const tooLate = {
      ...context().settings,
      flexibleslotMaxEndtime: new Time(18, 15, 0),
      flexibleslotMinDuration: 60,
    };
    expect(eveningTimes(day, slices, tooLate)).toBeNull();
  });

  it('is added with those times, after the day’s own sessions (the event’s times when a slot has none)', () => {
    const cart = run(
      threeDays(),
      { type: 'setSlotTimes', index: 1, starttime: '09:00:00', endtime: '17:00:00' },
      { type: 'addSlot', date: '2026-12-01' },
    );
    expect(cart.slots[1]).toMatchObject({
      index: 2,
      date: '2026-12-01',
      starttime: '17:00:00',
      endtime: '21:00:00',
    });
  });

  it('can be removed from a day that is not the last, but the day’s last remaining slot cannot', () => {
    const cart = run(threeDays(), { type: 'addSlot', date: '2026-12-01' });
    expect(cart.slots.map((s) => [s.index, s.date])).toEqual([
      [1, '2026-12-01'],
      [2, '2026-12-01'],
      [3, '2026-12-02'],
      [4, '2026-12-03'],
    ]);
    expect(canRemoveSlot(cart, 2)).toBe(true);
    expect(canRemoveSlot(cart, 3)).toBe(false);
    const removed = run(cart, { type: 'removeSlot', index: 2 });
    expect(removed.slots).toHaveLength(3);
    expect(canRemoveSlot(removed, 1)).toBe(false);
    expect(canRemoveSlot(removed, 3)).toBe(true);
  });
});
