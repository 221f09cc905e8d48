import { describe, expect, it } from 'vitest';
import { UnitgroupCategory } from '../model/enums.ts';
import { listedPersonsFit, personsFit } from './personsFit.ts';

const room = {
  ignorePersoncount: false,
  unitgroupcategory: { id: UnitgroupCategory.Room, multiselect: false },
  minPersons: 1,
  maxPersons: 2,
};
const hall = {
  ...room,
  unitgroupcategory: { id: UnitgroupCategory.Meeting, multiselect: false },
  minPersons: 10,
  maxPersons: 40,
};

describe('persons fit', () => {
  it('a double room takes one or two guests per room, not three', () => {
    expect(personsFit(room, { itemcount: 3, personcount: 6, personsperroom: 2 })).toBe(true);
    expect(personsFit(room, { itemcount: 2, personcount: 6, personsperroom: 3 })).toBe(false);
  });

  it('a meeting room takes up to its maximum per item, whatever the minimum', () => {
    expect(personsFit(hall, { itemcount: 1, personcount: 40 })).toBe(true);
    expect(personsFit(hall, { itemcount: 1, personcount: 41 })).toBe(false);
    expect(personsFit(hall, { itemcount: 2, personcount: 80 })).toBe(true);
    expect(personsFit(hall, { itemcount: 0, personcount: 40 })).toBe(true);
  });

  it('a group or request that ignores the person count always fits', () => {
    expect(personsFit({ ...hall, ignorePersoncount: true }, { itemcount: 1, personcount: 500 })).toBe(true);
    expect(personsFit(hall, { itemcount: 1, personcount: 500, ignorePersoncount: true })).toBe(true);
  });
});

describe('persons fit, as the guest list shows it', () => {
  it('a room fits any group without persons per room (it takes several), else by its persons per room', () => {
    expect(listedPersonsFit(room, { personcount: 20, personsperroom: null })).toBe(true);
    expect(listedPersonsFit(room, { personcount: 20, personsperroom: 2 })).toBe(true);
    expect(listedPersonsFit(room, { personcount: 20, personsperroom: 3 })).toBe(false);
  });
  it('a meeting room fits when one takes everyone', () => {
    expect(listedPersonsFit(hall, { personcount: 40, personsperroom: null })).toBe(true);
    expect(listedPersonsFit(hall, { personcount: 41, personsperroom: null })).toBe(false);
  });
});
