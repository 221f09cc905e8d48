import type { CalendarDate } from '@internationalized/date';
import { daysBetween, formatIsoTime, parseIsoDate, parseIsoTime } from '../dates/isoDate.ts';
import type { Cart, CartServiceLine, CartSlot, CartUnitgroupLine } from '../model/cart.ts';
import type { IsoDate, IsoTime, Timeslicedefinition } from '../model/entities.ts';
import type { Settings } from '../settings/typedSettings.ts';
import { snapToGrid, type TimeGridSettings, validateTimeRange } from '../time/timeGrid.ts';
import { matchTimeslice } from '../time/timeslice.ts';
import { daySlots } from './create.ts';

/*
 * Day and slot changes of a multi-day event (docs/pages.md#day-overview, docs/rules.md#cart).
 * Slots are numbered 1..n in date order; lines refer to slots by that number, so every change
 * that inserts or drops a slot renumbers the lines with it.
 */

/** Whether no unit group or service is booked on the slot. */
function slotIsEmpty(cart: Pick<Cart, 'unitgroups' | 'services'>, index: number): boolean {
  return (
    !cart.unitgroups.some((l) => l.slotIndex === index) && !cart.services.some((l) => l.slotIndex === index)
  );
}

/** Whether every slot of the day is empty. */
function dayIsEmpty(cart: Pick<Cart, 'slots' | 'unitgroups' | 'services'>, date: IsoDate): boolean {
  return cart.slots.filter((s) => s.date === date).every((s) => slotIsEmpty(cart, s.index));
}

/** The distinct dates of the slots, in order. */
export function slotDays(cart: Pick<Cart, 'slots'>): IsoDate[] {
  return [...new Set(cart.slots.map((s) => s.date))];
}

/**
 * Renumbers `kept` (old slots in their new order) to 1..n and moves the lines with them; lines of
 * slots not in `kept` are dropped. Slot 0 (the stay) is never touched.
 */
function renumber(cart: Cart, kept: readonly CartSlot[]): Cart {
  const map = new Map<number, number>([[0, 0]]);
  const slots = kept.map((s, i) => {
    map.set(s.index, i + 1);
    return s.index === i + 1 ? s : { ...s, index: i + 1 };
  });
  const moveUnitgroups = (lines: readonly CartUnitgroupLine[]) =>
    lines.flatMap((l) => {
      const to = map.get(l.slotIndex);
      if (to === undefined) return [];
      return [to === l.slotIndex ? l : { ...l, slotIndex: to }];
    });
  const moveServices = (lines: readonly CartServiceLine[]) =>
    lines.flatMap((l) => {
      const to = map.get(l.slotIndex);
      if (to === undefined) return [];
      return [to === l.slotIndex ? l : { ...l, slotIndex: to }];
    });
  return {
    ...cart,
    slots,
    unitgroups: moveUnitgroups(cart.unitgroups),
    services: moveServices(cart.services),
  };
}

const slotTemplate = (cart: Cart) => ({
  starttime: cart.starttime,
  endtime: cart.endtime,
  timeslicedefinitionId: cart.timeslicedefinitionId,
  people: cart.people,
});

/**
 * docs/rules.md#days-and-slots: new start and end dates. Moving the start moves every day with it; a later end date adds
 * day slots; an earlier end date removes trailing days, but only empty ones (a day with a booked
 * unit group or service stays, and the end date stops there). Invalid or reversed dates change nothing.
 */
export function changeDates(cart: Cart, startdate: IsoDate, enddate: IsoDate): Cart {
  const start = parseIsoDate(startdate);
  const end = parseIsoDate(enddate);
  if (!start || !end || end.compare(start) < 0) return cart;
  const oldStart = parseIsoDate(cart.startdate);
  if (!oldStart || cart.slots.length === 0) {
    return { ...cart, startdate, enddate, slots: daySlots(start, end, slotTemplate(cart)) };
  }
  const shift = daysBetween(oldStart, start);
  const shifted = cart.slots.map((s) => {
    const date = parseIsoDate(s.date);
    return date && shift !== 0 ? { ...s, date: date.add({ days: shift }).toString() } : s;
  });
  let next: Cart = { ...cart, slots: shifted };
  const lastDay = parseIsoDate(shifted[shifted.length - 1]?.date) as CalendarDate;
  if (end.compare(lastDay) > 0) {
    const added = daySlots(lastDay.add({ days: 1 }), end, slotTemplate(cart)).map((s, i) => ({
      ...s,
      index: shifted.length + i + 1,
    }));
    next = { ...next, slots: [...shifted, ...added] };
    return { ...next, startdate, enddate };
  }
  // docs/rules.md#days-and-slots: only empty trailing days are removed; the first booked day from the end stops the removal.
  let slots = shifted;
  let effectiveEnd = lastDay;
  while (effectiveEnd.compare(end) > 0 && dayIsEmpty(next, effectiveEnd.toString())) {
    const day = effectiveEnd.toString();
    slots = slots.filter((s) => s.date !== day);
    next = { ...next, slots };
    effectiveEnd = effectiveEnd.add({ days: -1 });
  }
  return { ...next, startdate, enddate: effectiveEnd.toString() };
}

