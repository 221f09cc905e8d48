import { describe, expect, it } from 'vitest';
import { BookingState as S } from '../model/bookingState.ts';
import { UnitgroupCategory } from '../model/enums.ts';
import {
  BLOCK_ACTIONS,
  type BlockAction,
  blockActions,
  blockPeriod,
  blockTransition,
  holdsDay,
  isBlockAction,
} from './blocks.ts';
import { holdsUnits } from './lifecycle.ts';

const STATES = [null, S.New, S.Offered, S.Optional, S.Confirmed, S.Cleared, S.Canceled, S.Deleted] as const;

describe('the block machine', () => {
  // [from, action, to]: a block is made in force, changed while in force, released once.
  const allowed: [S | null, BlockAction, S][] = [
    [null, 'block', S.Confirmed],
    [S.Confirmed, 'changeBlock', S.Confirmed],
    [S.Confirmed, 'release', S.Canceled],
  ];
  it.each(allowed)('%s --%s--> %s', (from, action, to) => {
    expect(blockTransition(from, action)).toEqual({ ok: true, to });
  });

  const forbidden = STATES.flatMap((from) =>
    BLOCK_ACTIONS.filter((action) => !allowed.some(([f, a]) => f === from && a === action)).map(
      (action) => [from, action] as const,
    ),
  );
  it.each(forbidden)('%s --%s--> is forbidden (a released block stays released)', (from, action) => {
    expect(blockTransition(from, action)).toEqual({ ok: false, reason: 'forbidden' });
  });

  it('holds the units while in force and frees them when released', () => {
    expect(holdsUnits(S.Confirmed)).toBe(true);
    expect(holdsUnits(S.Canceled)).toBe(false);
  });

  it('offers staff change and release while in force, nothing once released', () => {
    expect(blockActions(S.Confirmed)).toEqual(['changeBlock', 'release']);
    expect(blockActions(S.Canceled)).toEqual([]);
  });

  it('tells block actions from booking actions (no mails for blocks)', () => {
    expect(isBlockAction('release')).toBe(true);
    expect(isBlockAction('cancel')).toBe(false);
  });
});

describe('the period a block holds', () => {
  it('blocks a room for its nights, like a stay: a guest leaving on the first day or arriving on the last is free', () => {
    expect(blockPeriod(UnitgroupCategory.Room, '2030-03-10', '2030-03-12')).toEqual({
      start: '2030-03-10 15:00',
      end: '2030-03-12 11:00',
    });
  });
  it('blocks any other unit for whole days', () => {
    expect(blockPeriod(UnitgroupCategory.Meeting, '2030-03-10', '2030-03-12')).toEqual({
      start: '2030-03-10 00:00',
      end: '2030-03-12 00:00',
    });
  });
  it('takes explicit times instead', () => {
    expect(
      blockPeriod(UnitgroupCategory.Meeting, '2030-03-10', '2030-03-10', { start: '09:00:00', end: '13:30' }),
    ).toEqual({ start: '2030-03-10 09:00', end: '2030-03-10 13:30' });
  });
});

describe('the days a unit is taken (the occupancy calendar)', () => {
  const room = UnitgroupCategory.Room;
  const meeting = UnitgroupCategory.Meeting;
  const taken = (category: number, period: { start: string; end: string }) =>
    ['2030-03-09', '2030-03-10', '2030-03-11', '2030-03-12'].filter((d) => holdsDay(category, period, d));

  it('a room stay takes its nights: not the day of departure, not the night before arrival', () => {
    expect(taken(room, { start: '2030-03-10 15:00', end: '2030-03-12 11:00' })).toEqual([
      '2030-03-10',
      '2030-03-11',
    ]);
  });

  it('a late departure takes the day it leaves; an arrival on that day is then in the way', () => {
    expect(taken(room, { start: '2030-03-10 15:00', end: '2030-03-11 16:00' })).toEqual([
      '2030-03-10',
      '2030-03-11',
    ]);
  });

  it('a meeting room is taken on each day its period touches, a half day included', () => {
    expect(taken(meeting, { start: '2030-03-10 09:00', end: '2030-03-10 12:00' })).toEqual(['2030-03-10']);
    expect(taken(meeting, { start: '2030-03-10 00:00', end: '2030-03-12 00:00' })).toEqual([
      '2030-03-10',
      '2030-03-11',
    ]);
  });
});
