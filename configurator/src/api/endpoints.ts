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
import type { HttpClient, Parser, Query } from './client.ts';
import { existingBookingCalls } from './existingBooking.ts';
import type { PropertyLogin } from './propertyLocation.ts';

/*
 * The calls of spec 7 the configurator makes. Shapes come from @venue/domain's model.
 * TODO(server): parse with the zod schemas of @venue/server/api once that package exports them.
 */

/** Trusts the server's shape (to be replaced by the shared zod schemas). */
const trusted = <T>(): Parser<T> => ({ parse: (value) => value as T });

/** A page of a list call (server/src/api/common.ts listResponse). */
export interface ListPage<T> {
  readonly items: readonly T[];
  readonly total: number | null;
  readonly hasMore: boolean;
}

/** A property as the login and the public list describe it. */
export interface PropertySummary {
  readonly id: number;
  readonly key: string;
  readonly code?: string;
  readonly name: string;
  readonly currency?: string;
  readonly description?: string;
}

/** The answer of the anonymous property login (server/src/api/auth.ts PropertyLoginResponse). */
export interface PropertyLoginResult {
  readonly token: string;
  readonly propertyId: number;
  readonly propertyKey: string;
  readonly currency: string;
  readonly expiresAt: string;
}

/** A hero image or panorama of a property. */
export interface HeroDocument {
  readonly id: number;
  readonly url: string;
  readonly name?: string;
  readonly panorama?: boolean;
  readonly servicetypeId?: number | null;
}

/** The address of a stored document (hero image, panorama): spec 7, "/api plus the document url". */
export function documentSrc(url: string): string {
  return /^https?:|^\/api\//.test(url) ? url : `/api${url}`;
}

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
    propertyLogin: (login: PropertyLogin) =>
      http.post('/api/propertylogin', { [login.by]: login.value }, trusted<PropertyLoginResult>()),
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
    /** Spec 7/8: reference lists for the contact form; a failed list falls back to one 'Error' entry. */
    salutations: () => list<{ id: number; name: string }>('/api/salutation/', { company: false }),
    academictitles: () => list<{ id: number; name: string }>('/api/academictitle/'),
    countries: () => list<{ id: number; name: string }>('/api/country/', {}, 10_000),
    setups: () => list<{ id: number; name: string; description?: string }>('/api/setup/', { issetup: true }),
    heroes: () => list<HeroDocument>('/api/herodocument/', { nofallback: true }),
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
    addBooking: (payload: BookingPayload) => http.post('/api/booking/add', payload, trusted<LoadedBooking>()),
    bookingByToken: (token: string, code: string) =>
      http.get(
        `/api/booking/byTokenAndInternalIdOrExternalId/${encodeURIComponent(token)}/${encodeURIComponent(code)}`,
        trusted<LoadedBooking>(),
      ),
    ...existingBookingCalls(http),
  };
}

/** The API object the store and screens use. */
export type Api = ReturnType<typeof createApi>;
