import type { OccupancyRow } from './occupancyGrid.ts';

/**
 * Days of one unit chosen in the occupancy calendar: where the choice started (`anchor`) and where it ends now
 * (`focus`), as indexes into the shown days; the focus may lie before the anchor.
 */
export interface DaySelection {
  readonly unitId: number;
  readonly anchor: number;
  readonly focus: number;
}

/** Drag or Shift+Arrow: the selection reaches day `index` of the unit, or starts there on another unit. */
export function extendSelection(selection: DaySelection | null, unitId: number, index: number): DaySelection {
  return selection?.unitId === unitId
    ? { ...selection, focus: index }
    : { unitId, anchor: index, focus: index };
}

/**
 * Space (or a tap): the first press marks the first day, a press on another day of the same unit the last
 * one; a press after that starts again.
 */
export function markDay(selection: DaySelection | null, unitId: number, index: number): DaySelection {
  const open =
    selection?.unitId === unitId && selection.anchor === selection.focus && selection.anchor !== index;
  return open ? { ...selection, focus: index } : { unitId, anchor: index, focus: index };
}

/** The chosen days in order: the first and the last day (inclusive) and their indexes. */
export function selectedDays(selection: DaySelection, days: readonly string[]) {
  const first = Math.min(selection.anchor, selection.focus);
  const last = Math.max(selection.anchor, selection.focus);
  return { first, last, from: days[first] ?? '', to: days[last] ?? '' };
}

/** Whether day `index` of unit `unitId` is chosen. */
export function isSelected(selection: DaySelection | null, unitId: number, index: number): boolean {
  if (selection?.unitId !== unitId) return false;
  return (
    index >= Math.min(selection.anchor, selection.focus) &&
    index <= Math.max(selection.anchor, selection.focus)
  );
}

/** Whether no booking or block holds the unit on any chosen day (only then may it be blocked or booked). */
export function selectionIsFree(selection: DaySelection, row: OccupancyRow): boolean {
  const { first, last } = selectedDays(
    selection,
    row.cells.map((c) => c.day),
  );
  return row.cells.slice(first, last + 1).every((c) => c.holders.length === 0);
}

/** Where "New booking" leads: the staff's new booking page with the unit and the days (last day inclusive). */
export function newBookingPath(row: OccupancyRow, from: string, to: string): string {
  const query = new URLSearchParams({
    unitgroup: String(row.unitgroupId),
    unit: String(row.unitId),
    from,
    to,
  });
  return `/bookings/new?${query.toString()}`;
}