/** Key of a copied line; deterministic so that the reducer stays pure. */
const copyKey = (key: string, slotIndex: number) => `${key}@${slotIndex}`;

/**
 * docs/rules.md#days-and-slots: duplicate the last day into a new day after it, with its slots, times, people,
 * unit groups and services. Does nothing when there are no days.
 */
export function duplicateLastDay(cart: Cart): Cart {
  const last = cart.slots[cart.slots.length - 1];
  const lastDate = parseIsoDate(last?.date);
  if (!last || !lastDate) return cart;
  const newDate = lastDate.add({ days: 1 }).toString();
  const source = cart.slots.filter((s) => s.date === last.date);
  const indexMap = new Map<number, number>();
  const copies = source.map((s, i) => {
    const index = cart.slots.length + i + 1;
    indexMap.set(s.index, index);
    return { ...s, index, date: newDate };
  });
  const keyMap = new Map<string, string>();
  for (const l of [...cart.unitgroups, ...cart.services]) {
    const to = indexMap.get(l.slotIndex);
    if (to !== undefined) keyMap.set(l.key, copyKey(l.key, to));
  }
  const copyOrigin = <T extends CartUnitgroupLine | CartServiceLine>(l: T): T['origin'] => {
    const parent = l.origin.parentKey !== undefined ? keyMap.get(l.origin.parentKey) : undefined;
    return parent !== undefined ? { ...l.origin, parentKey: parent } : l.origin;
  };
  const unitgroups = cart.unitgroups.flatMap((l) => {
    const to = indexMap.get(l.slotIndex);
    return to === undefined
      ? []
      : [{ ...l, key: copyKey(l.key, to), slotIndex: to, origin: copyOrigin(l), bookingLineId: null }];
  });
  const services = cart.services.flatMap((l) => {
    const to = indexMap.get(l.slotIndex);
    if (to === undefined) return [];
    const unitgroupLineKey = l.unitgroupLineKey !== null ? (keyMap.get(l.unitgroupLineKey) ?? null) : null;
    return [
      {
        ...l,
        key: copyKey(l.key, to),
        slotIndex: to,
        unitgroupLineKey,
        origin: copyOrigin(l),
        bookingLineId: null,
      },
    ];
  });
  return {
    ...cart,
    enddate: newDate,
    slots: [...cart.slots, ...copies],
    unitgroups: [...cart.unitgroups, ...unitgroups],
    services: [...cart.services, ...services],
  };
}

/** How long an evening session lasts when no time slice of the property starts after the day's sessions. */
const EVENING_HOURS = 4;

/**
 * docs/rules.md#days-and-slots: the times of an evening session after `daySlots`: the property's time slice that
 * starts first at or after the day's last end (not overnight); else from that end, snapped to the grid, for four
 * hours or until the latest end the settings allow. Null (times to choose) when the day has no known end or the
 * evening has no room for a session as long as the shortest allowed.
 */
