import { CalendarDate } from '@internationalized/date';
import { UnitgroupCategory } from '@venue/domain';
import { describe, expect, it } from 'vitest';
import { type BusyPeriod, frameDays, moveAnchor, occupancyGroups, unitCells } from './occupancyGrid.ts';

const stay = (over: Partial<BusyPeriod>): BusyPeriod => ({
  bookingId: 7,
  bookingstate: 8,
  bookingcategoryId: 1,
  booker: { firstname: 'Anna', lastname: 'Müller', company: '' },
  blockReason: null,
  note: null,
  start: '2031-03-12 15:00',
  end: '2031-03-14 11:00',
  ...over,
});

describe('the frame of the occupancy calendar', () => {
  it('a week runs Monday to Sunday around the day, a month from its first to its last day', () => {
    const friday = new CalendarDate(2031, 3, 14);
    expect(frameDays('week', friday)).toEqual([
      '2031-03-10',
      '2031-03-11',
      '2031-03-12',
      '2031-03-13',
      '2031-03-14',
      '2031-03-15',
      '2031-03-16',
    ]);
    const february = frameDays('month', new CalendarDate(2031, 2, 20));
    expect([february.length, february[0], february.at(-1)]).toEqual([28, '2031-02-01', '2031-02-28']);
  });

  it('previous and next move by a week or to the first of the neighbouring month', () => {
    const day = new CalendarDate(2031, 1, 31);
    expect(moveAnchor('week', day, 1).toString()).toBe('2031-02-07');
    expect(moveAnchor('month', day, 1).toString()).toBe('2031-02-01');
    expect(moveAnchor('month', day, -1).toString()).toBe('2030-12-01');
  });
});

describe('the cells of a unit', () => {
  const days = ['2031-03-11', '2031-03-12', '2031-03-13', '2031-03-14'];

  it('a room stay holds its nights, with the booker named on the first night only; the departure day is free', () => {
    const cells = unitCells(UnitgroupCategory.Room, [stay({})], days);
    expect(cells.map((c) => c.holders.map((h) => (h.kind === 'booking' ? [h.who, h.run] : null)))).toEqual([
      [],
      [['Müller', 2]],
      [['Müller', 0]],
      [],
    ]);
  });

  it('a stay that began before the frame is named on the first day shown', () => {
    const cells = unitCells(UnitgroupCategory.Room, [stay({ start: '2031-03-01 15:00' })], days);
    expect(cells[0]?.holders[0]).toMatchObject({ kind: 'booking', run: 3 });
    expect(cells[1]?.holders[0]).toMatchObject({ run: 0 });
  });

  it('a block shows its reason; a company books under its name when there is no last name', () => {
    const block = stay({
      bookingcategoryId: 4,
      booker: null,
      blockReason: 'maintenance',
      note: 'Carpet',
      start: '2031-03-13 00:00',
      end: '2031-03-14 00:00',
    });
    const firm = stay({
      booker: { firstname: '', lastname: '', company: 'ACME' },
      start: '2031-03-11 09:00',
      end: '2031-03-11 17:00',
    });
    const cells = unitCells(UnitgroupCategory.Meeting, [firm, block], days);
    expect(cells[0]?.holders).toEqual([{ kind: 'booking', bookingId: 7, state: 8, who: 'ACME', run: 1 }]);
    expect(cells[2]?.holders).toEqual([
      { kind: 'block', bookingId: 7, reason: 'maintenance', note: 'Carpet', run: 1 },
    ]);
    expect(cells[1]?.holders).toEqual([]);
  });

  it('groups keep the catalog order, sort units by number and leave out groups without units', () => {
    const unit = (unitId: number, unitName: string, unitgroupId: number) => ({
      unitId,
      unitName,
      unitgroupId,
      busyList: [],
    });
    const groups = occupancyGroups(
      [
        { id: 2, name: 'Suite', category: 1 },
        { id: 1, name: 'Single', category: 1 },
        { id: 3, name: 'Empty', category: 2 },
      ],
      [unit(1, 'SGL-10', 1), unit(2, 'SGL-2', 1), unit(3, 'STE-1', 2)],
      days,
    );
    expect(groups.map((g) => [g.name, g.rows.map((r) => r.unitName)])).toEqual([
      ['Suite', ['STE-1']],
      ['Single', ['SGL-2', 'SGL-10']],
    ]);
  });
});

describe('units held for a group block (docs/rules.md#group-blocks)', () => {
  const days = ['2031-03-12', '2031-03-13', '2031-03-14'];
  const unit = (unitId: number, unitName: string, busyList: BusyPeriod[] = []) => ({
    unitId,
    unitName,
    unitgroupId: 1,
    busyList,
  });
  const hold = (night: string, units: number) => ({
    unitgroupId: 1,
    night,
    units,
    groupId: 3,
    blockId: 4,
    eventName: 'Medical Congress',
  });

  it('take the unit group’s first free units each night, the same units while free, named on a run’s first day', () => {
    const [group] = occupancyGroups(
      [{ id: 1, name: 'Double', category: UnitgroupCategory.Room }],
      // DBL-1 is booked the first two nights: the hold takes the next free units then.
      [unit(3, 'DBL-3'), unit(1, 'DBL-1', [stay({})]), unit(2, 'DBL-2'), unit(10, 'DBL-10')],
      days,
      [hold('2031-03-12', 2), hold('2031-03-13', 2), hold('2031-03-14', 1)],
    );
    const kinds = group?.rows.map((r) => [
      r.unitName,
      ...r.cells.map((c) => c.holders.map((h) => `${h.kind}${h.run}`).join('') || '-'),
    ]);
    expect(kinds).toEqual([
      ['DBL-1', 'booking2', 'booking0', 'group1'],
      ['DBL-2', 'group2', 'group0', '-'],
      ['DBL-3', 'group2', 'group0', '-'],
      ['DBL-10', '-', '-', '-'],
    ]);
  });

  it('never take a unit that is not free, nor more units than are free', () => {
    const [group] = occupancyGroups(
      [{ id: 1, name: 'Double', category: UnitgroupCategory.Room }],
      [unit(1, 'DBL-1', [stay({})])],
      days,
      [hold('2031-03-12', 5)],
    );
    expect(group?.rows[0]?.cells[0]?.holders.map((h) => h.kind)).toEqual(['booking']);
  });
});
