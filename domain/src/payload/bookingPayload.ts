import { parseDate } from '@internationalized/date';
import type { Cart, CartServiceLine, CartSlot, CartUnitgroupLine, Catalog } from '../model/cart.ts';
import { type CatalogIndex, indexCatalog } from '../model/catalogIndex.ts';
import type {
  BookingPayload,
  BookingServiceLine,
  BookingUnitgroupLine,
  Contact,
  IsoDate,
  IsoDateTime,
  IsoTime,
  Ref,
} from '../model/entities.ts';
import { BOOKING_CHANNEL_CONFIGURATOR, BookingCategory } from '../model/enums.ts';
import type { CartPricing, PricedLine } from '../pricing/priceCart.ts';
import { isPerPersonMode, nightsBetween } from '../pricing/quantity.ts';
import type { Settings } from '../settings/settings.ts';

/** The settings the payload reads (a `Settings` object fits). */
export type PayloadSettings = Pick<Settings, 'multislotEnabled' | 'groupBookingOnly'>;

/** What the caller decides about the booking being sent. */
export interface PayloadOptions {
  /** The guest asks for an offer (true) or orders directly (false). */
  readonly request: boolean;
  readonly type?: 'normal' | 'reservation';
  /** Defaults to group (2) in group-booking-only mode, else normal (1). */
  readonly bookingcategoryId?: number;
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

const entities: Readonly<Record<string, string>> = {
  '&nbsp;': ' ',
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&apos;': "'",
};

/** Plain text of a service's default text: tags removed, common entities decoded, whitespace collapsed. */
export function stripMarkup(html: string): string {
  return html
    .replace(/<(br|\/p|\/div|\/li)\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(nbsp|amp|lt|gt|quot|#39|apos);/g, (m) => entities[m] ?? m)
    .replace(/\s+/g, ' ')
    .trim();
}

/** 'HH:mm' of a time given as 'HH:mm' or 'HH:mm:ss'. */
function hhmm(time: IsoTime): string {
  return time.slice(0, 5);
}

function dateTime(date: IsoDate, time: IsoTime): IsoDateTime {
  return `${date} ${hhmm(time)}`;
}

interface Times {
  readonly start: IsoTime;
  readonly end: IsoTime;
  readonly timeslicedefinitionId: number | null;
}

// docs/rules.md#sending-a-booking: time slice defaults are 00:00:00 and 23:59:59.
function cartTimes(cart: Cart, index: CatalogIndex): Times {
  const tsd =
    cart.timeslicedefinitionId !== null
      ? index.timeslicedefinitions.get(cart.timeslicedefinitionId)
      : undefined;
  return {
    start: cart.starttime ?? tsd?.checkintime ?? '00:00:00',
    end: cart.endtime ?? tsd?.checkouttime ?? '23:59:59',
    timeslicedefinitionId: cart.timeslicedefinitionId,
  };
}

function slotTimes(cart: Cart, slot: CartSlot | undefined, index: CatalogIndex): Times {
  const outer = cartTimes(cart, index);
  if (!slot) return outer;
  const tsd =
    slot.timeslicedefinitionId !== null
      ? index.timeslicedefinitions.get(slot.timeslicedefinitionId)
      : undefined;
  return {
    start: slot.starttime ?? tsd?.checkintime ?? outer.start,
    end: slot.endtime ?? tsd?.checkouttime ?? outer.end,
    timeslicedefinitionId: slot.timeslicedefinitionId ?? outer.timeslicedefinitionId,
  };
}

function priceFields(priced: PricedLine | undefined) {
  if (!priced) return {};
  return {
    ...(priced.price !== null ? { price: priced.price } : {}),
    ...(priced.price === null && !priced.onRequest ? { priceinvalid: true } : {}),
    currency: priced.currency,
    rateplan: priced.rateplanId !== null ? { id: priced.rateplanId } : null,
    ...(priced.vat
      ? { vat: [{ vat: priced.vat, amount: priced.vatAmount, onRequest: priced.onRequest }] }
      : {}),
  };
}

/** docs/pages.md#setup-page: the seating setup chosen for a slot, on that slot's unit group lines. */
function setupOf(cart: Cart, slotIndex: number): { setup?: Ref } {
  const id = cart.setups?.[slotIndex];
  return id === undefined ? {} : { setup: { id } };
}

/** Builds the booking's lines; shared by the full payload and the edit payload. */
export class LineBuilder {
  readonly index: CatalogIndex;
  readonly nights: number;
  readonly stay: Times;
  readonly startdate: IsoDate;
  readonly enddate: IsoDate;
  readonly slots: ReadonlyMap<number, CartSlot>;
  readonly priced: ReadonlyMap<string, PricedLine>;

  constructor(
    readonly cart: Cart,
    catalog: Catalog,
    pricing: CartPricing | null,
  ) {
    this.index = indexCatalog(catalog);
    this.slots = new Map(cart.slots.map((s) => [s.index, s]));
    this.startdate = cart.startdate ?? cart.slots[0]?.date ?? '';
    this.enddate = cart.enddate ?? cart.slots.at(-1)?.date ?? this.startdate;
    this.nights = nightsBetween(cart.startdate, cart.enddate);
    this.stay = cartTimes(cart, this.index);
    this.priced = new Map((pricing?.lines ?? []).map((l) => [l.key, l]));
  }

  /** Where a slot's line starts and ends (slot 0: the whole stay). */
  span(slotIndex: number, own?: Partial<Times>): { start: IsoDateTime; end: IsoDateTime; times: Times } {
    if (slotIndex === 0) {
      const times = { ...this.stay, ...own };
      return { start: dateTime(this.startdate, times.start), end: dateTime(this.enddate, times.end), times };
    }
    const slot = this.slots.get(slotIndex);
    const times = { ...slotTimes(this.cart, slot, this.index), ...own };
    const date = slot?.date ?? this.startdate;
    return { start: dateTime(date, times.start), end: dateTime(date, times.end), times };
  }

  unitgroupLine(line: CartUnitgroupLine): BookingUnitgroupLine {
    const own: Partial<Times> = {
      ...(line.starttime ? { start: line.starttime } : {}),
      ...(line.endtime ? { end: line.endtime } : {}),
      ...(line.timeslicedefinitionId != null ? { timeslicedefinitionId: line.timeslicedefinitionId } : {}),
    };
    const { start, end, times } = this.span(line.slotIndex, own);
    return {
      ...(line.bookingLineId !== null ? { id: line.bookingLineId } : {}),
      item: this.index.unitgroups.get(line.unitgroupId)?.name ?? '',
      unitgroup: { id: line.unitgroupId },
      itemcount: line.itemcount,
      start,
      end,
      nightcount: line.slotIndex === 0 ? this.nights : 0,
      personcount: line.personcount,
      childcount: 0,
      ...priceFields(this.priced.get(line.key)),
      starttime: times.start,
      endtime: times.end,
      timeslicedefinition: times.timeslicedefinitionId !== null ? { id: times.timeslicedefinitionId } : null,
      ...setupOf(this.cart, line.slotIndex),
    };
  }

  serviceLine(
    line: CartServiceLine,
    unitgroupRef: (key: string) => BookingServiceLine['bookingUnitgroup'],
  ): BookingServiceLine {
    const service = this.index.services.get(line.serviceId);
    const { start, end } = this.span(line.slotIndex);
    const priced = this.priced.get(line.key);
    // docs/rules.md#sending-a-booking: an empty description takes the service's default text with the markup stripped.
    const description = line.description.trim() !== '' ? line.description : stripMarkup(service?.text ?? '');
    return {
      ...(line.bookingLineId !== null ? { id: line.bookingLineId } : {}),
      item: service?.name ?? '',
      service: { id: line.serviceId },
      itemcount: line.itemcount,
      personcount: line.personcount,
      childcount: 0,
      durationcount: line.durationcount,
      description,
      starttime: line.starttime,
      endtime: line.endtime,
      ...priceFields(priced),
      start,
      end,
      serviceOptionList: line.optionIds.map((id) => ({ serviceOption: { id } })),
      bookingUnitgroup: line.unitgroupLineKey === null ? null : unitgroupRef(line.unitgroupLineKey),
      ...(service && isPerPersonMode(service.sellingmode.id) ? { isPerPerson: true } : {}),
    };
  }
}

/** The sent booking's minimum-sales figures go on its minimum-sales service line (docs/rules.md#sending-a-booking). */
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
  return {
    ...(cart.id !== null ? { id: cart.id } : {}),
    ...(cart.version !== null ? { version: cart.version } : {}),
    propertyId: cart.propertyId,
    start: dateTime(b.startdate, b.stay.start),
    end: dateTime(b.enddate, b.stay.end),
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
    description: '',
    paymentmethod: cart.paymentmethod,
    onbehalfofguest: cart.onbehalfofguest,
    bookingreason: ref(options.bookingreasonId),
    termsAccepted: cart.termsAccepted,
    bookingchannel: { id: BOOKING_CHANNEL_CONFIGURATOR },
    bookingcategory: {
      id:
        options.bookingcategoryId ??
        (settings.groupBookingOnly ? BookingCategory.Group : BookingCategory.Normal),
    },
    isrequested: options.request,
    info: cart.info,
    daynumbers: dayNumbers(cart, b.startdate),
    type: options.type ?? 'normal',
    request: options.request,
  };
}
