import type { CalendarDate } from '@internationalized/date';
import { daysBetween, parseIsoDate } from '../dates/isoDate.ts';
import type { IsoDate, Servicetype } from '../model/entities.ts';
import { UnitgroupCategory } from '../model/enums.ts';
import type { PageRef } from '../model/pages.ts';
import type { Settings } from '../settings/typedSettings.ts';

/** One entry of the configurator's page list (its tabs). */
export interface TabPage {
  readonly ref: PageRef;
  /** A disabled page is shown but cannot be opened (docs/pages.md#page-list: minimum advance booking days). */
  readonly disabled: boolean;
  /** For a disabled service page: the first day it can be booked (today + minadvancebookingdays). */
  readonly availableFrom: IsoDate | null;
  /** The service type of a service page. */
  readonly servicetypeId: number | null;
}

/** The settings the page list depends on. */
type PageListSettings = Pick<
  Settings,
  | 'setupIsEnabled'
  | 'groupBookingOnly'
  | 'unitgroupIsEnabled'
  | 'unitgroupMeetingIsDisabled'
  | 'tabsServiceBeforeUnit'
>;

/** What the page list is built from. */
export interface PageListInput {
  readonly settings: PageListSettings;
  readonly servicetypes: readonly Pick<
    Servicetype,
    | 'id'
    | 'code'
    | 'notab'
    | 'disableingroupmode'
    | 'notassignedtounitgroup'
    | 'minadvancebookingdays'
    | 'sort'
  >[];
  /** The cart's start date; without one no service page is disabled. */
  readonly startdate: IsoDate | null;
  readonly today: CalendarDate;
  /** The slot (day or time slot) the pages are for; slot 0 is the stay (default 0). */
  readonly slotIndex?: number;
}

const page = (ref: PageRef, servicetypeId: number | null = null): TabPage => ({
  ref,
  disabled: false,
  availableFrom: null,
  servicetypeId,
});

/**
 * docs/pages.md#page-list: whether a service type's page is disabled: its minadvancebookingdays exceed the days from
 * today to the start date. The page becomes available on today + minadvancebookingdays.
 */
export function serviceTypeAvailability(
  servicetype: Pick<Servicetype, 'minadvancebookingdays'>,
  startdate: IsoDate | null,
  today: CalendarDate,
): { readonly disabled: boolean; readonly availableFrom: IsoDate | null } {
  const start = parseIsoDate(startdate);
  const minDays = servicetype.minadvancebookingdays;
  if (!start || minDays <= 0 || minDays <= daysBetween(today, start))
    return { disabled: false, availableFrom: null };
  return { disabled: true, availableFrom: today.add({ days: minDays }).toString() };
}

/**
 * docs/pages.md#page-list: setup (when enabled and not group-booking-only); the room page
 * (when unitgroup.isEnabled) first if meetings are disabled, else just before the cart; the meeting
 * page unless meetings are disabled or only group bookings are taken; one service page per service
 * type with a tab, types not assigned to a unit group after the others, none in group-booking-only
 * mode and none of the group-mode-disabled types when meetings are disabled; services before the
 * unit tab when the property says so; the cart always last.
 */
export function buildPageList(input: PageListInput): TabPage[] {
  const { settings, today, startdate } = input;
  const slot = input.slotIndex ?? 0;
  const meetingsDisabled = settings.unitgroupMeetingIsDisabled;

  const setup =
    settings.setupIsEnabled && !settings.groupBookingOnly
      ? [page({ page: 'setup', unitgroupindex: slot })]
      : [];
  const room = settings.unitgroupIsEnabled
    ? [page({ page: 'unitgroup', unitgroupindex: 0, category: UnitgroupCategory.Room })]
    : [];
  const meeting =
    meetingsDisabled || settings.groupBookingOnly
      ? []
      : [page({ page: 'unitgroup', unitgroupindex: slot, category: UnitgroupCategory.Meeting })];

  const withTab = settings.groupBookingOnly
    ? []
    : [...input.servicetypes]
        .filter((t) => !t.notab && !(meetingsDisabled && t.disableingroupmode))
        .sort((a, b) => a.sort - b.sort || a.id - b.id);
  // docs/pages.md#page-list: types not assigned to a unit group come after the unit-group-dependent ones.
  const ordered = [
    ...withTab.filter((t) => !t.notassignedtounitgroup),
    ...withTab.filter((t) => t.notassignedtounitgroup),
  ];
  const services = ordered.map((t) => ({
    ...page(
      { page: 'service', unitgroupindex: t.notassignedtounitgroup ? 0 : slot, servicecode: t.code },
      t.id,
    ),
    ...serviceTypeAvailability(t, startdate, today),
  }));

  // The unit tab is the meeting page; with meetings disabled the room page takes its place, first.
  const unitTab = meetingsDisabled ? room : meeting;
  const roomBeforeCart = meetingsDisabled ? [] : room;
  const middle = settings.tabsServiceBeforeUnit ? [...services, ...unitTab] : [...unitTab, ...services];
  return [...setup, ...middle, ...roomBeforeCart, page({ page: 'cart', unitgroupindex: slot })];
}
