import { formatIsoTime, parseIsoDate, parseIsoTime } from '../dates/isoDate.ts';
import { BookingState } from '../model/bookingState.ts';
import type { Cart, CartServiceLine, CartSlot, CartUnitgroupLine, Catalog } from '../model/cart.ts';
import type { BookingUnitgroupLine, IsoDateTime, IsoTime, LoadedBooking } from '../model/entities.ts';
import { UnitgroupCategory } from '../model/enums.ts';

/** The date and time parts of a 'YYYY-MM-DD HH:mm' value; the time as 'HH:mm:ss' or null. */
function splitDateTime(value: IsoDateTime | null | undefined): {
  readonly date: string;
  readonly time: IsoTime | null;
} {
  const [date = '', time] = (value ?? '').trim().split(/[ T]/);
  const parsed = parseIsoTime(time);
  return { date, time: parsed ? formatIsoTime(parsed) : null };
}

/**
 * Whether a loaded unit group line belongs on a day slot (a meeting room's) rather than on the stay: by its unit
 * group's category, else by the line itself. The lists a configurator holds are read for its cart, so they may not
 * hold the booking's unit groups yet (a reload reads the booking while the first lists are still under way, or a
 * list left out a group unavailable for other dates): then a line within one day and without a night is a day's,
 * so the days keep their own times and people (docs/rules.md#existing-booking-flow).
 */
function isDayLine(line: BookingUnitgroupLine, catalog: Pick<Catalog, 'unitgroups'>): boolean {
  const category = catalog.unitgroups.find((u) => u.id === line.unitgroup.id)?.unitgroupcategory.id;
  if (category !== undefined) return category === UnitgroupCategory.Meeting;
  return line.nightcount === 0 && splitDateTime(line.start).date === splitDateTime(line.end).date;
}

/** The hotel's agreed unit price of a loaded line, carried only when there is one. */
const agreed = (price: number | null | undefined) =>
  price !== null && price !== undefined ? { agreedUnitPrice: price } : {};

const slotKey = (date: string, start: IsoTime | null, end: IsoTime | null) => `${date}|${start}|${end}`;

/**
 * The slots of a loaded booking: one per distinct date and time range of its meeting-room lines,
 * and one for each other day from start to end date, in date and time order.
 */
function bookingSlots(booking: LoadedBooking, catalog: Pick<Catalog, 'unitgroups'>): CartSlot[] {
  const defaults = {
    starttime: booking.starttime ?? null,
    endtime: booking.endtime ?? null,
    timeslicedefinitionId: booking.timeslicedefinition?.id ?? null,
  };
  const byKey = new Map<string, Omit<CartSlot, 'index'>>();
  for (const line of booking.bookingUnitgroupList) {
    if (!isDayLine(line, catalog)) continue;
    const start = splitDateTime(line.start);
    const end = splitDateTime(line.end);
    const key = slotKey(start.date, start.time, end.time);
    const seen = byKey.get(key);
    const people = Math.max(seen?.people ?? 0, line.personcount);
    byKey.set(key, {
      date: start.date,
      starttime: start.time,
      endtime: end.time,
      timeslicedefinitionId: line.timeslicedefinition?.id ?? defaults.timeslicedefinitionId,
      people,
    });
  }
  const first = parseIsoDate(booking.startdate);
  const last = parseIsoDate(booking.enddate);
  if (first && last) {
    // The days with a meeting-room slot, looked up once each: the work grows with the days, not days × slots.
    const meetingDays = new Set([...byKey.values()].map((s) => s.date));
    for (let d = first; d.compare(last) <= 0; d = d.add({ days: 1 })) {
      const date = d.toString();
      if (!meetingDays.has(date)) {
        byKey.set(slotKey(date, defaults.starttime, defaults.endtime), {
          ...defaults,
          date,
          people: booking.people,
        });
      }
    }
  }
  return [...byKey.values()]
    .sort((a, b) => a.date.localeCompare(b.date) || (a.starttime ?? '').localeCompare(b.starttime ?? ''))
    .map((s, i) => ({ ...s, index: i + 1 }));
}

/**
 * docs/rules.md#existing-booking-flow: the cart for a loaded booking. It is started and marked as an
 * existing booking; it is ordered unless the booking is New, and an offer when Offered or Optional.
 * Room lines go on slot 0, meeting-room lines on the slot of their date and times; a service goes
 * on the slot of its unit group line, else on slot 0. Lines keep their booking line id.
 */
