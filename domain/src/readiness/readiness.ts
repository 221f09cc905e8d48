import type { CalendarDate } from '@internationalized/date';
import { availabilityByLine, type LineAvailability } from '../availability/answers.ts';
import { dateRulesFor, type PropertyDateSettings, validateDateRange } from '../dates/dateRange.ts';
import { parseIsoDate } from '../dates/isoDate.ts';
import { missingCodes } from '../forms/setupForm.ts';
import type { Cart, CartServiceLine, CartSlot, CartUnitgroupLine, Catalog } from '../model/cart.ts';
import { type CatalogIndex, indexCatalog } from '../model/catalogIndex.ts';
import type { AvailabilityResponse, Servicetype } from '../model/entities.ts';
import { UnitgroupCategory } from '../model/enums.ts';
import type { PageRef } from '../model/pages.ts';
import { offeredPaymentMethods } from '../payments/providers.ts';
import { cartRatePolicy, reservationCollects } from '../rates/policy.ts';
import type { Settings } from '../settings/typedSettings.ts';
import { serviceTypeAvailability } from '../tabs/pageList.ts';
import { dayPeopleAlert } from './dayPeople.ts';
import { compareIssues, type ReadinessCode, type ReadinessIssue, readinessIssue } from './issues.ts';
import { serviceChoices } from './serviceChoices.ts';
import { lineWindow, overlaps, slotWindow, type TimeWindow } from './timeWindow.ts';

/** The settings readiness reads (a `Settings` object from the settings reader fits). */
export type ReadinessSettings = Pick<
  Settings,
  | 'groupBookingOnly'
  | 'capacitycheckRoomIsDisabled'
  | 'capacitycheckMeetingroomIsDisabled'
  | 'unitgroupMeetingIsDisabled'
  | 'unitgroupIgnorePersoncountDisallowSend'
  | 'paymentEnabled'
  | 'configuratorPaymentEnabled'
  | 'paymentOptions'
  | 'noGuests'
  | 'childrenEnabled'
  | 'customeraccountMandatory'
  | 'promocodeMandatory'
  | 'eventtitleMandatory'
  | 'bookingreasonMandatory'
  | 'descriptionMandatory'
> &
  PropertyDateSettings;

const roomPage: PageRef = { page: 'unitgroup', unitgroupindex: 0, category: 1 };
const cartPage = (slotIndex: number): PageRef => ({ page: 'cart', unitgroupindex: slotIndex });
const meetingPage = (slotIndex: number): PageRef => ({
  page: 'unitgroup',
  unitgroupindex: slotIndex,
  category: 2,
});

// A service type without a tab has no page of its own: the guest fixes it in the cart. Types not
// assigned to a unit group have their page on index 0 (docs/rules.md#readiness, as the page list builds it).
function servicePage(type: Servicetype | undefined, slotIndex: number): PageRef {
  if (!type || type.notab) return cartPage(slotIndex);
  return {
    page: 'service',
    unitgroupindex: type.notassignedtounitgroup ? 0 : slotIndex,
    servicecode: type.code,
  };
}

interface Ctx {
  readonly cart: Cart;
  readonly index: CatalogIndex;
  readonly settings: ReadinessSettings;
  readonly answers: ReadonlyMap<string, LineAvailability>;
  readonly issues: ReadinessIssue[];
  readonly today: CalendarDate | undefined;
}

/** Optional inputs of the readiness check. */
export interface ReadinessOptions {
  /** With today given, a required service type whose page is still disabled (minadvancebookingdays) is not required. */
  readonly today?: CalendarDate;
  /**
   * Who puts the booking together: the guest in the configurator (the default), or the hotel's staff (a booking taken
   * by phone, an offer edited), for whom what the configurator asks a guest to add does not apply (STAFF_WAIVED), or
   * an attendee booking a room from a group's block (ATTENDEE_WAIVED: the event's requirements are the organiser's).
   */
  readonly seller?: 'guest' | 'staff' | 'attendee';
  /**
   * Whether the property offers booking reasons to choose from (default true): without one, `bookingreason.mandatory`
   * cannot be met and asks for nothing.
   */
  readonly bookingReasonsOffered?: boolean;
}

/**
 * docs/rules.md#staff-bookings: what the configurator asks of a guest and the hotel's staff may leave out: a meeting
 * room each day, rooms for a group, required service types and groups, a payment method, a mandatory code, the
 * event's mandatory details. What
 * concerns the booked items themselves (dates, clashes, capacity, a service's own details) still applies.
 */
