import type { BookingPayloadInput, PricingPayload } from '@venue/contract';
import { ErrorKey } from '@venue/contract';
import {
  allowedOrder,
  BOOKING_CHANNEL_CONFIGURATOR,
  BookingCategory,
  type BookingDataDraft,
  BookingState,
  bookingCategoryOf,
  type Cart,
  type CartPricing,
  canSend,
  cartFromBooking,
  cartReadiness,
  createCart,
  dayIn,
  type LoadedBooking,
  type PricedLine,
  priceCart,
  type ReadinessIssue,
  type ServiceLineDraft,
  stripMarkup,
  totalIn,
  UnitgroupCategory,
  type UnitgroupLineDraft,
  type VatEntry,
} from '@venue/domain';
import { catalogForRates, type EffectiveRate, type PropertyCatalog, ratesFor } from '../catalog/catalog.ts';
import type { Hold } from '../db/inventoryQueries.ts';
import { InvalidInput, Unprocessable } from '../failures.ts';
import { availabilityAnswers } from '../inventory/availability.ts';
import type { BookingWhen } from './check.ts';
import {
  optionNames,
  rateSnapshot,
  reasonSnapshot,
  serviceNames,
  setupNames,
  unitgroupNames,
} from './snapshot.ts';

/** A booking as the server priced it: what is stored and answered (without token and state). */
export interface PricedBooking {
  readonly body: BookingDataDraft;
  readonly unitgroupLines: readonly PricedUnitgroupLine[];
  readonly serviceLines: readonly PricedServiceLine[];
  readonly total: number;
  readonly currency: string;
  readonly startAt: string;
  readonly endAt: string;
  /** Whether the guest may order directly (docs/api.md#bookings allowedOrder). */
  readonly orderAllowed: boolean;
  readonly issues: readonly ReadinessIssue[];
}

/**
 * Everything deciding a booking reads, loaded once before (booking/load.ts): the property's catalog, the payload
 * that passed checkPayload (`when`, booking/check.ts), the holds of the other bookings on its unit groups, and now.
 */
export interface BookingInputs {
  readonly catalog: PropertyCatalog;
  readonly payload: PricingPayload;
  readonly when: BookingWhen;
  readonly holds: readonly Hold[];
  readonly now: Date;
  /** Who sells it: a guest online, the hotel's staff (docs/rules.md#staff-bookings), or an attendee from a group's block. */
  readonly seller: 'guest' | 'staff' | 'attendee';
}

interface PricedUnitgroupLine {
  readonly unitgroupId: number;
  readonly itemcount: number;
  readonly start: string;
  readonly end: string;
  readonly price: number;
  readonly json: UnitgroupLineDraft;
}

interface PricedServiceLine {
  readonly serviceId: number;
  /** Index into the unit group lines, or null. */
  readonly unitgroupIndex: number | null;
  readonly itemcount: number;
  readonly price: number;
  readonly json: ServiceLineDraft;
}

const invalid = (path: string, message: string) => new InvalidInput('Invalid booking', [{ path, message }]);

const vatEntries = (line: PricedLine): VatEntry[] =>
  line.vat ? [{ vat: line.vat, amount: line.vatAmount, onRequest: line.onRequest }] : [];

/** A unit group line's count, window and people as the payload gives them (the loaded and the stored line). */
const unitgroupLineFields = (l: BookingPayloadInput['bookingUnitgroupList'][number]) => ({
  itemcount: l.itemcount,
  start: l.start,
  end: l.end,
  nightcount: l.nightcount ?? 0,
  personcount: l.personcount,
  childcount: l.childcount,
});

/**
 * The booking's own fields as the payload gives them, in the order the stored body lists them: shared by
 * the loaded booking the domain reads and the body that is stored and answered (the lines, the payment
 * method and the totals are each side's own).
 */
