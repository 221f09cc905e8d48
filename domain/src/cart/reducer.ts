import type { CalendarDate } from '@internationalized/date';
import { type Cart, type CartServiceLine, type Catalog, cartIsEditable } from '../model/cart.ts';
import type { Contact, IsoDate, IsoTime, LoadedBooking } from '../model/entities.ts';
import type { PaymentMethod } from '../model/enums.ts';
import { LIMITS } from '../settings/constants.ts';
import { type Settings, startsAutomatically } from '../settings/typedSettings.ts';
import { clampPeople, clampPersonsPerRoom, personsPerRoomBounds } from './clamp.ts';
import { createCart } from './create.ts';
import { cartFromBooking } from './loadBooking.ts';
import {
  addSlot,
  changeDates,
  duplicateLastDay,
  removeSlot,
  setDayPeople,
  slotTimesOnGrid,
} from './slots.ts';

/** What every cart transition may read besides the cart: the clock is passed in, never read. */
export interface CartContext {
  readonly today: CalendarDate;
  /** ISO instant stamped into `modifiedAt` when the cart changes. */
  readonly now: string;
  readonly settings: Settings;
  readonly catalog: Catalog;
}

/** Every cart transition of docs/rules.md#cart except adding and removing lines (the relations engine owns those). */
export type CartAction =
  | { readonly type: 'start' }
  | { readonly type: 'autostart' }
  | { readonly type: 'setDates'; readonly startdate: IsoDate; readonly enddate: IsoDate }
  | {
      readonly type: 'setTimes';
      readonly starttime: IsoTime | null;
      readonly endtime: IsoTime | null;
      readonly timeslicedefinitionId?: number | null;
    }
  | {
      readonly type: 'setSlotTimes';
      readonly index: number;
      readonly starttime: IsoTime | null;
      readonly endtime: IsoTime | null;
      readonly timeslicedefinitionId?: number | null;
    }
  | { readonly type: 'duplicateDay' }
  | { readonly type: 'addSlot'; readonly date?: IsoDate }
  | { readonly type: 'removeSlot'; readonly index: number }
  | { readonly type: 'setDayPeople'; readonly index: number; readonly people: number }
  | { readonly type: 'setGuests'; readonly people: number }
  | { readonly type: 'changeGuests'; readonly delta: number }
  /** docs/rules.md#children: the children of the event bar (ignored unless the property takes children). */
  | { readonly type: 'setChildren'; readonly children: number }
  | { readonly type: 'setPersonsPerRoom'; readonly value: number }
  | { readonly type: 'setLinePersonsPerRoom'; readonly key: string; readonly value: number }
  | { readonly type: 'addTag'; readonly name: string }
  | { readonly type: 'removeTag'; readonly id: number }
  | { readonly type: 'setPromocode'; readonly code: string | null }
  | { readonly type: 'setCustomerAccountNumber'; readonly number: string | null }
  | { readonly type: 'customerAccountRejected' }
  | { readonly type: 'setContact'; readonly contact: Contact | null }
  | { readonly type: 'setGuest'; readonly guest: Contact | null }
  | { readonly type: 'setOnBehalfOfGuest'; readonly value: boolean }
  | { readonly type: 'setEventTitle'; readonly title: string }
  | { readonly type: 'setDescription'; readonly description: string }
  | { readonly type: 'setBookingReason'; readonly id: number | null }
  | { readonly type: 'setInfo'; readonly info: string }
  | { readonly type: 'setSetup'; readonly slotIndex: number; readonly setupId: number | null }
  | { readonly type: 'setTermsAccepted'; readonly accepted: boolean }
  | { readonly type: 'setPaymentMethod'; readonly method: PaymentMethod | null }
  | { readonly type: 'setPaymentToken'; readonly token: string | null }
  | {
      readonly type: 'orderSent';
      readonly id: number;
      readonly version: number;
      readonly bookingcode: string | null;
      readonly bookingtoken: string | null;
    }
  | { readonly type: 'creationFailed' }
  | { readonly type: 'loadBooking'; readonly booking: LoadedBooking }
  | { readonly type: 'editExistingBooking' }
  | { readonly type: 'existingBookingSaved'; readonly version: number }
  | { readonly type: 'setUnitgroupCount'; readonly key: string; readonly itemcount: number }
  /** docs/rules.md#rate-policies: the rate a unit group line is booked at (one of its unit group's rates). */
  | { readonly type: 'setUnitgroupRate'; readonly key: string; readonly rateplanId: number }
  | { readonly type: 'updateServiceLine'; readonly key: string; readonly patch: ServiceLinePatch }
  | { readonly type: 'clear' };

