import type {
  Cents,
  Contact,
  IsoDate,
  IsoTime,
  Service,
  Servicegroup,
  Servicetype,
  Tag,
  Timeslicedefinition,
  Unitgroup,
} from './entities.ts';
import type { PaymentMethod } from './enums.ts';

/*
 * The cart: what the guest has configured so far (docs/rules.md#cart, docs/rules.md#cart).
 * Slot index 0 is the stay as a whole (rooms, services not assigned to a unit group);
 * slots 1..n are the event's days or time slots, each with its own date, times and people.
 */

/** One day or time slot of an event (index 1..n). */
export interface CartSlot {
  /** 1-based position; slot 0 is the stay and has no entry here. */
  readonly index: number;
  readonly date: IsoDate;
  readonly starttime: IsoTime | null;
  readonly endtime: IsoTime | null;
  readonly timeslicedefinitionId: number | null;
  /** People on this day (integer, never below 0). */
  readonly people: number;
}

/** Who put a line in the cart: the guest, or a relation of another line (by that line's key). */
export interface LineOrigin {
  readonly kind: 'guest' | 'relation';
  /** Key of the line whose relation added this one. */
  readonly parentKey?: string;
  /** The relation type that added it (generated children are removed with their parent). */
  readonly relationType?: string;
}

/** A unit group chosen for a slot (rooms on slot 0, meeting rooms on slots 1..n). */
export interface CartUnitgroupLine {
  /** Stable local key, unique within the cart. */
  readonly key: string;
  readonly slotIndex: number;
  readonly unitgroupId: number;
  readonly itemcount: number;
  readonly personcount: number;
  /** docs/rules.md#children: the children on the line; absent means none. */
  readonly childcount?: number;
  readonly personsperroom: number | null;
  readonly origin: LineOrigin;
  /** Id of the booking line when the cart holds an existing booking. */
  readonly bookingLineId: number | null;
  /** The chosen rate plan; absent or null means the unit group's first rate plan (pricing). */
  readonly rateplanId?: number | null;
  /** Own start time within the slot; absent means the slot's time (day people alerts, clashes). */
  readonly starttime?: IsoTime | null;
  /** Own end time within the slot; absent means the slot's time. */
  readonly endtime?: IsoTime | null;
  /** Own time slice within the slot; absent means the slot's time slice. */
  readonly timeslicedefinitionId?: number | null;
  /** docs/rules.md#pricing: the unit price the hotel agreed in its offer; absent or null means the rate's price. */
  readonly agreedUnitPrice?: Cents | null;
}

/** A service chosen for a slot. */
export interface CartServiceLine {
  readonly key: string;
  readonly slotIndex: number;
  readonly serviceId: number;
  readonly servicetypeId: number;
  /** The unit group line this service belongs to, if any. */
  readonly unitgroupLineKey: string | null;
  readonly itemcount: number;
  readonly personcount: number;
  /** docs/rules.md#children: the children on the line (a per-person service prices them); absent means none. */
  readonly childcount?: number;
  readonly durationcount: number;
  readonly starttime: IsoTime | null;
  readonly endtime: IsoTime | null;
  readonly description: string;
  readonly optionIds: readonly number[];
  readonly origin: LineOrigin;
  readonly bookingLineId: number | null;
  /** The chosen rate plan; absent or null means the service's first rate plan (pricing). */
  readonly rateplanId?: number | null;
  /** docs/rules.md#pricing: the unit price the hotel agreed in its offer; absent or null means the rate's price. */
  readonly agreedUnitPrice?: Cents | null;
}

/** The state of an existing booking loaded into the cart. */
interface ExistingBookingFlags {
  readonly existingBookingIsLoaded: boolean;
  readonly existingBookingIsConfirmed: boolean;
  readonly existingBookingIsEdited: boolean;
}

/** The whole cart; every transition returns a new value. */
export interface Cart extends ExistingBookingFlags {
  readonly propertyId: number;
  readonly modeKey: string;
  readonly started: boolean;
  /** Sent: edits are ignored unless a payment token exists or an existing booking is being edited. */
  readonly ordered: boolean;
  /** The loaded booking is an offer (Offered or Optional). */
  readonly offer: boolean;
  readonly startdate: IsoDate | null;
  readonly enddate: IsoDate | null;
  readonly timeslicedefinitionId: number | null;
  readonly starttime: IsoTime | null;
  readonly endtime: IsoTime | null;
  readonly slots: readonly CartSlot[];
  /** The guest count of the event bar (default people per day): the adults where the property takes children. */
  readonly people: number;
  /** docs/rules.md#children: the children of the event bar (0 unless the property takes children). */
  readonly children: number;
  readonly personsperroom: number;
  readonly customeraccountnumber: string | null;
  readonly promocode: string | null;
  readonly tags: readonly Tag[];
  readonly currency: string;
  readonly unitgroups: readonly CartUnitgroupLine[];
  readonly services: readonly CartServiceLine[];
  readonly contact: Contact | null;
  readonly guest: Contact | null;
  readonly onbehalfofguest: boolean;
  readonly eventtitle: string;
  /** docs/pages.md#cart-page: what the event is for, in the guest's words (multi-line). */
  readonly description: string;
  /** docs/pages.md#cart-page: the property's booking reason the guest chose, or null for none. */
  readonly bookingreasonId: number | null;
  readonly info: string;
  readonly termsAccepted: boolean;
  readonly paymentmethod: PaymentMethod | null;
  /** docs/pages.md#setup-page: the seating setup id chosen per slot (day or time slot index); absent when none. */
  readonly setups?: Readonly<Record<number, number>>;
  /** Set once the booking exists on the server. */
  readonly id: number | null;
  readonly version: number | null;
  readonly bookingcode: string | null;
  readonly bookingtoken: string | null;
  readonly paymentToken: string | null;
  /** Something selected became unavailable and was removed by the last availability refresh. */
  readonly somethingYanked: boolean;
  /** Whether the duplicate-day action is hidden. */
  readonly addedrow: boolean;
  /** When the cart was last changed (ISO 8601 instant, supplied by the caller: the domain has no clock). */
  readonly modifiedAt: string;
  /** docs/rules.md#cart: the copy of the services kept while an existing booking is edited (for the edit payload). */
  readonly servicesBeforeEdit?: readonly CartServiceLine[];
}

/** Everything the rules need to know about the property's offer. */
export interface Catalog {
  readonly unitgroups: readonly Unitgroup[];
  readonly services: readonly Service[];
  readonly servicetypes: readonly Servicetype[];
  readonly servicegroups: readonly Servicegroup[];
  readonly timeslicedefinitions: readonly Timeslicedefinition[];
  readonly tags: readonly Tag[];
}

/** A priced amount with its currency. */
export interface Money {
  readonly amount: Cents;
  readonly currency: string;
}

/** docs/rules.md#cart: an ordered cart ignores edits unless a payment token exists or an existing booking is being edited. */
export function cartIsEditable(
  cart: Pick<Cart, 'ordered' | 'paymentToken' | 'existingBookingIsEdited'>,
): boolean {
  return !cart.ordered || cart.paymentToken !== null || cart.existingBookingIsEdited;
}