const STAFF_WAIVED: ReadonlySet<ReadinessCode> = new Set([
  'REQUIRED_ROOM',
  'REQUIRED_UNITGROUP',
  'REQUIRED_SERVICETYPE',
  'REQUIRED_SERVICEGROUP',
  'PAYMENTMETHOD',
  'REQUIRED_CUSTOMERACCOUNT',
  'REQUIRED_PROMOCODE',
  // The event's details a property asks of its guests; staff taking a booking by phone may not know them yet.
  'REQUIRED_EVENTTITLE',
  'REQUIRED_BOOKINGREASON',
  'REQUIRED_DESCRIPTION',
]);

/**
 * docs/rules.md#group-blocks: an attendee's room from a group's block belongs to the organiser's event: what the
 * configurator asks of an event (a meeting room and services each day, rooms for a group, a code, the event's
 * details) is the organiser's. The attendee still chooses how to pay where the rate takes a payment.
 */
const ATTENDEE_WAIVED: ReadonlySet<ReadinessCode> = new Set(
  [...STAFF_WAIVED].filter((code) => code !== 'PAYMENTMETHOD'),
);

/** With today known: dates that break the property's date rules (the calendar's rules) block sending. */
function checkDates(ctx: Ctx): void {
  const start = parseIsoDate(ctx.cart.startdate);
  const end = parseIsoDate(ctx.cart.enddate);
  if (!ctx.today || !start || !end) return;
  const errors = validateDateRange({ start, end }, dateRulesFor(ctx.settings, ctx.today));
  if (errors.length > 0)
    ctx.issues.push(
      readinessIssue('DATES', { target: cartPage(0), slotIndex: 0, params: { rules: errors.join(', ') } }),
    );
}

// docs/rules.md#readiness: a service page is disabled inside the type's minimum advance days; it cannot be required then.
function typeBookable(ctx: Ctx, type: Servicetype | undefined): boolean {
  if (!type || !ctx.today) return true;
  return !serviceTypeAvailability(type, ctx.cart.startdate, ctx.today).disabled;
}

function dayParams(slot: CartSlot): Record<string, string | number> {
  return { day: slot.index, date: slot.date, people: slot.people };
}

/** docs/rules.md#readiness group-booking-only: a room is required, and the rooms must suit the guest count. */
function checkRooms(ctx: Ctx): void {
  const { cart, index, settings, issues } = ctx;
  let min = 0;
  let max = 0;
  let rooms = 0;
  for (const line of cart.unitgroups) {
    const unitgroup = index.unitgroups.get(line.unitgroupId);
    if (!unitgroup || unitgroup.unitgroupcategory.id !== UnitgroupCategory.Room) continue;
    rooms += line.itemcount;
    min += unitgroup.minPersons * line.itemcount;
    max += unitgroup.maxPersons * line.itemcount;
  }
  if (rooms <= 0) {
    issues.push(readinessIssue('REQUIRED_ROOM', { target: roomPage, slotIndex: 0 }));
    return;
  }
  if (settings.capacitycheckRoomIsDisabled) return;
  const params = { people: cart.people, min, max, rooms };
  if (min > cart.people)
    issues.push(readinessIssue('TOOMANY_ROOM', { target: roomPage, slotIndex: 0, params }));
  if (max < cart.people)
    issues.push(readinessIssue('TOOFEW_ROOM', { target: roomPage, slotIndex: 0, params }));
}

const dayPeopleCodes: Record<'empty' | 'error' | 'warning', ReadinessCode> = {
  empty: 'DAYPEOPLE_EMPTY',
  error: 'DAYPEOPLE_ERROR',
  warning: 'DAYPEOPLE_WARNING',
};

function checkDayPeople(ctx: Ctx, catalog: Catalog, slot: CartSlot): void {
  if (ctx.settings.capacitycheckMeetingroomIsDisabled) return;
  const alert = dayPeopleAlert(ctx.cart, slot, catalog, { noGuests: ctx.settings.noGuests });
  if (alert === null) return;
  ctx.issues.push(
    readinessIssue(dayPeopleCodes[alert], {
      level: alert === 'warning' ? 'warning' : 'error',
      // Day people are set in the event bar (setup) but fixed by choosing a bigger room.
      target: meetingPage(slot.index),
      slotIndex: slot.index,
      params: dayParams(slot),
    }),
  );
}

