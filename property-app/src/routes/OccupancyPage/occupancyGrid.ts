import { type CalendarDate, endOfMonth, startOfMonth, startOfWeek } from '@internationalized/date';
import { type BlockReason, BookingCategory, holdsDay, isoDaysFrom } from '@venue/domain';

/*
 * The occupancy calendar's data (docs/api.md#unavailability-lists): the unit list's busy periods turned into one
 * cell per unit and day. Which days a period takes is the domain's rule (`holdsDay`: a room by its nights).
 */

/** The two frames the calendar shows. */
export const occupancyViews = ['week', 'month'] as const;
export type OccupancyView = (typeof occupancyViews)[number];

/** The days shown: the week (Monday first, as in Germany and the UK) or the month that holds `anchor`. */
export function frameDays(view: OccupancyView, anchor: CalendarDate): string[] {
  if (view === 'month') return isoDaysFrom(startOfMonth(anchor), endOfMonth(anchor));
  const monday = startOfWeek(anchor, 'en-GB', 'mon');
  return isoDaysFrom(monday, monday.add({ days: 6 }));
}

/** The anchor `step` weeks or months (negative: back) from `anchor`. */
export function moveAnchor(view: OccupancyView, anchor: CalendarDate, step: number): CalendarDate {
  return view === 'week' ? anchor.add({ weeks: step }) : startOfMonth(anchor).add({ months: step });
}

/** A busy period of one unit as the unit unavailability list answers it. */
export interface BusyPeriod {
  readonly bookingId: number | null;
  readonly bookingstate: number | null;
  readonly bookingcategoryId: number;
  readonly booker: { readonly firstname: string; readonly lastname: string; readonly company: string } | null;
  readonly blockReason: BlockReason | null;
  readonly note: string | null;
  readonly start: string;
  readonly end: string;
}

/** Who holds a unit on a day: a booking (its state and booker) or a block (its reason). */
export type CellHolder =
  | {
      readonly kind: 'booking';
      readonly bookingId: number | null;
      readonly state: number;
      /** The booker's last name, else the company or first name. */
      readonly who: string;
      /** On the first day of the stay in the frame (the name shows here), the days it runs on from it; else 0. */
      readonly run: number;
    }
  | {
      readonly kind: 'block';
      readonly bookingId: number | null;
      readonly reason: BlockReason | null;
      readonly note: string;
      /** As a booking's. */
      readonly run: number;
    }
  | {
      /**
       * docs/rules.md#group-blocks: a unit a definite group block holds that night. Blocks hold units of a unit
       * group, not given units: the grid shows the hold on the unit group's first free units of the night.
       */
      readonly kind: 'group';
      readonly bookingId: null;
      readonly blockId: number;
      readonly eventName: string;
      /** As a booking's. */
      readonly run: number;
    };

/** What definite group blocks still hold of a unit group one night (the unit list's `groupHolds`). */
export interface GroupHold {
  readonly unitgroupId: number;
  readonly night: string;
  readonly units: number;
  readonly blockId: number;
  readonly eventName: string;
}

/** One unit on one day: free when no one holds it. */
export interface OccupancyCell {
  readonly day: string;
  readonly holders: readonly CellHolder[];
}

export interface OccupancyRow {
  readonly unitId: number;
  readonly unitName: string;
  readonly unitgroupId: number;
  readonly cells: readonly OccupancyCell[];
}

export interface OccupancyGroup {
  readonly id: number;
  readonly name: string;
  readonly rows: readonly OccupancyRow[];
}

const byName = new Intl.Collator(undefined, { numeric: true });

const whoOf = (booker: BusyPeriod['booker']) =>
  booker ? booker.lastname || booker.company || booker.firstname : '';

