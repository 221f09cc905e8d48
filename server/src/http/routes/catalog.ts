import {
  type BookingReasonListItem,
  CustomeraccountCheckQuery,
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
import { Hono } from 'hono';
import type { PropertyCatalog } from '../../catalog/catalog.ts';
import {
  heroesAnswer,
  ownTags,
  servicegroupsAnswer,
  servicesAnswer,
  servicetypesAnswer,
  timeslicesAnswer,
  unitgroupsAnswer,
} from '../../catalog/guestAnswers.ts';
import { catalogTexts, languageOf, localized } from '../../catalog/localize.ts';
import { listOtherTags } from '../../db/catalogQueries.ts';
import { notFound } from '../../failures.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { pageOf } from '../list.ts';
import { doc } from '../openapi.ts';
import { validParams, validQuery } from '../validate.ts';
import { ownCatalog } from './property.ts';

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
        return c.json(ownTags(tags, q, texts));
      },
    )
    .get(
      '/timeslicedefinition/list',
      doc('guest', 'The time slices of meeting rooms (day, half days)'),
      validQuery(TimeslicedefinitionListQuery),
      async (c) => {
        const catalog = await ownCatalog(deps, c.get('propertyId'));
        return c.json(
          timeslicesAnswer(catalog, c.req.valid('query'), languageOf(c.req.header(LANGUAGE_HEADER))),
        );
      },
    )
    .get(
      '/servicetype/list',
      doc('guest', 'The service types (the configurator’s tabs)'),
      validQuery(PlainListQuery),
      async (c) => {
        const catalog = await ownCatalog(deps, c.get('propertyId'));
        return c.json(
          servicetypesAnswer(catalog, c.req.valid('query'), languageOf(c.req.header(LANGUAGE_HEADER))),
        );
      },
    )
    .get('/servicegroup/list', doc('guest', 'The service groups'), validQuery(PlainListQuery), async (c) => {
      const catalog = await ownCatalog(deps, c.get('propertyId'));
      return c.json(
        servicegroupsAnswer(catalog, c.req.valid('query'), languageOf(c.req.header(LANGUAGE_HEADER))),
      );
    })
    .get(
      '/service/list',
      doc('guest', 'The bookable services, filtered by type, unit group and configuration'),
      validQuery(ServiceListQuery),
      async (c) => {
        const catalog = await ownCatalog(deps, c.get('propertyId'));
        const language = languageOf(c.req.header(LANGUAGE_HEADER));
        return c.json(servicesAnswer(catalog, c.req.valid('query'), language, deps.now()));
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
        const catalog = await ownCatalog(deps, c.get('propertyId'));
        const language = languageOf(c.req.header(LANGUAGE_HEADER));
        return c.json(
          await unitgroupsAnswer(deps.database, catalog, c.req.valid('query'), language, deps.now()),
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
        const catalog = await ownCatalog(deps, c.get('propertyId'));
        return c.json(heroesAnswer(catalog, c.req.valid('query'), languageOf(c.req.header(LANGUAGE_HEADER))));
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
