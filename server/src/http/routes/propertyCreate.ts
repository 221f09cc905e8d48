import { ErrorKey, PropertyCreateFields, PropertyRow } from '@venue/contract';
import { Hono } from 'hono';
import { createProperty } from '../../db/propertyCreateQueries.ts';
import { readResource } from '../../db/resourceQueries.ts';
import { notFound, Unprocessable } from '../../failures.ts';
import { RESOURCES } from '../../resources/definitions.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { doc } from '../openapi.ts';
import { staffAuth } from '../staffGuard.ts';
import { validJson } from '../validate.ts';

/*
 * docs/api.md#resources: `POST /api/staff/property/add`, the one way a property comes to be. Any signed-in staff
 * user may make one and becomes its owner; it starts empty but for a default rate plan, and its booking page
 * (/{key}) shows what its staff then add in the property app.
 */

const propertyBase = RESOURCES.find((r) => r.base === 'property');

export function propertyCreateRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().use('/staff/*', staffAuth(deps)).post(
    '/staff/property/add',
    doc('resources', 'Make a new, empty property; the user becomes its owner', {
      status: 201,
      schema: PropertyRow,
    }),
    validJson(PropertyCreateFields),
    async (c) => {
      const staff = c.get('staff');
      if (!staff || !propertyBase) throw notFound();
      const fields = c.req.valid('json');
      const made = await deps.database.run((db) => createProperty(db, fields, staff.userId));
      if (!made)
        throw new Unprocessable(ErrorKey.validation, 'Invalid fields', [
          { path: 'key', message: 'another property has this key' },
        ]);
      const found = await deps.database.run((db) => readResource(db, propertyBase, made.id));
      if (!found) throw notFound();
      return c.json(found.row, 201);
    },
  );
}
