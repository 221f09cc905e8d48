import { zValidator } from '@hono/zod-validator';
import type { MiddlewareHandler } from 'hono';
import { resolver, uniqueSymbol } from 'hono-openapi';
import type { ZodType } from 'zod';
import { validationBody, validationStatus } from './errors.ts';

/*
 * zod at the edge: every path parameter, query and body goes through one of these, and a failure answers 400
 * (422 when only texts a user can fix fail, see `validationStatus`) with the one error shape. Each also records
 * its schema for the OpenAPI document
 * (GET /api/openapi.json, server/src/http/openapi.ts), so every route's inputs are documented by the
 * schema that validates them.
 */

type Target = 'json' | 'query' | 'param';

/** Marks a validator the way hono-openapi's own `validator` does: its target and its schema's resolver. */
export const documented = <M extends MiddlewareHandler>(middleware: M, target: Target, schema: ZodType): M =>
  Object.assign(middleware, { [uniqueSymbol]: { target, ...resolver(schema) } });

export const validJson = <T extends ZodType>(schema: T) =>
  documented(
    zValidator('json', schema, (result, c) => {
      if (!result.success)
        return c.json(validationBody(result.error, 'body'), validationStatus(result.error));
    }),
    'json',
    schema,
  );

export const validQuery = <T extends ZodType>(schema: T) =>
  documented(
    zValidator('query', schema, (result, c) => {
      if (!result.success)
        return c.json(validationBody(result.error, 'query'), validationStatus(result.error));
    }),
    'query',
    schema,
  );

export const validParams = <T extends ZodType>(schema: T) =>
  documented(
    zValidator('param', schema, (result, c) => {
      if (!result.success)
        return c.json(validationBody(result.error, 'path parameter'), validationStatus(result.error));
    }),
    'param',
    schema,
  );
