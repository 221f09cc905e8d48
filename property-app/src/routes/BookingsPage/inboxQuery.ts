import type { Query } from '@venue/api-client';

/** The booking states a filter can ask for (docs/rules.md#booking-states), in lifecycle order. */
export const inboxStates = [1, 2, 4, 8, 16, 32, 64] as const;
/** The booking categories (docs/api.md#the-bookings-inbox: normal 1, group 2, blocked 4, reservation 8). */
export const inboxCategories = [1, 2, 4, 8] as const;
/** The inbox's sort keys (the server's whitelist). */
const inboxSortKeys = ['arrival', 'created', 'code', 'state', 'total', 'booker'] as const;
export type InboxSortKey = (typeof inboxSortKeys)[number];

/** Rows per page of the inbox. */
export const INBOX_PAGE_SIZE = 25;

/** A calendar day range, 'YYYY-MM-DD' each. */
export interface DayRange {
  readonly from: string;
  readonly to: string;
}

/**
 * What the inbox shows: the filters, the sort and the page. Kept in the address of /app/bookings (see
 * `inboxFromSearch`/`inboxToSearch`) so that a reload or a shared link shows the same list.
 */
export interface InboxView {
  readonly states: readonly number[];
  readonly arrival: DayRange | null;
  readonly created: DayRange | null;
  readonly category: number | null;
  readonly search: string;
  readonly unseen: boolean;
  /** A property id, 'all' for every property of the user, or null for the one chosen in the switcher. */
  readonly property: number | 'all' | null;
  readonly sort: InboxSortKey;
  readonly descending: boolean;
  /** From 1. */
  readonly page: number;
  readonly pageSize: number;
}

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

function rangeOf(value: string | null): DayRange | null {
  const [from, to] = (value ?? '').split('..');
  if (!from || !to || !isoDay.test(from) || !isoDay.test(to)) return null;
  return from <= to ? { from, to } : { from: to, to: from };
}

function positive(value: string | null, fallback: number, max = 1_000_000): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= max ? n : fallback;
}

/**
 * Reads the inbox view from the query string of /app/bookings (`state=1,2&arrival=2027-03-01..2027-03-31&
 * created=…&category=2&q=text&unseen=1&property=3|all&sort=arrival&desc=1&page=2&size=25`). Anything unknown or
 * malformed falls back to the default, so a hand-edited link still opens a list.
 */
export function inboxFromSearch(search: string): InboxView {
  const params = new URLSearchParams(search);
  const states = (params.get('state') ?? '')
    .split(',')
    .map(Number)
    .filter((s): s is (typeof inboxStates)[number] => (inboxStates as readonly number[]).includes(s));
  const category = Number(params.get('category'));
  const sort = params.get('sort');
  const property = params.get('property');
  return {
    states: inboxStates.filter((s) => states.includes(s)),
    arrival: rangeOf(params.get('arrival')),
    created: rangeOf(params.get('created')),
    category: (inboxCategories as readonly number[]).includes(category) ? category : null,
    search: (params.get('q') ?? '').slice(0, 100),
    unseen: params.get('unseen') === '1',
    property: property === 'all' ? 'all' : property ? positive(property, 0) || null : null,
    sort: (inboxSortKeys as readonly string[]).includes(sort ?? '') ? (sort as InboxSortKey) : 'arrival',
    descending: params.get('desc') === '1',
    page: positive(params.get('page'), 1),
    pageSize: positive(params.get('size'), INBOX_PAGE_SIZE, 200),
  };
}

/** Writes the inbox view as a query string (without '?'), leaving out what is the default. */
export function inboxToSearch(view: InboxView): string {
  const params = new URLSearchParams();
  if (view.states.length) params.set('state', view.states.join(','));
  if (view.arrival) params.set('arrival', `${view.arrival.from}..${view.arrival.to}`);
  if (view.created) params.set('created', `${view.created.from}..${view.created.to}`);
  if (view.category !== null) params.set('category', String(view.category));
  if (view.search.trim()) params.set('q', view.search.trim());
  if (view.unseen) params.set('unseen', '1');
  if (view.property !== null) params.set('property', String(view.property));
  if (view.sort !== 'arrival') params.set('sort', view.sort);
  if (view.descending) params.set('desc', '1');
  if (view.page > 1) params.set('page', String(view.page));
  if (view.pageSize !== INBOX_PAGE_SIZE) params.set('size', String(view.pageSize));
  return params.toString();
}

const compact = (day: string) => day.replaceAll('-', '');

/**
 * The API query of GET /api/staff/booking/list for a view (docs/api.md#lists: `p.i` from 0, `o.sort` with
 * `|desc`, dates as YYYYMMDD). `currentPropertyId` is the switcher's property, used when the view names none;
 * pass null for a user of one property (their bookings are all of that property).
 */
export function inboxApiQuery(view: InboxView, currentPropertyId: number | null): Query {
  const propertyId = view.property === 'all' ? null : (view.property ?? currentPropertyId);
  const search = view.search.trim();
  return {
    'p.i': view.page - 1,
    'p.s': view.pageSize,
    'o.sort': view.descending ? `${view.sort}|desc` : view.sort,
    'f.propertyId': propertyId,
    'f.state': view.states.length ? view.states : null,
    'f.arrivalFrom': view.arrival ? compact(view.arrival.from) : null,
    'f.arrivalTo': view.arrival ? compact(view.arrival.to) : null,
    'f.createdFrom': view.created ? compact(view.created.from) : null,
    'f.createdTo': view.created ? compact(view.created.to) : null,
    'f.bookingcategoryId': view.category,
    'f.search': search ? search : null,
    'f.unseen': view.unseen ? true : null,
  };
}

/** A changed filter shows the list from its first page again. */
export function withFilter(view: InboxView, change: Partial<InboxView>): InboxView {
  return { ...view, ...change, page: 1 };
}

/** Whether any filter (not the sort or the page) differs from the default. */
/**
 * How many of the filters behind "More filters" are set (issue 44: the count on the closed disclosure): the states
 * (one filter however many are ticked), the arrival and creation ranges, the category, a property other than the
 * current one, unseen only. The search is not one of them: it is always in view.
 */
export function activeFilterCount(view: InboxView): number {
  return [
    view.states.length > 0,
    view.arrival !== null,
    view.created !== null,
    view.category !== null,
    view.property !== null,
    view.unseen,
  ].filter(Boolean).length;
}

export function hasFilters(view: InboxView): boolean {
  return (
    view.states.length > 0 ||
    view.arrival !== null ||
    view.created !== null ||
    view.category !== null ||
    view.search.trim() !== '' ||
    view.unseen
  );
}