function bookingFields(
  catalog: PropertyCatalog,
  p: PricingPayload,
  when: Pick<LoadedBooking, 'start' | 'end' | 'startdate' | 'enddate'>,
  seller: 'guest' | 'staff' | 'attendee',
) {
  return {
    propertyId: catalog.propertyId,
    ...when,
    ...(p.starttime ? { starttime: p.starttime } : {}),
    ...(p.endtime ? { endtime: p.endtime } : {}),
    timeslicedefinition: p.timeslicedefinition,
    booker: p.booker,
    ...(p.onbehalfofguest && p.guest ? { guest: p.guest } : {}),
    people: p.people,
    personsperroom: p.personsperroom,
    customeraccountnumber: p.customeraccountnumber,
    promocode: p.promocode,
    tags: p.tags.map((t) => ({ id: t.id, name: catalog.tags.find((x) => x.id === t.id)?.name ?? '' })),
    eventtitle: p.eventtitle,
    description: p.description,
    onbehalfofguest: p.onbehalfofguest,
    bookingreason: reasonSnapshot(catalog, p.bookingreason),
    termsAccepted: p.termsAccepted,
    bookingchannel: p.bookingchannel ?? { id: BOOKING_CHANNEL_CONFIGURATOR },
    // docs/rules.md#booking-category: a guest's booking is filed by its rooms; staff file theirs as reservations.
    bookingcategory: {
      id:
        p.bookingcategory?.id === BookingCategory.Reservation && seller === 'staff'
          ? BookingCategory.Reservation
          : bookingCategoryOf(
              p.bookingUnitgroupList.map((l) => ({ unitgroupId: l.unitgroup.id, itemcount: l.itemcount })),
              (id) => catalog.unitgroupById.get(id)?.unitgroupcategory.id === UnitgroupCategory.Room,
            ),
    },
    isrequested: p.isrequested,
    info: p.info,
    daynumbers: p.daynumbers,
    type: p.type,
    request: p.request,
    currency: catalog.currency,
  } satisfies Partial<LoadedBooking>;
}

/** docs/rules.md#rate-policies: the rates the booking's guest may book; an unknown code is a 400 naming it. */
function bookingRates(catalog: PropertyCatalog, p: PricingPayload): readonly EffectiveRate[] {
  const { rates, unknown } = ratesFor(catalog, p.customeraccountnumber, p.promocode);
  if (unknown === 'customeraccount') throw invalid('customeraccountnumber', 'unknown customer account');
  if (unknown === 'promocode') throw invalid('promocode', 'unknown promo code');
  return rates;
}

/** The payload as the booking the domain loads into a cart (the configurator's own path for a reopened one). */
function payloadAsBooking(
  p: PricingPayload,
  fields: ReturnType<typeof bookingFields>,
  serviceInputs: PricingPayload['bookingServiceList'],
): LoadedBooking {
  return {
    id: 0,
    version: 1,
    ...fields,
    bookingUnitgroupList: p.bookingUnitgroupList.map((l) => ({
      unitgroup: l.unitgroup,
      ...unitgroupLineFields(l),
      rateplan: l.rateplan ?? null,
      timeslicedefinition: l.timeslicedefinition ?? null,
      agreedUnitPrice: l.agreedUnitPrice ?? l.keptUnitPrice ?? null,
    })),
    bookingServiceList: serviceInputs.map((l) => ({
      service: l.service,
      itemcount: l.itemcount,
      personcount: l.personcount,
      childcount: l.childcount,
      durationcount: l.durationcount,
      description: l.description,
      starttime: l.starttime,
      endtime: l.endtime,
      start: l.start,
      end: l.end,
      serviceOptionList: l.serviceOptionList,
      bookingUnitgroup: l.bookingUnitgroup?.index !== undefined ? { index: l.bookingUnitgroup.index } : null,
      agreedUnitPrice: l.agreedUnitPrice ?? l.keptUnitPrice ?? null,
    })),
    paymentmethod: p.paymentmethod,
    externalId: null,
    internalId: '',
    bookingcode: '',
    bookingtoken: '',
    bookingstate: BookingState.New,
    total: 0,
    vatList: [],
    paymenttime: null,
    paymenturl: null,
    reservationcode: null,
    externalsystemtypeId: null,
    allowedActions: null,
    paymentcreditcardtype: null,
    paymentcreditcardnumber: null,
    paymentcreditcardexpiry: null,
  };
}

type PricedLines = ReadonlyMap<string, PricedLine>;

