import {
  ErrorKey,
  IdParam,
  listQuery,
  listResponse,
  RESOURCE_SCHEMAS,
  type ResourceBase,
  ResourceKeys,
  ResourceObjections,
  rowChecks,
  text,
} from '@venue/contract';
import { and as andAll, eq as eqColumn, inArray, sql } from 'drizzle-orm';
import { type Context, Hono, type MiddlewareHandler, type Next } from 'hono';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import {
  addResource,
  deleteResource,
  listResources,
  readResource,
  referencesTo,
  rowProperty,
  updateResource,
} from '../../db/resourceQueries.ts';
import type { StaffRole } from '../../db/userSchema.ts';
import { InvalidInput, NotAllowed, notFound, Refused, StaleVersion, Unprocessable } from '../../failures.ts';
import { RESOURCES } from '../../resources/definitions.ts';
import type { ResourceDefinition } from '../../resources/resource.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { doc } from '../openapi.ts';
import { requireProperty, type StaffUser, staffAuth, staffOf } from '../staffGuard.ts';
import { validJson, validParams, validQuery } from '../validate.ts';
import { RESOURCE_PREFIXES, type ResourcePrefix } from './resourcePaths.ts';

/*
 * docs/api.md#resources: the generic resource pattern, once for every base of RESOURCES, under each prefix of the
 * route table (resourcePaths.ts: /api/staff/{base}/ and the spec's /api/{base}/): POST new, GET {id}, GET list,
 * POST add, POST update/{id}, DELETE delete/{id}?version=, POST objectionable/{id}. Every route checks on the
 * server that the user (or API key) works for the row's property (a row of another property is a 404 like a
 * missing one) and, for writes, has a role that may write.
 */

const IdParams = z.object({ id: IdParam });
const VersionQuery = z.strictObject({ version: IdParam });

/** 403 unless the user's role at the property may write this base. */
function requireWriter(r: ResourceDefinition, role: StaffRole): void {
  if (!r.writeRoles.includes(role))
    throw new NotAllowed(`Only ${r.writeRoles.join(' or ')} users may change this`);
}

/** 422 with the details when the row as it would be stored breaks a check of its base. */
function checkRow(r: ResourceDefinition, row: Record<string, unknown>): void {
  const problems = rowChecks[r.base]?.(row) ?? [];
  if (problems.length) throw new Unprocessable(ErrorKey.validation, 'Invalid fields', problems);
}

const noSuchEntry = (field: string) =>
  new Unprocessable(ErrorKey.validation, 'Invalid fields', [
    { path: field, message: 'no such entry of this property' },
  ]);

/**
 * 422 when a foreign key names a row of another property (or none): a service's VAT must be the property's; and
 * so must every id of a set (a unit group's tags).
 */
async function checkSameProperty(
  db: Db,
  r: ResourceDefinition,
  fields: Record<string, unknown>,
  propertyId: number,
): Promise<void> {
  for (const [field, parent] of Object.entries(r.sameProperty ?? {})) {
    const id = fields[field];
    if (typeof id !== 'number') continue;
    if ((await rowProperty(db, parent, id)) !== propertyId) throw noSuchEntry(field);
  }
  for (const [field, join] of Object.entries(r.joins ?? {})) {
    const ids = fields[field];
    if (!Array.isArray(ids) || ids.length === 0) continue;
    const unique = [...new Set(ids as number[])];
    const [found] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(join.other.table)
      .where(andAll(inArray(join.other.id, unique), eqColumn(join.other.propertyId, propertyId)));
    if (Number(found?.n ?? 0) !== unique.length) throw noSuchEntry(field);
  }
}

/** A write that breaks a unique key (a setting's key, a customer account's number) is the user's mistake: 422. */
async function unlessDuplicate<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    const e = error as { code?: string; cause?: { code?: string } };
    if ((e.code ?? e.cause?.code) === '23505')
      throw new Unprocessable(ErrorKey.validation, 'Invalid fields', [
        { path: '', message: 'an entry with the same key exists already' },
      ]);
    throw error;
  }
}

