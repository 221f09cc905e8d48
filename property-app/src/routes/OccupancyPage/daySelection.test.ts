import { describe, expect, it } from 'vitest';
import {
  extendSelection,
  isSelected,
  markDay,
  newBookingPath,
  selectedDays,
  selectionIsFree,
} from './daySelection.ts';
import type { OccupancyRow } from './occupancyGrid.ts';

const days = ['2031-03-10', '2031-03-11', '2031-03-12', '2031-03-13'];
const row: OccupancyRow = {
  unitId: 5,
  unitName: 'Loft 2',
  unitgroupId: 3,
  cells: days.map((day, i) => ({
    day,
    holders: i === 3 ? [{ kind: 'block', bookingId: 9, reason: 'other', note: '', run: 1 }] : [],
  })),
};

describe('choosing days of one unit', () => {
  it('Shift+Arrow or a drag extends from where it started, backwards too, and another unit starts afresh', () => {
    let s = extendSelection(null, 5, 2);
    s = extendSelection(s, 5, 1);
    s = extendSelection(s, 5, 0);
    expect(selectedDays(s, days)).toEqual({ first: 0, last: 2, from: '2031-03-10', to: '2031-03-12' });
    expect([0, 1, 2, 3].map((i) => isSelected(s, 5, i))).toEqual([true, true, true, false]);
    expect(isSelected(s, 6, 1)).toBe(false);
    expect(extendSelection(s, 6, 1)).toEqual({ unitId: 6, anchor: 1, focus: 1 });
  });

  it('Space marks the first day, then the last; a third press starts again', () => {
    let s = markDay(null, 5, 1);
    expect(selectedDays(s, days)).toMatchObject({ from: '2031-03-11', to: '2031-03-11' });
    s = markDay(s, 5, 2);
    expect(selectedDays(s, days)).toMatchObject({ from: '2031-03-11', to: '2031-03-12' });
    s = markDay(s, 5, 0);
    expect(selectedDays(s, days)).toMatchObject({ from: '2031-03-10', to: '2031-03-10' });
  });

  it('only free days may be blocked or booked', () => {
    expect(selectionIsFree({ unitId: 5, anchor: 0, focus: 2 }, row)).toBe(true);
    expect(selectionIsFree({ unitId: 5, anchor: 2, focus: 3 }, row)).toBe(false);
  });

  it('"New booking" opens the new booking page with the unit group, unit and days, the last one inclusive', () => {
    expect(newBookingPath(row, '2031-03-10', '2031-03-12')).toBe(
      '/bookings/new?unitgroup=3&unit=5&from=2031-03-10&to=2031-03-12',
    );
  });
});
