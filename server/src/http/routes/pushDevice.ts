import {
  ErrorKey,
  IdParam,
  PushDevice,
  PushDeviceAddBody,
  PushDeviceListQuery,
  PushDeviceListResponse,
  PushPublicKey,
} from '@venue/contract';
import { Hono } from 'hono';
import { z } from 'zod';
import { addDevice, deleteDevice, devicesOfUser, type PushDeviceRow } from '../../db/pushQueries.ts';
import { notFound, Unprocessable } from '../../failures.ts';
import { isAllowedPushEndpoint } from '../../push/endpoint.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { doc } from '../openapi.ts';
import { staffAuth, staffOf } from '../staffGuard.ts';
import { validJson, validParams, validQuery } from '../validate.ts';

/** Paths under /api that carry a staff token instead of a property login. */
export const isPushDevicePath = (path: string): boolean => path.startsWith('/api/pushdevice/');

const toDevice = (row: PushDeviceRow): PushDevice => ({
  id: row.id,
  userId: row.userId,
  pushdevicetoken: row.pushdevicetoken,
  language: row.language,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Spec 7 push devices (docs/api.md#web-push): a staff user's browsers that get Web Push notifications. Each
 * user sees and changes only their own; the app registers its device after login and deletes it on logout.
 */
export function pushDeviceRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use('/pushdevice/*', staffAuth(deps))
    .get(
      '/pushdevice/publickey',
      doc('live', 'The VAPID public key for subscribing to Web Push', PushPublicKey),
      async (c) => c.json({ publicKey: (await deps.webPush.keys()).publicKey }),
    )
    .get(
      '/pushdevice/list',
      doc('live', 'The user’s push devices', PushDeviceListResponse),
      validQuery(PushDeviceListQuery),
      async (c) => {
        const staff = staffOf(c);
        const q = c.req.valid('query');
        // Another user's devices are nobody else's business: the filter can only name oneself.
        if (q['f.userId'] !== undefined && q['f.userId'] !== staff.userId) throw notFound('No such user');
        const page = await deps.database.run((db) =>
          devicesOfUser(db, staff.userId, q['f.pushdevicetoken'], { index: q.pageIndex, size: q.pageSize }),
        );
        return c.json({
          items: page.items.map(toDevice),
          total: q.lazy ? null : page.total,
          pageIndex: q.pageIndex,
          pageSize: q.pageSize,
          hasMore: (q.pageIndex + 1) * q.pageSize < page.total,
        });
      },
    )
    .post(
      '/pushdevice/add',
      doc('live', 'Register a device’s push subscription (201 new, 200 known)', {
        status: 201,
        schema: PushDevice,
      }),
      validJson(PushDeviceAddBody),
      async (c) => {
        const staff = staffOf(c);
        const body = c.req.valid('json');
        if (!isAllowedPushEndpoint(body.pushdevicetoken, deps.pushEndpointOrigins)) {
          throw new Unprocessable(ErrorKey.validation, 'Not a push service endpoint', [
            {
              path: 'pushdevicetoken',
              code: 'FORM.ERROR.PUSHENDPOINT',
              message: 'not a push service endpoint',
            },
          ]);
        }
        const { row, created } = await deps.database.run((db) =>
          addDevice(db, {
            userId: staff.userId,
            pushdevicetoken: body.pushdevicetoken,
            p256dh: body.keys.p256dh,
            auth: body.keys.auth,
            language: body.language,
            createdAt: deps.now(),
          }),
        );
        return c.json(toDevice(row), created ? 201 : 200);
      },
    )
    .delete(
      '/pushdevice/delete/:id',
      doc('live', 'Remove a push device', { status: 204 }),
      validParams(z.strictObject({ id: IdParam })),
      async (c) => {
        const staff = staffOf(c);
        const id = c.req.valid('param').id;
        const gone = await deps.database.run((db) => deleteDevice(db, staff.userId, id));
        if (!gone) throw notFound('No such push device');
        return c.body(null, 204);
      },
    );
}