export function eveningTimes(
  daySlots: readonly Pick<CartSlot, 'starttime' | 'endtime' | 'timeslicedefinitionId'>[],
  definitions: readonly SliceTimes[],
  settings: SlotTimeSettings,
): SlotTimes | null {
  const endOf = (slot: (typeof daySlots)[number]) =>
    parseIsoTime(slot.endtime ?? definitions.find((d) => d.id === slot.timeslicedefinitionId)?.endtime);
  const ends = daySlots.map(endOf).filter((t) => t !== null && t !== undefined);
  const dayEnd = ends.reduce<(typeof ends)[number] | null>((a, b) => (!a || b.compare(a) > 0 ? b : a), null);
  if (!dayEnd) return null;
  const later = definitions.flatMap((d) => {
    const from = parseIsoTime(d.starttime);
    const to = parseIsoTime(d.endtime);
    return !d.overnight && from && to && from.compare(dayEnd) >= 0 && to.compare(from) > 0
      ? [{ d, from, to }]
      : [];
  });
  const next = later.sort((a, b) => a.from.compare(b.from) || a.to.compare(b.to))[0];
  if (next)
    return {
      starttime: formatIsoTime(next.from),
      endtime: formatIsoTime(next.to),
      timeslicedefinitionId: next.d.id,
    };
  const grid = slotTimeGrid({ timeslicedefinitionId: null }, definitions, settings);
  const start = snapToGrid(dayEnd, grid.flexibleslotUnitInterval, 'up');
  const late = start.add({ hours: EVENING_HOURS });
  // Past midnight the time wraps: the evening then ends at the latest end the grid allows.
  const end =
    late.compare(start) <= 0 || late.compare(grid.flexibleslotMaxEndtime) > 0
      ? grid.flexibleslotMaxEndtime
      : late;
  if (validateTimeRange(start, end, grid).length > 0) return null;
  return {
    starttime: formatIsoTime(start),
    endtime: formatIsoTime(end),
    timeslicedefinitionId: settings.flexibleslotEnabled
      ? (matchTimeslice(start, end, definitions)?.id ?? null)
      : null,
  };
}

/**
 * docs/rules.md#days-and-slots: add an evening session to a day (the last day when none is given), after that day's
 * slots, at the times `eveningTimes` proposes (the guest may change them).
 */
export function addSlot(
  cart: Cart,
  date: IsoDate | undefined,
  definitions: readonly SliceTimes[],
  settings: SlotTimeSettings,
): Cart {
  const day = date ?? cart.slots[cart.slots.length - 1]?.date;
  const ofDay = cart.slots.filter((s) => s.date === day);
  const lastOfDay = ofDay[ofDay.length - 1];
  if (!lastOfDay) return cart;
  const position = cart.slots.indexOf(lastOfDay) + 1;
  // A slot without its own times has the event's (the event bar's times or time slice).
  const withEventTimes = ofDay.map((s) =>
    s.starttime || s.endtime || s.timeslicedefinitionId != null
      ? s
      : {
          starttime: cart.starttime,
          endtime: cart.endtime,
          timeslicedefinitionId: cart.timeslicedefinitionId,
        },
  );
  const times = eveningTimes(withEventTimes, definitions, settings);
  const added: CartSlot = {
    index: -1,
    date: lastOfDay.date,
    starttime: times?.starttime ?? null,
    endtime: times?.endtime ?? null,
    timeslicedefinitionId: times?.timeslicedefinitionId ?? null,
    people: lastOfDay.people,
  };
  return renumber(cart, [...cart.slots.slice(0, position), added, ...cart.slots.slice(position)]);
}

/**
 * docs/rules.md#days-and-slots: whether a slot may be removed: only when there are more than 2 slots, and never the only
 * remaining slot of a day that is not the final day (that would leave a hole in the event).
 */
export function canRemoveSlot(cart: Pick<Cart, 'slots'>, index: number): boolean {
  const slot = cart.slots.find((s) => s.index === index);
  if (!slot || cart.slots.length <= 2) return false;
  const finalDay = cart.slots[cart.slots.length - 1]?.date;
  const onlyOfDay = cart.slots.filter((s) => s.date === slot.date).length === 1;
  return !(onlyOfDay && slot.date !== finalDay);
}

/** docs/rules.md#days-and-slots: remove a slot with its lines when the rule allows it; removing the final day's only slot ends the event a day earlier. */
export function removeSlot(cart: Cart, index: number): Cart {
  if (!canRemoveSlot(cart, index)) return cart;
  const next = renumber(
    cart,
    cart.slots.filter((s) => s.index !== index),
  );
  return { ...next, enddate: next.slots[next.slots.length - 1]?.date ?? cart.enddate };
}

/** The settings a slot's times are checked against (a `Settings` object fits). */
type SlotTimeSettings = TimeGridSettings & Pick<Settings, 'flexibleslotEnabled'>;

type SliceTimes = Pick<Timeslicedefinition, 'id' | 'starttime' | 'endtime' | 'overnight'>;

/**
 * docs/rules.md#time-rules, docs/rules.md#days-and-slots: the grid a slot's times are picked on. Flexible slots may lie
 * anywhere between the earliest start and the latest end (they are matched to a time slice afterwards);
 * otherwise a slot with a time slice keeps its times inside that slice. An overnight slice or one
 * without times does not narrow the day.
 */
