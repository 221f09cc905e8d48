import { Time } from '@internationalized/date';
import type { Cents, StartWeekdays } from '../model/entities.ts';

/*
 * Typed settings (docs/settings.md#settings-table): what they hold, their defaults and the rules read off them. Apart
 * from settings.ts's table and reader, so a first screen that has its settings already read (settingsJson.ts) loads
 * neither.
 */

/** The prefix every configurator setting key carries (docs/settings.md#reading-settings). */
export const SETTING_PREFIX = 'web.engine.configuration.';

/**
 * Every configurator setting, typed and with its default (docs/settings.md#settings-table).
 * Money is in cents; durations in minutes; times of day as `Time`; "no upper limit" is `Infinity`.
 */
export interface Settings {
  /** Only group bookings (rooms): no setup page, no service pages, a room is required. */
  readonly groupBookingOnly: boolean;
  /** Several time slots per day; the booking then carries no global start/end time. */
  readonly multislotEnabled: boolean;
  /** Free start/end times instead of fixed time slices. */
  readonly flexibleslotEnabled: boolean;
  /** Shortest flexible slot, minutes (default 00:15:00). */
  readonly flexibleslotMinDuration: number;
  /** Grid of the time pickers, minutes (default 15). */
  readonly flexibleslotUnitInterval: number;
  /** Earliest start time (default 00:00:00). */
  readonly flexibleslotMinStarttime: Time;
  /** Latest end time (default 23:59:59). */
  readonly flexibleslotMaxEndtime: Time;
  /** A room page (category 1) is part of the page list. */
  readonly unitgroupIsEnabled: boolean;
  /** Meeting rooms are switched off. */
  readonly unitgroupMeetingIsDisabled: boolean;
  readonly unitgroupAllCategoriesMultiselect: boolean;
  readonly unitgroupIgnorePersoncountDisallowSend: boolean;
  readonly setupIsEnabled: boolean;
  readonly capacitycheckRoomIsDisabled: boolean;
  readonly capacitycheckMeetingroomIsDisabled: boolean;
  /** The cart starts without pressing start. */
  readonly autostart: boolean;
  /** The event bar is not shown (which also starts the cart automatically). */
  readonly eventbarIsDisabled: boolean;
  /** No guest count is asked for. */
  readonly noGuests: boolean;
  /** The guest count a new cart starts with. */
  readonly defaultGuests: number;
  readonly personsPerRoomIsEnabled: boolean;
  readonly personsPerRoomDefault: number;
  /** Lower bound of persons per room when the item gives none (docs/settings.md#settings-table: 1). */
  readonly personsPerRoomMin: number;
  /** Upper bound of persons per room when the item gives none (docs/settings.md#settings-table: 10). */
  readonly personsPerRoomMax: number;
  /** docs/rules.md#children: the property takes children; the event bar asks for them beside the adults. */
  readonly childrenEnabled: boolean;
  /** The oldest age that counts as a child (the field says "Children (up to 12)"). */
  readonly childrenMaxAge: number;
  /** What a child pays of a per-person price, in percent (0: free, 100: as an adult). */
  readonly childrenPricePercent: number;
  readonly promocodeDefault: string | null;
  /** The default start date is today plus this many days. */
  readonly defaultAdvanceBookingDays: number;
  /** Dates closer than this many days from today cannot be booked. */
  readonly minAdvanceBookingDays: number;
  /** docs/settings.md#settings-table: the booking horizon; no stay may start or end more than this many days after today. */
  readonly maxAdvanceBookingDays: number;
  readonly noDefaultStartDate: boolean;
  readonly horizontalDefault: boolean;
  readonly horizontalSwitchable: boolean;
  readonly tagsEnabled: boolean;
  /** Names of the tags a new cart starts with. */
  readonly tagsDefault: readonly string[];
  readonly orderByAvailabilityDisabled: boolean;
  /** Code of the service that carries the minimum-sales difference. */
  readonly serviceMinimumSalesCode: string | null;
  readonly paymentEnabled: boolean;
  readonly configuratorPaymentEnabled: boolean;
  /** Share of the total charged online, percent (default 100). */
  readonly configuratorPaymentDepositInPercent: number;
  readonly onlineOfferPaymentEnabled: boolean;
  readonly paymentPaytweakEnabled: boolean;
  readonly paymentPayboxEnabled: boolean;
  readonly paymentApaleoEnabled: boolean;
  /** Every `paymentOptions.*` setting by the rest of its key (methods, kind, sandbox...). */
  readonly paymentOptions: Readonly<Record<string, string>>;
  /** Direct booking only up to this price; null means no limit. */
  readonly maxAmountBookDirectly: Cents | null;
  /** Event duration in days: min, default and max (docs/settings.md#settings-table: 1, 1, infinite). */
  readonly durationMin: number;
  readonly durationDefault: number;
  readonly durationMax: number;
  readonly bookingMaxAmount: Cents | null;
  readonly bookingOrderMode: boolean;
  readonly bookingOfferMode: boolean;
  /** docs/rules.md#booking-lifecycle: a sent request waits for the hotel (New) until staff send the offer. */
  readonly bookingOfferReview: boolean;
  /** docs/rules.md#booking-lifecycle: a booker may cancel a confirmed booking until this many days before arrival; null: only the hotel can. */
  readonly bookingCancelDaysBeforeArrival: number | null;
  /** Minutes a reservation waits for the payment it needs before it is released (docs/rules.md#booking-lifecycle). */
  readonly paymentHoldMinutes: number;
  /** Weekdays a stay or event may start on (default: every day). */
  readonly startWeekdays: StartWeekdays;
  readonly minNightcount: number;
  /** Most nights of a stay (docs/settings.md#settings-table: 90). */
  readonly maxNightcount: number;
  /** Minimum and maximum duration in days (nights + 1). */
  readonly minDuration: number;
  readonly maxDuration: number;
  /** Start and end date must be the same day. */
  readonly singleDate: boolean;
  /** Dates need not overlap the required room date ranges. */
  readonly overlapcheckIsDisabled: boolean;
  /** docs/settings.md#settings-table: the service tab comes before the unit tab. */
  readonly tabsServiceBeforeUnit: boolean;
  /** The duplicate-day action of the multi-day overview is hidden. */
  readonly duplicateDayIsHidden: boolean;
  /** Host page origins allowed to embed the configurator (embed protocol and CSP frame-ancestors). */
  readonly embedAllowedOrigins: readonly string[];
  /** docs/settings.md#settings-table: fields that can be made mandatory by setting. */
  readonly guestsMandatory: boolean;
  readonly startdateMandatory: boolean;
  readonly timesliceMandatory: boolean;
  readonly customeraccountMandatory: boolean;
  readonly promocodeMandatory: boolean;
  /** The event's title, booking reason and description the guest must give (the cart page's event group). */
  readonly eventtitleMandatory: boolean;
  readonly bookingreasonMandatory: boolean;
  readonly descriptionMandatory: boolean;
  /** Debounce of the list refresh, ms (docs/settings.md#settings-table: 100). */
  readonly refreshListsDebounce: number;
  /** Where guests reach the property with questions: shown on every page of the configurator and in mails. */
  readonly contactEmail: string | null;
  readonly contactPhone: string | null;
}

