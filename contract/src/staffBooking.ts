import { agreedUnitPriceProblem, BookingRecord, STAFF_BOOKING_CHANNELS } from '@venue/domain';
import { z } from 'zod';
import { BookingServiceLineSchema, ContactSchema } from './booking.ts';
import {
  CompactDateParam,
  FlagParam,
  Id,
  IdParam,
  IsoDateSchema,
  LongText,
  listQuery,
  listResponse,
  ShortText,
  TimeSchema,
} from './common.ts';
import { text } from './text.ts';

/** docs/rules.md#booking-lifecycle: the state changes the property's staff may ask for. */
export const StaffBookingActionSchema = z.enum(['sendOffer', 'confirm', 'cancel', 'clear', 'delete']);
/** What a booking's page may offer: the state changes, and `edit` (POST /api/staff/booking/{id}/edit). */
const StaffAllowedActionSchema = z.enum([...StaffBookingActionSchema.options, 'edit']);

/** docs/rules.md#pricing: a unit price the hotel agrees, in cents; null goes back to the rate's price. */
const AgreedUnitPrice = z
  .number()
  .refine((v) => agreedUnitPriceProblem(v) === null, 'expected whole cents from 0 to AGREED_UNIT_PRICE_MAX')
  .nullable();

/**
 * POST /api/staff/booking/add and /quote (docs/rules.md#staff-bookings): a booking the hotel takes for a guest who
 * called, wrote or came to the desk: one unit group line for the days it holds (both inclusive), the booker, how
 * it came in, and whether it is a reservation (Confirmed, or Offered until what its rate asks is paid or held) or
 * a request to answer with an offer (New). An agreed unit price replaces the rate's and needs a reason, which the
 * booking's history keeps.
 */
const staffBookingFields = {
  propertyId: Id,
  kind: z.enum(['reservation', 'request']),
  channel: z.enum(STAFF_BOOKING_CHANNELS),
  unitgroupId: Id,
  /** The unit to hold first when it is free (picked in the occupancy grid); else any free one. */
  unitId: Id.nullable().default(null),
  /** docs/rules.md#rate-policies: the rate it is sold at (one a guest may book); null: the first of them. */
  rateplanId: Id.nullable().default(null),
  itemcount: z.number().int().min(1).max(1000),
  persons: z.number().int().min(1).max(10_000),
  firstDay: IsoDateSchema,
  lastDay: IsoDateSchema,
  starttime: TimeSchema.nullable().default(null),
  endtime: TimeSchema.nullable().default(null),
  booker: ContactSchema,
  note: LongText.default(''),
  agreedUnitPrice: AgreedUnitPrice.default(null),
  priceReason: ShortText.default(''),
  /** The language of the booker's mails; null: the property's. */
  language: z.enum(['en', 'de']).nullable().default(null),
};
type Days = { lastDay: string; firstDay: string };
const daysInOrder = <T extends z.ZodType<Days>>(schema: T) =>
  schema.refine((b) => b.lastDay >= b.firstDay, {
    path: ['lastDay'],
    message: 'must not be before firstDay',
  });

export const StaffBookingCreateBody = daysInOrder(z.strictObject(staffBookingFields)).refine(
  (b) => b.agreedUnitPrice === null || b.priceReason.trim() !== '',
  { path: ['priceReason'], message: 'an agreed price needs a reason' },
);
/**
 * POST /api/staff/booking/quote: the same, but neither the booker nor the reason of an agreed price is needed yet
 * (a price is asked before the guest's name, and shown before its reason is typed).
 */
export const StaffBookingQuoteBody = daysInOrder(
  z.strictObject({ ...staffBookingFields, booker: ContactSchema.optional() }),
);
export type StaffBookingQuoteInput = z.input<typeof StaffBookingQuoteBody>;
export type StaffBookingQuoteData = z.output<typeof StaffBookingQuoteBody>;
export type StaffBookingCreateInput = z.input<typeof StaffBookingCreateBody>;
export type StaffBookingCreateData = z.output<typeof StaffBookingCreateBody>;

