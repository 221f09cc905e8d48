import {
  IdParam,
  listQuery,
  listResponse,
  MAX_PAGE_SIZE,
  RESOURCE_SCHEMAS,
  type ResourceBase,
  text,
} from '@venue/contract';
import { Hono } from 'hono';
import { z } from 'zod';
import { notFound } from '../../failures.ts';
import { REFERENCE_LISTS } from '../../resources/definitions.ts';
import type { ReferenceDefinition } from '../../resources/resource.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { pageOf } from '../list.ts';
import { doc } from '../openapi.ts';
import { staffAuth } from '../staffGuard.ts';
import { validParams, validQuery } from '../validate.ts';
import { RESOURCE_PREFIXES, type ResourcePrefix } from './resourcePaths.ts';
import { prefixTools } from './resources.ts';

/*
 * docs/api.md#resources: the read-only bases of the resource pattern (REFERENCE_LISTS), the same for every
 * property: GET /api/staff/{base}/list and /api/staff/{base}/{id} (and at the spec's own path, resourcePaths.ts), listed like every list (docs/api.md#lists).
 * They have no new, add, update or delete (those paths are the API's 404).
 */

const IdParams = z.object({ id: IdParam });

/** The two reads of one reference list under one prefix of the route table; null where it is not served. */
function referenceRoutes(deps: AppDeps, r: ReferenceDefinition, prefix: ResourcePrefix) {
  const base = prefix.pathOf(r.base);
  if (base === null) return null;
  const { pass, guard, guestGoesOn } = prefixTools(deps, prefix);
  // docs/api.md#openapi: the row as every list answers it (with id and version).
  const Row = RESOURCE_SCHEMAS[r.base as ResourceBase]?.row ?? z.object({ id: IdParam });
  const filterParams = Object.fromEntries(
    // A query value is always a text: the one text rule first (docs/api.md#texts), then the filter's own.
    Object.entries(r.filters).map(([name, f]) => [
      `f.${name}`,
      text()
        .pipe(f.param as z.ZodType<unknown, string>)
        .optional(),
    ]),
  );
  // The whole list fits one page (the guest-side country and language lists ask for 10000).
  const ListQuery = listQuery(filterParams, r.sortKeys, MAX_PAGE_SIZE);
  return new Hono<AppEnv>()
    .get(
      `${base}/list`,
      doc(
        'resources',
        `${base.replace(/^\/(staff\/)?/, '')}: the whole list (read only, the same for every property)`,
        listResponse(Row),
      ),
      guard,
      pass(validQuery(ListQuery)),
      async (c, next) => {
        if (guestGoesOn(c)) return next();
        const q = c.req.valid('query') as Record<string, unknown> & Parameters<typeof pageOf>[1];
        let rows = r.rows;
        for (const [name, f] of Object.entries(r.filters)) {
          const value = q[`f.${name}`];
          if (value !== undefined) rows = rows.filter(f.keeps(value as never));
        }
        return c.json(pageOf(rows, { ...q, sortKey: q.sortKey ?? r.sortKeys[0] }));
      },
    )
    .get(
      `${base}/:id`,
      doc('resources', `${base.replace(/^\/(staff\/)?/, '')}: one entry (read only)`, Row),
      guard,
      pass(validParams(IdParams)),
      async (c, next) => {
        if (guestGoesOn(c)) return next();
        const row = r.rows.find((x) => x.id === c.req.valid('param').id);
        if (!row) throw notFound();
        return c.json(row);
      },
    );
}

/** Every reference list's reads under every prefix of the route table, behind the staff guard. */
export function referenceListRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>().use('/staff/*', staffAuth(deps));
  for (const prefix of RESOURCE_PREFIXES)
    for (const r of REFERENCE_LISTS) {
      const routes = referenceRoutes(deps, r, prefix);
      if (routes) app.route('/', routes);
    }
  return app;
}
