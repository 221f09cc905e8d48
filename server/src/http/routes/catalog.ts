import {
  type BookingReasonListItem,
  CustomeraccountCheckQuery,
  type HeroListItem,
  HeroListQuery,
  HeroListResponse,
  I18nResponse,
  IdPathParams,
  LANGUAGE_HEADER,
  PlainListQuery,
  ServiceListQuery,
  SetupListQuery,
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
import { Hono } from 'hono';
import type { z } from 'zod';
import {
  documentUrl,
  type PropertyCatalog,
  rateFor,
  ratesFor,
  serviceForRate,
  unitgroupForRates,
} from '../../catalog/catalog.ts';
import { catalogTexts, languageOf, localized } from '../../catalog/localize.ts';
import { listOtherTags } from '../../db/catalogQueries.ts';
import { InvalidInput, notFound } from '../../failures.ts';
import { freeCount, loadHolds } from '../../inventory/availability.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { pageOf } from '../list.ts';
import { doc } from '../openapi.ts';
import { validParams, validQuery } from '../validate.ts';
import { ownCatalog } from './property.ts';

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

/** The call's language (App-Language): names and descriptions are answered in it where translated. */
const textsFor = (catalog: PropertyCatalog, header: string | undefined) =>
  catalogTexts(catalog, languageOf(header));

/** A setup as guests read it: its name and description in the call's language where translated. */
const setupIn = (s: PropertyCatalog['rows']['setups'][number], language: string | null) =>
  localized({ id: s.id, name: s.name, description: s.description, issetup: s.issetup }, s.i18n, language, [
    'name',
    'description',
  ]);

/**
 * Catalog lists: tags, time slices, service types and groups, services, unit groups, heroes, setups.
 * Texts a guest reads come in the call's language (docs/api.md#language-header); filters and sorting use ids only.
 */
export function catalogRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get(
      '/portal/search/tag/list',
      doc('guest', 'The property’s search tags (of the configured property, or the other properties’)'),
      validQuery(TagListQuery),
      async (c) => {
        const q = c.req.valid('query');
        const catalog = await ownCatalog(deps, c.get('propertyId'), q['f.configPropertyId']);
        const texts = textsFor(catalog, c.req.header(LANGUAGE_HEADER));
        // Each property has its own tags; `f.excludePropertyAssigned` lists the other properties' tag names.
        const tags = q['f.excludePropertyAssigned']
          ? await deps.database.run((db) => listOtherTags(db, catalog.propertyId))
          : catalog.rows.tags;
        return c.json(
          pageOf(
            tags.map(({ id, name, i18n }) => texts.tag({ id, name }, i18n)),
            q,
          ),
        );
      },
    )
    .get(
      '/timeslicedefinition/list',
      doc('guest', 'The time slices of meeting rooms (day, half days)'),
      validQuery(TimeslicedefinitionListQuery),
      async (c) => {
        const q = c.req.valid('query');
        const catalog = await ownCatalog(deps, c.get('propertyId'));
        const overnight = q['f.overnight'];
        const texts = textsFor(catalog, c.req.header(LANGUAGE_HEADER));
        const list = catalog.timeslicedefinitions.map((s, sort) => texts.timeslice({ ...s, sort }));
        return c.json(
          pageOf(overnight === undefined ? list : list.filter((s) => s.overnight === overnight), q),
        );
      },
    )
    .get(
      '/servicetype/list',
      doc('guest', 'The service types (the configurator’s tabs)'),
      validQuery(PlainListQuery),
      async (c) => {
        const catalog = await ownCatalog(deps, c.get('propertyId'));
        const texts = textsFor(catalog, c.req.header(LANGUAGE_HEADER));
        return c.json(pageOf(catalog.servicetypes.map(texts.servicetype), c.req.valid('query')));
      },
    )
    .get('/servicegroup/list', doc('guest', 'The service groups'), validQuery(PlainListQuery), async (c) => {
      const catalog = await ownCatalog(deps, c.get('propertyId'));
      const texts = textsFor(catalog, c.req.header(LANGUAGE_HEADER));
      return c.json(pageOf(catalog.servicegroups.map(texts.servicegroup), c.req.valid('query')));
    })
    .get(
      '/service/list',
      doc('guest', 'The bookable services, filtered by type, unit group and configuration'),
      validQuery(ServiceListQuery),
      async (c) => {
        const q = c.req.valid('query');
        const catalog = await ownCatalog(deps, c.get('propertyId'));
        checkDates(q);
        configTimes(q, catalog.timeslicedefinitions);
        const { rate } = rateFor(catalog, q['f.configCustomeraccountnumber'], q['f.configPromocode']);
        const today = dayIn(deps.now(), catalog.rows.property.timezone);
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
        if (q['f.configServicetypeId'])
          list = list.filter((s) => s.servicetype.id === q['f.configServicetypeId']);
        if (q['f.configServiceId']) list = list.filter((s) => s.id === q['f.configServiceId']);
        if (q['f.configCode']) list = list.filter((s) => s.code === q['f.configCode']);
        if (q['f.configUnitgroupId'] && !catalog.unitgroupById.has(q['f.configUnitgroupId']))
          throw notFound('Unknown unit group');
        const texts = textsFor(catalog, c.req.header(LANGUAGE_HEADER));
        return c.json(
          pageOf(
            list.map((s) => ({ ...texts.service(s), sort: rows.get(s.id)?.sort ?? 0 })),
            q,
          ),
        );
      },
    )
    .get(
      '/service/:id',
      doc('guest', 'One service in the asked language'),
      validParams(IdPathParams),
      async (c) => {
        const catalog = await ownCatalog(deps, c.get('propertyId'));
        const service = catalog.serviceById.get(c.req.valid('param').id);
        if (!service) throw notFound('No such service');
        return c.json(textsFor(catalog, c.req.header(LANGUAGE_HEADER)).service(service));
      },
    )
    .get(
      '/unitgroup/list',
      doc('guest', 'The unit groups (rooms, meeting rooms), filtered by the configuration and free units'),
      validQuery(UnitgroupListQuery),
      async (c) => {
        const q = c.req.valid('query');
        const catalog = await ownCatalog(deps, c.get('propertyId'));
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
            groups.map((u) => [
              u.id,
              stayWindow(u.unitgroupcategory.id, dates.checkin, dates.checkout, times),
            ]),
          );
          const holds = await loadHolds(
            deps.database,
            catalog,
            groups.map((u) => u.id),
            [...windows.values()],
            q['f.ignoreBookingId'] ?? null,
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
        const texts = textsFor(catalog, c.req.header(LANGUAGE_HEADER));
        return c.json(
          pageOf(
            list.map((u) => ({ ...texts.unitgroup(u), sort: sort.get(u.id) ?? 0 })),
            q,
          ),
        );
      },
    )
    .get(
      '/unitgroup/i18n/:id',
      doc('guest', 'A unit group’s translations (language, field, text)', I18nResponse),
      validParams(IdPathParams),
      async (c) => {
        const catalog = await ownCatalog(deps, c.get('propertyId'));
        const row = catalog.rows.unitgroups.find((u) => u.id === c.req.valid('param').id);
        if (!row) throw notFound('No such unit group');
        return c.json(row.i18n);
      },
    )
    .get(
      '/unitgroup/:id',
      doc('guest', 'One unit group in the asked language'),
      validParams(IdPathParams),
      async (c) => {
        const catalog = await ownCatalog(deps, c.get('propertyId'));
        const unitgroup = catalog.unitgroupById.get(c.req.valid('param').id);
        if (!unitgroup) throw notFound('No such unit group');
        return c.json(textsFor(catalog, c.req.header(LANGUAGE_HEADER)).unitgroup(unitgroup));
      },
    )
    .get(
      '/herodocument/list',
      doc('guest', 'The hero images of the booking page', HeroListResponse),
      validQuery(HeroListQuery),
      async (c) => {
        const q = c.req.valid('query');
        const catalog = await ownCatalog(deps, c.get('propertyId'));
        const docs = catalog.rows.documents.filter((d) => d.kind === 'hero' || d.kind === 'panorama');
        // Without nofallback, a property with no hero of its own falls back to its unit group pictures.
        const list =
          docs.length || q['f.nofallback']
            ? docs
            : catalog.rows.documents.filter((d) => d.kind === 'unitgroup');
        const language = languageOf(c.req.header(LANGUAGE_HEADER));
        return c.json(
          pageOf(
            list.map(
              (d): HeroListItem => ({
                id: d.id,
                name: d.name,
                // The image's text alternative in the call's language (docs/api.md#documents).
                description: localized({ description: d.description }, d.i18n, language, ['description'])
                  .description,
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
          ),
        );
      },
    )
    .get(
      '/bookingreason/list',
      doc('guest', 'The property’s active booking reasons, in their order, named in the call’s language'),
      validQuery(PlainListQuery),
      async (c) => {
        const catalog = await ownCatalog(deps, c.get('propertyId'));
        const language = languageOf(c.req.header(LANGUAGE_HEADER));
        const reasons: BookingReasonListItem[] = catalog.rows.bookingreasons
          .filter((r) => !r.inactive)
          .map((r) => localized({ id: r.id, name: r.name, sort: r.sort }, r.i18n, language, ['name']));
        return c.json(pageOf(reasons, c.req.valid('query')));
      },
    )
    .get(
      '/setup/list',
      doc('guest', 'The meeting room setups (seating) and equipment'),
      validQuery(SetupListQuery),
      async (c) => {
        const q = c.req.valid('query');
        const catalog = await ownCatalog(deps, c.get('propertyId'));
        const flag = q['f.issetup'];
        const language = languageOf(c.req.header(LANGUAGE_HEADER));
        const setups = catalog.rows.setups.map((s) => setupIn(s, language));
        return c.json(pageOf(flag === undefined ? setups : setups.filter((s) => s.issetup === flag), q));
      },
    )
    .get('/setup/:id', doc('guest', 'One setup'), validParams(IdPathParams), async (c) => {
      const catalog = await ownCatalog(deps, c.get('propertyId'));
      const s = catalog.rows.setups.find((x) => x.id === c.req.valid('param').id);
      if (!s) throw notFound('No such setup');
      return c.json(setupIn(s, languageOf(c.req.header(LANGUAGE_HEADER))));
    })
    .get(
      '/customeraccount/check',
      doc('guest', 'Whether a customer account code is valid (and its name)'),
      validQuery(CustomeraccountCheckQuery),
      async (c) => {
        const catalog = await ownCatalog(deps, c.get('propertyId'));
        const code = c.req.valid('query')['f.code'];
        const account = catalog.rows.customeraccounts.find((a) => a.number === code);
        // docs/api.md#property-and-catalog: a rejected number is cleared by the client; the answer says only valid or not.
        return c.json(
          account ? { valid: true, number: account.number, name: account.name } : { valid: false },
        );
      },
    );
}
