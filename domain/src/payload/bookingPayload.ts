import { parseDate } from '@internationalized/date';
import type { Cart, CartServiceLine, Catalog } from '../model/cart.ts';
import type { BookingPayload, BookingServiceLine, Contact, IsoDate, Ref } from '../model/entities.ts';
import { BOOKING_CHANNEL_CONFIGURATOR, UnitgroupCategory } from '../model/enums.ts';
import type { CartPricing } from '../pricing/priceCart.ts';
import type { Settings } from '../settings/typedSettings.ts';
import { bookingCategoryOf } from './bookingCategory.ts';
import { LineBuilder } from './lineBuilder.ts';

/** The settings the payload reads (a `Settings` object fits). */
export type PayloadSettings = Pick<Settings, 'multislotEnabled' | 'groupBookingOnly'>;

/** What the caller decides about the booking being sent. */
export interface PayloadOptions {
  /** The guest asks for an offer (true) or orders directly (false). */
  readonly request: boolean;
  readonly type?: 'normal' | 'reservation';
  /** Defaults to the booking's own (docs/rules.md#booking-category: group from ten rooms, else normal). */
  readonly bookingcategoryId?: number;
  /** Staff's override of the cart's booking reason (null: none); absent: the guest's choice. */
  readonly bookingreasonId?: number | null;
}

/** A contact with nothing filled in: the booker form's starting point and the payload's fallback. */
export const emptyContact: Readonly<Contact> = {
  salutationId: null,
  academictitleId: null,
  firstname: '',
  lastname: '',
  company: '',
  email: '',
  phone: '',
  street: '',
  zip: '',
  city: '',
  countryId: null,
};

function withMinimumSales(line: BookingServiceLine, cartLine: CartServiceLine, pricing: CartPricing | null) {
  const figures = pricing?.minimumSales;
  if (!figures || figures.serviceId !== cartLine.serviceId) return line;
  return { ...line, minimumSalesAddPrice: figures.difference, minimumSalesResultPrice: figures.threshold };
}

/** Day numbers of the event's slots: 1 for the start date, 2 for the day after... */
function dayNumbers(cart: Cart, startdate: IsoDate): number[] {
  if (!startdate) return [];
  const start = parseDate(startdate);
  const days = new Set<number>();
  for (const s of cart.slots) if (s.index > 0) days.add(parseDate(s.date).compare(start) + 1);
  return [...days].sort((a, b) => a - b);
}

/**
 * The booking the configurator sends (docs/rules.md#sending-a-booking): dates and times (no global start/end time when multislot
 * is on), the booker, the guest only when booked on behalf of one, the lines with their prices from
 * `pricing` (the server recomputes them anyway), the configurator's booking channel (4), and the id and
 * version when the booking already exists.
 */
export function bookingPayload(
  cart: Cart,
  catalog: Catalog,
  pricing: CartPricing | null,
  settings: PayloadSettings,
  options: PayloadOptions,
): BookingPayload {
  const b = new LineBuilder(cart, catalog, pricing);
  const unitgroupList = cart.unitgroups.map((l) => b.unitgroupLine(l));
  const position = new Map(cart.unitgroups.map((l, i) => [l.key, i]));
  const unitgroupRef = (key: string) => {
    const line = cart.unitgroups.find((l) => l.key === key);
    if (line?.bookingLineId != null) return { id: line.bookingLineId };
    const index = position.get(key);
    return index === undefined ? null : { index };
  };
  const serviceList = cart.services.map((l) => withMinimumSales(b.serviceLine(l, unitgroupRef), l, pricing));
  const ref = (id: number | null | undefined): Ref | null => (id != null ? { id } : null);
  const period = b.period();
  return {
    ...(cart.id !== null ? { id: cart.id } : {}),
    ...(cart.version !== null ? { version: cart.version } : {}),
    propertyId: cart.propertyId,
    start: period.start,
    end: period.end,
    startdate: b.startdate,
    enddate: b.enddate,
    ...(settings.multislotEnabled ? {} : { starttime: b.stay.start, endtime: b.stay.end }),
    timeslicedefinition: ref(cart.timeslicedefinitionId),
    booker: cart.contact ?? emptyContact,
    ...(cart.onbehalfofguest && cart.guest ? { guest: cart.guest } : {}),
    people: cart.people,
    personsperroom: cart.personsperroom,
    customeraccountnumber: cart.customeraccountnumber,
    promocode: cart.promocode,
    tags: cart.tags,
    bookingUnitgroupList: unitgroupList,
    bookingServiceList: serviceList,
    eventtitle: cart.eventtitle,
    description: cart.description,
    paymentmethod: cart.paymentmethod,
    onbehalfofguest: cart.onbehalfofguest,
    bookingreason: ref(
      options.bookingreasonId !== undefined ? options.bookingreasonId : cart.bookingreasonId,
    ),
    termsAccepted: cart.termsAccepted,
    bookingchannel: { id: BOOKING_CHANNEL_CONFIGURATOR },
    // docs/rules.md#booking-category: the server files it by the same rule.
    bookingcategory: {
      id:
        options.bookingcategoryId ??
        bookingCategoryOf(
          cart.unitgroups,
          (id) =>
            catalog.unitgroups.find((u) => u.id === id)?.unitgroupcategory.id === UnitgroupCategory.Room,
        ),
    },
    isrequested: options.request,
    info: cart.info,
    daynumbers: dayNumbers(cart, b.startdate),
    type: options.type ?? 'normal',
    request: options.request,
  };
}
