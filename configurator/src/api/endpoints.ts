import type { HttpClient, Parser, Query } from '@venue/api-client';
import type {
  BookingReasonListItem,
  HeroListItem,
  ListResponse,
  PropertyTerms,
  PropertySummary as PublicProperty,
} from '@venue/contract';
import type {
  AvailabilityRequest,
  AvailabilityResponse,
  BookingPayload,
  CalendarEntry,
  LoadedBooking,
  PropertySetting,
  Service,
  Servicegroup,
  Servicetype,
  Tag,
  Timeslicedefinition,
  Unitgroup,
} from '@venue/domain';
import { existingBookingCalls } from './existingBooking.ts';
import { propertyLogin } from './login.ts';
import { messageCalls } from './messages.ts';
import { pickupCalls } from './pickup.ts';
import type { PropertyLogin } from './propertyLocation.ts';

/*
 * The calls of docs/api.md the configurator makes. The catalog's shapes are @venue/domain's model, which the
 * server answers with; the API's own shapes (login, list pages, errors, payments) are the server's zod
 * schemas in @venue/contract, imported as types only. Answers are not parsed again at run time: that
 * would put zod into the guest's first bundle for a contract the compiler already checks.
 */

/** Takes the server's answer as the shared contract types it is declared with. */
const trusted = <T>(): Parser<T> => ({ parse: (value) => value as T });

/** A page of a list call (contract/src/common.ts listResponse). */
export type ListPage<T> = ListResponse<T>;

/**
 * A property as the public list describes it (with its description in the call's language), or as the
 * property call describes it once logged in (with its currency and time zone).
 */
export type PropertySummary = Omit<PublicProperty, 'description'> & {
  readonly description?: string;
  readonly currency?: string;
  /** IANA zone the property's days are counted in ("today", advance booking). */
  readonly timezone?: string;
};

/**
 * A hero image or panorama of a property: what it shows in the app's language (empty when the hotel gave no
 * description), its pixels and its thumbnails' widths (docs/api.md#documents).
 */
export type HeroDocument = HeroListItem;

const listQuery = (filters: Query = {}, pageSize = 100): Query => {
  const query: Record<string, Query[string]> = { 'p.i': 0, 'p.s': pageSize };
  for (const [key, value] of Object.entries(filters)) query[`f.${key}`] = value;
  return query;
};

/** The configurator's API. */
export function createApi(http: HttpClient) {
  const list = <T>(base: string, filters?: Query, pageSize?: number) =>
    http.get(`${base}list`, trusted<ListPage<T>>(), listQuery(filters, pageSize)).then((page) => page.items);
  return {
    propertyLogin: (login: PropertyLogin) => propertyLogin(http, login),
    properties: () => list<PropertySummary>('/api/property/public/'),
    propertyCss: (id: number) => http.text(`/api/property/css/${id}`),
    property: (id: number) => http.get(`/api/property/${id}`, trusted<PropertySummary>()),
    settings: (propertyId: number) => list<PropertySetting>('/api/propertysetting/', { propertyId }, 500),
    unitgroups: (filters: Query) => list<Unitgroup>('/api/unitgroup/', filters),
    services: (filters: Query) => list<Service>('/api/service/', filters),
    servicetypes: () => list<Servicetype>('/api/servicetype/'),
    servicegroups: () => list<Servicegroup>('/api/servicegroup/'),
    timeslicedefinitions: () => list<Timeslicedefinition>('/api/timeslicedefinition/'),
    tags: (propertyId: number) => list<Tag>('/api/portal/search/tag/', { configPropertyId: propertyId }),
    /** docs/api.md: reference lists for the contact form; a failed list falls back to one 'Error' entry. */
    salutations: () => list<{ id: number; name: string }>('/api/salutation/', { company: false }),
    academictitles: () => list<{ id: number; name: string }>('/api/academictitle/'),
    countries: () => list<{ id: number; name: string }>('/api/country/', {}, 10_000),
    setups: () => list<{ id: number; name: string; description?: string }>('/api/setup/', { issetup: true }),
    heroes: () => list<HeroDocument>('/api/herodocument/', { nofallback: true }),
    /** docs/pages.md#cart-page: the property's active booking reasons, in their order, in the call's language. */
    bookingreasons: () => list<BookingReasonListItem>('/api/bookingreason/'),
    /** One request per unit group; the server answers them as a list. */
    availability: (body: readonly (AvailabilityRequest & { customeraccountnumber?: string | null })[]) =>
      http.post('/api/unitgroup/availability', body, trusted<readonly AvailabilityResponse[]>()),
    calendar: (filters: Query) =>
      http.get(
        '/api/calendar/unitgroup/unavailability/list',
        trusted<{ calendarentryList: readonly CalendarEntry[] }>(),
        listQuery(filters),
      ),
    checkCustomerAccount: (code: string) =>
      http.get('/api/customeraccount/check', trusted<{ valid: boolean }>(), listQuery({ code })),
    checkPromocode: (code: string) =>
      http.get('/api/promocode/check', trusted<{ valid: boolean }>(), listQuery({ code })),
    addBooking: (payload: BookingPayload) => http.post('/api/booking/add', payload, trusted<LoadedBooking>()),
    /** The property's own terms and conditions in the call's language (the terms modal). */
    terms: (propertyId: number) => http.get(`/api/property/terms/${propertyId}`, trusted<PropertyTerms>()),
    /** docs/api.md: the update of a booking the cart already holds (its token proves it). */
    updateBooking: (id: number, payload: BookingPayload & { readonly bookingtoken: string }) =>
      http.post(`/api/booking/update/${id}`, payload, trusted<LoadedBooking>()),
    bookingByToken: (token: string, code: string) =>
      http.get(
        `/api/booking/byTokenAndInternalIdOrExternalId/${encodeURIComponent(token)}/${encodeURIComponent(code)}`,
        trusted<LoadedBooking>(),
      ),
    ...existingBookingCalls(http),
    ...messageCalls(http),
    ...pickupCalls(http),
  };
}

/** The API object the store and screens use. */
export type Api = ReturnType<typeof createApi>;
