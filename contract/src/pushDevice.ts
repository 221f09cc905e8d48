import { z } from 'zod';
import { IdParam, listQuery, listResponse } from './common.ts';
import { text } from './text.ts';

/** Spec 7 `/api/pushdevice/list`: the user's devices, filtered by user id and token. */
export const PushDeviceListQuery = listQuery(
  {
    'f.userId': IdParam.optional(),
    'f.pushdevicetoken': text().url().max(2000).optional(),
  },
  ['created'],
  50,
);

/** A browser's push subscription (`PushSubscription.toJSON()`), as the app registers it. */
export const PushDeviceAddBody = z.strictObject({
  pushdevicetoken: text().url().max(2000),
  keys: z.strictObject({
    p256dh: text().regex(/^[A-Za-z0-9_-]{40,200}$/),
    auth: text().regex(/^[A-Za-z0-9_-]{8,100}$/),
  }),
  language: z.enum(['en', 'de']),
});
export type PushDeviceAddBody = z.infer<typeof PushDeviceAddBody>;

export const PushDevice = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  pushdevicetoken: z.string(),
  language: z.string(),
  createdAt: z.string(),
});
export type PushDevice = z.infer<typeof PushDevice>;
export const PushDeviceListResponse = listResponse(PushDevice);

/** The server's VAPID public key, for `PushManager.subscribe({ applicationServerKey })`. */
export const PushPublicKey = z.object({ publicKey: z.string() });
