import type { CalendarDate } from '@internationalized/date';
import { parseDate } from '@internationalized/date';
import { type CalendarEntry, type Cart, compactDate } from '@venue/domain';

/*
 * docs/serving.md#the-first-calendar-month: what the availability calendar reads (three months from the first of
 * the shown month, for the cart's time slice and search), in one place for the calendar (routes/EventBar) and the
 * server's render, which reads the first months into the page's data so the browser does not ask for them again.
 */

/** The calendar's months as read for one search: `search` names the search (calendarSearch's key). */
export interface CalendarRead {
  /** The first of the first month read (ISO date). */
  readonly first: string;
  readonly search: string;
  readonly entries: readonly CalendarEntry[];
}

/** The cart's fields the calendar's search is made of (all null before a cart exists). */
export type CalendarCart = Pick<
  Cart,
  | 'timeslicedefinitionId'
  | 'starttime'
  | 'endtime'
  | 'people'
  | 'personsperroom'
  | 'promocode'
  | 'customeraccountnumber'
>;

/** The calendar's search fields of `cart` (null fields without one). */
export function calendarCartOf(cart: CalendarCart | null): {
  [K in keyof CalendarCart]: CalendarCart[K] | null;
} {
  return {
    timeslicedefinitionId: cart?.timeslicedefinitionId ?? null,
    starttime: cart?.starttime ?? null,
    endtime: cart?.endtime ?? null,
    people: cart?.people ?? null,
    personsperroom: cart?.personsperroom ?? null,
    promocode: cart?.promocode ?? null,
    customeraccountnumber: cart?.customeraccountnumber ?? null,
  };
}

/**
 * The calendar's read from the first of `firstOfMonth`'s month: its key (one answer per key; a host page's refresh
 * counts a new `generation`) and the API's list filters (docs/rules.md#calendar-prices: the search the day prices
 * are for, as the unit group list is asked).
 */
export function calendarSearch(
  firstOfMonth: CalendarDate,
  cart: ReturnType<typeof calendarCartOf>,
  generation: number,
) {
  const key = JSON.stringify([
    compactDate(firstOfMonth),
    cart.timeslicedefinitionId,
    cart.starttime,
    cart.endtime,
    cart.people,
    cart.personsperroom,
    cart.promocode,
    cart.customeraccountnumber,
    generation,
  ]);
  const filters = {
    timeslicedefinitionId: cart.timeslicedefinitionId,
    starttime: cart.starttime,
    endtime: cart.endtime,
    personcount: cart.people,
    personsperroom: cart.personsperroom,
    configPromocode: cart.promocode,
    configCustomeraccountnumber: cart.customeraccountnumber,
    dateframeFrom: compactDate(firstOfMonth),
    dateframeTo: compactDate(firstOfMonth.add({ months: 3 }).subtract({ days: 1 })),
  };
  return { key, filters };
}

/**
 * The day the calendar shows first: the cart's start when it has both dates, else today (its month is the first
 * month shown and read).
 */
export function calendarFocusOf(
  startdate: string | null,
  enddate: string | null,
  today: CalendarDate,
): CalendarDate {
  return startdate && enddate ? parseDate(startdate) : today;
}
