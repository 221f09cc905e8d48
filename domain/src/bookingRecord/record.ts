import { z } from 'zod';
import { BLOCK_REASONS } from '../lifecycle/blocks.ts';
import { BookingCategory } from '../model/enums.ts';
import { RECORD_LANGUAGES } from './languages.ts';

/*
 * The booking record (docs/rules.md#the-booking-record): what a stored booking holds besides its row's columns
 * (state, version, total, token hash...). It is written by the server when a booking is priced (or a block made)
 * and read by every reader; the server validates it with `parseBookingRecord` on both sides, so a reader never
 * casts it. One schema, here: the server's database column, the staff routes and the mails all take its type.
 */

const Id = z.number().int().min(1);
const Ref = z.object({ id: Id });
const Count = z.number().int().min(0);
const Cents = z.number().int();
/** 'YYYY-MM-DD HH:mm' (the property's wall clock). */
const DateTime = z.string().regex(/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?$/, 'expected YYYY-MM-DD HH:mm');
const IsoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD');
/** 'HH:mm' or 'HH:mm:ss'. */
const Time = z.string().regex(/^\d{2}:\d{2}(:\d{2})?$/, 'expected HH:mm');

/** A catalog text as it read when the booking was made, per language (a language may be missing). */
const Names = z.partialRecord(z.enum(RECORD_LANGUAGES), z.string());
export type RecordNames = z.infer<typeof Names>;

/** docs/rules.md#rate-policies: a rate's terms as agreed (domain/src/rates/policy.ts RatePolicy). */
export const RecordPolicy = z.object({
  prepayment: z.enum(['none', 'deposit', 'full']),
  depositPercent: z.number().nullable(),
  guarantee: z.boolean(),
  freeCancellationDays: z.number().int().nullable(),
  refundable: z.boolean(),
  cancellationFee: z.enum(['percent', 'firstNight']),
  cancellationFeePercent: z.number(),
});

/** The rate plan a line was sold at: its names and its terms, as they were when the booking was made. */
export const RecordRate = z.object({ id: Id, names: Names, policy: RecordPolicy });
export type RecordRate = z.infer<typeof RecordRate>;

/** A VAT rate as it applied to a line: its id, name (and names in each language) and percentage at the time. */
const RecordVat = z.object({ id: Id, name: z.string(), names: Names.default({}), value: z.number() });
/** A line's VAT share (or a price on request). */
const RecordVatEntry = z.object({ vat: RecordVat, amount: Cents, onRequest: z.boolean() });

/** A person as the booker (or the guest) entered them. */
export const RecordContact = z.object({
  salutationId: Id.nullable().default(null),
  academictitleId: Id.nullable().default(null),
  firstname: z.string().default(''),
  lastname: z.string(),
  company: z.string().default(''),
  email: z.string(),
  phone: z.string().default(''),
  street: z.string().default(''),
  zip: z.string().default(''),
  city: z.string().default(''),
  countryId: Id.nullable().default(null),
});
export type RecordContact = z.infer<typeof RecordContact>;

/** What a priced line carries whatever it is: its name, price, VAT and the hotel's agreed unit price. */
const pricedLine = {
  /** The stored line's id (booking_unitgroup / booking_service). */
  id: Id,
  /** The item's name when it was booked (the property's own language). */
  item: z.string(),
  /** The item's name in each language when it was booked. */
  names: Names.default({}),
  /** The line's price in cents (null: on request). */
  price: Cents.nullable(),
  currency: z.string(),
  /** The rate plan the line was priced at. */
  rateplan: Ref.nullable(),
  vat: z.array(RecordVatEntry),
  /** docs/rules.md#pricing: the hotel's agreed unit price, which replaces the catalog's. */
  agreedUnitPrice: Cents.nullable().default(null),
  /** The unit price the line was priced at (the agreed one or the catalog's). */
  unitPrice: Cents.nullable().default(null),
  /** How many units the price counts (nights × rooms, people × days...): the adults of a per-person line. */
  quantity: z.number().min(0).default(0),
  /** docs/rules.md#children: the child units a per-person line counts, and what each costs (the child share). */
  childQuantity: z.number().min(0).default(0),
  childUnitPrice: Cents.nullable().default(null),
};

