import { z } from 'zod';
import { IsoDateSchema } from './common.ts';

/** docs/rules.md#booking-lifecycle: what the property's staff may do to a booking. */
export const StaffBookingActionSchema = z.enum(['sendOffer', 'confirm', 'cancel', 'clear', 'delete']);

/** POST /api/staff/booking/{id}/{action}: the version the user saw, and an option date for an offer. */
export const StaffBookingActionBody = z.strictObject({
  version: z.number().int().min(1),
  optionDate: IsoDateSchema.nullable().optional(),
});

export const StaffBookingActionParams = z.strictObject({
  id: z.string().regex(/^[1-9][0-9]{0,9}$/, 'expected a booking id'),
  action: StaffBookingActionSchema,
});
