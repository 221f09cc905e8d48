import { ApiKey, ApiKeyCreate, ApiKeyCreated, ApiKeyList, IdParam } from '@venue/contract';
import { Hono } from 'hono';
import { z } from 'zod';
import { type ApiKeyDeps, createKey, listKeys, revokeKey } from '../../apiKeys/keys.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { doc } from '../openapi.ts';
import { requireOwner, staffAuth, staffOf } from '../staffGuard.ts';
import { validJson, validParams } from '../validate.ts';

const PropertyParams = z.strictObject({ propertyId: IdParam });
const KeyParams = z.strictObject({ propertyId: IdParam, id: IdParam });

/**
 * docs/integrations.md#api-keys: a property's API keys, managed by its owners (staff are refused with 403, another
 * property answers 404; an API key itself may not manage keys). The whole key is in the create's answer only.
 */
export function apiKeyRoutes(deps: AppDeps) {
  const guard = staffAuth(deps);
  const ownersOnly = requireOwner("Only the property's owners manage its API keys");
  const service: ApiKeyDeps = { database: deps.database, now: deps.now };
  const base = '/staff/property/:propertyId/apikeys';

  return new Hono<AppEnv>()
    .get(
      base,
      doc(
        'staff users',
        'The property’s API keys, revoked ones too, without their secrets (owners)',
        ApiKeyList,
      ),
      guard,
      validParams(PropertyParams),
      ownersOnly,
      async (c) => {
        const body: ApiKeyList = { keys: await listKeys(service, c.req.valid('param').propertyId) };
        return c.json(body);
      },
    )
    .post(
      base,
      doc('staff users', 'Make an API key with scopes; the answer shows the whole key, this once (owners)', {
        status: 201,
        schema: ApiKeyCreated,
      }),
      guard,
      validParams(PropertyParams),
      ownersOnly,
      validJson(ApiKeyCreate),
      async (c) => {
        const body: ApiKeyCreated = await createKey(
          service,
          c.req.valid('param').propertyId,
          staffOf(c).userId,
          c.req.valid('json'),
        );
        return c.json(body, 201);
      },
    )
    .post(
      `${base}/:id/revoke`,
      doc('staff users', 'Revoke an API key: from now on it answers 401 (owners)', ApiKey),
      guard,
      validParams(KeyParams),
      ownersOnly,
      async (c) => {
        const { propertyId, id } = c.req.valid('param');
        const body: ApiKey = await revokeKey(service, propertyId, id);
        return c.json(body);
      },
    );
}
