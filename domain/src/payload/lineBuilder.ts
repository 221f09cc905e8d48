import type { Cart, CartServiceLine, CartSlot, CartUnitgroupLine, Catalog } from '../model/cart.ts';
import { type CatalogIndex, indexCatalog } from '../model/catalogIndex.ts';
import type {
  BookingServiceLine,
  BookingUnitgroupLine,
  IsoDate,
  IsoDateTime,
  IsoTime,
  Ref,
} from '../model/entities.ts';
import type { CartPricing, PricedLine } from '../pricing/priceCart.ts';
import { isPerPersonMode, nightsBetween } from '../pricing/quantity.ts';

/*
 * The booking's lines as the payloads send them (docs/rules.md#sending-a-booking), apart from the payloads
 * themselves: the availability requests build their lines the same way, and need nothing else of a payload.
 */

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

/** A payload's date and time ('YYYY-MM-DD HH:mm'). */
export function dateTime(date: IsoDate, time: IsoTime): IsoDateTime {
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

/**
 * docs/rules.md#sending-a-booking: a stay (a night or more) arrives at the property's check-in time and departs at
 * its check-out time, those of its overnight time slice, unless the guest chose times or an overnight slice of their
 * own. So the departure day is free for the next guest from check-out on. Without an overnight slice, the cart's times.
 */
function stayTimes(cart: Cart, index: CatalogIndex): Times {
  const chosen =
    cart.timeslicedefinitionId !== null
      ? index.timeslicedefinitions.get(cart.timeslicedefinitionId)
      : undefined;
  const overnight = chosen?.overnight
    ? chosen
    : [...index.timeslicedefinitions.values()].find((definition) => definition.overnight);
  if (cart.starttime !== null || cart.endtime !== null || !overnight) return cartTimes(cart, index);
  return { start: overnight.checkintime, end: overnight.checkouttime, timeslicedefinitionId: overnight.id };
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
    // Check-in and check-out times belong to a stay with rooms (the lines of slot 0); a conference of several days
    // without rooms is no stay.
    const staysOvernight = this.nights > 0 && cart.unitgroups.some((l) => l.slotIndex === 0);
    this.stay = staysOvernight ? stayTimes(cart, this.index) : cartTimes(cart, this.index);
    this.priced = new Map((pricing?.lines ?? []).map((l) => [l.key, l]));
  }

  /**
   * docs/rules.md#sending-a-booking: the booking's first and last moment. A stay (or a cart without day slots) runs
   * from its start date at the stay's times to its end date; an event of day slots without rooms runs from its first
   * slot's start to its last slot's end (a three-day conference from 09:00 on the first day to 17:00 on the last).
   */
  period(): { start: IsoDateTime; end: IsoDateTime } {
    const whole = {
      start: dateTime(this.startdate, this.stay.start),
      end: dateTime(this.enddate, this.stay.end),
    };
    if (this.cart.unitgroups.some((l) => l.slotIndex === 0)) return whole;
    const spans = this.cart.slots.filter((s) => s.index > 0).map((s) => this.span(s.index));
    if (spans.length === 0) return whole;
    const starts = spans.map((s) => s.start).sort();
    const ends = spans.map((s) => s.end).sort();
    return { start: starts[0] ?? whole.start, end: ends.at(-1) ?? whole.end };
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
      childcount: line.childcount ?? 0,
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
      childcount: line.childcount ?? 0,
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