/** A booked unit group (rooms, a meeting room) over a period. */
export const RecordUnitgroupLine = z.object({
  ...pricedLine,
  unitgroup: Ref,
  itemcount: z.number().int().min(1),
  start: DateTime,
  end: DateTime,
  nightcount: Count.default(0),
  personcount: Count.default(0),
  childcount: Count.default(0),
  starttime: Time.nullable().default(null),
  endtime: Time.nullable().default(null),
  timeslicedefinition: Ref.nullable().default(null),
  /** The seating setup of a meeting room line, and its names when it was booked. */
  setup: Ref.nullable().default(null),
  setupNames: Names.nullable().default(null),
  /** The rate plan's names and terms as agreed (null: the line has no rate; the property's terms apply). */
  rate: RecordRate.nullable().default(null),
  /** Whether the domain could price it (false: no rate covers it). */
  priceinvalid: z.boolean().default(false),
});
export type RecordUnitgroupLine = z.infer<typeof RecordUnitgroupLine>;

/** A booked service (a meal, equipment), on its own or under a unit group line. */
export const RecordServiceLine = z.object({
  ...pricedLine,
  service: Ref,
  itemcount: Count,
  personcount: Count.default(0),
  childcount: Count.default(0),
  durationcount: Count.default(0),
  description: z.string().default(''),
  starttime: Time.nullable().default(null),
  endtime: Time.nullable().default(null),
  start: DateTime,
  end: DateTime,
  /** The options chosen (a diet, a variant), with their names when booked. */
  serviceOptionList: z.array(z.object({ serviceOption: Ref, names: Names.default({}) })).default([]),
  /** The unit group line it belongs to, by that line's id. */
  bookingUnitgroup: Ref.nullable().default(null),
  isPerPerson: z.boolean().default(false),
  /** The service's selling mode when booked (what its counts mean: persons, items, hours); null in older records. */
  sellingmode: z.number().int().nullable().default(null),
  /** The minimum-sales line: what it adds and the threshold it fills up to. */
  minimumSalesAddPrice: Cents.optional(),
  minimumSalesResultPrice: Cents.optional(),
});
export type RecordServiceLine = z.infer<typeof RecordServiceLine>;

/** A booking's own fields: when, who, how it came in, what it is for. */
const bookingFields = {
  start: DateTime,
  end: DateTime,
  startdate: IsoDay,
  enddate: IsoDay,
  starttime: Time.optional(),
  endtime: Time.optional(),
  currency: z.string().optional(),
  bookingcategory: Ref.default({ id: BookingCategory.Normal }),
  bookingchannel: Ref.optional(),
};

/*
 * docs/rules.md#the-payment-ledger: the movements of a booking's money (ledger.ts derives what they mean).
 */