/** The property of a new row's owner (its propertyId, or its parent row's property); 404 when there is none. */
async function ownerProperty(db: Db, r: ResourceDefinition, ownerId: number): Promise<number> {
  const propertyId = r.owner.kind !== 'parent' ? ownerId : await rowProperty(db, r.owner.parent, ownerId);
  if (propertyId === null) throw notFound();
  return propertyId;
}

/** The first row of each required same-property foreign key's table at the property: the defaults of `new`. */
async function firstOfEach(db: Db, r: ResourceDefinition, propertyId: number) {
  const found: Record<string, number | null> = {};
  for (const [field, parent] of Object.entries(r.sameProperty ?? {})) {
    // A key the defaults name (null: chosen by the user) is not preset.
    if (field in r.defaults) continue;
    const [row] = (await db
      .select({ id: parent.id })
      .from(parent.table)
      .where(eqColumn(parent.propertyId, propertyId))
      .orderBy(parent.id)
      .limit(1)) as { id: number }[];
    found[field] = row?.id ?? null;
  }
  return found;
}

/** Whether a request at the spec's prefix is a guest's (a property token): it goes on to the guest's routes. */
const isGuest = (c: Context<AppEnv>) => c.get('propertyId') !== undefined;

/**
 * The middleware of a route at the spec's prefix, which a guest's call of the same path passes by (the guest's
 * GET /api/unitgroup/list comes after): the same middleware, skipped for a guest. Keeps its OpenAPI marks.
 */
export const staffOnly = <M extends object>(m: M): M =>
  Object.assign(
    (c: Context<AppEnv>, next: Next) =>
      isGuest(c) ? next() : (m as unknown as MiddlewareHandler<AppEnv>)(c, next),
    m,
  ) as unknown as M;

/** The routes and middleware a prefix of the route table gets: the guard and the guest's passing by. */
export function prefixTools(deps: AppDeps, prefix: ResourcePrefix) {
  const pass = <M extends object>(m: M): M => (prefix.spec ? staffOnly(m) : m);
  return {
    pass,
    /** The staff guard: at /api/staff/* the group's own `use` runs it; at the spec's prefix each route's. */
    guard: pass(prefix.spec ? staffAuth(deps) : (((_c, next) => next()) as MiddlewareHandler<AppEnv>)),
    /** Whether the handler is to let a guest's call go on. */
    guestGoesOn: (c: Context<AppEnv>) => prefix.spec && isGuest(c),
  };
}