/** The unit group lines as the record stores them: what was agreed, as a snapshot of today's catalog. */
function unitgroupRecords(
  catalog: PropertyCatalog,
  p: PricingPayload,
  cart: Cart,
  priced: PricedLines,
): PricedUnitgroupLine[] {
  return p.bookingUnitgroupList.map((l, i) => {
    const line = priced.get(cart.unitgroups[i]?.key ?? '');
    const unitgroup = catalog.unitgroupById.get(l.unitgroup.id);
    const price = line?.price ?? 0;
    return {
      unitgroupId: l.unitgroup.id,
      itemcount: l.itemcount,
      start: l.start,
      end: l.end,
      price,
      json: {
        unitgroup: { id: l.unitgroup.id },
        item: unitgroup?.name ?? '',
        names: unitgroupNames(catalog, l.unitgroup.id),
        ...unitgroupLineFields(l),
        price: line?.price ?? null,
        priceinvalid: line?.priceinvalid ?? true,
        currency: line?.currency ?? catalog.currency,
        rateplan: line?.rateplanId ? { id: line.rateplanId } : null,
        vat: line ? vatEntries(line) : [],
        starttime: l.starttime ?? l.start.slice(11, 16),
        endtime: l.endtime ?? l.end.slice(11, 16),
        timeslicedefinition: l.timeslicedefinition ?? null,
        setup: l.setup ?? null,
        setupNames: setupNames(catalog, l.setup?.id),
        rate: rateSnapshot(catalog, line?.rateplanId),
        agreedUnitPrice: l.agreedUnitPrice ?? null,
        unitPrice: line?.unitPrice ?? null,
        quantity: line?.quantity ?? 0,
        childQuantity: line?.childQuantity ?? 0,
        childUnitPrice: line?.childUnitPrice ?? null,
      },
    };
  });
}

/** The service lines as the record stores them (names and options as they were when booked). */
function serviceRecords(
  catalog: PropertyCatalog,
  serviceInputs: PricingPayload['bookingServiceList'],
  cart: Cart,
  priced: PricedLines,
): PricedServiceLine[] {
  return serviceInputs.map((l, i) => {
    const line = priced.get(cart.services[i]?.key ?? '');
    const service = catalog.serviceById.get(l.service.id);
    return {
      serviceId: l.service.id,
      unitgroupIndex: l.bookingUnitgroup?.index ?? null,
      itemcount: l.itemcount,
      price: line?.price ?? 0,
      json: {
        service: { id: l.service.id },
        item: service?.name ?? '',
        names: serviceNames(catalog, l.service.id),
        itemcount: l.itemcount,
        personcount: l.personcount,
        childcount: l.childcount,
        durationcount: l.durationcount,
        description: l.description || stripMarkup(service?.text ?? ''),
        starttime: l.starttime,
        endtime: l.endtime,
        price: line?.price ?? null,
        currency: line?.currency ?? catalog.currency,
        rateplan: line?.rateplanId ? { id: line.rateplanId } : null,
        vat: line ? vatEntries(line) : [],
        start: l.start,
        end: l.end,
        serviceOptionList: l.serviceOptionList.map((o) => ({
          serviceOption: o.serviceOption,
          names: optionNames(catalog, o.serviceOption.id),
        })),
        isPerPerson: line?.isPerPerson ?? false,
        sellingmode: service?.sellingmode.id ?? null,
        agreedUnitPrice: l.agreedUnitPrice ?? null,
        unitPrice: line?.unitPrice ?? null,
        quantity: line?.quantity ?? 0,
        // docs/rules.md#children: a per-person service's child units and what a child pays.
        childQuantity: line?.childQuantity ?? 0,
        childUnitPrice: line?.childUnitPrice ?? null,
      },
    };
  });
}

