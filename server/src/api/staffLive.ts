import { z } from 'zod';

/** One live change (docs/api.md#live-changes): a booking of the user's properties was created or changed. */
export const StaffLiveEvent = z.object({
  kind: z.literal('booking'),
  bookingId: z.number().int(),
  propertyId: z.number().int(),
  action: z.string(),
  state: z.number().int(),
  version: z.number().int(),
});
export type StaffLiveEvent = z.infer<typeof StaffLiveEvent>;