/** The kinds of movement: a payment authorised (not yet taken), taken, a card held, a fee charged, money returned. */
export const LEDGER_KINDS = ['authorisation', 'capture', 'hold', 'fee', 'refund'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** How a movement ended at the provider. */
export const LEDGER_OUTCOMES = ['success', 'refused', 'error', 'canceled', 'pending'] as const;
export type LedgerOutcome = (typeof LEDGER_OUTCOMES)[number];

/** A card as the provider names it: brand, last four digits, expiry ('MM/YY'); never its number. */
export const LedgerCard = z.object({
  brand: z.string(),
  last4: z.string().regex(/^\d{4}$/),
  expiry: z.string().default(''),
});
export type LedgerCard = z.infer<typeof LedgerCard>;

/** One movement of a booking's money. */
export const LedgerEntry = z.object({
  kind: z.enum(LEDGER_KINDS),
  /** Minor units, never negative (a refund is a kind, not a sign); 0 for a card hold. */
  amount: z.number().int().min(0),
  currency: z.string().min(3).max(3),
  /** When it happened (ISO instant, from the one clock). */
  at: z.string().datetime({ offset: true }),
  /** Who moved it: a payment provider ('sandbox', 'adyen', 'stripe') or 'hotel' for a payment staff recorded. */
  provider: z.string().min(1),
  /** The provider's reference of the movement (a held card's reference charges it later). */
  reference: z.string(),
  outcome: z.enum(LEDGER_OUTCOMES),
  /**
   * The movement this one settles when it has a reference of its own (Adyen's captures and releases name the
   * authorisation's payment so); null when it is the same reference or none.
   */
  of: z.string().nullable().default(null),
  card: LedgerCard.nullable().default(null),
  /** A payment the hotel recorded: how it came ('transfer', 'cash', 'terminal'); null for a provider's. */
  method: z.string().nullable().default(null),
  /** Who recorded a hotel payment (the staff member's name), or null. */
  by: z.string().nullable().default(null),
});
export type LedgerEntry = z.infer<typeof LedgerEntry>;
export type LedgerEntryInput = z.input<typeof LedgerEntry>;

/** A booking's ledger, oldest movement first. */
export const PaymentLedger = z.array(LedgerEntry);

/** A guest's or a staff member's booking: its people, lines and totals as priced. */
export const BookingData = z.object({
  ...bookingFields,
  propertyId: Id,
  timeslicedefinition: Ref.nullable().default(null),
  booker: RecordContact,
  guest: RecordContact.optional(),
  people: Count.default(0),
  personsperroom: Count.nullable().default(null),
  customeraccountnumber: z.string().nullable().default(null),
  promocode: z.string().nullable().default(null),
  tags: z.array(z.object({ id: Id, name: z.string().default('') })).default([]),
  eventtitle: z.string().default(''),
  description: z.string().default(''),
  onbehalfofguest: z.boolean().default(false),
  /** The booking reason and its names as the catalog had them when booked (older records: the id only). */
  bookingreason: z
    .object({ id: Id, names: Names.default({}) })
    .nullable()
    .default(null),
  termsAccepted: z.boolean().default(false),
  isrequested: z.boolean().default(false),
  info: z.string().default(''),
  daynumbers: z.array(z.number().int()).default([]),
  type: z.enum(['normal', 'reservation']).default('normal'),
  request: z.boolean().default(true),
  /** The booker's language: their mails, their link and their page (null: the property's own). */
  language: z.enum(RECORD_LANGUAGES).nullable().default(null),
  /** The total as priced, in cents, and whether a part of it is on request. */
  total: Cents,
  onRequest: z.boolean().default(false),
  vatList: z.array(z.object({ vat: RecordVat, amount: Cents, onRequest: z.boolean() })).default([]),
  bookingUnitgroupList: z.array(RecordUnitgroupLine).default([]),
  bookingServiceList: z.array(RecordServiceLine).default([]),
  /** docs/rules.md#the-payment-ledger: every movement of the booking's money, oldest first. */
  payments: PaymentLedger.default([]),
});
export type BookingData = z.infer<typeof BookingData>;

/** docs/api.md#blocks-and-unavailability: why units are out of sale, and for which days and times. */
export const BlockData = z.object({
  reason: z.enum(BLOCK_REASONS),
  note: z.string(),
  from: IsoDay,
  to: IsoDay,
  fromTime: Time.nullable(),
  toTime: Time.nullable(),
});
export type BlockData = z.infer<typeof BlockData>;

/** A block: units out of sale (booking category 4), with its reason and note. */
export const BlockRecord = z.object({
  ...bookingFields,
  bookingcategory: z.object({ id: z.literal(BookingCategory.Blocked) }),
  block: BlockData,
});
export type BlockRecord = z.infer<typeof BlockRecord>;

/** What the booking row's `data` holds: a booking, or a block. */
export const BookingRecord = z.union([BlockRecord, BookingData]);
export type BookingRecord = z.infer<typeof BookingRecord>;

/** The record of a stored booking, checked: a record that does not match throws, naming the bad fields. */
export function parseBookingRecord(value: unknown): BookingRecord {
  // One schema or the other by the `block` field, so that an error names the fields of the one meant.
  const isBlock = typeof value === 'object' && value !== null && 'block' in value;
  const parsed = (isBlock ? BlockRecord : BookingData).safeParse(value);
  if (parsed.success) return parsed.data;
  throw new Error(`booking record invalid: ${z.prettifyError(parsed.error)}`);
}

/** A priced unit group line before it is stored (it gets its id then). */
export type UnitgroupLineDraft = Omit<z.input<typeof RecordUnitgroupLine>, 'id'>;
/** A priced service line before it is stored; its unit group line named by index into the booking's. */
export type ServiceLineDraft = Omit<z.input<typeof RecordServiceLine>, 'id' | 'bookingUnitgroup'>;
/** A priced booking's own fields and totals, before its lines are stored. */
export type BookingDataDraft = Omit<
  z.input<typeof BookingData>,
  'bookingUnitgroupList' | 'bookingServiceList'
>;