export function cartFromBooking(
  base: Cart,
  booking: LoadedBooking,
  catalog: Pick<Catalog, 'unitgroups' | 'services'>,
): Cart {
  const slots = bookingSlots(booking, catalog);
  const slotIndexByKey = new Map<string, number>();
  for (const s of slots) {
    const key = slotKey(s.date, s.starttime, s.endtime);
    // The first slot of a key wins, as a search from the first slot would find it.
    if (!slotIndexByKey.has(key)) slotIndexByKey.set(key, s.index);
  }
  const slotOf = (line: BookingUnitgroupLine) => {
    if (!isDayLine(line, catalog)) return 0;
    const start = splitDateTime(line.start);
    const end = splitDateTime(line.end);
    return slotIndexByKey.get(slotKey(start.date, start.time, end.time)) ?? 0;
  };
  const unitgroups: CartUnitgroupLine[] = booking.bookingUnitgroupList.map((line, i) => ({
    key: `ug-${line.id ?? `new${i}`}`,
    slotIndex: slotOf(line),
    unitgroupId: line.unitgroup.id,
    itemcount: line.itemcount,
    personcount: line.personcount,
    ...(line.childcount > 0 ? { childcount: line.childcount } : {}),
    personsperroom: booking.personsperroom,
    origin: { kind: 'guest' },
    bookingLineId: line.id ?? null,
    rateplanId: line.rateplan?.id ?? null,
    ...agreed(line.agreedUnitPrice),
  }));
  const services: CartServiceLine[] = booking.bookingServiceList.map((line, i) => {
    const ref = line.bookingUnitgroup;
    const ugIndex =
      ref?.id !== undefined
        ? booking.bookingUnitgroupList.findIndex((u) => u.id === ref.id)
        : (ref?.index ?? -1);
    const parent = ugIndex >= 0 ? unitgroups[ugIndex] : undefined;
    return {
      key: `sv-${line.id ?? `new${i}`}`,
      slotIndex: parent?.slotIndex ?? 0,
      serviceId: line.service.id,
      servicetypeId: catalog.services.find((s) => s.id === line.service.id)?.servicetype.id ?? 0,
      unitgroupLineKey: parent?.key ?? null,
      itemcount: line.itemcount,
      personcount: line.personcount,
      ...(line.childcount > 0 ? { childcount: line.childcount } : {}),
      durationcount: line.durationcount,
      starttime: line.starttime,
      endtime: line.endtime,
      description: line.description,
      optionIds: line.serviceOptionList.map((o) => o.serviceOption.id),
      origin: { kind: 'guest' },
      bookingLineId: line.id ?? null,
      rateplanId: line.rateplan?.id ?? null,
      ...agreed(line.agreedUnitPrice),
    };
  });
  // docs/pages.md#setup-page: each slot's seating setup comes back from its unit group lines.
  const setups: Record<number, number> = {};
  booking.bookingUnitgroupList.forEach((line, i) => {
    const slotIndex = unitgroups[i]?.slotIndex ?? 0;
    if (line.setup && slotIndex > 0) setups[slotIndex] = line.setup.id;
  });
  return {
    ...base,
    started: true,
    ordered: booking.bookingstate !== BookingState.New,
    offer: booking.bookingstate === BookingState.Offered || booking.bookingstate === BookingState.Optional,
    existingBookingIsLoaded: true,
    existingBookingIsConfirmed: booking.bookingstate === BookingState.Confirmed,
    existingBookingIsEdited: false,
    startdate: booking.startdate,
    enddate: booking.enddate,
    timeslicedefinitionId: booking.timeslicedefinition?.id ?? null,
    starttime: booking.starttime ?? null,
    endtime: booking.endtime ?? null,
    slots,
    people: booking.people,
    // docs/rules.md#children: the booking keeps its children on its lines; the most on one line is the event's.
    children: Math.max(
      0,
      ...booking.bookingUnitgroupList.map((line) => line.childcount),
      ...booking.bookingServiceList.map((line) => line.childcount),
    ),
    personsperroom: booking.personsperroom ?? base.personsperroom,
    customeraccountnumber: booking.customeraccountnumber,
    promocode: booking.promocode,
    tags: booking.tags,
    currency: booking.currency,
    unitgroups,
    services,
    contact: booking.booker,
    guest: booking.onbehalfofguest ? (booking.guest ?? null) : null,
    onbehalfofguest: booking.onbehalfofguest,
    eventtitle: booking.eventtitle,
    description: booking.description,
    bookingreasonId: booking.bookingreason?.id ?? null,
    info: booking.info,
    termsAccepted: booking.termsAccepted,
    paymentmethod: booking.paymentmethod,
    setups,
    id: booking.id,
    version: booking.version,
    bookingcode: booking.bookingcode,
    bookingtoken: booking.bookingtoken,
    paymentToken: null,
    somethingYanked: false,
  };
}
