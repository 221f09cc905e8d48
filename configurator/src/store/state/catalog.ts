import type { AvailabilityResponse, Cart, Catalog } from '@venue/domain';
import type { CalendarRead } from '../../api/calendarSearch.ts';
import type { HeroDocument } from '../../api/endpoints.ts';
import type { CartLists, VenueState } from '../../app/venueState.ts';

/** The property's offer as the server lists it for the current cart. */
export interface CatalogSlice {
  readonly catalog: Catalog;
  readonly heroes: readonly HeroDocument[];
  readonly listsLoading: boolean;
  /**
   * Whether a list refresh is due or running, from the cart change that asked for it (debounced) until its lists,
   * yanking and availability are in: the page marks itself aria-busy meanwhile.
   */
  readonly listsRefreshing: boolean;
  /** Availability answers for the cart's unit groups (pricing and readiness read them). */
  readonly availability: readonly AvailabilityResponse[];
  /** Loads the lists that do not depend on the cart (types, groups, slices, tags, heroes). */
  readonly loadCatalog: (propertyId?: number) => Promise<void>;
  /**
   * Takes the cart-independent lists from the page's first-screen data (app/venueState.ts) instead of reading them;
   * the next list refresh then reads no time slices either (they came with the page).
   */
  readonly primeCatalog: (
    lists: Pick<VenueState, 'servicetypes' | 'servicegroups' | 'timeslicedefinitions' | 'tags' | 'heroes'>,
  ) => void;
  /**
   * Takes the cart's unit groups, services and availability as read for it (a server render of a started cart,
   * docs/serving.md#a-started-cart) instead of reading them.
   */
  readonly primeLists: (lists: CartLists) => void;
  /** Reads the cart's lists and availability as the first list read would, without yanking or applying them. */
  readonly readCartLists: (cart: Cart) => Promise<CartLists>;
  /** Re-reads unit groups and services for the cart's dates, people, tags and codes. */
  readonly refreshLists: (cart: Cart) => Promise<void>;
  /**
   * Re-reads every list in the current language (docs/rules.md#yanking: names come in the App-Language of the call).
   * Only texts change: the cart's lines refer to ids and stay, and nothing is yanked or announced.
   */
  readonly reloadCatalogTexts: () => Promise<void>;
  /** docs/rules.md#yanking: refreshes the lists after the debounce (settings' refreshListsDebounce, 100 ms). */
  readonly scheduleRefresh: () => void;
  /** Asks the server for the availability and prices of the cart's unit group lines. */
  readonly loadAvailability: () => Promise<void>;
  /** Counts the calls of reloadCalendar: the availability calendar reads its months again when it changes. */
  readonly calendarGeneration: number;
  /** Makes the availability calendar read its months again (a host page's refresh, src/embed). */
  readonly reloadCalendar: () => void;
  /**
   * The availability calendar's first months as the server read them into the page (docs/serving.md#the-first-
   * calendar-month): the calendar shows them from its first render and does not ask for them again.
   */
  readonly pageCalendar: CalendarRead | null;
  /** Takes the calendar's first months from the page's data (or a server render's read of them). */
  readonly primeCalendar: (read: CalendarRead) => void;
}
