import type { PricingPayload, StaffBookingCreateData, StaffBookingQuoteData } from '@venue/contract';
import {
  BookingCategory,
  BookingChannel,
  BookingState,
  staffBookingPeriod,
  termsOutstanding,
} from '@venue/domain';
import type { PropertyCatalog } from '../catalog/catalog.ts';
import type { BookingRow } from '../db/bookingQueries.ts';
import { InvalidInput } from '../failures.ts';
import type { BookingDeps } from './deps.ts';
import { evaluateBooking } from './evaluate.ts';
import { policyOfLines } from './lifecycle.ts';
import { catalogOf, loadBookingInputs } from './load.ts';
import { decideNewBooking, type NewBookingDecision } from './newBooking.ts';
import { insertPricedBooking } from './service.ts';

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
    throw new InvalidInput('Invalid booking', [
      { path: 'unitgroupId', message: 'not a unit group of this property' },
    ]);
  }
  if (body.unitId !== null && !(catalog.unitIdsByGroup.get(unitgroup.id) ?? []).includes(body.unitId)) {
    throw new InvalidInput('Invalid booking', [{ path: 'unitId', message: 'not a unit of this unit group' }]);
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
        rateplan: body.rateplanId === null ? null : { id: body.rateplanId },
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

/**
 * The staff's booking, loaded once (the catalog, the other bookings' holds on its unit group) and decided twice:
 * at the agreed price, and at the rate's (what the history and the quote compare it with).
 */
async function decideBoth(deps: BookingDeps, body: Body) {
  const catalog = await catalogOf(deps, body.propertyId);
  const inputs = await loadBookingInputs(
    deps,
    catalog,
    payloadOf(catalog, body, body.agreedUnitPrice),
    null,
    'staff',
  );
  const decided = decideNewBooking(inputs, body.kind, 'staff');
  const atRate =
    body.agreedUnitPrice === null
      ? decided.priced
      : evaluateBooking({ ...inputs, payload: payloadOf(catalog, body, null) });
  return { catalog, inputs, decided, atRate };
}

/**
 * docs/rules.md#staff-bookings: what a reservation still asks before it is Confirmed (paid in full, a card held):
 * a request is New; a reservation is Confirmed once what its rate asks is met, which for a new booking means a rate
 * that asks nothing before arrival; else it is the hotel's offer, Offered.
 */
function asksOf(body: Body, decided: NewBookingDecision) {
  if (body.kind !== 'reservation' || decided.facts.termsMet) return null;
  const policy = policyOfLines(decided.priced.unitgroupLines.map((l) => l.json));
  return termsOutstanding(policy, decided.priced.total, NOTHING);
}

/** What a new booking's ledger says: nothing paid, no card. */
const NOTHING = { paid: 0, heldCard: null };

/** POST /api/staff/booking/quote: what the booking would cost and hold, without storing anything. */
export async function quoteStaffBooking(deps: BookingDeps, body: Body) {
  const { decided, atRate } = await decideBoth(deps, body);
  const { priced, state } = decided;
  return {
    currency: priced.currency,
    total: priced.total,
    rateTotal: atRate.total,
    rateplanId: priced.unitgroupLines[0]?.json.rate?.id ?? null,
    bookingstate: state,
    asks: asksOf(body, decided),
    start: priced.startAt,
    end: priced.endAt,
    lines: priced.unitgroupLines.map((l) => ({
      unitgroupId: l.unitgroupId,
      itemcount: l.itemcount,
      unitPrice: l.json.unitPrice ?? null,
      price: l.json.price ?? null,
    })),
  };
}

/**
 * POST /api/staff/booking/add: stores the staff's booking as Confirmed (a reservation), Offered (a reservation
 * whose rate asks a payment or a card first: the booker pays or holds it from the link in the offer mail, or the
 * hotel records the payment it received) or New (a request the hotel answers with an offer), as the lifecycle
 * decides for the actor staff. The history records the channel and, with an agreed price, the rate's total, the
 * agreed total and the reason.
 */
export async function createStaffBooking(
  deps: BookingDeps,
  body: StaffBookingCreateData,
  userId: number,
): Promise<BookingRow> {
  const { inputs, decided, atRate } = await decideBoth(deps, body);
  const { priced, action, state } = decided;
  const { row } = await insertPricedBooking(deps, body.propertyId, priced, {
    state,
    origin: body.kind,
    // The booker may pay or hold a card for it from the link, as for any offer the hotel sent.
    offeredByHotel: state === BookingState.Offered,
    paymentmethod: null,
    event: {
      action,
      actor: 'staff',
      userId,
      at: inputs.now,
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
