import { describe, expect, it } from 'vitest';
import { UnitgroupCategory } from '../model/enums.ts';
import { meetingRoom, room } from '../testing/factories.ts';
import { unitgroupsForPage } from './unitgroupList.ts';

const free = { available: true, maxquantity: 1, personsfit: true };
const tooSmall = { available: true, maxquantity: 1, personsfit: false };
const taken = { available: false, maxquantity: 0, personsfit: true };
const ids = (list: readonly { id: number }[]) => list.map((u) => u.id);
const meetings = { category: UnitgroupCategory.Meeting, dayPeople: 10, orderByAvailabilityDisabled: false };

describe('unitgroupsForPage', () => {
  it('keeps only the page category', () => {
    const list = [meetingRoom(1), room(2), meetingRoom(3)];
    expect(ids(unitgroupsForPage(list, meetings))).toEqual([1, 3]);
    expect(ids(unitgroupsForPage(list, { ...meetings, category: UnitgroupCategory.Room }))).toEqual([2]);
  });

  it('puts free rooms first, then those that do not fit the guests, then the unavailable ones', () => {
    const list = [
      meetingRoom(1, { availabilityoption: taken }),
      meetingRoom(2, { availabilityoption: tooSmall }),
      meetingRoom(3, { availabilityoption: free }),
      meetingRoom(4, { availabilityoption: taken }),
      meetingRoom(5, { availabilityoption: free }),
    ];
    expect(ids(unitgroupsForPage(list, meetings))).toEqual([3, 5, 2, 1, 4]);
  });

  it('keeps the catalog order when orderByAvailability.disabled is set', () => {
    const list = [
      meetingRoom(1, { availabilityoption: taken }),
      meetingRoom(2, { availabilityoption: free }),
    ];
    expect(ids(unitgroupsForPage(list, { ...meetings, orderByAvailabilityDisabled: true }))).toEqual([1, 2]);
  });

  it('does not move groups whose availability is still loading', () => {
    const list = [meetingRoom(1, { availabilityoption: null }), meetingRoom(2, { availabilityoption: free })];
    expect(ids(unitgroupsForPage(list, meetings))).toEqual([1, 2]);
  });

  it('drops a meeting room too small for the day and one that hides itself when unavailable', () => {
    const list = [
      meetingRoom(1, { maxPersons: 8 }),
      meetingRoom(2, { hideifunavailable: true, availabilityoption: taken }),
      meetingRoom(3, { hideifunavailable: true, availabilityoption: free }),
      meetingRoom(4, { availabilityoption: taken }),
    ];
    expect(ids(unitgroupsForPage(list, meetings))).toEqual([3, 4]);
  });

  it('never hides rooms for the people count (several rooms are booked at once)', () => {
    const list = [room(1, { maxPersons: 2 })];
    expect(
      ids(unitgroupsForPage(list, { ...meetings, category: UnitgroupCategory.Room, dayPeople: 30 })),
    ).toEqual([1]);
  });
});
