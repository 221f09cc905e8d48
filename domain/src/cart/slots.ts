import type { CalendarDate } from '@internationalized/date';
import { daysBetween, parseIsoDate } from '../dates/isoDate.ts';
import type { Cart, CartServiceLine, CartSlot, CartUnitgroupLine } from '../model/cart.ts';
import type { IsoDate } from '../model/entities.ts';
import { daySlots } from './create.ts';

/*
 * Day and slot changes of a multi-day event (spec 2 "Multi-day overview", spec 4 "Cart").
 * Slots are numbered 1..n in date order; lines refer to slots by that number, so every change
 * that inserts or drops a slot renumbers the lines with it.
 */

/** Whether no unit group or service is booked on the slot. */
export function slotIsEmpty(cart: Pick<Cart, 'unitgroups' | 'services'>, index: number): boolean {
  return (
    !cart.unitgroups.some((l) => l.slotIndex === index) && !cart.services.some((l) => l.slotIndex === index)
  );
}

/** Whether every slot of the day is empty. */
export function dayIsEmpty(cart: Pick<Cart, 'slots' | 'unitgroups' | 'services'>, date: IsoDate): boolean {
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
 * Spec 4: new start and end dates. Moving the start moves every day with it; a later end date adds
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
  // spec 4: only empty trailing days are removed; the first booked day from the end stops the removal.
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
 * Spec 2: duplicate the last day into a new day after it, with its slots, times, people,
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

/** Spec 2: add a time slot to a day (the last day when none is given), after that day's slots. */
export function addSlot(cart: Cart, date?: IsoDate): Cart {
  const day = date ?? cart.slots[cart.slots.length - 1]?.date;
  const ofDay = cart.slots.filter((s) => s.date === day);
  const lastOfDay = ofDay[ofDay.length - 1];
  if (!lastOfDay) return cart;
  const position = cart.slots.indexOf(lastOfDay) + 1;
  const added: CartSlot = {
    index: -1,
    date: lastOfDay.date,
    starttime: null,
    endtime: null,
    timeslicedefinitionId: null,
    people: lastOfDay.people,
  };
  return renumber(cart, [...cart.slots.slice(0, position), added, ...cart.slots.slice(position)]);
}

/**
 * Spec 4: whether a slot may be removed: only when there are more than 2 slots, and never the only
 * remaining slot of a day that is not the final day (that would leave a hole in the event).
 */
export function canRemoveSlot(cart: Pick<Cart, 'slots'>, index: number): boolean {
  const slot = cart.slots.find((s) => s.index === index);
  if (!slot || cart.slots.length <= 2) return false;
  const finalDay = cart.slots[cart.slots.length - 1]?.date;
  const onlyOfDay = cart.slots.filter((s) => s.date === slot.date).length === 1;
  return !(onlyOfDay && slot.date !== finalDay);
}

/** Spec 4: remove a slot with its lines when the rule allows it; removing the final day's only slot ends the event a day earlier. */
export function removeSlot(cart: Cart, index: number): Cart {
  if (!canRemoveSlot(cart, index)) return cart;
  const next = renumber(
    cart,
    cart.slots.filter((s) => s.index !== index),
  );
  return { ...next, enddate: next.slots[next.slots.length - 1]?.date ?? cart.enddate };
}
