import { PromocodeCheckQuery } from '@venue/contract';
import { Hono } from 'hono';
import { rateFor } from '../../catalog/catalog.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { doc } from '../openapi.ts';
import { validQuery } from '../validate.ts';
import { ownCatalog } from './property.ts';

/**
 * docs/api.md#property-and-catalog: whether the guest's property knows a promo code, asked before the start when
 * the property makes the code mandatory (docs/rules.md#forms). The answer says only valid or not.
 */
export function promocodeCheckRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get(
    '/promocode/check',
    doc('guest', 'Whether the property knows a promo code (asked before the start)'),
    validQuery(PromocodeCheckQuery),
    async (c) => {
      const catalog = await ownCatalog(deps, c.get('propertyId'));
      // The same match as the lists' and the booking's prices: a code they would refuse is not valid.
      const { unknown } = rateFor(catalog, null, c.req.valid('query')['f.code']);
      return c.json({ valid: unknown === null });
    },
  );
}