export function slotTimeGrid(
  slot: Pick<CartSlot, 'timeslicedefinitionId'>,
  definitions: readonly SliceTimes[],
  settings: SlotTimeSettings,
): TimeGridSettings {
  const grid: TimeGridSettings = {
    flexibleslotUnitInterval: settings.flexibleslotUnitInterval,
    flexibleslotMinDuration: settings.flexibleslotMinDuration,
    flexibleslotMinStarttime: settings.flexibleslotMinStarttime,
    flexibleslotMaxEndtime: settings.flexibleslotMaxEndtime,
  };
  if (settings.flexibleslotEnabled || slot.timeslicedefinitionId == null) return grid;
  const slice = definitions.find((d) => d.id === slot.timeslicedefinitionId);
  const from = parseIsoTime(slice?.starttime);
  const to = parseIsoTime(slice?.endtime);
  if (!slice || slice.overnight || !from || !to || to.compare(from) <= 0) return grid;
  return {
    ...grid,
    flexibleslotMinStarttime:
      from.compare(grid.flexibleslotMinStarttime) > 0 ? from : grid.flexibleslotMinStarttime,
    flexibleslotMaxEndtime: to.compare(grid.flexibleslotMaxEndtime) < 0 ? to : grid.flexibleslotMaxEndtime,
  };
}

/** A slot's new times as the reducer stores them. */
interface SlotTimes {
  readonly starttime: IsoTime | null;
  readonly endtime: IsoTime | null;
  readonly timeslicedefinitionId: number | null;
}

/**
 * docs/rules.md#days-and-slots: new times for a slot, snapped to the grid (the start down, the end up) and checked
 * against the slot's grid (`slotTimeGrid`); null when they break it. Clearing both times is allowed.
 * A time slice given with the times is kept; otherwise a flexible slot is matched to the closest time
 * slice definition, and a fixed one keeps its slice.
 */
export function slotTimesOnGrid(
  slot: Pick<CartSlot, 'timeslicedefinitionId'>,
  change: {
    readonly starttime: IsoTime | null;
    readonly endtime: IsoTime | null;
    readonly timeslicedefinitionId?: number | null | undefined;
  },
  definitions: readonly SliceTimes[],
  settings: SlotTimeSettings,
): SlotTimes | null {
  const sliceId =
    change.timeslicedefinitionId === undefined ? slot.timeslicedefinitionId : change.timeslicedefinitionId;
  if (change.starttime === null && change.endtime === null) {
    return { starttime: null, endtime: null, timeslicedefinitionId: sliceId };
  }
  const grid = slotTimeGrid({ timeslicedefinitionId: sliceId }, definitions, settings);
  const rawStart = parseIsoTime(change.starttime);
  const rawEnd = parseIsoTime(change.endtime);
  const start = rawStart && snapToGrid(rawStart, grid.flexibleslotUnitInterval, 'down');
  const end = rawEnd && snapToGrid(rawEnd, grid.flexibleslotUnitInterval, 'up');
  if (!start || !end || validateTimeRange(start, end, grid).length > 0) return null;
  const matched =
    change.timeslicedefinitionId === undefined && settings.flexibleslotEnabled
      ? (matchTimeslice(start, end, definitions)?.id ?? null)
      : sliceId;
  return { starttime: formatIsoTime(start), endtime: formatIsoTime(end), timeslicedefinitionId: matched };
}

/**
 * docs/rules.md#days-and-slots: new people for one day. The day's lines that counted the day's old people follow the new
 * count (their prices and the day people alert with them); a line given its own count keeps it.
 */
export function setDayPeople(cart: Cart, index: number, people: number): Cart {
  const slot = cart.slots.find((s) => s.index === index);
  if (!slot || slot.people === people) return cart;
  const follows = (l: { slotIndex: number; personcount: number }) =>
    l.slotIndex === index && l.personcount === slot.people;
  const unitgroups = cart.unitgroups.some(follows)
    ? cart.unitgroups.map((l) => (follows(l) ? { ...l, personcount: people } : l))
    : cart.unitgroups;
  const services = cart.services.some(follows)
    ? cart.services.map((l) => (follows(l) ? { ...l, personcount: people } : l))
    : cart.services;
  return {
    ...cart,
    slots: cart.slots.map((s) => (s === slot ? { ...s, people } : s)),
    unitgroups,
    services,
  };
}