const noLimit = Number.POSITIVE_INFINITY;

/** The defaults of docs/settings.md#settings-table; used for every key that is absent or malformed. */
export const defaultSettings: Settings = Object.freeze({
  groupBookingOnly: false,
  multislotEnabled: false,
  flexibleslotEnabled: false,
  flexibleslotMinDuration: 15,
  flexibleslotUnitInterval: 15,
  flexibleslotMinStarttime: new Time(0, 0, 0),
  flexibleslotMaxEndtime: new Time(23, 59, 59),
  unitgroupIsEnabled: false,
  unitgroupMeetingIsDisabled: false,
  unitgroupAllCategoriesMultiselect: false,
  unitgroupIgnorePersoncountDisallowSend: false,
  setupIsEnabled: false,
  capacitycheckRoomIsDisabled: false,
  capacitycheckMeetingroomIsDisabled: false,
  autostart: false,
  eventbarIsDisabled: false,
  noGuests: false,
  defaultGuests: 1,
  personsPerRoomIsEnabled: false,
  personsPerRoomDefault: 1,
  personsPerRoomMin: 1,
  personsPerRoomMax: 10,
  childrenEnabled: false,
  childrenMaxAge: 12,
  childrenPricePercent: 50,
  promocodeDefault: null,
  defaultAdvanceBookingDays: 0,
  minAdvanceBookingDays: 0,
  maxAdvanceBookingDays: 1095,
  noDefaultStartDate: false,
  horizontalDefault: false,
  horizontalSwitchable: false,
  tagsEnabled: false,
  tagsDefault: Object.freeze([]),
  orderByAvailabilityDisabled: false,
  serviceMinimumSalesCode: null,
  paymentEnabled: false,
  configuratorPaymentEnabled: false,
  configuratorPaymentDepositInPercent: 100,
  onlineOfferPaymentEnabled: false,
  paymentPaytweakEnabled: false,
  paymentPayboxEnabled: false,
  paymentApaleoEnabled: false,
  paymentOptions: Object.freeze({}),
  maxAmountBookDirectly: null,
  durationMin: 1,
  durationDefault: 1,
  durationMax: noLimit,
  bookingMaxAmount: null,
  bookingOrderMode: false,
  bookingOfferMode: false,
  bookingOfferReview: false,
  bookingCancelDaysBeforeArrival: null,
  paymentHoldMinutes: 30,
  startWeekdays: Object.freeze({
    monday: true,
    tuesday: true,
    wednesday: true,
    thursday: true,
    friday: true,
    saturday: true,
    sunday: true,
  }),
  minNightcount: 0,
  maxNightcount: 90,
  minDuration: 1,
  maxDuration: noLimit,
  singleDate: false,
  overlapcheckIsDisabled: false,
  tabsServiceBeforeUnit: false,
  duplicateDayIsHidden: false,
  embedAllowedOrigins: Object.freeze([]),
  guestsMandatory: false,
  startdateMandatory: false,
  timesliceMandatory: false,
  customeraccountMandatory: false,
  promocodeMandatory: false,
  eventtitleMandatory: false,
  bookingreasonMandatory: false,
  descriptionMandatory: false,
  refreshListsDebounce: 100,
  contactEmail: null,
  contactPhone: null,
});

/** docs/settings.md#settings-table: the cart starts by itself when autostart is set or the event bar is disabled. */
export function startsAutomatically(settings: Pick<Settings, 'autostart' | 'eventbarIsDisabled'>): boolean {
  return settings.autostart || settings.eventbarIsDisabled;
}

/** docs/settings.md#settings-table: payment applies when payment.enabled and configurator.payment.enabled are both on. */
export function configuratorPaymentApplies(
  settings: Pick<Settings, 'paymentEnabled' | 'configuratorPaymentEnabled'>,
): boolean {
  return settings.paymentEnabled && settings.configuratorPaymentEnabled;
}

/** docs/settings.md#settings-table: paying an existing offer applies when payment.enabled and online.offer.payment.enabled are on. */
export function offerPaymentApplies(
  settings: Pick<Settings, 'paymentEnabled' | 'onlineOfferPaymentEnabled'>,
): boolean {
  return settings.paymentEnabled && settings.onlineOfferPaymentEnabled;
}
