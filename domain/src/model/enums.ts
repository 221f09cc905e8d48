/** Numeric enumerations of the booking model (docs/README.md#data-model). Each is a frozen value map plus its union type. */

/** Unit group categories: rooms are priced per night, meeting rooms per day. */
export const UnitgroupCategory = { Room: 1, Meeting: 2 } as const;
export type UnitgroupCategory = (typeof UnitgroupCategory)[keyof typeof UnitgroupCategory];

/** Booking categories. */
export const BookingCategory = { Normal: 1, Group: 2, Blocked: 4, Reservation: 8 } as const;
export type BookingCategory = (typeof BookingCategory)[keyof typeof BookingCategory];

/** Result of a payment attempt. */
export const PaymentResult = {
  Success: 1,
  Error: 2,
  Refused: 3,
  Canceled: 4,
  Pending: 5,
  UnknownError: 6,
} as const;
export type PaymentResult = (typeof PaymentResult)[keyof typeof PaymentResult];

/** Entity relation types between services and unit groups (docs/README.md#data-model, Relations). */
export const RelationType = [
  'ischild',
  'add',
  'addandremove',
  'remove',
  'removeonremove',
  'addonremove',
  'generatedservicechild',
  'generatedchild',
  'generatedunitgroupchild',
  'generatedsubset',
] as const;
export type RelationType = (typeof RelationType)[number];

/** How a line's unit price is multiplied (docs/README.md#data-model). */
export const SellingMode = {
  Unit: 1,
  Personcount: 2,
  Itemcount: 4,
  PersoncountXItemcount: 8,
  Durationcount: 16,
  PersoncountXNightcount: 32,
} as const;
export type SellingMode = (typeof SellingMode)[keyof typeof SellingMode];

/** Payment methods a booker can choose. */
export const PaymentMethod = ['PM6Hold', 'CreditCard', 'Prepayment', 'Company'] as const;
export type PaymentMethod = (typeof PaymentMethod)[number];

/** Supported languages: English 1 (general default), German 2 (the configurator's default). */
const LanguageId = { en: 1, de: 2 } as const;
export type LanguageKey = keyof typeof LanguageId;

/** Booking channel id the configurator always sends. */
export const BOOKING_CHANNEL_CONFIGURATOR = 4;

/**
 * docs/rules.md#staff-bookings: where a booking came from. Online (4) is the configurator's fixed id (spec 4);
 * the others are the ways a hotel's staff take a booking themselves.
 */
export const BookingChannel = {
  phone: 1,
  email: 2,
  desk: 3,
  online: BOOKING_CHANNEL_CONFIGURATOR,
  other: 5,
} as const;
export type BookingChannelName = keyof typeof BookingChannel;
/** The channels staff choose from when they enter a booking (every one but online). */
export const STAFF_BOOKING_CHANNELS = [
  'phone',
  'email',
  'desk',
  'other',
] as const satisfies readonly BookingChannelName[];
