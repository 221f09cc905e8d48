import { describe, expect, it } from 'vitest';
import { UnitgroupCategory } from '../model/enums.ts';
import { meetingRoom, room } from '../testing/factories.ts';
import { choosesItemcount, somethingFits, unitgroupsForPage, unitgroupsTooSmall } from './unitgroupList.ts';

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

describe('how many of a unit group the guest chooses', () => {
  it('rooms always; a meeting room when the property has more than one of it', () => {
    expect(choosesItemcount(room(1))).toBe(true);
    expect(choosesItemcount({ ...room(1), quantity: 1 })).toBe(true);
    expect(choosesItemcount({ ...meetingRoom(2), quantity: 3 })).toBe(true);
    expect(choosesItemcount({ ...meetingRoom(2), quantity: 1 })).toBe(false);
  });
});

describe('when nothing on the page fits', () => {
  it('something fits while one unit group is free and takes the guests, or is not known yet', () => {
    expect(
      somethingFits([
        { ...meetingRoom(1), availabilityoption: taken },
        { ...meetingRoom(2), availabilityoption: free },
      ]),
    ).toBe(true);
    expect(somethingFits([{ ...meetingRoom(1), availabilityoption: null }])).toBe(true);
    expect(
      somethingFits([
        { ...meetingRoom(1), availabilityoption: taken },
        { ...meetingRoom(2), availabilityoption: tooSmall },
      ]),
    ).toBe(false);
    expect(somethingFits([])).toBe(false);
  });
  it('names the meeting rooms too small for the day’s people, not rooms and not those that hide when taken', () => {
    const board = { ...meetingRoom(1), maxPersons: 12 };
    const hall = { ...meetingRoom(2), maxPersons: 120 };
    const hidden = { ...meetingRoom(3), maxPersons: 8, hideifunavailable: true, availabilityoption: taken };
    const list = [board, hall, hidden, { ...room(4), maxPersons: 2 }];
    expect(ids(unitgroupsTooSmall(list, { category: UnitgroupCategory.Meeting, dayPeople: 25 }))).toEqual([
      1,
    ]);
    expect(unitgroupsTooSmall(list, { category: UnitgroupCategory.Meeting, dayPeople: 10 })).toEqual([]);
  });
});
