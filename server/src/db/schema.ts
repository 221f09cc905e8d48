import { type BookingRecord, parseBookingRecord } from '@venue/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/*
 * The relational model of the booking API. Money is integer cents; wall-clock times are property-local
 * `timestamp without time zone`. Inventory is held by `unit_allocation` and its EXCLUDE constraint,
 * which lives in the custom migration (drizzle cannot express it).
 */

/** A PostgreSQL tsrange, exchanged as its text form '[2026-01-01 15:00:00,2026-01-02 11:00:00)'. */
const tsrange = customType<{ data: string; driverData: string }>({
  dataType: () => 'tsrange',
});

/**
 * A catalog row's version for optimistic concurrency (docs/api.md#resources): every update carries the version
 * it read and raises it by one; a stale version is refused.
 */
const rowVersion = () => integer().notNull().default(1);

/**
 * Translations of a row's guest-visible texts: language key -> field -> text (`{ en: { name: 'Catering' } }`).
 * The stored columns hold the property's own language; a missing translation falls back to them.
 */
const translations = () => jsonb().$type<Record<string, Record<string, string>>>().notNull().default({});

/**
 * The booking record (domain/src/bookingRecord/record.ts) in a jsonb column, checked against its schema whenever
 * it is written and whenever it is read: a reader gets the typed record or an error, never an unchecked shape.
 */
const bookingRecord = customType<{ data: BookingRecord; driverData: string }>({
  dataType: () => 'jsonb',
  toDriver: (value) => JSON.stringify(parseBookingRecord(value)),
  // node-postgres and PGlite hand jsonb over parsed; a string is parsed here.
  fromDriver: (value: unknown) => parseBookingRecord(typeof value === 'string' ? JSON.parse(value) : value),
});

/** Raw bytes (hero images, panoramas). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

export const property = pgTable('property', {
  id: serial().primaryKey(),
  version: rowVersion(),
  key: text().notNull().unique(),
  code: text().notNull().unique(),
  name: text().notNull(),
  currency: text().notNull(),
  timezone: text().notNull(),
  defaultLanguage: text().notNull(),
  /** Theme tokens (the @venue/themes contract) served as the property CSS. */
  themeTokens: jsonb().$type<Record<string, unknown>>(),
  /** Translations of name/description per language key. */
  i18n: translations(),
  address: jsonb().$type<Record<string, string>>().notNull().default({}),
});

/** The property a row belongs to (the same foreign key on every per-property table). */
const ownerProperty = () =>
  integer()
    .notNull()
    .references(() => property.id);

export const propertySetting = pgTable(
  'property_setting',
  {
    id: serial().primaryKey(),
    version: rowVersion(),
    propertyId: ownerProperty(),
    key: text().notNull(),
    value: text().notNull(),
  },
  (t) => [uniqueIndex('property_setting_key').on(t.propertyId, t.key)],
);

