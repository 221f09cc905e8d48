import type { BookingState } from './bookingState.ts';
import type { PaymentMethod, RelationType, UnitgroupCategory } from './enums.ts';

/*
 * Catalog and booking entities as the API exchanges them (docs/README.md#data-model).
 * Dates travel as 'YYYY-MM-DD', times as 'HH:mm:ss', date-times as 'YYYY-MM-DD HH:mm'.
 * Money is always integer minor units (cents) in the currency named beside it.
 */

/** An ISO calendar date, 'YYYY-MM-DD'. */
export type IsoDate = string;
/** A wall-clock time, 'HH:mm:ss' (or 'HH:mm'). */
export type IsoTime = string;
/** A wall-clock date-time, 'YYYY-MM-DD HH:mm'. */
export type IsoDateTime = string;
/** An amount in minor units (cents). */
export type Cents = number;

/** A rate plan's terms (docs/rules.md#rate-policies; what they mean for a booking: rates/policy.ts). */
export interface RatePolicy {
  /** Paid when booking: nothing, a deposit (depositPercent of the total) or the whole total. */
  readonly prepayment: 'none' | 'deposit' | 'full';
  readonly depositPercent: number | null;
  /** A card is held as a guarantee; nothing is charged. */
  readonly guarantee: boolean;
  /** Days before arrival until which cancelling is free; null: the property's booking.cancel.daysBeforeArrival. */
  readonly freeCancellationDays: number | null;
  /** False: cancelling is never free (a non-refundable rate). */
  readonly refundable: boolean;
  /** The fee after the free period: a percent of the total, or the first night. */
  readonly cancellationFee: 'percent' | 'firstNight';
  readonly cancellationFeePercent: number;
}

/** A reference to another entity by id. */
export interface Ref {
  readonly id: number;
}

/** A tag guests can filter by (lake view, step-free...). */
export interface Tag {
  readonly id: number;
  readonly name: string;
}

/** A supported language. */
export interface Language {
  readonly id: number;
  readonly key: string;
  readonly isocode: string;
  readonly name: string;
}

/** A VAT rate. */
export interface Vat {
  readonly id: number;
  readonly name: string;
  /** Its name in each of the apps' languages (docs/rules.md#the-booking-record keeps them with the booking). */
  readonly names?: Readonly<Partial<Record<'en' | 'de', string>>>;
  /** Percent, e.g. 19 or 7. */
  readonly value: number;
}

/** The VAT share of one price, or a price on request. */
export interface VatEntry {
  readonly vat: Vat;
  readonly amount: Cents;
  readonly onRequest: boolean;
}

/** A named slice of the day a meeting room can be booked for (morning, full day...). */
export interface Timeslicedefinition {
  readonly id: number;
  readonly name: string;
  readonly checkintime: IsoTime;
  readonly checkouttime: IsoTime;
  readonly starttime: IsoTime;
  readonly endtime: IsoTime;
  readonly overnight: boolean;
}

/** A relation from the owning item to another service or unit group. */
export interface Relation {
  readonly entityrelationtype: RelationType;
  /** Items sharing a group key act only when all of them are selected. */
  readonly entityrelationgroupkey: string | null;
  readonly relatedServiceId: number | null;
  readonly relatedUnitgroupId: number | null;
}

/** A rate plan with its unit price. */
export interface Rateplan {
  readonly id: number;
  readonly name: string;
  readonly price: Cents;
  readonly currency: string;
  readonly vat: Vat;
  /** The price is given on request: no amount is charged or shown. */
  readonly onRequest: boolean;
  /** docs/rules.md#rate-policies: what the rate asks of the guest (prepayment, guarantee, cancellation). */
  readonly policy?: RatePolicy;
  /** The price of one unit for the configured stay at this rate, when the list was asked for dates. */
  readonly stayPrice?: Cents | null;
}

/** Availability of a unit group for the requested dates (from the availability call). */
export interface Availabilityoption {
  readonly available: boolean;
  readonly maxquantity: number;
  readonly personsfit: boolean;
}

