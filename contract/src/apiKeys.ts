import { z } from 'zod';
import { text } from './text.ts';

/*
 * docs/integrations.md#api-keys: a property's API keys for machines, made by its owners. A key is sent as
 * `Authorization: Bearer vk_…` and reaches only its property, and only the calls its scopes cover. Its secret is
 * shown once, in the answer that created it.
 */

/** What a key may do: read or change bookings, read or change the catalog (the resources). */
export const API_KEY_SCOPES = ['bookings:read', 'bookings:write', 'catalog:read', 'catalog:write'] as const;
export const ApiKeyScope = z.enum(API_KEY_SCOPES);
export type ApiKeyScope = z.infer<typeof ApiKeyScope>;

/** POST /api/staff/property/{propertyId}/apikeys: a new key. */
export const ApiKeyCreate = z.strictObject({
  name: text().trim().min(1).max(100),
  scopes: z.array(ApiKeyScope).min(1).max(API_KEY_SCOPES.length),
});
export type ApiKeyCreate = z.infer<typeof ApiKeyCreate>;

/** A key as the owners see it: `prefix` (`vk_<id>`) names it, the secret is never shown again. */
export const ApiKey = z.object({
  id: z.number().int(),
  name: z.string(),
  prefix: z.string(),
  scopes: z.array(ApiKeyScope),
  createdAt: z.string(),
  /** The last call made with it, to the minute; null when never used. */
  lastUsedAt: z.string().nullable(),
  /** When an owner revoked it; a revoked key answers 401. */
  revokedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof ApiKey>;

/** The create's answer: the key and its whole secret (`vk_<id>_<secret>`), shown this once. */
export const ApiKeyCreated = ApiKey.extend({ key: z.string() });
export type ApiKeyCreated = z.infer<typeof ApiKeyCreated>;

export const ApiKeyList = z.object({ keys: z.array(ApiKey) });
export type ApiKeyList = z.infer<typeof ApiKeyList>;
