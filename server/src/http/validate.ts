import { zValidator } from '@hono/zod-validator';
import type { ZodType } from 'zod';
import { validationBody } from './errors.ts';

/*
 * zod at the edge: every path parameter, query and body goes through one of these, and a failure
 * answers 400 with the one error shape.
 */

export const validJson = <T extends ZodType>(schema: T) =>
  zValidator('json', schema, (result, c) => {
    if (!result.success) return c.json(validationBody(result.error, 'body'), 400);
  });

export const validQuery = <T extends ZodType>(schema: T) =>
  zValidator('query', schema, (result, c) => {
    if (!result.success) return c.json(validationBody(result.error, 'query'), 400);
  });

export const validParams = <T extends ZodType>(schema: T) =>
  zValidator('param', schema, (result, c) => {
    if (!result.success) return c.json(validationBody(result.error, 'path parameter'), 400);
  });