/** The fields of a service line the guest changes on a service page (counts, options, start time, text). */
export type ServiceLinePatch = Partial<
  Pick<
    CartServiceLine,
    'personcount' | 'childcount' | 'itemcount' | 'durationcount' | 'starttime' | 'description' | 'optionIds'
  >
>;

/** The type names of the cart actions. */
type CartActionType = CartAction['type'];

/** Actions that change what is booked: an ordered cart ignores them (docs/rules.md#cart). */
const EDITS: ReadonlySet<CartActionType> = new Set<CartActionType>([
  'setDates',
  'setTimes',
  'setSlotTimes',
  'duplicateDay',
  'addSlot',
  'removeSlot',
  'setDayPeople',
  'setGuests',
  'changeGuests',
  'setChildren',
  'setPersonsPerRoom',
  'setLinePersonsPerRoom',
  'addTag',
  'removeTag',
  'setPromocode',
  'setCustomerAccountNumber',
  'customerAccountRejected',
  'setContact',
  'setGuest',
  'setOnBehalfOfGuest',
  'setEventTitle',
  'setDescription',
  'setBookingReason',
  'setInfo',
  'setSetup',
  'setTermsAccepted',
  'setPaymentMethod',
  'setUnitgroupCount',
  'setUnitgroupRate',
  'updateServiceLine',
]);

/** docs/rules.md#cart: whether an action edits the booking and is therefore ignored on an ordered, locked cart. */
function isCartEdit(action: Pick<CartAction, 'type'>): boolean {
  return EDITS.has(action.type);
}

/** Actions after which the service and unit-group lists are reloaded (debounced). */
const LIST_REFRESH: ReadonlySet<CartActionType> = new Set<CartActionType>([
  'setDates',
  'setTimes',
  'setSlotTimes',
  'duplicateDay',
  'addSlot',
  'removeSlot',
  'setDayPeople',
  'setGuests',
  'changeGuests',
  'setChildren',
  'addTag',
  'removeTag',
  'setPromocode',
  'setCustomerAccountNumber',
  'customerAccountRejected',
]);

/**
 * docs/rules.md#cart: setting dates, a slot, people, tags, promo code or customer account number triggers a
 * debounced list refresh (debounce from the settings' refreshListsDebounce, docs/rules.md#cart: 100 ms).
 */
export function triggersListRefresh(action: Pick<CartAction, 'type'>): boolean {
  return LIST_REFRESH.has(action.type);
}

/** Empty text counts as none. */
const textOrNull = (value: string | null): string | null => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/** A fresh cart for the same property and mode, with the defaults of the settings. */
function resetCart(cart: Pick<Cart, 'propertyId' | 'modeKey' | 'currency'>, context: CartContext): Cart {
  return createCart({
    propertyId: cart.propertyId,
    modeKey: cart.modeKey,
    today: context.today,
    now: context.now,
    settings: context.settings,
    catalog: context.catalog,
    currency: cart.currency,
  });
}

