import { describe, expect, it } from 'vitest';
import { indexCatalog } from '../model/catalogIndex.ts';
import { cart, catalog, meetingRoom, room, slot, timeslice, ugLine } from '../testing/factories.ts';
import { dayPeopleAlert, unitgroupHiddenForPeople } from './dayPeople.ts';
import { slotWindow } from './timeWindow.ts';

const cat = catalog({
  unitgroups: [
    meetingRoom(1, { maxPersons: 20 }),
    meetingRoom(2, { maxPersons: 8 }),
    meetingRoom(3, { maxPersons: 4, ignorePersoncount: true }),
    room(4),
  ],
  timeslicedefinitions: [
    timeslice(1, { checkintime: '08:00:00', checkouttime: '12:00:00' }),
    timeslice(2, { checkintime: '13:00:00', checkouttime: '18:00:00' }),
  ],
});

describe('day people alerts', () => {
  it('a day with nobody coming is empty', () => {
    const s = slot(1, '2026-12-01', 0);
    expect(dayPeopleAlert(cart({ slots: [s] }), s, cat)).toBe('empty');
  });
  it('a day with nobody coming is fine when the property asks for no guest count', () => {
    const s = slot(1, '2026-12-01', 0);
    expect(dayPeopleAlert(cart({ slots: [s] }), s, cat, { noGuests: true })).toBeNull();
  });
  it('a day without a meeting room gives no alert (the missing room is its own issue)', () => {
    const s = slot(1, '2026-12-01', 10);
    expect(dayPeopleAlert(cart({ slots: [s], unitgroups: [ugLine('r', 4, 1)] }), s, cat)).toBeNull();
  });
  it('25 people in rooms for 20 and 8 at the same time fit', () => {
    const s = slot(1, '2026-12-01', 25);
    const c = cart({ slots: [s], unitgroups: [ugLine('a', 1, 1), ugLine('b', 2, 1)] });
    expect(dayPeopleAlert(c, s, cat)).toBeNull();
  });
  it('two rooms for 8 seat 16: 16 people fit, 17 do not', () => {
    const fits = slot(1, '2026-12-01', 16);
    const c = cart({ slots: [fits], unitgroups: [ugLine('b', 2, 1, { itemcount: 2 })] });
    expect(dayPeopleAlert(c, fits, cat)).toBeNull();
    const over = slot(1, '2026-12-01', 17);
    expect(dayPeopleAlert({ ...c, slots: [over] }, over, cat)).toBe('error');
  });
  it('a morning room and an afternoon room for 20 each seat 20 people, with a lunch gap as a warning', () => {
    const s = slot(1, '2026-12-01', 20, { starttime: '08:00:00', endtime: '18:00:00' });
    const c = cart({
      slots: [s],
      unitgroups: [
        ugLine('a', 1, 1, { timeslicedefinitionId: 1 }),
        ugLine('b', 1, 1, { timeslicedefinitionId: 2, key: 'b' }),
      ],
    });
    expect(dayPeopleAlert(c, s, cat)).toBe('warning');
    const noGap = cart({
      slots: [s],
      unitgroups: [
        ugLine('a', 1, 1, { starttime: '08:00:00', endtime: '13:00:00' }),
        ugLine('b', 1, 1, { starttime: '13:00:00', endtime: '18:00:00' }),
      ],
    });
    expect(dayPeopleAlert(noGap, s, cat)).toBeNull();
  });
  it('a room that ignores the person count seats everyone', () => {
    const s = slot(1, '2026-12-01', 300);
    expect(dayPeopleAlert(cart({ slots: [s], unitgroups: [ugLine('c', 3, 1)] }), s, cat)).toBeNull();
  });
});

describe('unit groups hidden for the day’s people', () => {
  it('a meeting room for 8 is hidden when 12 people come', () => {
    expect(unitgroupHiddenForPeople(meetingRoom(2, { maxPersons: 8 }), 12)).toBe(true);
    expect(unitgroupHiddenForPeople(meetingRoom(2, { maxPersons: 8 }), 8)).toBe(false);
  });
  it('a double room stays visible for a group of 12 (several rooms are booked)', () => {
    expect(unitgroupHiddenForPeople(room(4), 12)).toBe(false);
  });
  it('a room that ignores the person count stays visible', () => {
    expect(unitgroupHiddenForPeople(meetingRoom(3, { maxPersons: 4, ignorePersoncount: true }), 12)).toBe(
      false,
    );
  });
});

describe('time windows', () => {
  const index = indexCatalog(cat);
  it('reads times with and without seconds, and 23:59:59 as the end of the day', () => {
    const base = cart({ starttime: null, endtime: null });
    const own = (starttime: string, endtime: string) => slot(1, 'x', 1, { starttime, endtime });
    expect(slotWindow(base, own('08:30', '23:59:59'), index)).toEqual({ start: 30600, end: 86400 });
    expect(slotWindow(base, own('nonsense', '10:00'), index)).toEqual({ start: 0, end: 86400 });
  });
  it('runs a slot for its own times, else its time slice, else the cart’s times, else the whole day', () => {
    const base = cart({ starttime: null, endtime: null });
    expect(slotWindow(base, slot(1, 'x', 1, { starttime: '09:00', endtime: '10:00' }), index)).toEqual({
      start: 32400,
      end: 36000,
    });
    expect(slotWindow(base, slot(1, 'x', 1, { timeslicedefinitionId: 2 }), index)).toEqual({
      start: 46800,
      end: 64800,
    });
    expect(slotWindow({ ...base, timeslicedefinitionId: 1 }, undefined, index)).toEqual({
      start: 28800,
      end: 43200,
    });
    expect(slotWindow(base, slot(1, 'x', 1, { timeslicedefinitionId: 99 }), index)).toEqual({
      start: 0,
      end: 86400,
    });
  });
  it('reads an overnight span as running to midnight', () => {
    const base = cart({ starttime: '20:00:00', endtime: '02:00:00' });
    expect(slotWindow(base, undefined, index)).toEqual({ start: 72000, end: 86400 });
  });
});