function maxQuantity(ctx: Ctx, line: CartUnitgroupLine): number {
  const unitgroup = ctx.index.unitgroups.get(line.unitgroupId);
  return (
    ctx.answers.get(line.key)?.item?.maxquantity ??
    unitgroup?.availabilityoption?.maxquantity ??
    unitgroup?.quantity ??
    0
  );
}

/**
 * docs/rules.md#readiness CLASHES_UNITGROUP: the same unit group booked in slots of the same date whose times overlap,
 * so that more items are needed at one moment than maxquantity allows. Reported once per slot.
 */
function checkClashes(ctx: Ctx, slotsByIndex: ReadonlyMap<number, CartSlot>): void {
  const groups = new Map<string, { line: CartUnitgroupLine; window: TimeWindow }[]>();
  for (const line of ctx.cart.unitgroups) {
    const slot = slotsByIndex.get(line.slotIndex);
    if (!slot) continue;
    const key = `${line.unitgroupId}|${slot.date}`;
    const list = groups.get(key) ?? [];
    list.push({ line, window: lineWindow(line, slotWindow(ctx.cart, slot, ctx.index), ctx.index) });
    groups.set(key, list);
  }
  const reported = new Set<string>();
  for (const list of groups.values()) {
    for (const a of list) {
      // Items needed at a's start, and at the start of every overlapping booking inside a's window.
      const moments = [
        a.window.start,
        ...list.filter((b) => overlaps(a.window, b.window)).map((b) => b.window.start),
      ];
      let needed = 0;
      for (const t of moments) {
        if (t < a.window.start || t >= a.window.end) continue;
        let atT = 0;
        for (const b of list) if (b.window.start <= t && b.window.end > t) atT += b.line.itemcount;
        needed = Math.max(needed, atT);
      }
      const allowed = maxQuantity(ctx, a.line);
      const reportKey = `${a.line.slotIndex}|${a.line.unitgroupId}`;
      if (needed > allowed && !reported.has(reportKey)) {
        reported.add(reportKey);
        const unitgroup = ctx.index.unitgroups.get(a.line.unitgroupId);
        ctx.issues.push(
          readinessIssue('CLASHES_UNITGROUP', {
            target: {
              page: 'unitgroup',
              unitgroupindex: a.line.slotIndex,
              category: unitgroup?.unitgroupcategory.id ?? 2,
            },
            slotIndex: a.line.slotIndex,
            itemName: unitgroup?.name ?? null,
            params: { needed, available: allowed },
          }),
        );
      }
    }
  }
}

function checkPersonsFit(ctx: Ctx): void {
  if (!ctx.settings.unitgroupIgnorePersoncountDisallowSend) return;
  for (const line of ctx.cart.unitgroups) {
    const unitgroup = ctx.index.unitgroups.get(line.unitgroupId);
    if (!unitgroup) continue;
    const fits =
      ctx.answers.get(line.key)?.item?.personsfit ?? unitgroup.availabilityoption?.personsfit ?? true;
    if (fits) continue;
    ctx.issues.push(
      readinessIssue('PERSONSFIT_UNITGROUP', {
        target: {
          page: 'unitgroup',
          unitgroupindex: line.slotIndex,
          category: unitgroup.unitgroupcategory.id,
        },
        slotIndex: line.slotIndex,
        itemName: unitgroup.name,
      }),
    );
  }
}

/** docs/rules.md#readiness: options count within minOption..maxOption (0 = no maximum), required start time and description. */
function checkServiceLine(ctx: Ctx, line: CartServiceLine): void {
  const service = ctx.index.services.get(line.serviceId);
  if (!service) return;
  const type = ctx.index.servicetypes.get(service.servicetype.id);
  const target = servicePage(type, line.slotIndex);
  const base = { target, slotIndex: line.slotIndex, itemName: service.name };
  const choices = serviceChoices(service);
  if (choices.options) {
    const count = line.optionIds.length;
    const { min, max, offered } = choices.options;
    if (count < min || (max !== null && count > max))
      ctx.issues.push(
        readinessIssue('REQUIRED_SERVICE_OPTION', { ...base, params: { count, min, max: max ?? offered } }),
      );
  }
  if (choices.starttime && !line.starttime)
    ctx.issues.push(readinessIssue('REQUIRED_SERVICESTARTTIME', base));
  if (choices.description && line.description.trim() === '')
    ctx.issues.push(readinessIssue('REQUIRED_SERVICEDESCRIPTION', base));
}

