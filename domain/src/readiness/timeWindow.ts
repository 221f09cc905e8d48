import { parseTime } from '@internationalized/date';
import type { Cart, CartSlot, CartUnitgroupLine } from '../model/cart.ts';
import type { CatalogIndex } from '../model/catalogIndex.ts';
import type { IsoTime } from '../model/entities.ts';

/** A span of one day in seconds since midnight, end exclusive. */
export interface TimeWindow {
  readonly start: number;
  readonly end: number;
}

// docs/rules.md#day-people-alerts: time slice defaults are 00:00:00 and 23:59:59; the window's end is exclusive, so 24:00.
const WHOLE_DAY: TimeWindow = { start: 0, end: 24 * 3600 };

/** Seconds since midnight of 'HH:mm' or 'HH:mm:ss'; null when missing or malformed. 23:59:59 counts as 24:00. */
function secondsOfDay(time: IsoTime | null | undefined): number | null {
  if (!time) return null;
  try {
    const t = parseTime(time);
    const seconds = t.hour * 3600 + t.minute * 60 + t.second;
    return seconds === 24 * 3600 - 1 ? 24 * 3600 : seconds;
  } catch {
    return null;
  }
}

function window(start: IsoTime | null | undefined, end: IsoTime | null | undefined): TimeWindow | null {
  const s = secondsOfDay(start);
  const e = secondsOfDay(end);
  // An overnight or inverted span is read as running to the end of the day.
  if (s === null || e === null) return null;
  return { start: s, end: e > s ? e : WHOLE_DAY.end };
}

function timesliceWindow(index: CatalogIndex, id: number | null | undefined): TimeWindow | null {
  if (id == null) return null;
  const tsd = index.timeslicedefinitions.get(id);
  return tsd ? window(tsd.checkintime, tsd.checkouttime) : null;
}

/**
 * The time a slot runs: its own start/end, else its time slice's check-in/out, else the cart's
 * times or time slice, else the whole day.
 */
export function slotWindow(
  cart: Pick<Cart, 'starttime' | 'endtime' | 'timeslicedefinitionId'>,
  slot: CartSlot | undefined,
  index: CatalogIndex,
): TimeWindow {
  return (
    window(slot?.starttime, slot?.endtime) ??
    timesliceWindow(index, slot?.timeslicedefinitionId) ??
    window(cart.starttime, cart.endtime) ??
    timesliceWindow(index, cart.timeslicedefinitionId) ??
    WHOLE_DAY
  );
}

/** The time a unit group line is booked for: its own times or time slice, else its slot's window. */
export function lineWindow(line: CartUnitgroupLine, slotSpan: TimeWindow, index: CatalogIndex): TimeWindow {
  return (
    window(line.starttime, line.endtime) ?? timesliceWindow(index, line.timeslicedefinitionId) ?? slotSpan
  );
}

/** Whether two windows share any moment (back-to-back windows do not). */
export function overlaps(a: TimeWindow, b: TimeWindow): boolean {
  return a.start < b.end && b.start < a.end;
}
