import type {
  HeroListItem,
  HeroListQuery,
  ListResponse,
  PlainListQuery,
  PropertyDetail,
  ServiceListQuery,
  SettingListQuery,
  TagListQuery,
  TimeslicedefinitionListQuery,
  UnitgroupListQuery,
} from '@venue/contract';
import {
  addDaysToIsoDate,
  dayIn,
  daysBetween,
  hiddenWhenUnavailable,
  listedPersonsFit,
  parseIsoDate,
  type Service,
  serviceTypeAvailability,
  stayWindow,
  type Unitgroup,
  unitgroupQuantity,
} from '@venue/domain';
import type { z } from 'zod';
import type { Database } from '../db/client.ts';
import { InvalidInput, notFound } from '../failures.ts';
import { pageOf } from '../http/list.ts';
import { freeCount, loadHolds } from '../inventory/availability.ts';
import {
  documentUrl,
  type PropertyCatalog,
  rateFor,
  ratesFor,
  serviceForRate,
  unitgroupForRates,
} from './catalog.ts';
import { catalogTexts, localized } from './localize.ts';

/*
 * The guest's answers about a property, shaped once: the API's routes (../http/routes/property.ts, catalog.ts)
 * answer them, and a property's page carries the first screen's share of them (../http/venueState.ts), so both
 * say the same. `language` is the call's (languageOf of App-Language, or the page's language).
 */

/** GET /api/property/{id}: the property, its name in the language. */
export function propertyAnswer(
  catalog: PropertyCatalog,
  language: string | null,
): PropertyDetail & { readonly heroDocumentList: readonly { readonly id: number }[] } {
  const p = catalog.rows.property;
  // docs/api.md#property-and-catalog: the configurator reads the property again after a language change; its name follows.
  const { name } = localized({ name: p.name }, p.i18n, language, ['name']);
  return {
    id: p.id,
    key: p.key,
    code: p.code,
    name,
    currency: p.currency,
    timezone: p.timezone,
    defaultLanguage: p.defaultLanguage,
    address: p.address,
    heroDocumentList: catalog.rows.documents.filter((d) => d.kind === 'hero').map((d) => ({ id: d.id })),
  };
}

/** GET /api/propertysetting/list: the property's settings (key and value). */
export function settingsAnswer(catalog: PropertyCatalog, q: z.infer<typeof SettingListQuery>) {
  return pageOf(
    catalog.rows.settings.map((s) => ({ id: s.id, key: s.key, value: s.value })),
    q,
  );
}

/** GET /api/portal/search/tag/list of the configured property's own tags. */
export function tagsAnswer(
  catalog: PropertyCatalog,
  q: z.infer<typeof TagListQuery>,
  language: string | null,
) {
  const texts = catalogTexts(catalog, language);
  return ownTags(catalog.rows.tags, q, texts);
}

/** A tag list (the property's own or the other properties') with names in the language. */
export function ownTags(
  tags: readonly PropertyCatalog['rows']['tags'][number][],
  q: z.infer<typeof TagListQuery>,
  texts: ReturnType<typeof catalogTexts>,
) {
  return pageOf(
    tags.map(({ id, name, i18n }) => texts.tag({ id, name }, i18n)),
    q,
  );
}

/** GET /api/timeslicedefinition/list: the time slices, optionally only the overnight ones (or not). */
export function timeslicesAnswer(
  catalog: PropertyCatalog,
  q: z.infer<typeof TimeslicedefinitionListQuery>,
  language: string | null,
) {
  const overnight = q['f.overnight'];
  const texts = catalogTexts(catalog, language);
  const list = catalog.timeslicedefinitions.map((s, sort) => texts.timeslice({ ...s, sort }));
  return pageOf(overnight === undefined ? list : list.filter((s) => s.overnight === overnight), q);
}

/** GET /api/servicetype/list. */
export function servicetypesAnswer(
  catalog: PropertyCatalog,
  q: z.infer<typeof PlainListQuery>,
  language: string | null,
) {
  return pageOf(catalog.servicetypes.map(catalogTexts(catalog, language).servicetype), q);
}

