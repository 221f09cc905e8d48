import { describe, expect, it } from 'vitest';
import type { Catalog } from '../model/cart.ts';
import { cart, catalog, meetingRoom, room, service, slot, toService, ugLine } from '../testing/factories.ts';
import type { RelationContext } from './engine.ts';
import { applyMeetingRoomToAllDays, meetingRoomForAllDays } from './meetingRoomForAllDays.ts';

const settings = { unitgroupAllCategoriesMultiselect: false };
const ctxOf = (c: Catalog): RelationContext => ({ catalog: c, settings });
const hall = meetingRoom(1, { name: 'Plenary hall', maxPersons: 120 });
const boardroom = meetingRoom(2, { name: 'Boardroom', maxPersons: 12 });
const cat = catalog({ unitgroups: [hall, boardroom, room(5)] });

const threeDays = cart({
  startdate: '2026-12-15',
  enddate: '2026-12-17',
  people: 20,
  slots: [slot(1, '2026-12-15', 20), slot(2, '2026-12-16', 20), slot(3, '2026-12-17', 20)],
  unitgroups: [ugLine('u1-1', 1, 1, { rateplanId: 77 })],
});

describe('offering a meeting room for all days', () => {
  it('offers the room chosen on day 1 for the days without a meeting room when it is free', () => {
    expect(meetingRoomForAllDays(threeDays, cat)).toEqual([
      { unitgroupId: 1, name: 'Plenary hall', fromSlotIndex: 1, slotIndexes: [2, 3] },
    ]);
  });

  it('leaves out days that have a meeting room already and offers nothing once every day has one', () => {
    const day3Boardroom = { ...threeDays, unitgroups: [...threeDays.unitgroups, ugLine('u3-2', 2, 3)] };
    expect(meetingRoomForAllDays(day3Boardroom, cat).map((o) => o.slotIndexes)).toEqual([[2]]);
    const full = { ...day3Boardroom, unitgroups: [...day3Boardroom.unitgroups, ugLine('u2-1', 1, 2)] };
    expect(meetingRoomForAllDays(full, cat)).toEqual([]);
  });

  it('is not offered when the lists say the room is unavailable for the dates, or do not know yet', () => {
    const taken = catalog({
      unitgroups: [{ ...hall, availabilityoption: { available: false, maxquantity: 0, personsfit: true } }],
    });
    expect(meetingRoomForAllDays(threeDays, taken)).toEqual([]);
    const unknown = catalog({ unitgroups: [{ ...hall, availabilityoption: null }] });
    expect(meetingRoomForAllDays(threeDays, unknown)).toEqual([]);
  });

  it('is not offered when a day has more people than the room holds', () => {
    const smallRoom = { ...threeDays, unitgroups: [ugLine('u1-2', 2, 1)] };
    const crowdedDay3 = {
      ...smallRoom,
      slots: [slot(1, '2026-12-15', 10), slot(2, '2026-12-16', 10), slot(3, '2026-12-17', 30)],
    };
    expect(meetingRoomForAllDays(crowdedDay3, cat)).toEqual([]);
  });

  it('is not offered when two sessions of one date would need more units than are free', () => {
    const evening = {
      ...threeDays,
      slots: [...threeDays.slots.slice(0, 2), slot(3, '2026-12-16', 20)],
    };
    expect(meetingRoomForAllDays(evening, cat)).toEqual([]);
  });

  it('offers nothing on an ordered cart or for rooms of the stay', () => {
    expect(meetingRoomForAllDays({ ...threeDays, ordered: true }, cat)).toEqual([]);
    const stayRoom = { ...threeDays, unitgroups: [ugLine('u0-5', 5, 0), ugLine('u1-5', 5, 1)] };
    expect(meetingRoomForAllDays(stayRoom, cat)).toEqual([]);
  });
});

describe('applying a meeting room to all days', () => {
  it('books it on every offered day with the count and rate of day 1, as the guest’s own choice', () => {
    const result = applyMeetingRoomToAllDays(threeDays, 1, ctxOf(cat));
    expect(result.slotIndexes).toEqual([2, 3]);
    expect(
      result.cart.unitgroups.map((l) => [l.slotIndex, l.unitgroupId, l.itemcount, l.rateplanId]),
    ).toEqual([
      [1, 1, 1, 77],
      [2, 1, 1, 77],
      [3, 1, 1, 77],
    ]);
    expect(result.added.map((e) => [e.kind, e.slotIndex, e.cause])).toEqual([
      ['unitgroup', 2, 'guest'],
      ['unitgroup', 3, 'guest'],
    ]);
    expect(meetingRoomForAllDays(result.cart, cat)).toEqual([]);
  });

  it('brings along what the room’s relations add on each day', () => {
    const withFlipchart = catalog({
      unitgroups: [{ ...hall, relationList: [toService('add', 20)] }],
      services: [service(20, { name: 'Flipchart' })],
    });
    const result = applyMeetingRoomToAllDays(threeDays, 1, ctxOf(withFlipchart));
    expect(result.cart.services.map((l) => [l.slotIndex, l.serviceId])).toEqual([
      [2, 20],
      [3, 20],
    ]);
  });

  it('changes nothing for a room that is not offered', () => {
    const result = applyMeetingRoomToAllDays(threeDays, 2, ctxOf(cat));
    expect(result.cart).toBe(threeDays);
    expect(result.added).toEqual([]);
    expect(result.slotIndexes).toEqual([]);
  });
});