/** A bookable kind of unit: a room category or a meeting room. */
export interface Unitgroup {
  readonly id: number;
  readonly code: string;
  readonly name: string;
  readonly description: string;
  readonly unitgroupcategory: { readonly id: UnitgroupCategory; readonly multiselect: boolean };
  readonly availabilityoption: Availabilityoption | null;
  readonly minPersons: number;
  readonly maxPersons: number;
  readonly maxSelectablePersonCount: number | null;
  readonly minimumSales: Cents | null;
  readonly minimumSalesPerPerson: Cents | null;
  readonly bookDirectly: boolean;
  readonly hideifunavailable: boolean;
  readonly ignorePersoncount: boolean;
  /** Number of physical units of this group (e.g. three identical breakout rooms). */
  readonly quantity: number;
  readonly unitgroupDocumentList: readonly {
    readonly id: number;
    readonly url: string;
    readonly name: string;
  }[];
  readonly rateplanList: readonly Rateplan[];
  readonly relationList: readonly Relation[];
  readonly tagIds: readonly number[];
}

/** A selectable option of a service (e.g. vegetarian menu). */
interface ServiceOption {
  readonly id: number;
  readonly name: string;
  readonly version: number;
  readonly disabled: boolean;
  readonly prefillpeople: boolean;
  readonly required: boolean;
  readonly minadvancebookingdays: number;
  readonly notassignedtounitgroup: boolean;
  readonly disableingroupmode: boolean;
  readonly headline: string | null;
  readonly description: string | null;
  readonly tooltip: string | null;
  readonly eventbar: boolean;
  readonly notab: boolean;
}

/** A service type; types with a tab get their own configurator page. */
export interface Servicetype {
  readonly id: number;
  readonly code: string;
  readonly name: string;
  readonly notab: boolean;
  readonly disableingroupmode: boolean;
  readonly notassignedtounitgroup: boolean;
  readonly required: boolean;
  readonly minadvancebookingdays: number;
  /** Display order among the tabs. */
  readonly sort: number;
}

/** A service group; a non-multiselect group allows one selected service. */
export interface Servicegroup {
  readonly id: number;
  readonly name: string;
  readonly required: boolean;
  readonly multiselect: boolean;
}

/** A bookable service (catering, equipment, package...). */
export interface Service {
  readonly id: number;
  readonly code: string;
  readonly name: string;
  /** The default text; may contain markup, which is stripped for the booking line's description. */
  readonly text: string;
  readonly servicetype: Ref;
  readonly servicegroupIds: readonly number[];
  readonly serviceOptionList: readonly ServiceOption[];
  readonly minOption: number;
  readonly maxOption: number;
  readonly timeenabled: boolean;
  readonly timeenabledforuserisrequired: boolean;
  readonly descriptionenabled: boolean;
  readonly descriptionenabledforuserisrequired: boolean;
  readonly sellingmode: Ref;
  /** Free once the sales amount reaches this, if set. */
  readonly minimumsalesforfreerent: Cents | null;
  readonly rateplanList: readonly Rateplan[];
  readonly relationList: readonly Relation[];
  readonly available: boolean;
}

/** A per-property setting, key prefixed `web.engine.configuration.`. */
export interface PropertySetting {
  readonly key: string;
  readonly value: string;
}

/** One day of a calendar overview. */
export interface CalendarEntry {
  readonly checkindate: IsoDate;
  readonly checkoutdate: IsoDate;
  readonly checkintime: IsoTime;
  readonly checkouttime: IsoTime;
  readonly available: boolean;
  readonly availableCount: number;
  readonly unavailableCount: number;
  /** docs/rules.md#calendar-prices: the lowest price from this day on for the search; null on a day without one. */
  readonly lowestPrice?: { readonly amount: Cents; readonly currency: string } | null;
}

/** Weekdays on which a stay or event may start. */
export interface StartWeekdays {
  readonly monday: boolean;
  readonly tuesday: boolean;
  readonly wednesday: boolean;
  readonly thursday: boolean;
  readonly friday: boolean;
  readonly saturday: boolean;
  readonly sunday: boolean;
}

