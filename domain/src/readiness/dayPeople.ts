import type { Cart, CartSlot, Catalog } from '../model/cart.ts';
import { indexCatalog } from '../model/catalogIndex.ts';
import type { Unitgroup } from '../model/entities.ts';
import { UnitgroupCategory } from '../model/enums.ts';
import { lineWindow, slotWindow, type TimeWindow } from './timeWindow.ts';

/** The day people alert of a slot (docs/rules.md#day-people-alerts), or null when the day's people fit. */
export type DayPeopleAlert = 'empty' | 'error' | 'warning' | null;

/**
 * The day people alert of one slot (docs/rules.md#day-people-alerts "computed from check-in/out times summed against the
 * day's people count"). The precise rule:
 * - `empty`: the day has 0 people (unless the property asks for no guest count).
 * - Otherwise, with the slot's meeting rooms (category 2): each is booked for its own window (its
 *   times or time slice check-in/out, else the slot's) and seats maxPersons x itemcount (unlimited
 *   when it ignores the person count). The slot's window is cut at every check-in/out, and the seats
 *   of the rooms booked in each piece are summed.
 * - `error`: even the best-seated piece has fewer seats than people: the group never fits.
 * - `warning`: some piece of the day has fewer seats than people (e.g. the plenary room is booked for
 *   the morning only while the day runs until evening).
 * - null: no meeting room yet (REQUIRED_UNITGROUP says so), or the people fit all day.
 */
export function dayPeopleAlert(
  cart: Cart,
  slot: CartSlot,
  catalog: Catalog,
  options: { readonly noGuests?: boolean } = {},
): DayPeopleAlert {
  if (slot.people <= 0) return options.noGuests ? null : 'empty';
  const index = indexCatalog(catalog);
  const span = slotWindow(cart, slot, index);
  const booked: { window: TimeWindow; seats: number }[] = [];
  for (const line of cart.unitgroups) {
    if (line.slotIndex !== slot.index) continue;
    const unitgroup = index.unitgroups.get(line.unitgroupId);
    if (!unitgroup || unitgroup.unitgroupcategory.id !== UnitgroupCategory.Meeting) continue;
    const seats = unitgroup.ignorePersoncount
      ? Number.POSITIVE_INFINITY
      : Math.max(0, unitgroup.maxPersons) * Math.max(0, line.itemcount);
    booked.push({ window: lineWindow(line, span, index), seats });
  }
  if (booked.length === 0) return null;
  const cuts = new Set([span.start, span.end]);
  for (const b of booked) {
    if (b.window.start > span.start && b.window.start < span.end) cuts.add(b.window.start);
    if (b.window.end > span.start && b.window.end < span.end) cuts.add(b.window.end);
  }
  const points = [...cuts].sort((a, b) => a - b);
  let peak = 0;
  let low = Number.POSITIVE_INFINITY;
  for (let i = 0; i + 1 < points.length; i++) {
    const from = points[i] as number;
    let seats = 0;
    for (const b of booked) if (b.window.start <= from && b.window.end > from) seats += b.seats;
    peak = Math.max(peak, seats);
    low = Math.min(low, seats);
  }
  if (peak < slot.people) return 'error';
  if (low < slot.people) return 'warning';
  return null;
}

/**
 * docs/rules.md#day-people-alerts: a unit group is hidden when the day's people exceed its maxPersons, unless it is a room
 * (rooms are booked several at a time) or it ignores the person count.
 */
export function unitgroupHiddenForPeople(
  unitgroup: Pick<Unitgroup, 'maxPersons' | 'ignorePersoncount' | 'unitgroupcategory'>,
  dayPeople: number,
): boolean {
  if (unitgroup.unitgroupcategory.id === UnitgroupCategory.Room || unitgroup.ignorePersoncount) return false;
  return dayPeople > unitgroup.maxPersons;
}