/** What /quote answers: the booking as it would be stored, priced, without storing it. */
export const StaffBookingQuote = z.object({
  currency: z.string(),
  total: z.number().int(),
  /** The total at the rate's prices, before an agreed price. */
  rateTotal: z.number().int(),
  /** The rate it is sold at. */
  rateplanId: z.number().int().nullable(),
  /** The state it would be stored in: a reservation whose rate asks a payment or a card first waits as Offered. */
  bookingstate: z.number().int(),
  /** docs/rules.md#the-payment-ledger: what its rate asks before it is Confirmed (a charge or a card held). */
  asks: z.object({ ask: z.enum(['charge', 'hold']), amount: z.number().int() }).nullable(),
  start: z.string(),
  end: z.string(),
  lines: z.array(
    z.object({
      unitgroupId: z.number().int(),
      itemcount: z.number().int(),
      unitPrice: z.number().int().nullable(),
      price: z.number().int().nullable(),
    }),
  ),
});

/**
 * POST /api/staff/booking/{id}/edit (docs/api.md#staff-offer-edit): spec 7's edit payload (deleted, added and
 * edited services) from the property app, whose lines may carry the hotel's agreed unit price, plus agreed
 * prices of the unit group lines, with the version the user saw.
 */
export const StaffOfferEditBody = z
  .strictObject({
    version: z.number().int().min(1),
    deletedServiceIds: z.array(Id).max(500).default([]),
    addedServices: z
      .array(BookingServiceLineSchema.extend({ agreedUnitPrice: AgreedUnitPrice.optional() }))
      .max(500)
      .default([]),
    editedServices: z
      .array(BookingServiceLineSchema.extend({ id: Id, agreedUnitPrice: AgreedUnitPrice.optional() }))
      .max(500)
      .default([]),
    /** A unit group line's agreed unit price, and its children (docs/rules.md#children); absent: unchanged. */
    editedUnitgroups: z
      .array(
        z.strictObject({
          id: Id,
          agreedUnitPrice: AgreedUnitPrice.optional(),
          childcount: z.number().int().min(0).max(10_000).optional(),
        }),
      )
      .max(100)
      .default([]),
    /**
     * docs/rules.md#editing-keeps-agreed-prices: every line at today's prices (agreed prices stay); without it a line
     * the edit does not change keeps the unit price it was priced at.
     */
    repriceAll: z.boolean().default(false),
  })
  .refine(
    (e) =>
      e.repriceAll ||
      e.deletedServiceIds.length +
        e.addedServices.length +
        e.editedServices.length +
        e.editedUnitgroups.length >
        0,
    'an edit changes at least one line',
  );

/** POST /api/staff/booking/{id}/edit/preview: the total before and after the edit, in minor units. */
export const StaffOfferEditPreview = z.object({ from: z.number(), to: z.number(), currency: z.string() });
export type StaffOfferEditPreview = z.infer<typeof StaffOfferEditPreview>;
export type StaffOfferEditInput = z.input<typeof StaffOfferEditBody>;

/** POST /api/staff/booking/{id}/{action}: the version the user saw, and an option date for an offer. */
export const StaffBookingActionBody = z.strictObject({
  version: z.number().int().min(1),
  optionDate: IsoDateSchema.nullable().optional(),
});

/**
 * POST /api/staff/booking/{id}/payment (docs/rules.md#the-payment-ledger): a payment the hotel received itself (a bank
 * transfer, cash, its card terminal), in minor units, at the version the user saw.
 */
export const StaffPaymentBody = z.strictObject({
  version: z.number().int().min(1),
  amount: z.number().int().min(1).max(100_000_000),
  method: z.enum(['transfer', 'cash', 'terminal']),
});
export type StaffPaymentBody = z.infer<typeof StaffPaymentBody>;

/**
 * POST /api/staff/booking/{id}/payment-request (docs/api.md#staff-actions-on-a-booking): mail the booker the link to
 * pay what is due now, at the version the user saw.
 */
export const StaffPaymentRequestBody = z.strictObject({ version: z.number().int().min(1) });
export type StaffPaymentRequestBody = z.infer<typeof StaffPaymentRequestBody>;

export const StaffBookingActionParams = z.strictObject({
  id: text().regex(/^[1-9][0-9]{0,9}$/, 'expected a booking id'),
  action: StaffBookingActionSchema,
});

/** A comma list of booking states in a query ("1,2"). */
const StateListParam = text()
  .regex(/^(1|2|4|8|16|32|64)(,(1|2|4|8|16|32|64)){0,6}$/, 'expected a comma list of booking states')
  .transform((v) => v.split(',').map(Number));