/**
 * docs/rules.md#readiness REQUIRED_SERVICETYPE / REQUIRED_SERVICEGROUP. Types assigned to unit groups are required per
 * day slot; types not assigned to a unit group once for the stay (slot 0). A type or group without any
 * bookable service is not required (the guest could never satisfy it), nor is a group-mode-disabled
 * type while meetings are disabled (docs/rules.md#readiness: its page is omitted).
 */
function checkRequiredTypesAndGroups(ctx: Ctx, slotIndexes: readonly number[]): void {
  const { index, cart } = ctx;
  const selectedBySlot = new Map<number, CartServiceLine[]>();
  for (const line of cart.services) {
    const list = selectedBySlot.get(line.slotIndex) ?? [];
    list.push(line);
    selectedBySlot.set(line.slotIndex, list);
  }
  const allSelected = cart.services;
  const offered = (typeId: number) => {
    for (const s of index.services.values()) if (s.servicetype.id === typeId && s.available) return true;
    return false;
  };
  for (const type of index.servicetypes.values()) {
    if (!type.required || !offered(type.id)) continue;
    if (type.disableingroupmode && ctx.settings.unitgroupMeetingIsDisabled) continue;
    if (!typeBookable(ctx, type)) continue;
    const slots = type.notassignedtounitgroup ? [0] : slotIndexes;
    for (const slotIndex of slots) {
      const pool = type.notassignedtounitgroup ? allSelected : (selectedBySlot.get(slotIndex) ?? []);
      if (pool.some((l) => index.services.get(l.serviceId)?.servicetype.id === type.id)) continue;
      ctx.issues.push(
        readinessIssue('REQUIRED_SERVICETYPE', {
          target: servicePage(type, slotIndex),
          slotIndex,
          itemName: type.name,
        }),
      );
    }
  }
  for (const group of index.servicegroups.values()) {
    if (!group.required) continue;
    const members = [...index.services.values()].filter(
      (s) => s.available && s.servicegroupIds.includes(group.id),
    );
    const first = members[0];
    if (!first) continue;
    const type = index.servicetypes.get(first.servicetype.id);
    if (!typeBookable(ctx, type)) continue;
    const unassigned = type?.notassignedtounitgroup ?? false;
    const memberIds = new Set(members.map((m) => m.id));
    for (const slotIndex of unassigned ? [0] : slotIndexes) {
      const pool = unassigned ? allSelected : (selectedBySlot.get(slotIndex) ?? []);
      if (pool.some((l) => memberIds.has(l.serviceId))) continue;
      ctx.issues.push(
        readinessIssue('REQUIRED_SERVICEGROUP', {
          target: servicePage(type, slotIndex),
          slotIndex,
          itemName: group.name,
        }),
      );
    }
  }
}

/**
 * The cart's readiness (docs/rules.md#readiness): every issue that blocks sending (error) or deserves attention
 * (warning), sorted errors first, then by slot, then in spec order. An empty cart gives REQUIRED_CART
 * alone. In group-booking-only mode the room checks apply; otherwise the per-day checks (day people
 * unless the meeting-room capacity check is disabled, a meeting room unless meetings are disabled,
 * clashes, persons fit, services). A payment method is required when both payment settings are on.
 */