function apply(cart: Cart, action: CartAction, context: CartContext): Cart {
  const { settings, catalog } = context;
  switch (action.type) {
    case 'start':
      return cart.started ? cart : { ...cart, started: true };
    case 'autostart':
      // docs/rules.md#cart: autostart by setting, or because there is no event bar to press start in.
      return cart.started || !startsAutomatically(settings) ? cart : { ...cart, started: true };
    case 'setDates':
      // docs/rules.md#cart: single-date mode requires start equal to end.
      if (settings.singleDate && action.startdate !== action.enddate) return cart;
      return changeDates(cart, action.startdate, action.enddate);
    case 'setTimes': {
      const timeslicedefinitionId =
        action.timeslicedefinitionId === undefined
          ? cart.timeslicedefinitionId
          : action.timeslicedefinitionId;
      // The event-wide times are the default of every slot that still had the old ones.
      const slots = cart.slots.map((s) =>
        s.starttime === cart.starttime &&
        s.endtime === cart.endtime &&
        s.timeslicedefinitionId === cart.timeslicedefinitionId
          ? { ...s, starttime: action.starttime, endtime: action.endtime, timeslicedefinitionId }
          : s,
      );
      return { ...cart, starttime: action.starttime, endtime: action.endtime, timeslicedefinitionId, slots };
    }
    case 'setSlotTimes': {
      const slot = cart.slots.find((s) => s.index === action.index);
      // docs/rules.md#time-rules: times off the slot's grid or outside its time slice change nothing.
      const times = slot && slotTimesOnGrid(slot, action, catalog.timeslicedefinitions, settings);
      if (!times) return cart;
      return { ...cart, slots: cart.slots.map((s) => (s === slot ? { ...s, ...times } : s)) };
    }
    case 'duplicateDay':
      // docs/rules.md#cart: duplicating is offered unless hidden.
      return settings.duplicateDayIsHidden ? cart : duplicateLastDay(cart);
    case 'addSlot':
      return addSlot(cart, action.date, catalog.timeslicedefinitions, settings);
    case 'removeSlot':
      return removeSlot(cart, action.index);
    case 'setDayPeople':
      return setDayPeople(cart, action.index, clampPeople(action.people));
    case 'setGuests':
      return setGuests(cart, clampPeople(action.people));
    case 'changeGuests':
      return setGuests(cart, clampPeople(cart.people + action.delta));
    case 'setChildren':
      return settings.childrenEnabled ? setChildren(cart, clampPeople(action.children)) : cart;
    case 'setPersonsPerRoom': {
      const value = clampPersonsPerRoom(action.value, personsPerRoomBounds(null, settings));
      return value === cart.personsperroom ? cart : { ...cart, personsperroom: value };
    }
    case 'setLinePersonsPerRoom': {
      const line = cart.unitgroups.find((l) => l.key === action.key);
      if (!line) return cart;
      const item = catalog.unitgroups.find((u) => u.id === line.unitgroupId);
      const value = clampPersonsPerRoom(action.value, personsPerRoomBounds(item, settings));
      if (value === line.personsperroom) return cart;
      return {
        ...cart,
        unitgroups: cart.unitgroups.map((l) => (l === line ? { ...l, personsperroom: value } : l)),
      };
    }
    case 'addTag': {
      // docs/rules.md#cart: only an exact existing tag name is accepted, and never twice.
      const tag = catalog.tags.find((t) => t.name === action.name);
      if (!tag || cart.tags.some((t) => t.id === tag.id)) return cart;
      return { ...cart, tags: [...cart.tags, tag] };
    }
    case 'removeTag':
      return cart.tags.some((t) => t.id === action.id)
        ? { ...cart, tags: cart.tags.filter((t) => t.id !== action.id) }
        : cart;
    case 'setPromocode':
      return { ...cart, promocode: textOrNull(action.code) };
    case 'setCustomerAccountNumber':
      return { ...cart, customeraccountnumber: textOrNull(action.number) };
    case 'customerAccountRejected':
      // docs/rules.md#cart: a rejected customer account number is cleared (the REJECTED toast is the UI's).
      return { ...cart, customeraccountnumber: null };
    case 'setContact':
      return { ...cart, contact: action.contact };
    case 'setGuest':
      return { ...cart, guest: action.guest };
    case 'setOnBehalfOfGuest':
      // docs/rules.md#cart: a guest is only booked on behalf of someone while onbehalfofguest is set.
      return { ...cart, onbehalfofguest: action.value, guest: action.value ? cart.guest : null };
    case 'setEventTitle':
      // docs/pages.md#cart-page: kept within the API's length, so what the guest sees is what is sent.
      return { ...cart, eventtitle: action.title.slice(0, LIMITS.eventTitleMaxLength) };
    case 'setDescription':
      return { ...cart, description: action.description.slice(0, LIMITS.descriptionMaxLength) };
    case 'setBookingReason':
      return { ...cart, bookingreasonId: action.id };
    case 'setInfo':
      return { ...cart, info: action.info };
    case 'setSetup':
      return { ...cart, setups: withSetup(cart.setups, action.slotIndex, action.setupId) };
    case 'setTermsAccepted':
      return { ...cart, termsAccepted: action.accepted };
    case 'setPaymentMethod':
      return { ...cart, paymentmethod: action.method };
    case 'setPaymentToken':
      return { ...cart, paymentToken: textOrNull(action.token) };
    case 'orderSent':
      // docs/rules.md#cart: a sent cart is ordered and locked.
      return {
        ...cart,
        ordered: true,
        id: action.id,
        version: action.version,
        bookingcode: action.bookingcode,
        bookingtoken: action.bookingtoken,
      };
    case 'creationFailed':
      // docs/rules.md#cart: a creation error un-orders the cart and clears it.
      return { ...resetCart(cart, context), ordered: false };
    case 'loadBooking':
      return cartFromBooking(resetCart(cart, context), action.booking, catalog);
    case 'editExistingBooking':
      // docs/rules.md#cart: editing keeps a copy of the services, from which the edit payload is computed.
      return cart.existingBookingIsLoaded && !cart.existingBookingIsEdited
        ? { ...cart, existingBookingIsEdited: true, servicesBeforeEdit: cart.services }
        : cart;
    case 'existingBookingSaved': {
      if (!cart.existingBookingIsEdited) return cart;
      const { servicesBeforeEdit: _copy, ...rest } = cart;
      return { ...rest, existingBookingIsEdited: false, version: action.version };
    }
    case 'setUnitgroupRate': {
      const line = cart.unitgroups.find((l) => l.key === action.key);
      const rates = catalog.unitgroups.find((u) => u.id === line?.unitgroupId)?.rateplanList ?? [];
      // Only a rate the unit group is sold at; choosing the one it has changes nothing.
      if (!line || line.rateplanId === action.rateplanId || !rates.some((r) => r.id === action.rateplanId))
        return cart;
      return {
        ...cart,
        unitgroups: cart.unitgroups.map((l) => (l === line ? { ...l, rateplanId: action.rateplanId } : l)),
      };
    }
    case 'setUnitgroupCount':
      // A unit group line books at least one unit.
      return {
        ...cart,
        unitgroups: cart.unitgroups.map((line) =>
          line.key === action.key ? { ...line, itemcount: Math.max(1, clampPeople(action.itemcount)) } : line,
        ),
      };
    case 'updateServiceLine': {
      const { patch } = action;
      return {
        ...cart,
        services: cart.services.map((line) =>
          line.key === action.key
            ? {
                ...line,
                ...patch,
                ...(patch.personcount !== undefined ? { personcount: clampPeople(patch.personcount) } : {}),
                ...(patch.childcount !== undefined ? { childcount: clampPeople(patch.childcount) } : {}),
                // docs/rules.md#quantity: an item or an hour is ordered at least once.
                ...(patch.itemcount !== undefined
                  ? { itemcount: Math.max(1, clampPeople(patch.itemcount)) }
                  : {}),
                ...(patch.durationcount !== undefined
                  ? { durationcount: Math.max(1, clampPeople(patch.durationcount)) }
                  : {}),
              }
            : line,
        ),
      };
    }
    case 'clear':
      return resetCart(cart, context);
  }
}

