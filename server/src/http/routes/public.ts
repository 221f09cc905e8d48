import {
  AUTH_HEADER,
  CountParam,
  ErrorKey,
  IdParam,
  InfoResponse,
  LANGUAGE_HEADER,
  listResponse,
  PropertyLoginBody,
  PropertyLoginResponse,
  PropertySummary,
  text,
} from '@venue/contract';
import { Hono } from 'hono';
import { z } from 'zod';
import { languageOf, localized } from '../../catalog/localize.ts';
import { findProperty, listProperties, loadDocument } from '../../db/catalogQueries.ts';
import { loadThumbnail } from '../../db/documentQueries.ts';
import { NotFound, Unauthenticated } from '../../failures.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { doc } from '../openapi.ts';
import { validJson, validParams, validQuery } from '../validate.ts';

/** The API's version (GET /api/info, the OpenAPI document). */
export const API_VERSION = '0.9.8';

/** The calls that need no token: info, the public property list, property login and document bytes. */
export function publicRoutes(deps: AppDeps) {
  return (
    new Hono<AppEnv>()
      .get(
        '/api/info',
        doc('service', 'Name and version of the service', InfoResponse, { public: true }),
        (c) => c.json({ name: 'venue-booking', version: API_VERSION }),
      )
      .get(
        '/property/public/list',
        doc('property', 'The properties, for choosing one to log in to', listResponse(PropertySummary), {
          public: true,
        }),
        async (c) => {
          // docs/api.md#language-header: every call carries the app language; the list describes the properties in it, else in
          // each property's own language.
          const language = languageOf(c.req.header(LANGUAGE_HEADER));
          const rows = await deps.database.run((db) => listProperties(db));
          const items = rows.map((p) => ({
            id: p.id,
            key: p.key,
            name: p.name,
            description: localized(
              { description: p.i18n[p.defaultLanguage]?.description ?? '' },
              p.i18n,
              language,
              ['description'],
            ).description,
          }));
          return c.json({ items, total: items.length, pageIndex: 0, pageSize: items.length, hasMore: false });
        },
      )
      .post(
        '/propertylogin',
        doc('property', 'Log in to a property by key, id or code: a property token', PropertyLoginResponse, {
          public: true,
        }),
        validJson(PropertyLoginBody),
        async (c) => {
          const by = c.req.valid('json');
          const property = await deps.database.run((db) => findProperty(db, by));
          if (!property) throw new Unauthenticated(ErrorKey.loginFailed, 'Login to property failed');
          const { token, expiresAt } = await deps.sessions.create(property.id, deps.now());
          c.header(AUTH_HEADER, token);
          return c.json({
            token,
            propertyId: property.id,
            propertyKey: property.key,
            currency: property.currency,
            expiresAt: expiresAt.toISOString(),
          });
        },
      )
      // Images are loaded by <img> and the panorama viewer, which send no token: documents are public.
      .get(
        '/document/:id/:name',
        doc(
          'documents',
          'A document’s bytes, or its smallest thumbnail at least w wide',
          { media: 'image/*' },
          { public: true },
        ),
        validParams(z.strictObject({ id: IdParam, name: text().regex(/^[\w.-]{1,100}$/) })),
        validQuery(z.strictObject({ w: CountParam.pipe(z.number().min(1)).optional() })),
        async (c) => {
          const { id } = c.req.valid('param');
          const { w } = c.req.valid('query');
          // ?w=480: the smallest thumbnail at least that wide (docs/api.md#documents), else the image itself.
          const small = w ? await deps.database.run((db) => loadThumbnail(db, id, w)) : null;
          const doc = small ?? (await deps.database.run((db) => loadDocument(db, id)));
          if (!doc) throw new NotFound('No such document');
          return c.body(doc.bytes as Uint8Array<ArrayBuffer>, 200, {
            'Content-Type': doc.mime,
            'Cache-Control': 'public, max-age=86400',
          });
        },
      )
  );
}

/** Paths under /api that are reachable without a token. */
export const isPublicPath = (path: string): boolean =>
  path === '/api/api/info' ||
  path === '/api/property/public/list' ||
  path === '/api/propertylogin' ||
  path.startsWith('/api/document/');
