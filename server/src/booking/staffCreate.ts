import {
  BookingCategory,
  BookingChannel,
  lifecycleFacts,
  staffBookingPeriod,
  wallClockIn,
} from '@venue/domain';
import { ErrorKey } from '../api/errors.ts';
import type { PricingPayload } from '../api/index.ts';
import type { StaffBookingCreateData, StaffBookingQuoteData } from '../api/staffBooking.ts';
import type { PropertyCatalog } from '../catalog/catalog.ts';
import type { BookingRow } from '../db/bookingQueries.ts';
import { ApiFailure } from '../http/errors.ts';
import { decide } from './lifecycle.ts';
import { type BookingDeps, catalogOf, insertPricedBooking, priceAgainstHolds } from './service.ts';

/*
 * docs/rules.md#staff-bookings: a booking the hotel's staff take for a guest who called, wrote or came to the
 * desk. It goes through the same pricing, availability check, unit holds (one transaction, the EXCLUDE
 * constraint), lifecycle and mails as an online booking; only the channel, the category (reservation 8), the
 * actor and the staff's right to agree another price differ.
 */

type Body = StaffBookingQuoteData;

/** The booker of a quote, which stores nothing. */
const ANONYMOUS = {
  salutationId: null,
  academictitleId: null,
  firstname: '',
  lastname: '-',
  company: '',
  email: 'quote@example.invalid',
  phone: '',
  street: '',
  zip: '',
  city: '',
  countryId: null,
} as const;

/** The staff's booking as the payload the server prices (the same shape an online booking has). */
function payloadOf(catalog: PropertyCatalog, body: Body, agreed: number | null): PricingPayload {
  const unitgroup = catalog.unitgroupById.get(body.unitgroupId);
  if (!unitgroup) {
    throw new ApiFailure(400, ErrorKey.validation, 'Invalid booking', [
      { path: 'unitgroupId', message: 'not a unit group of this property' },
    ]);
  }
  if (body.unitId !== null && !(catalog.unitIdsByGroup.get(unitgroup.id) ?? []).includes(body.unitId)) {
    throw new ApiFailure(400, ErrorKey.validation, 'Invalid booking', [
      { path: 'unitId', message: 'not a unit of this unit group' },
    ]);
  }
  const { start, end } = staffBookingPeriod(unitgroup.unitgroupcategory.id, body.firstDay, body.lastDay, {
    start: body.starttime,
    end: body.endtime,
  });
  const request = body.kind === 'request';
  return {
    propertyId: catalog.propertyId,
    start,
    end,
    startdate: start.slice(0, 10),
    enddate: end.slice(0, 10),
    timeslicedefinition: null,
    // A quote is asked before the guest's name: pricing does not read the booker, the stored booking has one.
    booker: body.booker ?? { ...ANONYMOUS },
    people: body.persons,
    personsperroom: null,
    customeraccountnumber: null,
    promocode: null,
    tags: [],
    bookingUnitgroupList: [
      {
        unitgroup: { id: unitgroup.id },
        itemcount: body.itemcount,
        start,
        end,
        personcount: body.persons,
        childcount: 0,
        agreedUnitPrice: agreed,
      },
    ],
    bookingServiceList: [],
    eventtitle: '',
    description: '',
    paymentmethod: null,
    onbehalfofguest: false,
    bookingreason: null,
    termsAccepted: true,
    bookingchannel: { id: BookingChannel[body.channel] },
    bookingcategory: { id: BookingCategory.Reservation },
    isrequested: request,
    info: body.note,
    daynumbers: [],
    type: 'reservation',
    request,
  };
}

/** The staff's booking priced against the other bookings' holds: at the agreed price, and at the rate's. */
async function priceBoth(deps: BookingDeps, body: Body) {
  const catalog = await catalogOf(deps, body.propertyId);
  const priced = await priceAgainstHolds(
    deps,
    catalog,
    payloadOf(catalog, body, body.agreedUnitPrice),
    null,
    'staff',
  );
  const atRate =
    body.agreedUnitPrice === null
      ? priced
      : await priceAgainstHolds(deps, catalog, payloadOf(catalog, body, null), null, 'staff');
  return { catalog, priced, atRate };
}

/** POST /api/staff/booking/quote: what the booking would cost and hold, without storing anything. */
export async function quoteStaffBooking(deps: BookingDeps, body: Body) {
  const { priced, atRate } = await priceBoth(deps, body);
  return {
    currency: priced.currency,
    total: priced.total,
    rateTotal: atRate.total,
    start: priced.startAt,
    end: priced.endAt,
    lines: priced.unitgroupLines.map((l) => ({
      unitgroupId: l.unitgroupId,
      itemcount: l.itemcount,
      unitPrice: (l.json.unitPrice as number | null) ?? null,
      price: (l.json.price as number | null) ?? null,
    })),
  };
}

/**
 * POST /api/staff/booking/add: stores the staff's booking as Confirmed (a reservation) or New (a request the
 * hotel answers with an offer), as the lifecycle decides for the actor staff. The history records the channel
 * and, with an agreed price, the rate's total, the agreed total and the reason.
 */
export async function createStaffBooking(
  deps: BookingDeps,
  body: StaffBookingCreateData,
  userId: number,
): Promise<BookingRow> {
  const { catalog, priced, atRate } = await priceBoth(deps, body);
  const action = body.kind === 'request' ? 'request' : 'reserve';
  const facts = lifecycleFacts(
    catalog.settings,
    {
      origin: body.kind,
      directAllowed: priced.orderAllowed,
      offeredByHotel: false,
      paid: false,
      optionDate: null,
      start: priced.startAt,
      end: priced.endAt,
    },
    wallClockIn(deps.now(), catalog.rows.property.timezone),
  );
  const state = decide(null, action, 'staff', facts);
  const { row } = await insertPricedBooking(deps, body.propertyId, priced, {
    state,
    origin: body.kind,
    paymentmethod: null,
    event: {
      action,
      actor: 'staff',
      userId,
      at: deps.now(),
      details: {
        channel: body.channel,
        ...(body.agreedUnitPrice !== null
          ? {
              agreedUnitPrice: body.agreedUnitPrice,
              reason: body.priceReason.trim(),
              total: { from: atRate.total, to: priced.total },
            }
          : {}),
      },
    },
    language: body.language,
    preferredUnits: body.unitId !== null ? [body.unitId] : [],
  });
  return row;
}