/** The guest count of the event bar; days that still had the old count follow it. */
/**
 * docs/rules.md#children: the event bar's children; every line that still had the old number (the guest did not
 * change it on the line) follows, as the day people follow the guest count.
 */
function setChildren(cart: Cart, children: number): Cart {
  if (children === cart.children) return cart;
  const follows = (line: { readonly childcount?: number }) => (line.childcount ?? 0) === cart.children;
  return {
    ...cart,
    children,
    unitgroups: cart.unitgroups.map((l) => (follows(l) ? { ...l, childcount: children } : l)),
    services: cart.services.map((l) => (follows(l) ? { ...l, childcount: children } : l)),
  };
}

function setGuests(cart: Cart, people: number): Cart {
  if (people === cart.people) return cart;
  const slots = cart.slots.map((s) => (s.people === cart.people ? { ...s, people } : s));
  return { ...cart, people, slots };
}

/** Line lists can be long: they are compared by reference only (transitions reuse unchanged lists). */
const BY_REFERENCE: ReadonlySet<keyof Cart> = new Set<keyof Cart>(['unitgroups', 'services', 'modifiedAt']);

/** Whether a transition changed anything but modifiedAt. */
function changed(before: Cart, after: Cart): boolean {
  if (before === after) return false;
  for (const key of Object.keys(after) as (keyof Cart)[]) {
    if (key === 'modifiedAt' || Object.is(before[key], after[key])) continue;
    if (BY_REFERENCE.has(key) || JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      return true;
    }
  }
  return false;
}

/**
 * The cart reducer (docs/rules.md#cart): applies one action and stamps `modifiedAt`. It returns the same cart
 * object when nothing changed, and ignores edits on an ordered cart unless a payment token exists or
 * an existing booking is being edited.
 */
export function cartReducer(cart: Cart, action: CartAction, context: CartContext): Cart {
  if (isCartEdit(action) && !cartIsEditable(cart)) return cart;
  const next = apply(cart, action, context);
  if (!changed(cart, next)) return cart;
  return { ...next, modifiedAt: context.now };
}

/** The slot's seating setup set, or removed when `setupId` is null. */
function withSetup(
  setups: Cart['setups'],
  slotIndex: number,
  setupId: number | null,
): Readonly<Record<number, number>> {
  const next: Record<number, number> = { ...setups };
  if (setupId === null) delete next[slotIndex];
  else next[slotIndex] = setupId;
  return next;
}
