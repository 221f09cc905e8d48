import type { LiveNews } from './live.ts';

/*
 * The keys of the server data the property app reads through react-query, one per resource: a page asks with its
 * key, and a change (the live stream, a save) invalidates by the key's first part, so every page showing the resource
 * reads it again.
 */
export const queryKeys = {
  /** GET /api/staff/dashboard: the user's properties with their today and arrivals (the dashboard page). */
  dashboard: () => ['dashboard'] as const,
  /** The properties' today, from the same answer, kept 5 minutes: a day changes at midnight, not with every booking. */
  propertyToday: () => ['propertyToday'] as const,
  /**
   * A staff resource list (`api.resources[base].list`) with its query. It always holds the list's whole answer
   * (`{ items, … }`): two pages asking the same list share the entry, so a page picks its rows with `select`.
   */
  resourceList: (base: string, query: Readonly<Record<string, unknown>>) =>
    ['resource', base, query] as const,
  /** One staff resource row. */
  resource: (base: string, id: number) => ['resource', base, id] as const,
  /** The unit groups of a property with their units (blocks, calendar feeds, the new booking's unit). */
  propertyUnits: (propertyId: number) => ['resource', 'unit', 'byGroup', propertyId] as const,
  /** GET /api/staff/block/list: the property's blocks in force, by their start (the blocks page). */
  blocks: (propertyId: number) => ['blocks', propertyId] as const,
  /** GET /api/staff/property/{propertyId}/calendarfeeds: the property's iCalendar feeds (calendar sync). */
  calendarFeeds: (propertyId: number) => ['calendarFeeds', propertyId] as const,
  /** A property's relation rules with the unit groups, services and service types they name (the rules page). */
  relationRules: (propertyId: number) => ['resource', 'relation', 'rules', propertyId] as const,
  /** GET /api/staff/property/{propertyId}/users: the property's team (the team page). */
  propertyUsers: (propertyId: number) => ['resource', 'propertyUsers', propertyId] as const,
  /** GET /api/dev/outbox (`list`) or one of its mails (by id): a development server's mails. */
  devOutbox: (which: string) => ['devOutbox', which] as const,
  /** GET /api/login/external: the external logins the server offers (the login page's buttons). */
  externalProviders: () => ['externalProviders'] as const,
  /**
   * A one-time write fired as its page opens: a mailed link's token used (`verifyEmail`), a waiting external login
   * completed (`externalLogin`). Kept only while the page is open (never read again: a token works once).
   */
  onOpening: (purpose: 'verifyEmail' | 'externalLogin', token: string) =>
    ['onOpening', purpose, token] as const,
  /** POST /api/staff/booking/quote for a body (as JSON). */
  staffQuote: (body: string) => ['staffQuote', body] as const,
  /** A new row's defaults for a property (`api.resources[base].defaults`: the offer editor's "new"). */
  resourceDefaults: (base: string, propertyId: number) => ['resource', base, 'defaults', propertyId] as const,
  /** A property's stored settings, by key (the settings page). */
  propertySettings: (propertyId: number) => ['resource', 'propertysetting', 'byKey', propertyId] as const,
  /** A property's settings as the domain reads them (the offer editor asks whether it takes children). */
  propertySettingsRead: (propertyId: number) => ['resource', 'propertysetting', 'read', propertyId] as const,
  /** GET /api/staff/property/{propertyId}/payment-provider: the property's payment provider (the payments page). */
  paymentProvider: (propertyId: number) => ['paymentProvider', propertyId] as const,
  /** GET /api/staff/property/{propertyId}/apikeys: the property's API keys (the API keys page). */
  apiKeys: (propertyId: number) => ['apiKeys', propertyId] as const,
  /** GET /api/staff/property/{propertyId}/webhooks: the property's webhook endpoints (the webhooks page). */
  webhooks: (propertyId: number) => ['webhooks', propertyId] as const,
  /** GET …/webhooks/{id}/deliveries, page after page ("Older"): an endpoint's delivery log. */
  webhookDeliveries: (propertyId: number, endpointId: number) =>
    ['webhooks', propertyId, 'deliveries', endpointId] as const,
  /** The services on offer at a property with every service option (the booking's offer editor adds them). */
  offerServices: (propertyId: number) => ['resource', 'service', 'onOffer', propertyId] as const,
  /** GET /api/staff/calendar/unit/unavailability/list: the units' busy periods from one day to another. */
  occupancy: (propertyId: number, from: string, to: string) => ['occupancy', propertyId, from, to] as const,
  /** GET /api/staff/booking/list: a page of the inbox for its query. */
  bookingList: (query: Readonly<Record<string, unknown>>) => ['bookingList', query] as const,
  /** GET /api/staff/booking/{id}: one booking with its lines, payment and history (the booking page). */
  booking: (id: number) => ['booking', id] as const,
  /** GET /api/staff/group/list: an organiser's booking's groups with their blocks and pickup (the booking page). */
  bookingGroups: (bookingId: number) => ['bookingGroups', bookingId] as const,
  /** GET /api/staff/group/{id}/roominglist: who picked up which nights of a group, paid or not. */
  roomingList: (groupId: number) => ['bookingGroups', 'roomingList', groupId] as const,
  /** GET /api/messageoverview/list: a page of the message overview for its query. */
  messageOverview: (query: Readonly<Record<string, unknown>>) => ['messageOverview', query] as const,
  /** GET /api/staff/messages/{bookingId}: a booking's thread with the booker, oldest first. */
  bookingMessages: (bookingId: number) => ['bookingMessages', bookingId] as const,
  /** GET /api/messagecategory/list: the categories a staff answer is filed under. */
  messageCategories: () => ['messageCategories'] as const,
} as const;

/**
 * What a live change makes stale: a booking's news changes the arrivals the dashboard counts. (A quote is asked anew
 * with every change of the form, and saving checks availability again: the stream does not re-ask it. The inbox, the
 * message overview, an open booking and its thread re-read themselves on news, `useLiveList` and `useLiveBurst`: they
 * announce what changed, and a booking is not replaced while its offer editor is open.)
 */
export function invalidatedBy(news: LiveNews): readonly (readonly unknown[])[] {
  if (news.kind === 'reconnected' || news.kind === 'booking') return [queryKeys.dashboard()];
  return [];
}
