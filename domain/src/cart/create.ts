import type { CalendarDate } from '@internationalized/date';
import type { Cart, CartSlot, Catalog } from '../model/cart.ts';
import type { Tag } from '../model/entities.ts';
import type { Settings } from '../settings/typedSettings.ts';
import { defaultEventEnd } from '../time/duration.ts';
import { clampPeople } from './clamp.ts';

/** What a new cart is made from. */
export interface CreateCartOptions {
  readonly propertyId: number;
  readonly modeKey: string;
  readonly today: CalendarDate;
  /** ISO instant of the change, supplied by the caller. */
  readonly now: string;
  readonly settings: Settings;
  readonly catalog: Pick<Catalog, 'tags'>;
  /** Currency of the property (default EUR). */
  readonly currency?: string;
}

/** One slot per day from start to end, numbered from 1 (docs/rules.md#cart: slot 0 is the stay). */
export function daySlots(
  start: CalendarDate,
  end: CalendarDate,
  template: Pick<CartSlot, 'starttime' | 'endtime' | 'timeslicedefinitionId' | 'people'>,
): CartSlot[] {
  const slots: CartSlot[] = [];
  for (let d = start, index = 1; d.compare(end) <= 0; d = d.add({ days: 1 }), index++) {
    slots.push({ ...template, index, date: d.toString() });
  }
  return slots;
}

/** The catalog tags named by `tags.default`, matched by exact name, each once. */
function defaultTags(names: readonly string[], tags: readonly Tag[]): Tag[] {
  const out: Tag[] = [];
  for (const name of names) {
    const tag = tags.find((t) => t.name === name);
    if (tag && !out.some((t) => t.id === tag.id)) out.push(tag);
  }
  return out;
}

/**
 * A new, empty cart with the property's defaults (docs/rules.md#cart, docs/rules.md#cart):
 * start date today + defaultAdvanceBookingDays unless noDefaultStartDate, a span of duration.default
 * days, defaultGuests people per day, personsPerRoom.default, promocode.default and tags.default.
 */
export function createCart(options: CreateCartOptions): Cart {
  const { settings, today } = options;
  const people = clampPeople(settings.defaultGuests);
  const start = settings.noDefaultStartDate ? null : today.add({ days: settings.defaultAdvanceBookingDays });
  // docs/rules.md#cart: single-date mode keeps start and end on the same day.
  const end = start && (settings.singleDate ? start : defaultEventEnd(start, settings));
  return {
    propertyId: options.propertyId,
    modeKey: options.modeKey,
    started: false,
    ordered: false,
    offer: false,
    existingBookingIsLoaded: false,
    existingBookingIsConfirmed: false,
    existingBookingIsEdited: false,
    startdate: start ? start.toString() : null,
    enddate: end ? end.toString() : null,
    timeslicedefinitionId: null,
    starttime: null,
    endtime: null,
    slots:
      start && end
        ? daySlots(start, end, { starttime: null, endtime: null, timeslicedefinitionId: null, people })
        : [],
    people,
    children: 0,
    personsperroom: settings.personsPerRoomDefault,
    customeraccountnumber: null,
    promocode: settings.promocodeDefault,
    tags: defaultTags(settings.tagsDefault, options.catalog.tags),
    currency: options.currency ?? 'EUR',
    unitgroups: [],
    services: [],
    contact: null,
    guest: null,
    onbehalfofguest: false,
    eventtitle: '',
    description: '',
    bookingreasonId: null,
    info: '',
    termsAccepted: false,
    paymentmethod: null,
    id: null,
    version: null,
    bookingcode: null,
    bookingtoken: null,
    paymentToken: null,
    somethingYanked: false,
    addedrow: false,
    modifiedAt: options.now,
  };
}