export function cartReadiness(
  cart: Cart,
  catalog: Catalog,
  availability: readonly AvailabilityResponse[],
  settings: ReadinessSettings,
  options: ReadinessOptions = {},
): readonly ReadinessIssue[] {
  if (cart.unitgroups.length === 0 && cart.services.length === 0) {
    return [readinessIssue('REQUIRED_CART', { target: cartPage(0), slotIndex: 0 })];
  }
  const ctx: Ctx = {
    cart,
    index: indexCatalog(catalog),
    settings,
    answers: availability.length > 0 ? availabilityByLine(cart, availability) : new Map(),
    issues: [],
    today: options.today,
  };
  checkDates(ctx);
  if (settings.groupBookingOnly) {
    checkRooms(ctx);
  } else {
    const daySlots = cart.slots.filter((s) => s.index > 0);
    const slotsByIndex = new Map(daySlots.map((s) => [s.index, s]));
    const meetingSlots = new Set<number>();
    for (const line of cart.unitgroups) {
      if (ctx.index.unitgroups.get(line.unitgroupId)?.unitgroupcategory.id === UnitgroupCategory.Meeting)
        meetingSlots.add(line.slotIndex);
    }
    for (const slot of daySlots) {
      checkDayPeople(ctx, catalog, slot);
      if (!settings.unitgroupMeetingIsDisabled && !meetingSlots.has(slot.index))
        ctx.issues.push(
          readinessIssue('REQUIRED_UNITGROUP', {
            target: meetingPage(slot.index),
            slotIndex: slot.index,
            params: dayParams(slot),
          }),
        );
    }
    checkClashes(ctx, slotsByIndex);
    checkPersonsFit(ctx);
    for (const line of cart.services) checkServiceLine(ctx, line);
    checkRequiredTypesAndGroups(
      ctx,
      daySlots.map((s) => s.index),
    );
  }
  // A method the property does not offer (paymentOptions.methods) counts as none chosen. A card held as the
  // guarantee is its own method (PM6Hold): nothing to choose.
  if (
    reservationCollects(
      settings,
      cartRatePolicy(cart.unitgroups, (id) => ctx.index.unitgroups.get(id)?.rateplanList),
    ) === 'charge' &&
    (cart.paymentmethod === null || !offeredPaymentMethods(settings).includes(cart.paymentmethod))
  )
    ctx.issues.push(readinessIssue('PAYMENTMETHOD', { target: cartPage(0), slotIndex: 0 }));
  // docs/rules.md#forms: a mandatory customer account or promo code (the first screen asks for it next to Start).
  for (const field of missingCodes(cart, settings)) {
    const code = field === 'promocode' ? 'REQUIRED_PROMOCODE' : 'REQUIRED_CUSTOMERACCOUNT';
    ctx.issues.push(readinessIssue(code, { target: cartPage(0), slotIndex: 0 }));
  }
  // docs/rules.md#children: children only where the property takes them (a booking made before it stopped).
  if (!settings.childrenEnabled && hasChildren(cart))
    ctx.issues.push(readinessIssue('CHILDREN_NOT_TAKEN', { target: cartPage(0), slotIndex: 0 }));
  // docs/settings.md: the event's details the property requires (the cart page's event group).
  for (const code of missingEventDetails(cart, settings, options.bookingReasonsOffered ?? true))
    ctx.issues.push(readinessIssue(code, { target: cartPage(0), slotIndex: 0 }));
  const waived =
    options.seller === 'staff' ? STAFF_WAIVED : options.seller === 'attendee' ? ATTENDEE_WAIVED : null;
  const issues = waived ? ctx.issues.filter((i) => !waived.has(i.code)) : ctx.issues;
  return issues.sort(compareIssues);
}

/**
 * docs/settings.md (`eventtitle.mandatory`, `bookingreason.mandatory`, `description.mandatory`): the event's details
 * the property requires and the cart lacks (blank text counts as none), in the order the cart page asks for them.
 */
export function missingEventDetails(
  cart: Pick<Cart, 'eventtitle' | 'bookingreasonId' | 'description'>,
  settings: Pick<Settings, 'eventtitleMandatory' | 'bookingreasonMandatory' | 'descriptionMandatory'>,
  /** Whether the property has reasons to choose from (none: a reason cannot be required). */
  reasonsOffered = true,
): readonly ('REQUIRED_EVENTTITLE' | 'REQUIRED_BOOKINGREASON' | 'REQUIRED_DESCRIPTION')[] {
  const missing: ('REQUIRED_EVENTTITLE' | 'REQUIRED_BOOKINGREASON' | 'REQUIRED_DESCRIPTION')[] = [];
  if (settings.eventtitleMandatory && !cart.eventtitle.trim()) missing.push('REQUIRED_EVENTTITLE');
  if (settings.bookingreasonMandatory && reasonsOffered && cart.bookingreasonId === null)
    missing.push('REQUIRED_BOOKINGREASON');
  if (settings.descriptionMandatory && !cart.description.trim()) missing.push('REQUIRED_DESCRIPTION');
  return missing;
}

/** docs/rules.md#children: whether the cart books any child (on the event bar or on a line). */
export function hasChildren(cart: Pick<Cart, 'children' | 'unitgroups' | 'services'>): boolean {
  return (
    cart.children > 0 ||
    cart.unitgroups.some((line) => (line.childcount ?? 0) > 0) ||
    cart.services.some((line) => (line.childcount ?? 0) > 0)
  );
}