/** Anonymous property logins: only the SHA-256 of the token is stored. */
export const session = pgTable('session', {
  id: serial().primaryKey(),
  tokenHash: text().notNull().unique(),
  propertyId: ownerProperty(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
});

/**
 * A tag a property's unit groups carry and bookers pick by its exact name (docs/rules.md): the property's own
 * (migration 0013 gave every property its own copy of the tags it had from the shared list).
 */
export const tag = pgTable(
  'tag',
  {
    id: serial().primaryKey(),
    version: rowVersion(),
    propertyId: ownerProperty(),
    name: text().notNull(),
    i18n: translations(),
  },
  (t) => [uniqueIndex('tag_property_name').on(t.propertyId, t.name)],
);

/** The columns of a property's small list: a name in the property's language, its translations and an order. */
const listColumns = () => ({
  id: serial().primaryKey(),
  version: rowVersion(),
  propertyId: ownerProperty(),
  name: text().notNull(),
  sort: integer().notNull().default(0),
  i18n: translations(),
});

/** Why a booking is made (spec 7 base bookingreason); a booking names it in `data.bookingreason`. */
export const bookingreason = pgTable(
  'bookingreason',
  { ...listColumns(), inactive: boolean().notNull().default(false) },
  (t) => [index('bookingreason_property').on(t.propertyId)],
);

/** How the property takes payment at the desk or by invoice (spec 7 base paymenttype). */
export const paymenttype = pgTable(
  'paymenttype',
  { ...listColumns(), inactive: boolean().notNull().default(false) },
  (t) => [index('paymenttype_property').on(t.propertyId)],
);

/** What the property's document templates are grouped by (spec 7 base documenttemplatecategory). */
export const documenttemplatecategory = pgTable('documenttemplatecategory', listColumns(), (t) => [
  index('documenttemplatecategory_property').on(t.propertyId),
]);

export const vat = pgTable('vat', {
  id: serial().primaryKey(),
  version: rowVersion(),
  propertyId: ownerProperty(),
  name: text().notNull(),
  /** Percent. */
  value: integer().notNull(),
  /** Translations of the name (migration 0019). */
  i18n: translations(),
});

export const timeslicedefinition = pgTable('timeslicedefinition', {
  id: serial().primaryKey(),
  version: rowVersion(),
  propertyId: ownerProperty(),
  name: text().notNull(),
  checkintime: text().notNull().default('00:00:00'),
  checkouttime: text().notNull().default('23:59:59'),
  starttime: text().notNull().default('00:00:00'),
  endtime: text().notNull().default('23:59:59'),
  overnight: boolean().notNull().default(false),
  sort: integer().notNull().default(0),
  i18n: translations(),
});

export const servicetype = pgTable('servicetype', {
  id: serial().primaryKey(),
  version: rowVersion(),
  propertyId: ownerProperty(),
  code: text().notNull(),
  name: text().notNull(),
  notab: boolean().notNull().default(false),
  disableingroupmode: boolean().notNull().default(false),
  notassignedtounitgroup: boolean().notNull().default(false),
  required: boolean().notNull().default(false),
  minadvancebookingdays: integer().notNull().default(0),
  sort: integer().notNull().default(0),
  i18n: translations(),
});

export const servicegroup = pgTable('servicegroup', {
  id: serial().primaryKey(),
  version: rowVersion(),
  propertyId: ownerProperty(),
  name: text().notNull(),
  required: boolean().notNull().default(false),
  multiselect: boolean().notNull().default(true),
  i18n: translations(),
});

/** A rate plan; a customer account or promo code may point at its own plan. */
export const rateplan = pgTable('rateplan', {
  id: serial().primaryKey(),
  version: rowVersion(),
  propertyId: ownerProperty(),
  code: text().notNull(),
  name: text().notNull(),
  /** Percent of the base price (100 = base); a customer account's rate is a discount on the base prices. */
  pricePercent: integer().notNull().default(100),
  isDefault: boolean().notNull().default(false),
  /** docs/rules.md#rate-policies: sold only through a customer account or a promo code, not to every guest. */
  restricted: boolean().notNull().default(false),
  /** What is paid when booking: 'none', 'deposit' (depositPercent of the total) or 'full'. */
  prepayment: text().notNull().default('none'),
  depositPercent: integer(),
  /** A card is held as a guarantee (nothing charged). */
  guarantee: boolean().notNull().default(false),
  /** Days before arrival until which cancelling is free; null: the property's booking.cancel.daysBeforeArrival. */
  freeCancellationDays: integer(),
  /** False: cancelling is never free (a non-refundable rate). */
  refundable: boolean().notNull().default(true),
  /** The fee after the free period: 'percent' (cancellationFeePercent of the total) or 'firstNight'. */
  cancellationFee: text().notNull().default('percent'),
  cancellationFeePercent: integer().notNull().default(100),
  i18n: translations(),
});

export const unitgroup = pgTable(
  'unitgroup',
  {
    id: serial().primaryKey(),
    version: rowVersion(),
    propertyId: ownerProperty(),
    code: text().notNull(),
    name: text().notNull(),
    description: text().notNull().default(''),
    category: integer().notNull(),
    multiselect: boolean().notNull().default(false),
    minPersons: integer().notNull().default(1),
    maxPersons: integer().notNull().default(10),
    maxSelectablePersonCount: integer(),
    minimumSales: integer(),
    minimumSalesPerPerson: integer(),
    bookDirectly: boolean().notNull().default(false),
    hideifunavailable: boolean().notNull().default(false),
    ignorePersoncount: boolean().notNull().default(false),
    /** Base price per item and night (rooms) or day (meeting rooms), cents. */
    price: integer().notNull(),
    vatId: integer()
      .notNull()
      .references(() => vat.id),
    onRequest: boolean().notNull().default(false),
    /** Out of the offer (docs/api.md#resources): kept for the bookings that name it, no longer offered. */
    inactive: boolean().notNull().default(false),
    sort: integer().notNull().default(0),
    i18n: translations(),
  },
  (t) => [index('unitgroup_property').on(t.propertyId)],
);

/** One physical unit (a room, a meeting room); a unit group's quantity is its number of units. */
export const unit = pgTable(
  'unit',
  {
    id: serial().primaryKey(),
    version: rowVersion(),
    unitgroupId: integer()
      .notNull()
      .references(() => unitgroup.id),
    name: text().notNull(),
  },
  (t) => [index('unit_unitgroup').on(t.unitgroupId)],
);

export const unitgroupTag = pgTable(
  'unitgroup_tag',
  {
    unitgroupId: integer()
      .notNull()
      .references(() => unitgroup.id),
    tagId: integer()
      .notNull()
      .references(() => tag.id),
  },
  (t) => [primaryKey({ columns: [t.unitgroupId, t.tagId] })],
);

export const service = pgTable(
  'service',
  {
    id: serial().primaryKey(),
    version: rowVersion(),
    propertyId: ownerProperty(),
    code: text().notNull(),
    name: text().notNull(),
    text: text().notNull().default(''),
    servicetypeId: integer()
      .notNull()
      .references(() => servicetype.id),
    minOption: integer().notNull().default(0),
    maxOption: integer().notNull().default(0),
    timeenabled: boolean().notNull().default(false),
    timeenabledforuserisrequired: boolean().notNull().default(false),
    descriptionenabled: boolean().notNull().default(false),
    descriptionenabledforuserisrequired: boolean().notNull().default(false),
    sellingmode: integer().notNull(),
    minimumsalesforfreerent: integer(),
    price: integer().notNull(),
    vatId: integer()
      .notNull()
      .references(() => vat.id),
    onRequest: boolean().notNull().default(false),
    disabled: boolean().notNull().default(false),
    inactive: boolean().notNull().default(false),
    sort: integer().notNull().default(0),
    i18n: translations(),
  },
  (t) => [index('service_property').on(t.propertyId)],
);

export const serviceOption = pgTable('service_option', {
  id: serial().primaryKey(),
  version: rowVersion(),
  serviceId: integer()
    .notNull()
    .references(() => service.id),
  name: text().notNull(),
  required: boolean().notNull().default(false),
  prefillpeople: boolean().notNull().default(false),
  disabled: boolean().notNull().default(false),
  description: text(),
  sort: integer().notNull().default(0),
  i18n: translations(),
});

export const servicegroupService = pgTable(
  'servicegroup_service',
  {
    servicegroupId: integer()
      .notNull()
      .references(() => servicegroup.id),
    serviceId: integer()
      .notNull()
      .references(() => service.id),
  },
  (t) => [primaryKey({ columns: [t.servicegroupId, t.serviceId] })],
);

/** A relation from a service or unit group to another service or unit group (docs/api.md Relations). */
export const relation = pgTable('relation', {
  id: serial().primaryKey(),
  version: rowVersion(),
  propertyId: ownerProperty(),
  ownerServiceId: integer().references(() => service.id),
  ownerUnitgroupId: integer().references(() => unitgroup.id),
  type: text().notNull(),
  groupKey: text(),
  relatedServiceId: integer().references(() => service.id),
  relatedUnitgroupId: integer().references(() => unitgroup.id),
});

export const customeraccount = pgTable(
  'customeraccount',
  {
    id: serial().primaryKey(),
    version: rowVersion(),
    propertyId: ownerProperty(),
    number: text().notNull(),
    name: text().notNull(),
    rateplanId: integer()
      .notNull()
      .references(() => rateplan.id),
  },
  (t) => [uniqueIndex('customeraccount_number').on(t.propertyId, t.number)],
);

export const promocode = pgTable(
  'promocode',
  {
    id: serial().primaryKey(),
    version: rowVersion(),
    propertyId: ownerProperty(),
    code: text().notNull(),
    rateplanId: integer()
      .notNull()
      .references(() => rateplan.id),
  },
  (t) => [uniqueIndex('promocode_code').on(t.propertyId, t.code)],
);

/** Images: hero slides, panoramas and unit group pictures, stored small in the database. */
export const document = pgTable('document', {
  id: serial().primaryKey(),
  version: rowVersion(),
  propertyId: ownerProperty(),
  kind: text().notNull(),
  unitgroupId: integer().references(() => unitgroup.id),
  servicetypeId: integer().references(() => servicetype.id),
  name: text().notNull(),
  mime: text().notNull(),
  bytes: bytea().notNull(),
  sort: integer().notNull().default(0),
  /** Pixels of the stored image (null for documents stored before uploads were re-encoded). */
  width: integer(),
  height: integer(),
  /** The image's text alternative in the property's language; translations in `i18n`. */
  description: text().notNull().default(''),
  i18n: translations(),
});

/** Smaller copies of an uploaded image: widths from 120 px in doubling steps below its own width. */
export const documentThumbnail = pgTable(
  'document_thumbnail',
  {
    documentId: integer()
      .notNull()
      .references(() => document.id),
    width: integer().notNull(),
    mime: text().notNull(),
    bytes: bytea().notNull(),
  },
  (t) => [primaryKey({ columns: [t.documentId, t.width] })],
);

export const setup = pgTable('setup', {
  id: serial().primaryKey(),
  version: rowVersion(),
  propertyId: ownerProperty(),
  name: text().notNull(),
  issetup: boolean().notNull().default(true),
  description: text().notNull().default(''),
  /** Translations of the name and description (migration 0019). */
  i18n: translations(),
});

export const booking = pgTable(
  'booking',
  {
    id: serial().primaryKey(),
    propertyId: ownerProperty(),
    /** The booking code a booker types (also the internal id). */
    internalId: text().notNull().unique(),
    externalId: text(),
    /** SHA-256 of the booking token: the token itself is only ever in the booker's link. */
    tokenHash: text().notNull().unique(),
    state: integer().notNull(),
    version: integer().notNull().default(1),
    currency: text().notNull(),
    total: bigint({ mode: 'number' }).notNull(),
    paymentmethod: text(),
    /**
     * The reservation code a successful payment (or card hold) gives the booker. Whether and what was paid is never
     * a column: the record's payment ledger says it (docs/rules.md#the-payment-ledger).
     */
    reservationcode: text(),
    /** docs/rules.md#booking-lifecycle: what the guest sent, 'request' or 'reservation'. */
    origin: text().notNull().default('request'),
    /** Whether the booking as last priced could be reserved directly (the domain's allowedOrder). */
    directAllowed: boolean().notNull().default(false),
    /** Whether the current lines are an offer the hotel sent (cleared again by a booker's edit). */
    offeredByHotel: boolean().notNull().default(false),
    /** The option date of an Optional offer: it lapses after it (property wall clock, 'YYYY-MM-DD'). */
    optionDate: text(),
    startAt: timestamp().notNull(),
    endAt: timestamp().notNull(),
    /** The booking record: what was agreed (contact, lines, VAT...), or a block's reason and days. */
    data: bookingRecord().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('booking_property').on(t.propertyId)],
);

export const bookingUnitgroup = pgTable(
  'booking_unitgroup',
  {
    id: serial().primaryKey(),
    bookingId: integer()
      .notNull()
      .references(() => booking.id),
    unitgroupId: integer()
      .notNull()
      .references(() => unitgroup.id),
    itemcount: integer().notNull(),
    startAt: timestamp().notNull(),
    endAt: timestamp().notNull(),
    price: bigint({ mode: 'number' }).notNull(),
    sort: integer().notNull().default(0),
  },
  (t) => [index('booking_unitgroup_booking').on(t.bookingId)],
);

/**
 * One physical unit held for a period, by a booking line or by a calendar block (booking_unitgroup_id null).
 * `holds` is true while the booking is Offered, Optional or Confirmed; the EXCLUDE constraint
 * (custom migration) forbids two holding rows of one unit with overlapping periods.
 */
export const unitAllocation = pgTable(
  'unit_allocation',
  {
    id: serial().primaryKey(),
    unitId: integer()
      .notNull()
      .references(() => unit.id),
    bookingUnitgroupId: integer().references(() => bookingUnitgroup.id),
    bookingId: integer().references(() => booking.id),
    period: tsrange().notNull(),
    holds: boolean().notNull().default(true),
    note: text(),
  },
  (t) => [index('unit_allocation_booking').on(t.bookingId)],
);

export const bookingService = pgTable(
  'booking_service',
  {
    id: serial().primaryKey(),
    bookingId: integer()
      .notNull()
      .references(() => booking.id),
    serviceId: integer()
      .notNull()
      .references(() => service.id),
    bookingUnitgroupId: integer().references(() => bookingUnitgroup.id),
    itemcount: integer().notNull(),
    price: bigint({ mode: 'number' }).notNull(),
    data: jsonb().$type<Record<string, unknown>>().notNull(),
    sort: integer().notNull().default(0),
  },
  (t) => [index('booking_service_booking').on(t.bookingId)],
);

/*
 * docs/rules.md#group-blocks: a group (a congress) holds rooms for its attendees in blocks, per unit group and rate
 * plan, units per night at a negotiated price. The rows are read into the domain's `Group` (db/groupQueries.ts) and
 * checked against its schema; what a definite block still holds is subtracted from public availability.
 */
export const bookingGroup = pgTable(
  'booking_group',
  {
    id: serial().primaryKey(),
    version: rowVersion(),
    propertyId: ownerProperty(),
    eventName: text().notNull(),
    /** The organiser's own booking: attendees' bookings never change it. */
    organiserBookingId: integer()
      .notNull()
      .references(() => booking.id),
    organiserName: text().notNull(),
    /** What attendees type (normalised: upper case letters and digits), unique per property. */
    pickupCode: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('booking_group_pickup_code').on(t.propertyId, t.pickupCode),
    index('booking_group_organiser').on(t.organiserBookingId),
  ],
);

export const groupBlock = pgTable(
  'group_block',
  {
    id: serial().primaryKey(),
    version: rowVersion(),
    groupId: integer()
      .notNull()
      .references(() => bookingGroup.id),
    unitgroupId: integer()
      .notNull()
      .references(() => unitgroup.id),
    rateplanId: integer()
      .notNull()
      .references(() => rateplan.id),
    /** The negotiated price of one unit for one night, cents of `currency`. */
    unitPrice: integer().notNull(),
    currency: text().notNull(),
    status: text().notNull(),
    /** The release rule: 'date' (releaseDate), 'daysBefore' (releaseDays) or 'none'. */
    releaseKind: text().notNull(),
    releaseDate: date({ mode: 'string' }),
    releaseDays: integer(),
    sort: integer().notNull().default(0),
  },
  (t) => [
    index('group_block_group').on(t.groupId),
    index('group_block_unitgroup').on(t.unitgroupId, t.status),
    check('group_block_status', sql`${t.status} in ('tentative', 'definite', 'released', 'canceled')`),
    check('group_block_release_kind', sql`${t.releaseKind} in ('date', 'daysBefore', 'none')`),
  ],
);

/** The units a block holds one night (the night of `night`, the day of arrival). */
export const groupBlockNight = pgTable(
  'group_block_night',
  {
    blockId: integer()
      .notNull()
      .references(() => groupBlock.id),
    night: date({ mode: 'string' }).notNull(),
    units: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.blockId, t.night] }),
    check('group_block_night_units', sql`${t.units} >= 0`),
  ],
);

