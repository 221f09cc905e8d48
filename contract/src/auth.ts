import { z } from 'zod';
import { Id } from './common.ts';
import { PropertyKey } from './propertyKey.ts';
import { text } from './text.ts';

/** POST /api/propertylogin: one of key, id or code. */
export const PropertyLoginBody = z.union([
  z.strictObject({ key: PropertyKey }),
  z.strictObject({ id: Id }),
  z.strictObject({ code: text().regex(/^[A-Za-z0-9-]{1,64}$/, 'expected a property code') }),
]);
export type PropertyLoginBody = z.infer<typeof PropertyLoginBody>;

export const PropertyLoginResponse = z.object({
  token: z.string(),
  propertyId: z.number().int(),
  propertyKey: z.string(),
  currency: z.string(),
  expiresAt: z.string(),
});
export type PropertyLoginResponse = z.infer<typeof PropertyLoginResponse>;

const PropertyBase = z.object({ id: z.number().int(), key: z.string(), name: z.string() });
/** An entry of GET /api/property/public/list: described in the App-Language of the call. */
export const PropertySummary = PropertyBase.extend({ description: z.string() });
export type PropertySummary = z.infer<typeof PropertySummary>;
export const PropertyDetail = PropertyBase.extend({
  code: z.string(),
  currency: z.string(),
  timezone: z.string(),
  defaultLanguage: z.string(),
  address: z.record(z.string(), z.string()),
});
export type PropertyDetail = z.infer<typeof PropertyDetail>;

export const InfoResponse = z.object({ name: z.string(), version: z.string() });