/** docs/rules.md#pricing: the minimum-sales line the server adds when the booking stays below the minimum. */
function minimumSalesRecord(
  catalog: PropertyCatalog,
  pricing: CartPricing,
  when: { readonly start: string; readonly end: string },
): PricedServiceLine | null {
  const minimumService = catalog.services.find((s) => s.code === catalog.settings.serviceMinimumSalesCode);
  const minimum = pricing.minimumSales;
  const minimumLine = pricing.lines.find((l) => l.kind === 'minimumSales');
  if (!minimum || minimum.difference <= 0 || !minimumLine || !minimumService) return null;
  return {
    serviceId: minimumService.id,
    unitgroupIndex: null,
    itemcount: 1,
    price: minimum.difference,
    json: {
      service: { id: minimumService.id },
      item: minimumService.name,
      names: serviceNames(catalog, minimumService.id),
      itemcount: 1,
      personcount: 0,
      childcount: 0,
      durationcount: 0,
      description: minimumService.name,
      starttime: null,
      endtime: null,
      price: minimum.difference,
      currency: minimum.currency,
      rateplan: null,
      vat: vatEntries(minimumLine),
      start: when.start,
      end: when.end,
      serviceOptionList: [],
      isPerPerson: false,
      minimumSalesAddPrice: minimum.difference,
      minimumSalesResultPrice: minimum.threshold,
    },
  };
}

/**
 * Prices a booking on the server with @venue/domain (prices sent by the guest are never read), checks
 * its readiness and availability against the given holds, and returns what will be stored. A booking the
 * hotel's staff put together (`seller`) skips what the configurator asks of a guest (docs/rules.md#staff-bookings).
 * The inputs were loaded once (booking/load.ts); nothing here reads the database. The steps: rates, availability,
 * the cart the domain prices and checks, the records.
 */
export function evaluateBooking(inputs: BookingInputs): PricedBooking {
  const { catalog, payload: p, when, holds, now, seller } = inputs;
  const rates = bookingRates(catalog, p);
  const minimumService = catalog.services.find((s) => s.code === catalog.settings.serviceMinimumSalesCode);
  // The minimum-sales line is the server's to compute; a copy sent by the client is dropped.
  const serviceInputs = p.bookingServiceList.filter((l) => l.service.id !== minimumService?.id);
  // The domain prices and checks the booking as the configurator's cart, exactly as the browser did.
  const domainCatalog = catalogForRates(catalog, rates);
  const answers = availabilityAnswers(catalog, p, rates, holds);
  const todayDate = dayIn(now, catalog.rows.property.timezone);
  const fields = bookingFields(catalog, p, when, seller);
  const base = createCart({
    propertyId: catalog.propertyId,
    modeKey: '',
    today: todayDate,
    now: now.toISOString(),
    settings: catalog.settings,
    catalog: domainCatalog,
    currency: catalog.currency,
  });
  const cart = {
    ...cartFromBooking(base, payloadAsBooking(p, fields, serviceInputs), domainCatalog),
    paymentmethod: p.paymentmethod,
  };
  const pricing = priceCart(cart, domainCatalog, answers, catalog.settings);
  const issues = cartReadiness(cart, domainCatalog, answers, catalog.settings, {
    today: todayDate,
    seller,
    bookingReasonsOffered: catalog.rows.bookingreasons.some((r) => !r.inactive),
  });
  if (!canSend(issues)) {
    throw new Unprocessable(ErrorKey.readiness, 'The booking is not complete', [...issues]);
  }
  // docs/rules.md#group-blocks: an attendee's room from a block is a reservation at the price and rate the hotel
  // agreed with the organiser, whatever the property's offer mode or book-directly settings say of a guest's order.
  const orderAllowed = seller === 'attendee' || allowedOrder(cart, domainCatalog, pricing, catalog.settings);

  // What will be stored: each line as agreed, the minimum-sales line, the totals.
  const priced = new Map(pricing.lines.map((l) => [l.key, l]));
  const unitgroupLines = unitgroupRecords(catalog, p, cart, priced);
  const serviceLines = serviceRecords(catalog, serviceInputs, cart, priced);
  const minimumLine = minimumSalesRecord(catalog, pricing, when);
  if (minimumLine) serviceLines.push(minimumLine);
  const total = totalIn(pricing, catalog.currency);
  const body: BookingDataDraft = {
    ...fields,
    total,
    onRequest: pricing.onRequest,
    vatList: pricing.vat
      .filter((v) => v.currency === catalog.currency)
      .map((v) => ({ vat: v.vat, amount: v.amount, onRequest: v.onRequest })),
  };
  return {
    body,
    unitgroupLines,
    serviceLines,
    total,
    currency: catalog.currency,
    startAt: when.start,
    endAt: when.end,
    orderAllowed,
    issues,
  };
}
