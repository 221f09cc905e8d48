import type {
  AvailabilityResponse,
  PropertySetting,
  Service,
  Servicegroup,
  Servicetype,
  SettingsJson,
  Tag,
  Timeslicedefinition,
  Unitgroup,
} from '@venue/domain';
import type { CalendarRead } from '../api/calendarSearch.ts';
import type { HeroDocument, PropertySummary } from '../api/endpoints.ts';
import type { PropertyLocation } from '../api/propertyLocation.ts';
import type { SupportedLanguage } from '../i18n/languages.ts';
import type { RenderedTexts } from '../i18n/useTranslation.ts';

/*
 * docs/serving.md#the-first-screens-data: the server writes what the start would read once logged in (the property,
 * its settings, the cart-independent lists) into a property's page as `<script type="application/json"
 * id="venue-state">` (server/src/http/venueState.ts), so the first screen renders without waiting for those calls.
 * Its shapes are the API's answers, which the configurator takes without parsing them at run time
 * (api/endpoints.ts: zod stays out of the first bundle); the reader checks the outline and that it is for this
 * property and language, and anything else is ignored with a warning: the start then reads everything as before.
 */

/** The first screen's data from the page: the API's answers for the property in `language`. */
export interface VenueState {
  readonly language: SupportedLanguage;
  readonly property: PropertySummary & { readonly code?: string; readonly currency: string };
  readonly settings: readonly PropertySetting[];
  /**
   * The same settings already read by the domain (settingsToJson), so the first screen needs no settings reader
   * (docs/serving.md#the-settings-already-read); the store reads `settings` instead when these are not valid.
   */
  readonly settingsRead?: SettingsJson;
  readonly servicetypes: readonly Servicetype[];
  readonly servicegroups: readonly Servicegroup[];
  readonly timeslicedefinitions: readonly Timeslicedefinition[];
  readonly tags: readonly Tag[];
  readonly heroes: readonly HeroDocument[];
  /**
   * The server's clock when it wrote the page (ISO 8601): the server-rendered first screen was rendered for this
   * instant, and the browser's first render uses it too (docs/serving.md#the-server-rendered-first-screen).
   */
  readonly now?: string;
  /**
   * The cart's lists as the server read them for its render of a started cart (an autostarted property's first
   * tab, docs/serving.md#a-started-cart): taken only for the same cart.
   */
  readonly lists?: CartLists;
  /**
   * The availability calendar's first months as the server read them for its render (docs/serving.md#the-first-
   * calendar-month): taken only for the same search.
   */
  readonly calendar?: CalendarRead;
  /**
   * The texts the server's i18next gave its render, by call (key and options), in the page's language
   * (docs/serving.md#the-first-screens-texts): the hydration renders with them, i18next and the language's file
   * are loaded after it.
   */
  readonly texts?: RenderedTexts;
  /** Whether the property hosts stays (domain's hostsStays over all its unit groups), not only events. */
  readonly hostsStays?: boolean;
}

/** The unit groups, services and availability for one cart, as the API answers them. */
export interface CartLists {
  /** The cart's list filters (api/listFilters.ts) as JSON: the lists are for the cart with these. */
  readonly filters: string;
  readonly unitgroups: readonly Unitgroup[];
  readonly services: readonly Service[];
  readonly availability: readonly AvailabilityResponse[];
}

const LISTS = [
  'settings',
  'servicetypes',
  'servicegroups',
  'timeslicedefinitions',
  'tags',
  'heroes',
] as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether the page's property is the one the address logs in to (by key, id or code). */
function sameProperty(property: Record<string, unknown>, location: PropertyLocation): boolean {
  const login = location.login;
  if (!login) return false;
  switch (login.by) {
    case 'key':
      return typeof property.key === 'string' && property.key.toLowerCase() === login.value.toLowerCase();
    case 'id':
      return property.id === Number(login.value);
    case 'code':
      return property.code === login.value;
  }
}

/** Why `value` is not this page's state, or null when it is. */
function problemOf(value: unknown, language: SupportedLanguage, location: PropertyLocation): string | null {
  if (!isRecord(value) || value.version !== 1) return 'not a state of version 1';
  const property = value.property;
  if (!isRecord(property) || typeof property.id !== 'number' || typeof property.key !== 'string')
    return 'no property';
  if (typeof property.name !== 'string' || typeof property.currency !== 'string') return 'no property name';
  for (const list of LISTS) if (!Array.isArray(value[list])) return `no list ${list}`;
  const lists = value.lists;
  if (
    lists !== undefined &&
    !(
      isRecord(lists) &&
      typeof lists.filters === 'string' &&
      Array.isArray(lists.unitgroups) &&
      Array.isArray(lists.services) &&
      Array.isArray(lists.availability)
    )
  )
    return 'malformed cart lists';
  const calendar = value.calendar;
  if (
    calendar !== undefined &&
    !(
      isRecord(calendar) &&
      typeof calendar.first === 'string' &&
      typeof calendar.search === 'string' &&
      Array.isArray(calendar.entries)
    )
  )
    return 'malformed calendar';
  if (value.settingsRead !== undefined && !isRecord(value.settingsRead)) return 'malformed settings read';
  const texts = value.texts;
  if (
    texts !== undefined &&
    !(isRecord(texts) && Object.values(texts).every((text) => typeof text === 'string'))
  )
    return 'malformed texts';
  if (value.language !== language) return `language ${String(value.language)}, the page shows ${language}`;
  if (!sameProperty(property, location)) return `property ${property.key}, not the one asked for`;
  return null;
}

/**
 * The page's first-screen data for this address and language, or null: none in the page (the dev server, the start
 * page), or one that is malformed or for another property or language (logged as a warning).
 */
export function readVenueState(
  document: Document,
  language: SupportedLanguage,
  location: PropertyLocation,
): VenueState | null {
  const text = document.getElementById('venue-state')?.textContent;
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    console.warn('The page’s first-screen data is ignored: not JSON', error);
    return null;
  }
  return venueStateOf(value, language, location);
}

/** `value` as this address's first-screen data in `language`, or null (logged as a warning). */
export function venueStateOf(
  value: unknown,
  language: SupportedLanguage,
  location: PropertyLocation,
): VenueState | null {
  const problem = problemOf(value, language, location);
  if (problem) {
    console.warn(`The page’s first-screen data is ignored: ${problem}`);
    return null;
  }
  return value as VenueState;
}