/**
 * GET /api/staff/booking/list (docs/api.md#the-bookings-inbox): the bookings of the user's properties, through
 * the generic list pattern. Without f.state, Deleted bookings are left out.
 */
export const StaffBookingListQuery = listQuery(
  {
    'f.propertyId': IdParam.optional(),
    'f.state': StateListParam.optional(),
    'f.arrivalFrom': CompactDateParam.optional(),
    'f.arrivalTo': CompactDateParam.optional(),
    'f.createdFrom': CompactDateParam.optional(),
    'f.createdTo': CompactDateParam.optional(),
    'f.bookingcategoryId': z.enum(['1', '2', '4', '8']).transform(Number).optional(),
    /** A booking code, or part of the booker's name, e-mail or company. */
    'f.search': text().trim().min(1).max(100).optional(),
    /** Only bookings this user has not opened since they last changed. */
    'f.unseen': FlagParam.optional(),
  },
  ['arrival', 'created', 'code', 'state', 'total', 'booker'],
  50,
);
export type StaffBookingListQuery = z.infer<typeof StaffBookingListQuery>;

/** One row of the inbox. */
export const StaffBookingListItem = z.object({
  id: z.number().int(),
  propertyId: z.number().int(),
  bookingcode: z.string(),
  bookingstate: z.number().int(),
  version: z.number().int(),
  origin: z.enum(['request', 'reservation']),
  bookingcategoryId: z.number().int(),
  arrival: z.string(),
  departure: z.string(),
  booker: z.object({ firstname: z.string(), lastname: z.string(), company: z.string(), email: z.string() }),
  total: z.number().int(),
  currency: z.string(),
  createdAt: z.string(),
  optionDate: z.string().nullable(),
  /** The user has not opened it since it last changed. */
  unseen: z.boolean(),
});
export type StaffBookingListItem = z.infer<typeof StaffBookingListItem>;
export const StaffBookingListResponse = listResponse(StaffBookingListItem);

/** One event of a booking's history. */
export const BookingHistoryEntry = z.object({
  at: z.string(),
  actor: z.enum(['guest', 'booker', 'staff', 'system']),
  userName: z.string().nullable(),
  action: z.string(),
  fromState: z.number().int().nullable(),
  toState: z.number().int(),
  version: z.number().int(),
  details: z.record(z.string(), z.unknown()).nullable(),
});

/** docs/api.md#mails: one mail about a booking and how its sending went. */
export const BookingMailEntry = z.object({
  /**
   * received, offer, confirmed, canceled, lapsed, message, paymentRequest (to the booker); newRequest, newReservation,
   * canceledByBooker.
   */
  kind: z.string(),
  recipient: z.enum(['booker', 'property']),
  status: z.enum(['queued', 'sent', 'failed']),
  attempts: z.number().int(),
  /** Why the last attempt failed (the mail server's answer); null when none failed. */
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});

/**
 * GET /api/staff/booking/{id}: the booking as the server priced it (the same `data` the booker's link loads),
 * with its payment, history and the staff's allowed actions.
 */
export const StaffBookingDetail = StaffBookingListItem.omit({ unseen: true }).extend({
  /** docs/rules.md#staff-bookings: online 4, or phone 1, e-mail 2, desk 3, other 5 when staff took it. */
  bookingchannelId: z.number().int(),
  /** The booking record (domain/src/bookingRecord/record.ts): what was agreed, or a block's reason and days. */
  data: BookingRecord,
  paymentmethod: z.string().nullable(),
  /** docs/rules.md#the-payment-ledger: what was paid, held, charged and refunded is `data.payments`, nothing else. */
  reservationcode: z.string().nullable(),
  /** docs/rules.md#rate-policies: the property's free-cancellation days, for a rate without its own. */
  cancelDaysBeforeArrival: z.number().int().nullable(),
  history: z.array(BookingHistoryEntry),
  allowedActions: z.array(StaffAllowedActionSchema),
  /**
   * What a payment request (POST …/payment-request) would ask the booker to pay now, in minor units; null when the
   * booker cannot pay it now (docs/rules.md#the-payment-ledger).
   */
  paymentDue: z.number().int().nullable(),
  /** The booking's mails, oldest first: a mail that finally failed shows here (docs/api.md#mails). */
  mails: z.array(BookingMailEntry),
});
export type StaffBookingDetail = z.infer<typeof StaffBookingDetail>;
