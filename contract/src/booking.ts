import { BookingCategory } from '@venue/domain';
import { z } from 'zod';
import { DateTimeSchema, Id, IdParam, IsoDateSchema, LongText, ShortText, TimeSchema } from './common.ts';
import { text } from './text.ts';

/*
 * The booking as the configurator sends it (docs/api.md#bookings). Prices, VAT and currencies a client sends are
 * accepted for compatibility but ignored: the server computes every amount itself.
 */

const count = z.number().int().min(0).max(10_000);
const ref = z.object({ id: Id });
const clientMoney = z.unknown().optional();

export const ContactSchema = z.object({
  salutationId: Id.nullable().default(null),
  academictitleId: Id.nullable().default(null),
  firstname: ShortText.default(''),
  lastname: text().min(1).max(200),
  company: ShortText.default(''),
  email: text()
    .max(254)
    .regex(/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/, 'expected an e-mail address'),
  phone: ShortText.default(''),
  street: ShortText.default(''),
  zip: text().max(20).default(''),
  city: ShortText.default(''),
  countryId: Id.nullable().default(null),
});
export type ContactInput = z.infer<typeof ContactSchema>;

export const BookingUnitgroupLineSchema = z
  .object({
    unitgroup: ref,
    itemcount: z.number().int().min(1).max(1000),
    start: DateTimeSchema,
    end: DateTimeSchema,
    nightcount: count.optional(),
    personcount: count.default(0),
    childcount: count.default(0),
    starttime: TimeSchema.nullable().optional(),
    endtime: TimeSchema.nullable().optional(),
    timeslicedefinition: ref.nullable().optional(),
    /** The seating setup chosen for this line's slot (docs/pages.md#setup-page). */
    setup: ref.nullable().optional(),
    /** docs/rules.md#rate-policies: the rate the guest chose (one they may book); none: the first offered. */
    rateplan: ref.nullable().optional(),
    price: clientMoney,
    currency: clientMoney,
    vat: clientMoney,
  })
  .refine((l) => l.end > l.start, { path: ['end'], message: 'must be after start' });
export type BookingUnitgroupLineInput = z.infer<typeof BookingUnitgroupLineSchema>;

export const BookingServiceLineSchema = z.object({
  service: ref,
  itemcount: count.default(1),
  personcount: count.default(0),
  childcount: count.default(0),
  durationcount: count.default(0),
  description: LongText.default(''),
  starttime: TimeSchema.nullable().default(null),
  endtime: TimeSchema.nullable().default(null),
  start: DateTimeSchema,
  end: DateTimeSchema,
  serviceOptionList: z
    .array(z.object({ serviceOption: ref }))
    .max(100)
    .default([]),
  /** The unit group line by its index in bookingUnitgroupList (or its stored id on update). */
  bookingUnitgroup: z
    .object({ id: Id.optional(), index: z.number().int().min(0).max(1000).optional() })
    .nullable()
    .default(null),
  price: clientMoney,
  currency: clientMoney,
  vat: clientMoney,
  rateplan: clientMoney,
  minimumSalesAddPrice: clientMoney,
  minimumSalesResultPrice: clientMoney,
});
export type BookingServiceLineInput = z.infer<typeof BookingServiceLineSchema>;

export const PaymentMethodSchema = z.enum(['PM6Hold', 'CreditCard', 'Prepayment', 'Company']);