const holderOf = (p: BusyPeriod, run: number): CellHolder =>
  p.bookingcategoryId === BookingCategory.Blocked
    ? { kind: 'block', bookingId: p.bookingId, reason: p.blockReason, note: p.note ?? '', run }
    : { kind: 'booking', bookingId: p.bookingId, state: p.bookingstate ?? 0, who: whoOf(p.booker), run };

/** One unit's cells: per day the periods that take it that day (earliest first), each marked on its first day. */
export function unitCells(
  category: number,
  busy: readonly BusyPeriod[],
  days: readonly string[],
): OccupancyCell[] {
  const held = busy.map((p) => days.map((day) => holdsDay(category, p, day)));
  return days.map((day, i) => ({
    day,
    holders: busy.flatMap((p, k) => {
      const taken = held[k] ?? [];
      if (!taken[i]) return [];
      let run = 0;
      if (i === 0 || !taken[i - 1]) while (taken[i + run]) run++;
      return [holderOf(p, run)];
    }),
  }));
}

/**
 * docs/rules.md#group-blocks: the group blocks' holds put on units. A hold is of a unit group, not of a unit: each
 * night it takes the unit group's first free units in the grid's order (SGL-2 before SGL-10), block after block, so
 * a receptionist sees how many rooms are gone that night and which rooms are still free; the same units hold it
 * night after night while they stay free, and its event's name shows on the first day of each run.
 */
export function withGroupHolds(
  rows: readonly OccupancyRow[],
  holds: readonly GroupHold[],
  days: readonly string[],
): OccupancyRow[] {
  if (holds.length === 0 || rows.length === 0) return [...rows];
  const cells = rows.map((r) => r.cells.map((c) => [...c.holders]));
  days.forEach((day, i) => {
    const free = rows.map((_, k) => k).filter((k) => (cells[k]?.[i]?.length ?? 1) === 0);
    for (const h of holds.filter((x) => x.night === day && x.unitgroupId === rows[0]?.unitgroupId)) {
      for (const k of free.splice(0, Math.max(0, h.units)))
        cells[k]?.[i]?.push({
          kind: 'group',
          bookingId: null,
          blockId: h.blockId,
          eventName: h.eventName,
          run: 0,
        });
    }
  });
  return rows.map((row, k) => {
    const own = cells[k] ?? [];
    const blockOn = (i: number) => {
      const first = own[i]?.[0];
      return first?.kind === 'group' ? first.blockId : null;
    };
    return {
      ...row,
      cells: row.cells.map((c, i) => {
        const holders = own[i] ?? [];
        const first = holders[0];
        if (first?.kind !== 'group' || holders.length !== 1) return { ...c, holders };
        let run = 0;
        if (i === 0 || blockOn(i - 1) !== first.blockId) while (blockOn(i + run) === first.blockId) run++;
        return { ...c, holders: [{ ...first, run }] };
      }),
    };
  });
}

/**
 * The calendar's rows: the unit groups in the catalog's order, each with its units (SGL-2 before SGL-10) and
 * their cells, the group blocks' holds on their first free units (`withGroupHolds`); groups without units are left
 * out.
 */
export function occupancyGroups(
  groups: readonly { readonly id: number; readonly name: string; readonly category: number }[],
  units: readonly {
    unitId: number;
    unitName: string;
    unitgroupId: number;
    busyList: readonly BusyPeriod[];
  }[],
  days: readonly string[],
  holds: readonly GroupHold[] = [],
): OccupancyGroup[] {
  return groups
    .map((g) => ({
      id: g.id,
      name: g.name,
      rows: withGroupHolds(
        units
          .filter((u) => u.unitgroupId === g.id)
          .sort((a, b) => byName.compare(a.unitName, b.unitName))
          .map((u) => ({
            unitId: u.unitId,
            unitName: u.unitName,
            unitgroupId: u.unitgroupId,
            cells: unitCells(g.category, u.busyList, days),
          })),
        holds.filter((h) => h.unitgroupId === g.id),
        days,
      ),
    }))
    .filter((g) => g.rows.length > 0);
}
