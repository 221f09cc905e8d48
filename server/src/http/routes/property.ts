import {
  CountryListQuery,
  I18nResponse,
  IdPathParams,
  LANGUAGE_HEADER,
  listResponse,
  PlainListQuery,
  PropertyDetail,
  type PropertyTerms,
  PropertyTermsSchema,
  RESOURCE_SCHEMAS,
  SalutationListQuery,
  SettingListQuery,
} from '@venue/contract';
import { defaultTokens } from '@venue/themes/default/tokens.ts';
import { Hono } from 'hono';
import type { PropertyCatalog } from '../../catalog/catalog.ts';
import { propertyAnswer, settingsAnswer } from '../../catalog/guestAnswers.ts';
import { languageOf } from '../../catalog/localize.ts';
import { propertyCss } from '../../catalog/propertyCss.ts';
import { academicTitles, countries, languages, salutations } from '../../catalog/reference.ts';
import { forbidden, notFound } from '../../failures.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { pageOf } from '../list.ts';
import { doc } from '../openapi.ts';
import { validParams, validQuery } from '../validate.ts';

/** The catalog of the logged-in property; a path or filter naming another property is forbidden. */
export async function ownCatalog(
  deps: AppDeps,
  sessionPropertyId: number,
  askedId?: number,
): Promise<PropertyCatalog> {
  if (askedId !== undefined && askedId !== sessionPropertyId) throw forbidden();
  const catalog = await deps.catalogs.get(sessionPropertyId);
  if (!catalog) throw notFound('Unknown property');
  return catalog;
}

/** The property itself, its settings, theme CSS, manifest, translations, and the shared reference lists. */
export function propertyRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get(
      '/property/:id',
      doc('guest', 'The property: name, currency, languages, address, hero images', PropertyDetail),
      validParams(IdPathParams),
      async (c) => {
        const catalog = await ownCatalog(deps, c.get('propertyId'), c.req.valid('param').id);
        return c.json(propertyAnswer(catalog, languageOf(c.req.header(LANGUAGE_HEADER))));
      },
    )
    .get(
      '/propertysetting/list',
      doc('guest', 'The property’s settings (key and value)'),
      validQuery(SettingListQuery),
      async (c) => {
        const q = c.req.valid('query');
        const catalog = await ownCatalog(deps, c.get('propertyId'), q['f.propertyId']);
        return c.json(settingsAnswer(catalog, q));
      },
    )
    .get(
      '/property/css/:id',
      doc('guest', 'The property’s theme as CSS custom properties', { media: 'text/css' }),
      validParams(IdPathParams),
      async (c) => {
        const catalog = await ownCatalog(deps, c.get('propertyId'), c.req.valid('param').id);
        // The same CSS is in the head of the property's page (../static.ts); this serves pages without it.
        return c.body(propertyCss(catalog.rows.property.themeTokens), 200, {
          'Content-Type': 'text/css; charset=utf-8',
        });
      },
    )
    .get(
      '/property/manifest/:id',
      doc('guest', 'The web app manifest of the property’s booking page', {
        media: 'application/manifest+json',
      }),
      validParams(IdPathParams),
      async (c) => {
        const catalog = await ownCatalog(deps, c.get('propertyId'), c.req.valid('param').id);
        const p = catalog.rows.property;
        const tokens = (p.themeTokens ?? defaultTokens) as { color?: { brand?: string; surface?: string } };
        const hero = catalog.rows.documents.find((d) => d.kind === 'hero');
        return c.json({
          name: p.name,
          short_name: p.name.slice(0, 12),
          start_url: `/${p.key}`,
          scope: '/',
          display: 'standalone',
          lang: p.defaultLanguage,
          theme_color: tokens.color?.brand ?? '#1f5f5b',
          background_color: tokens.color?.surface ?? '#ffffff',
          icons: hero
            ? [{ src: `/api/document/${hero.id}/${hero.name}`, sizes: '320x160', type: 'image/png' }]
            : [],
        });
      },
    )
    .get(
      '/property/terms/:id',
      doc('guest', 'The property’s terms in the asked language, else its default one', PropertyTermsSchema),
      validParams(IdPathParams),
      async (c) => {
        const catalog = await ownCatalog(deps, c.get('propertyId'), c.req.valid('param').id);
        const p = catalog.rows.property;
        // The terms are stored with the property's translations (field `terms` per language).
        const asked = languageOf(c.req.header(LANGUAGE_HEADER));
        const termsIn = (language: string | null) => (language ? p.i18n[language]?.terms : undefined) || null;
        const language = termsIn(asked) ? (asked as string) : p.defaultLanguage;
        return c.json({
          propertyId: p.id,
          language,
          text: termsIn(language) ?? '',
        } satisfies PropertyTerms);
      },
    )
    .get(
      '/property/i18n/:id',
      doc('guest', 'The property’s translations (language, field, text)', I18nResponse),
      validParams(IdPathParams),
      async (c) => {
        const catalog = await ownCatalog(deps, c.get('propertyId'), c.req.valid('param').id);
        return c.json(catalog.rows.property.i18n);
      },
    )
    .get(
      '/language/list',
      doc('guest', 'The languages', listResponse(RESOURCE_SCHEMAS.language.row)),
      validQuery(CountryListQuery),
      (c) => c.json(pageOf(languages, c.req.valid('query'))),
    )
    .get(
      '/country/list',
      doc('guest', 'The countries', listResponse(RESOURCE_SCHEMAS.country.row)),
      validQuery(CountryListQuery),
      (c) => c.json(pageOf(countries, c.req.valid('query'))),
    )
    .get(
      '/salutation/list',
      doc(
        'guest',
        'The salutations (of persons or companies)',
        listResponse(RESOURCE_SCHEMAS.salutation.row),
      ),
      validQuery(SalutationListQuery),
      (c) => {
        const q = c.req.valid('query');
        const company = q['f.company'];
        return c.json(
          pageOf(company === undefined ? salutations : salutations.filter((s) => s.company === company), q),
        );
      },
    )
    .get(
      '/academictitle/list',
      doc('guest', 'The academic titles', listResponse(RESOURCE_SCHEMAS.academictitle.row)),
      validQuery(PlainListQuery),
      (c) => c.json(pageOf(academicTitles, c.req.valid('query'))),
    );
}