/** An attendee's booking taken from a block: its consecutive nights and its units. */
export const groupBlockPickup = pgTable(
  'group_block_pickup',
  {
    id: serial().primaryKey(),
    blockId: integer()
      .notNull()
      .references(() => groupBlock.id),
    bookingId: integer()
      .notNull()
      .unique()
      .references(() => booking.id),
    firstNight: date({ mode: 'string' }).notNull(),
    lastNight: date({ mode: 'string' }).notNull(),
    units: integer().notNull(),
  },
  (t) => [index('group_block_pickup_block').on(t.blockId)],
);

/**
 * docs/rules.md#group-blocks: a pickup summary mail of a block, before its release or at it, to the organiser or
 * the hotel. The release job writes the row in the transaction that decides it is due (one per block, occasion and
 * recipient: the unique index keeps a second process from deciding it again) and sends it afterwards, each row once.
 */
export const groupReleaseMail = pgTable(
  'group_release_mail',
  {
    id: serial().primaryKey(),
    blockId: integer()
      .notNull()
      .references(() => groupBlock.id),
    /** 'before' (some days before the release) or 'released'. */
    occasion: text().$type<'before' | 'released'>().notNull(),
    /** 'organiser' (the organiser booking's booker) or 'property' (the property's staff users). */
    recipient: text().$type<'organiser' | 'property'>().notNull(),
    /** The mail's language key (en, de). */
    language: text().notNull(),
    status: text().$type<'queued' | 'sent' | 'failed'>().notNull().default('queued'),
    attempts: integer().notNull().default(0),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('group_release_mail_once').on(t.blockId, t.occasion, t.recipient),
    index('group_release_mail_status').on(t.status),
    check('group_release_mail_occasion', sql`${t.occasion} in ('before', 'released')`),
    check('group_release_mail_recipient', sql`${t.recipient} in ('organiser', 'property')`),
    check('group_release_mail_state', sql`${t.status} in ('queued', 'sent', 'failed')`),
  ],
);

/** Every table, in an order safe for counting and checksums in tests. */
export const allTables = {
  property,
  propertySetting,
  session,
  tag,
  bookingreason,
  paymenttype,
  documenttemplatecategory,
  vat,
  timeslicedefinition,
  servicetype,
  servicegroup,
  rateplan,
  unitgroup,
  unit,
  unitgroupTag,
  service,
  serviceOption,
  servicegroupService,
  relation,
  customeraccount,
  promocode,
  document,
  documentThumbnail,
  setup,
  booking,
  bookingUnitgroup,
  unitAllocation,
  bookingService,
  bookingGroup,
  groupBlock,
  groupBlockNight,
  groupBlockPickup,
} as const;

/** A SQL fragment used by the availability queries: the allocation period as a range literal type. */
export const tsrangeOf = (start: string, end: string) =>
  sql`tsrange(${start}::timestamp, ${end}::timestamp, '[)')`;