/** GET /api/servicegroup/list. */
export function servicegroupsAnswer(
  catalog: PropertyCatalog,
  q: z.infer<typeof PlainListQuery>,
  language: string | null,
) {
  return pageOf(catalog.servicegroups.map(catalogTexts(catalog, language).servicegroup), q);
}

/** GET /api/herodocument/list: the hero images and panoramas, else (without nofallback) unit group pictures. */
export function heroesAnswer(
  catalog: PropertyCatalog,
  q: z.infer<typeof HeroListQuery>,
  language: string | null,
) {
  const docs = catalog.rows.documents.filter((d) => d.kind === 'hero' || d.kind === 'panorama');
  const list =
    docs.length || q['f.nofallback'] ? docs : catalog.rows.documents.filter((d) => d.kind === 'unitgroup');
  return pageOf(
    list.map(
      (d): HeroListItem => ({
        id: d.id,
        name: d.name,
        // The image's text alternative in the call's language (docs/api.md#documents).
        description: localized({ description: d.description }, d.i18n, language, ['description']).description,
        url: documentUrl(d),
        panorama: d.kind === 'panorama',
        servicetypeId: d.servicetypeId,
        sort: d.sort,
        // Its pixels and thumbnails, for the responsive sources (omitted where not stored).
        ...(d.width && d.height ? { width: d.width, height: d.height } : {}),
        thumbnails: d.thumbnails,
      }),
    ),
    q,
  );
}

type ConfigQuery = z.infer<typeof UnitgroupListQuery> | z.infer<typeof ServiceListQuery>;

/** The time window of the configured dates (f.configCheckinDate..f.configCheckoutDate), or null. */
function configTimes(
  q: ConfigQuery,
  timeslices: readonly { id: number; starttime: string; endtime: string }[],
) {
  const slice = q['f.configTimeslicedefinitionId']
    ? timeslices.find((s) => s.id === q['f.configTimeslicedefinitionId'])
    : undefined;
  if (q['f.configTimeslicedefinitionId'] && !slice) throw notFound('Unknown time slice definition');
  return {
    start: q['f.configStarttime'] ?? slice?.starttime ?? null,
    end: q['f.configEndtime'] ?? slice?.endtime ?? null,
  };
}

function checkDates(q: ConfigQuery) {
  const checkin = q['f.configCheckinDate'];
  const checkout = q['f.configCheckoutDate'] ?? checkin;
  if (checkin && checkout && checkout < checkin) {
    throw new InvalidInput('Invalid query', [
      { path: 'f.configCheckoutDate', message: 'must not be before f.configCheckinDate' },
    ]);
  }
  if (checkin && checkout && addDaysToIsoDate(checkin, 366) < checkout) {
    throw new InvalidInput('Invalid query', [
      { path: 'f.configCheckoutDate', message: 'at most one year after f.configCheckinDate' },
    ]);
  }
  return checkin && checkout ? { checkin, checkout } : null;
}

/** GET /api/service/list: the bookable services for the configuration, priced by its rate, on `now`. */
export function servicesAnswer(
  catalog: PropertyCatalog,
  q: z.infer<typeof ServiceListQuery>,
  language: string | null,
  now: Date,
): ListResponse<Service & { readonly sort: number }> {
  checkDates(q);
  configTimes(q, catalog.timeslicedefinitions);
  const { rate } = rateFor(catalog, q['f.configCustomeraccountnumber'], q['f.configPromocode']);
  const today = dayIn(now, catalog.rows.property.timezone);
  const checkin = q['f.configCheckinDate'] ?? null;
  const typeById = new Map(catalog.servicetypes.map((t) => [t.id, t]));
  const rows = new Map(catalog.rows.services.map((s) => [s.id, s]));
  let list: Service[] = catalog.services.map((s) => {
    const type = typeById.get(s.servicetype.id);
    // The domain's advance-booking rule, the one that disables the service type's page in the browser.
    const tooEarly = !!type && serviceTypeAvailability(type, checkin, today).disabled;
    const priced = serviceForRate(catalog, s, rate);
    return tooEarly ? { ...priced, available: false } : priced;
  });
  if (q['f.disabled'] !== true) list = list.filter((s) => !rows.get(s.id)?.disabled);
  if (q['f.inactive'] !== true) list = list.filter((s) => !rows.get(s.id)?.inactive);
  if (q['f.configServicetypeId']) list = list.filter((s) => s.servicetype.id === q['f.configServicetypeId']);
  if (q['f.configServiceId']) list = list.filter((s) => s.id === q['f.configServiceId']);
  if (q['f.configCode']) list = list.filter((s) => s.code === q['f.configCode']);
  if (q['f.configUnitgroupId'] && !catalog.unitgroupById.has(q['f.configUnitgroupId']))
    throw notFound('Unknown unit group');
  const texts = catalogTexts(catalog, language);
  return pageOf(
    list.map((s) => ({ ...texts.service(s), sort: rows.get(s.id)?.sort ?? 0 })),
    q,
  );
}