/** A contact: the booker, or the guest booked on their behalf. */
export interface Contact {
  readonly salutationId: number | null;
  readonly academictitleId: number | null;
  readonly firstname: string;
  readonly lastname: string;
  readonly company: string;
  readonly email: string;
  readonly phone: string;
  readonly street: string;
  readonly zip: string;
  readonly city: string;
  readonly countryId: number | null;
}

/** A unit group line of a booking. */
export interface BookingUnitgroupLine {
  readonly id?: number;
  readonly item?: string;
  readonly unitgroup: Ref;
  readonly itemcount: number;
  readonly start: IsoDateTime;
  readonly end: IsoDateTime;
  readonly nightcount: number;
  readonly personcount: number;
  readonly childcount: number;
  readonly price?: Cents;
  readonly priceinvalid?: boolean;
  readonly currency?: string;
  readonly rateplan?: Ref | null;
  readonly vat?: readonly VatEntry[];
  readonly starttime?: IsoTime;
  readonly endtime?: IsoTime;
  readonly timeslicedefinition?: Ref | null;
  /** The seating setup chosen for this meeting room's slot (docs/pages.md#setup-page). */
  readonly setup?: Ref | null;
  readonly bookingstate?: BookingState;
  /** docs/rules.md#pricing: the unit price the hotel agreed for this line (its offer), instead of the rate plan's. */
  readonly agreedUnitPrice?: Cents | null;
  readonly hide?: boolean;
  readonly maxquantity?: number;
}

/** A service line of a booking. */
export interface BookingServiceLine {
  readonly id?: number;
  readonly item?: string;
  readonly service: Ref;
  readonly itemcount: number;
  readonly personcount: number;
  readonly childcount: number;
  readonly durationcount: number;
  readonly description: string;
  readonly starttime: IsoTime | null;
  readonly endtime: IsoTime | null;
  readonly price?: Cents;
  readonly currency?: string;
  readonly rateplan?: Ref | null;
  readonly vat?: readonly VatEntry[];
  readonly start: IsoDateTime;
  readonly end: IsoDateTime;
  readonly serviceOptionList: readonly { readonly serviceOption: Ref }[];
  /** The unit group line this service belongs to, if any (by its id, or its index in the sent list). */
  readonly bookingUnitgroup: { readonly id?: number; readonly index?: number } | null;
  readonly minimumSalesAddPrice?: Cents;
  readonly minimumSalesResultPrice?: Cents;
  readonly isPerPerson?: boolean;
  /** docs/rules.md#pricing: the unit price the hotel agreed for this line (its offer), instead of the rate plan's. */
  readonly agreedUnitPrice?: Cents | null;
}

/** The booking as the configurator sends it (create or update). */
export interface BookingPayload {
  readonly id?: number;
  readonly version?: number;
  readonly propertyId: number;
  readonly start: IsoDateTime;
  readonly end: IsoDateTime;
  readonly startdate: IsoDate;
  readonly enddate: IsoDate;
  /** Omitted when multislot is on. */
  readonly starttime?: IsoTime;
  /** Omitted when multislot is on. */
  readonly endtime?: IsoTime;
  readonly timeslicedefinition: Ref | null;
  readonly booker: Contact;
  /** Only when onbehalfofguest is set. */
  readonly guest?: Contact;
  readonly people: number;
  readonly personsperroom: number | null;
  readonly customeraccountnumber: string | null;
  readonly promocode: string | null;
  readonly tags: readonly Tag[];
  readonly bookingUnitgroupList: readonly BookingUnitgroupLine[];
  readonly bookingServiceList: readonly BookingServiceLine[];
  readonly eventtitle: string;
  readonly description: string;
  readonly paymentmethod: PaymentMethod | null;
  readonly onbehalfofguest: boolean;
  readonly bookingreason: Ref | null;
  readonly termsAccepted: boolean;
  readonly bookingchannel: Ref;
  readonly bookingcategory: Ref;
  readonly isrequested: boolean;
  readonly info: string;
  readonly daynumbers: readonly number[];
  readonly type: 'normal' | 'reservation';
  /** Whether the guest asks for an offer (true) or reserves directly (false). */
  readonly request: boolean;
}

