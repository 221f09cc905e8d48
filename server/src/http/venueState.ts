import {
  AvailabilityBody,
  CalendarListQuery,
  HeroListQuery,
  PlainListQuery,
  ServiceListQuery,
  SettingListQuery,
  TagListQuery,
  TimeslicedefinitionListQuery,
  UnitgroupListQuery,
} from '@venue/contract';
import { hostsStays, readSettings, settingsToJson } from '@venue/domain';
import type { PropertyCatalog } from '../catalog/catalog.ts';
import {
  heroesAnswer,
  propertyAnswer,
  servicegroupsAnswer,
  servicesAnswer,
  servicetypesAnswer,
  settingsAnswer,
  tagsAnswer,
  timeslicesAnswer,
  unitgroupsAnswer,
} from '../catalog/guestAnswers.ts';
import type { Database } from '../db/client.ts';
import { availability } from '../inventory/availability.ts';
import { calendarEntries } from '../inventory/calendar.ts';

/*
 * docs/serving.md#the-first-screens-data: what the configurator's start reads once logged in (configurator/src/store
 * sessionSlice.ts, catalogSlice.ts loadCatalog), written into a property's page, so the first screen renders
 * without waiting for those calls. The same functions as the API's routes shape it, with the queries the
 * configurator sends (configurator/src/api/endpoints.ts: page 0 of 100, the settings' 500), in the language the
 * page is shown in. No token: the page is the same for every guest (cacheable, shared-cache-safe).
 */

/** The first page of a list as the configurator asks for it. */
const FIRST_PAGE = { 'p.i': '0', 'p.s': '100' } as const;

/**
 * The data of a property's first screen in `language`, as configurator/src/app/venueState.ts reads it, with the
 * instant `now` the page is written for (the server-rendered first screen's "today", docs/serving.md).
 */
export function venueState(catalog: PropertyCatalog, language: string, now: Date) {
  const id = catalog.rows.property.id;
  const settings = settingsAnswer(
    catalog,
    SettingListQuery.parse({ 'p.i': '0', 'p.s': '500', 'f.propertyId': String(id) }),
  ).items;
  return {
    version: 1,
    language,
    now: now.toISOString(),
    property: propertyAnswer(catalog, language),
    settings,
    // docs/serving.md#the-settings-already-read: the list above as the browser's store would read it.
    settingsRead: settingsToJson(readSettings(settings).settings),
    servicetypes: servicetypesAnswer(catalog, PlainListQuery.parse(FIRST_PAGE), language).items,
    servicegroups: servicegroupsAnswer(catalog, PlainListQuery.parse(FIRST_PAGE), language).items,
    timeslicedefinitions: timeslicesAnswer(catalog, TimeslicedefinitionListQuery.parse(FIRST_PAGE), language)
      .items,
    tags: tagsAnswer(
      catalog,
      TagListQuery.parse({ ...FIRST_PAGE, 'f.configPropertyId': String(id) }),
      language,
    ).items,
    heroes: heroesAnswer(catalog, HeroListQuery.parse({ ...FIRST_PAGE, 'f.nofallback': 'true' }), language)
      .items,
    // Whether the property hosts stays (the calendar's wording), from its unit groups, not from a cart's lists.
    hostsStays: hostsStays(catalog.unitgroups),
  };
}

/**
 * docs/serving.md#a-started-cart: the API's answers to the calls a started cart's first screen makes (the unit group
 * and service lists for its query, the availability for its body), validated as the API's routes validate them, for
 * the server render (configurator/src/entry-server.tsx `CartListAnswers`) at the page's instant `now`.
 */
export function cartListAnswers(database: Database, catalog: PropertyCatalog, language: string, now: Date) {
  const queryOf = (text: string) => Object.fromEntries(new URLSearchParams(text));
  return {
    unitgroups: async (query: string) =>
      (await unitgroupsAnswer(database, catalog, UnitgroupListQuery.parse(queryOf(query)), language, now))
        .items,
    services: async (query: string) =>
      servicesAnswer(catalog, ServiceListQuery.parse(queryOf(query)), language, now).items,
    availability: async (body: unknown) => {
      const requests = AvailabilityBody.parse(body);
      return availability(database, catalog, Array.isArray(requests) ? requests : [requests], now);
    },
    // docs/serving.md#the-first-calendar-month: the calendar's first months, as its route answers them.
    calendar: async (query: string) => ({
      calendarentryList: await calendarEntries(
        database,
        catalog,
        CalendarListQuery.parse(queryOf(query)),
        now,
      ),
    }),
  };
}

/**
 * JSON that cannot end the `<script>` element it is written into, nor break a JavaScript parser that reads it as
 * a literal: every `<` (so no `</script>` and no `<!--`) and the line separators U+2028/2029 as \u escapes.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
