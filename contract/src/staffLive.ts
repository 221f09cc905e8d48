import { z } from 'zod';

/** One live change (docs/api.md#live-changes) at one of the user's properties. */
export const StaffLiveEvent = z.discriminatedUnion('kind', [
  /** A booking was created or changed (its history got a row). */
  z.object({
    kind: z.literal('booking'),
    bookingId: z.number().int(),
    propertyId: z.number().int(),
    action: z.string(),
    state: z.number().int(),
    version: z.number().int(),
  }),
  /** A message was written in a booking's conversation. */
  z.object({
    kind: z.literal('message'),
    bookingId: z.number().int(),
    propertyId: z.number().int(),
    messageId: z.number().int(),
    author: z.enum(['booker', 'staff']),
  }),
]);
export type StaffLiveEvent = z.infer<typeof StaffLiveEvent>;