/** Actions the booker may take on a loaded booking. */
export type BookingAction = 'confirm' | 'cancel' | 'edit' | 'pay';

/** The booking as loaded by token and code (adds server-side fields). */
export interface LoadedBooking extends Omit<BookingPayload, 'id' | 'version'> {
  readonly id: number;
  readonly version: number;
  readonly externalId: string | null;
  readonly internalId: string;
  readonly bookingcode: string;
  readonly bookingtoken: string;
  readonly bookingstate: BookingState;
  readonly currency: string;
  readonly total: Cents;
  readonly vatList: readonly VatEntry[];
  readonly paymenttime: string | null;
  readonly paymenturl: string | null;
  readonly reservationcode: string | null;
  readonly externalsystemtypeId: number | null;
  readonly allowedActions: readonly BookingAction[] | null;
  readonly paymentcreditcardtype: string | null;
  readonly paymentcreditcardnumber: string | null;
  readonly paymentcreditcardexpiry: string | null;
  /** docs/rules.md#rate-policies: a card is held as the guarantee (the paymentcreditcard* fields name it). */
  readonly cardheld?: boolean;
  /** What the booker's cancellation costs now; null when the booker cannot cancel. */
  readonly cancellation?: { readonly free: boolean; readonly fee: Cents; readonly charge: Cents } | null;
  /** What the booker's cancellation cost (kept from the payment or charged to the held card); null when free. */
  readonly cancellationfee?: Cents | null;
  /** Until when an Optional offer is held for the booker, 'YYYY-MM-DD'; null without an option date. */
  readonly optionDate?: string | null;
  /** docs/rules.md#the-booking-record: the booker's language ('en', 'de'); null: the property's own. */
  readonly language?: string | null;
}

/** One requested item of an availability call. */
export interface AvailabilityItem {
  readonly itemcount: number;
  readonly start: IsoDateTime;
  readonly end: IsoDateTime;
  readonly nightcount: number;
  readonly personcount: number;
  readonly personsperroom: number | null;
  readonly childcount: number;
  readonly rateplan: Ref | null;
  readonly ignorePersoncount: boolean;
}

/** The availability request body for one unit group. */
export interface AvailabilityRequest {
  readonly unitgroupId: number;
  readonly timeslicedefinitionId: number | null;
  readonly starttime: IsoTime | null;
  readonly endtime: IsoTime | null;
  readonly promotioncode: string | null;
  readonly tagIds: readonly number[];
  readonly ignoreBookingId: number | null;
  readonly availabilities: readonly AvailabilityItem[];
}

/** The answer for one requested item. */
export interface AvailabilityAnswerItem {
  readonly available: boolean;
  readonly price: Cents | null;
  readonly currency: string;
  readonly rateplan: Ref | null;
  readonly maxquantity: number;
  readonly personsfit: boolean;
  /** docs/rules.md#rate-policies: every rate the guest may book for this line, priced per unit, with its terms. */
  readonly unitgroupRateplanList?: readonly {
    readonly id: number;
    readonly name: string;
    readonly price: Cents | null;
    readonly policy: RatePolicy;
  }[];
}

/** The availability answer for one unit group. */
export interface AvailabilityResponse {
  readonly unitgroupId: number;
  readonly available: boolean;
  readonly availabilities: readonly AvailabilityAnswerItem[];
}

/** A payment provider event (docs/README.md#data-model). */
export interface PaymentEvent {
  readonly provider: string;
  readonly type: 'ready' | 'change' | 'validate' | 'success' | 'error';
  readonly data: unknown;
  readonly successful: boolean;
  readonly valid: boolean;
  readonly empty: boolean;
  readonly detail: 'success' | 'error' | 'refused' | 'canceled' | 'pending' | null;
  readonly backendalreadyinformed: boolean;
}