/** The routes of one base under one prefix; null where the prefix does not serve the base. */
function baseRoutes(deps: AppDeps, r: ResourceDefinition, prefix: ResourcePrefix) {
  const base = prefix.pathOf(r.base);
  if (base === null) return null;
  const { pass, guard, guestGoesOn } = prefixTools(deps, prefix);
  const name = base.replace(/^\/(staff\/)?/, '');
  const ownerParam = `f.${r.owner.field}`;
  const filterParams = Object.fromEntries(
    // A query value is always a text: the one text rule first (docs/api.md#texts), then the filter's own.
    Object.entries(r.filters).map(([name, f]) => [
      `f.${name}`,
      text()
        .pipe(f.param as z.ZodType<unknown, string>)
        .optional(),
    ]),
  );
  const sortKeys = Object.keys(r.sortKeys) as [string, ...string[]];
  const ListQuery = listQuery({ [ownerParam]: IdParam.optional(), ...filterParams }, sortKeys);
  const OwnerBody = z.strictObject({ [r.owner.field]: z.number().int().min(1) });
  const AddBody = r.fields.strict();
  const UpdateBody = (
    r.owner.field in r.fields.shape ? r.fields.omit({ [r.owner.field]: true } as never) : r.fields
  )
    .partial()
    .extend(ResourceKeys.shape)
    .strict();

  /** The row with the user's role at its property; 404 when missing or of a property they do not work for. */
  const readOwn = async (staff: StaffUser, id: number) => {
    const found = await deps.database.run((db) => readResource(db, r, id));
    if (!found || !staff.roles.has(found.propertyId)) throw notFound();
    return { ...found, role: requireProperty(staff, found.propertyId) };
  };

  // docs/api.md#openapi: every base documented the same way, with its row schema where it has one.
  const Row = RESOURCE_SCHEMAS[r.base as ResourceBase]?.row;
  const rowAnswer = (status: 200 | 201 = 200) => ({ status, ...(Row ? { schema: Row } : {}) });
  // At the spec's path the same call as under /api/staff/ (a guest's list or read of the path stays the guest's).
  const alias = prefix.spec
    ? {
        description: `The staff call of /api/staff/${r.base}/ at the spec's own path: a staff token or an API key with the catalog scope; with a property token a guest's call of the same path is the guest's.`,
      }
    : {};
  const describe = (summary: string, answer?: Parameters<typeof doc>[2]) =>
    doc('resources', `${name}: ${summary}`, answer, alias);

  const conflict = (current: Record<string, unknown> | null) =>
    current ? new StaleVersion('It was changed meanwhile', [{ current }]) : notFound();

  const routes = new Hono<AppEnv>();
  if (!r.noAdd)
    routes.post(
      `${base}/new`,
      describe('the defaults of a new entry of an owner', r.fields.partial()),
      guard,
      pass(validJson(OwnerBody)),
      async (c, next) => {
        if (guestGoesOn(c)) return next();
        const staff = staffOf(c);
        const ownerId = c.req.valid('json')[r.owner.field] as number;
        const propertyId = await deps.database.run((db) => ownerProperty(db, r, ownerId));
        requireProperty(staff, propertyId);
        const firsts = await deps.database.run((db) => firstOfEach(db, r, propertyId));
        return c.json({ ...r.defaults, ...firsts, [r.owner.field]: ownerId });
      },
    );
  routes.get(
    `${base}/list`,
    describe('a page of the entries, filtered and sorted', Row ? listResponse(Row) : undefined),
    guard,
    pass(validQuery(ListQuery)),
    async (c, next) => {
      if (guestGoesOn(c)) return next();
      const staff = staffOf(c);
      const q = c.req.valid('query') as Record<string, unknown> & {
        pageIndex: number;
        pageSize: number;
        sortKey?: string;
        descending: boolean;
        lazy: boolean;
      };
      const ownerId = q[ownerParam] as number | undefined;
      let propertyIds = [...staff.roles.keys()];
      const where = Object.entries(r.filters).map(([name, f]) =>
        q[`f.${name}`] === undefined ? undefined : f.where(q[`f.${name}`] as never),
      );
      if (ownerId !== undefined) {
        const propertyId = await deps.database.run((db) => ownerProperty(db, r, ownerId));
        requireProperty(staff, propertyId);
        propertyIds = [propertyId];
        where.push(eqColumn(r.owner.column, ownerId));
      }
      const sort = r.sortKeys[q.sortKey ?? sortKeys[0]] ?? Object.values(r.sortKeys)[0];
      if (!sort) throw notFound();
      const page = await deps.database.run((db) =>
        listResources(db, r, {
          propertyIds,
          where,
          sort,
          descending: q.descending,
          pageIndex: q.pageIndex,
          pageSize: q.pageSize,
          count: !q.lazy,
        }),
      );
      return c.json({
        items: page.items.slice(0, q.pageSize),
        total: page.total,
        pageIndex: q.pageIndex,
        pageSize: q.pageSize,
        hasMore: page.items.length > q.pageSize,
      });
    },
  );
  routes.get(
    `${base}/:id`,
    describe('one entry', rowAnswer()),
    guard,
    pass(validParams(IdParams)),
    async (c, next) => {
      if (guestGoesOn(c)) return next();
      const { row } = await readOwn(staffOf(c), c.req.valid('param').id);
      return c.json(row);
    },
  );
  // Documents come by upload (docs/api.md#documents), properties by signing up: no new, no add.
  if (!r.noAdd)
    routes.post(
      `${base}/add`,
      describe('add an entry', rowAnswer(201)),
      guard,
      pass(validJson(AddBody)),
      async (c, next) => {
        if (guestGoesOn(c)) return next();
        const staff = staffOf(c);
        const fields = c.req.valid('json') as Record<string, unknown>;
        const propertyId = await deps.database.run((db) =>
          ownerProperty(db, r, fields[r.owner.field] as number),
        );
        requireWriter(r, requireProperty(staff, propertyId));
        checkRow(r, fields);
        await deps.database.run((db) => checkSameProperty(db, r, fields, propertyId));
        const row = await unlessDuplicate(deps.database.run((db) => addResource(db, r, fields, propertyId)));
        deps.catalogs.forget(propertyId);
        return c.json(row, 201);
      },
    );
  routes.post(
    `${base}/update/:id`,
    describe('change an entry (id and version, and the fields to change)', rowAnswer()),
    guard,
    pass(validParams(IdParams)),
    pass(validJson(UpdateBody)),
    async (c, next) => {
      if (guestGoesOn(c)) return next();
      const staff = staffOf(c);
      const id = c.req.valid('param').id;
      const {
        id: bodyId,
        version,
        ...changes
      } = c.req.valid('json') as Record<string, unknown> & {
        id: number;
        version: number;
      };
      if (bodyId !== id)
        throw new InvalidInput('Invalid body', [{ path: 'id', message: 'must be the id of the path' }]);
      const found = await readOwn(staff, id);
      requireWriter(r, found.role);
      if (found.row.version !== version) throw conflict(found.row);
      checkRow(r, { ...found.row, ...changes });
      await deps.database.run((db) => checkSameProperty(db, r, changes, found.propertyId));
      const row = await deps.database.run((db) =>
        updateResource(db, r, id, version, changes, found.propertyId),
      );
      if (!row) throw conflict((await deps.database.run((db) => readResource(db, r, id)))?.row ?? null);
      deps.catalogs.forget(found.propertyId);
      return c.json(row);
    },
  );
  // A property is not deleted here.
  if (!r.noDelete)
    routes.delete(
      `${base}/delete/:id`,
      describe('delete an entry of the given version, unless something uses it', { status: 204 }),
      guard,
      pass(validParams(IdParams)),
      pass(validQuery(VersionQuery)),
      async (c, next) => {
        if (guestGoesOn(c)) return next();
        const staff = staffOf(c);
        const id = c.req.valid('param').id;
        const { version } = c.req.valid('query');
        const found = await readOwn(staff, id);
        requireWriter(r, found.role);
        const outcome = await deps.database.run((db) => deleteResource(db, r, id, version, found.propertyId));
        if (outcome === 'stale')
          throw conflict((await deps.database.run((db) => readResource(db, r, id)))?.row ?? null);
        if (outcome !== 'deleted')
          throw new Refused(
            ErrorKey.referenced,
            'Still in use: deactivate it instead, or remove what uses it first',
            outcome,
          );
        deps.catalogs.forget(found.propertyId);
        return c.body(null, 204);
      },
    );
  routes.post(
    `${base}/objectionable/:id`,
    describe('whether the entry can be deleted, and what uses it', ResourceObjections),
    guard,
    pass(validParams(IdParams)),
    async (c, next) => {
      if (guestGoesOn(c)) return next();
      const found = await readOwn(staffOf(c), c.req.valid('param').id);
      const objections = await deps.database.run((db) => referencesTo(db, r, found.row.id as number));
      return c.json({ deletable: objections.length === 0, objections });
    },
  );
  return routes;
}

/** Every base's routes (docs/api.md#resources) under every prefix of the route table, behind the staff guard. */
export function resourceRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>().use('/staff/*', staffAuth(deps));
  for (const prefix of RESOURCE_PREFIXES)
    for (const r of RESOURCES) {
      const routes = baseRoutes(deps, r, prefix);
      if (routes) app.route('/', routes);
    }
  return app;
}
