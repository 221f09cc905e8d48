import { describe, expect, it } from 'vitest';
import { blockPeriod } from '../lifecycle/blocks.ts';
import { UnitgroupCategory } from '../model/enums.ts';
import { stayWindow } from './stayWindow.ts';

const none = { start: null, end: null };

describe('the window a configuration asks free', () => {
  it('for a room is the stay from check-in to check-out, as a block holds it', () => {
    expect(stayWindow(UnitgroupCategory.Room, '2027-03-10', '2027-03-13', none)).toEqual({
      start: '2027-03-10 15:00',
      end: '2027-03-13 11:00',
    });
    expect(stayWindow(UnitgroupCategory.Room, '2027-03-10', '2027-03-13', none)).toEqual(
      blockPeriod(UnitgroupCategory.Room, '2027-03-10', '2027-03-13'),
    );
    // A time slice's times replace the defaults (seconds dropped).
    expect(
      stayWindow(UnitgroupCategory.Room, '2027-03-10', '2027-03-12', { start: '14:00:00', end: '10:00:00' }),
    ).toEqual({ start: '2027-03-10 14:00', end: '2027-03-12 10:00' });
  });

  it('for a room is at least one night, and leaves the departure day free from check-out', () => {
    expect(stayWindow(UnitgroupCategory.Room, '2027-03-10', '2027-03-10', none)).toEqual({
      start: '2027-03-10 15:00',
      end: '2027-03-11 11:00',
    });
    const first = stayWindow(UnitgroupCategory.Room, '2027-03-10', '2027-03-13', none);
    const next = stayWindow(UnitgroupCategory.Room, '2027-03-13', '2027-03-15', none);
    expect(first.end <= next.start).toBe(true);
  });

  it('for a meeting room is the whole days, or the given hours', () => {
    expect(stayWindow(UnitgroupCategory.Meeting, '2027-03-10', '2027-03-11', none)).toEqual({
      start: '2027-03-10 00:00',
      end: '2027-03-12 00:00',
    });
    expect(
      stayWindow(UnitgroupCategory.Meeting, '2027-03-10', '2027-03-10', {
        start: '09:00:00',
        end: '17:00:00',
      }),
    ).toEqual({ start: '2027-03-10 09:00', end: '2027-03-10 17:00' });
    // An end not after the start is no end: the day's end.
    expect(
      stayWindow(UnitgroupCategory.Meeting, '2027-03-10', '2027-03-10', { start: '18:00', end: '08:00' }),
    ).toEqual({ start: '2027-03-10 18:00', end: '2027-03-11 00:00' });
  });
});
