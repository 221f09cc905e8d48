import { IdParam, PaymentProviderBody, PaymentProviderSettings } from '@venue/contract';
import { Hono } from 'hono';
import { z } from 'zod';
import { providerConfigRow } from '../../db/paymentProviderQueries.ts';
import { providerSettingsOf, saveProviderSetup } from '../../payments/providerConfig.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { doc } from '../openapi.ts';
import { requireOwner, staffAuth, staffOf } from '../staffGuard.ts';
import { validJson, validParams } from '../validate.ts';

const PropertyParams = z.strictObject({ propertyId: IdParam });

/**
 * A property's payment provider (docs/api.md#payment-provider): its owners read and set it; staff are refused (403),
 * another property answers 404. Secrets go in and never come out, not even in a log.
 */
export function paymentProviderRoutes(deps: AppDeps) {
  const guard = staffAuth(deps);
  const ownersOnly = requireOwner("Only the property's owners set up its payment provider");
  const path = '/staff/property/:propertyId/payment-provider';

  return new Hono<AppEnv>()
    .get(
      path,
      doc(
        'payment',
        'The property’s payment provider and its set-up, without secrets (owners)',
        PaymentProviderSettings,
      ),
      guard,
      validParams(PropertyParams),
      ownersOnly,
      async (c) => {
        const { propertyId } = c.req.valid('param');
        const row = await deps.database.run((db) => providerConfigRow(db, propertyId));
        const body: PaymentProviderSettings = providerSettingsOf(row, deps, deps.publicUrl);
        return c.json(body);
      },
    )
    .put(
      path,
      doc(
        'payment',
        'Set the property’s payment provider with the version read (owners); secrets are stored sealed',
        PaymentProviderSettings,
      ),
      guard,
      validParams(PropertyParams),
      ownersOnly,
      validJson(PaymentProviderBody),
      async (c) => {
        const { propertyId } = c.req.valid('param');
        const staff = staffOf(c);
        const saved = await saveProviderSetup(deps.database, deps, propertyId, c.req.valid('json'), {
          userId: staff.userId,
          at: deps.now(),
        });
        const body: PaymentProviderSettings = providerSettingsOf(saved, deps, deps.publicUrl);
        return c.json(body);
      },
    );
}