export const BookingPayloadSchema = z.object({
  propertyId: Id,
  start: DateTimeSchema.optional(),
  end: DateTimeSchema.optional(),
  startdate: IsoDateSchema.optional(),
  enddate: IsoDateSchema.optional(),
  starttime: TimeSchema.optional(),
  endtime: TimeSchema.optional(),
  timeslicedefinition: ref.nullable().default(null),
  booker: ContactSchema,
  guest: ContactSchema.optional(),
  people: count.default(0),
  personsperroom: count.nullable().default(null),
  customeraccountnumber: ShortText.nullable().default(null),
  promocode: ShortText.nullable().default(null),
  tags: z
    .array(z.object({ id: Id, name: ShortText.optional() }))
    .max(50)
    .default([]),
  bookingUnitgroupList: z.array(BookingUnitgroupLineSchema).max(100).default([]),
  bookingServiceList: z.array(BookingServiceLineSchema).max(500).default([]),
  eventtitle: ShortText.default(''),
  description: LongText.default(''),
  paymentmethod: PaymentMethodSchema.nullable().default(null),
  onbehalfofguest: z.boolean().default(false),
  bookingreason: ref.nullable().default(null),
  termsAccepted: z.boolean().default(false),
  bookingchannel: ref.optional(),
  /** normal 1, group 2, reservation 8; blocked 4 is made by staff only (docs/api.md#blocks-and-unavailability). */
  bookingcategory: ref
    .refine((c) => c.id !== BookingCategory.Blocked, { message: 'a guest cannot make a block', path: ['id'] })
    .optional(),
  isrequested: z.boolean().default(false),
  info: LongText.default(''),
  daynumbers: z.array(z.number().int().min(-3650).max(3650)).max(400).default([]),
  type: z.enum(['normal', 'reservation']).default('normal'),
  request: z.boolean().default(true),
  total: clientMoney,
  vatList: clientMoney,
});
export type BookingPayloadInput = z.infer<typeof BookingPayloadSchema>;

/** docs/rules.md#pricing: the hotel's agreed unit price a stored or staff-edited line may carry (never a booker's). */
type Agreed = {
  agreedUnitPrice?: number | null | undefined;
  /**
   * docs/rules.md#editing-keeps-agreed-prices: the unit price a stored line was priced at, kept when an edit does not
   * change the line (the hotel's agreed price, when there is one, comes first).
   */
  keptUnitPrice?: number | null | undefined;
};
/** What the server prices: a booker's payload, or a stored booking whose lines carry the hotel's agreed prices. */
export type PricingPayload = Omit<BookingPayloadInput, 'bookingUnitgroupList' | 'bookingServiceList'> & {
  bookingUnitgroupList: (BookingUnitgroupLineInput & Agreed)[];
  bookingServiceList: (BookingServiceLineInput & Agreed)[];
};

/** POST /api/booking/update/{id}: the payload plus the booking token that proves the booker. */
export const BookingUpdateSchema = BookingPayloadSchema.extend({
  bookingtoken: text().regex(/^[A-Za-z0-9_-]{20,100}$/, 'expected a booking token'),
  version: z.number().int().min(1).optional(),
});

/** POST edit/{token}/{id}: services removed, added and changed (docs/api.md#bookings). */
export const BookingEditSchema = z
  .strictObject({
    deletedServiceIds: z.array(Id).max(500).default([]),
    addedServices: z.array(BookingServiceLineSchema).max(500).default([]),
    editedServices: z
      .array(BookingServiceLineSchema.extend({ id: Id }))
      .max(500)
      .default([]),
  })
  .refine(
    (e) => e.deletedServiceIds.length + e.addedServices.length + e.editedServices.length > 0,
    'an edit changes at least one service',
  );
export type BookingEditInput = z.infer<typeof BookingEditSchema>;

const TokenParam = text().regex(/^[A-Za-z0-9_-]{1,100}$/, 'malformed token');
/** {id} of the token routes: the booking code (internal or external id), not the numeric id the link carries. */
const CodeParam = text().regex(/^[A-Za-z0-9-]{1,64}$/, 'malformed booking code');

export const TokenAndIdParams = z.strictObject({ token: TokenParam, id: CodeParam });
/**
 * POST /api/booking/cancel: the fee the booker accepts (cents, docs/rules.md#rate-policies); needed when cancelling
 * costs one.
 */
export const CancelBookingBodySchema = z.strictObject({ fee: z.number().int().nonnegative().optional() });
export const PaymentMethodParams = z.strictObject({
  token: TokenParam,
  id: CodeParam,
  method: PaymentMethodSchema,
});
export const BookingIdParams = z.strictObject({ id: IdParam });

/** The actions a booker may take (docs/api.md#bookings). */
export const BookingActionSchema = z.enum(['confirm', 'cancel', 'edit', 'pay']);