/** GET /api/unitgroup/list: the unit groups for the configuration, with their free units for its dates. */
export async function unitgroupsAnswer(
  database: Database,
  catalog: PropertyCatalog,
  q: z.infer<typeof UnitgroupListQuery>,
  language: string | null,
  now: Date,
) {
  const dates = checkDates(q);
  const times = configTimes(q, catalog.timeslicedefinitions);
  const { rates } = ratesFor(catalog, q['f.configCustomeraccountnumber'], q['f.configPromocode']);
  let groups: readonly Unitgroup[] = catalog.unitgroups;
  const category = q['f.unitgroupcategoryId'];
  if (category) groups = groups.filter((u) => u.unitgroupcategory.id === category);
  if (q['f.configUnitgroupId']) groups = groups.filter((u) => u.id === q['f.configUnitgroupId']);
  const configured = q['f.configUnitgroup'];
  if (configured) {
    const ids = new Set(configured.map((e) => e.id));
    groups = groups.filter((u) => ids.has(u.id));
  }
  const tagIds = q['f.tagId'];
  if (tagIds) groups = groups.filter((u) => tagIds.every((t) => u.tagIds.includes(t)));
  const minPersons = q['f.minPersonCount'];
  if (minPersons !== undefined) groups = groups.filter((u) => u.maxPersons >= minPersons);
  const maxPersons = q['f.maxPersonCount'];
  if (maxPersons !== undefined) groups = groups.filter((u) => u.minPersons <= maxPersons);
  const people = q['f.personcount'] ?? 0;

  let list: Unitgroup[];
  if (dates) {
    const windows = new Map(
      groups.map((u) => [u.id, stayWindow(u.unitgroupcategory.id, dates.checkin, dates.checkout, times)]),
    );
    const holds = await loadHolds(
      database,
      catalog,
      groups.map((u) => u.id),
      [...windows.values()],
      q['f.ignoreBookingId'] ?? null,
      now,
    );
    list = groups.map((u) => {
      const maxquantity = freeCount(
        catalog.unitIdsByGroup.get(u.id) ?? [],
        holds,
        windows.get(u.id) as { start: string; end: string },
      );
      const personsfit = listedPersonsFit(u, {
        personcount: people,
        personsperroom: q['f.personsperroom'] ?? null,
      });
      // docs/rules.md#rate-policies: each rate with its price for the stay (per unit: nights or days).
      const [checkin, checkout] = [parseIsoDate(dates.checkin), parseIsoDate(dates.checkout)];
      const nights = checkin && checkout ? daysBetween(checkin, checkout) : 0;
      const units = unitgroupQuantity(u.unitgroupcategory.id, 1, nights);
      return unitgroupForRates(
        catalog,
        u,
        rates,
        { available: maxquantity > 0, maxquantity, personsfit },
        units,
      );
    });
    list = list.filter((u) => !hiddenWhenUnavailable(u));
  } else {
    list = groups.map((u) => unitgroupForRates(catalog, u, rates, null));
  }
  const sort = new Map(catalog.rows.unitgroups.map((u) => [u.id, u.sort]));
  const texts = catalogTexts(catalog, language);
  return pageOf(
    list.map((u) => ({ ...texts.unitgroup(u), sort: sort.get(u.id) ?? 0 })),
    q,
  );
}
