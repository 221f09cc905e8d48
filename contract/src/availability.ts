import { z } from 'zod';
import { DateTimeSchema, Id, ShortText, TimeSchema } from './common.ts';

const count = z.number().int().min(0).max(10_000);

/** One requested item (docs/api.md#availability-and-calendar Availability request). */
export const AvailabilityItemSchema = z
  .object({
    itemcount: z.number().int().min(1).max(1000),
    start: DateTimeSchema,
    end: DateTimeSchema,
    nightcount: count.optional(),
    personcount: count.default(0),
    personsperroom: count.nullable().optional(),
    childcount: count.default(0),
    rateplan: z.object({ id: Id }).nullable().optional(),
    ignorePersoncount: z.boolean().default(false),
  })
  .refine((a) => a.end > a.start, { path: ['end'], message: 'must be after start' });

/** The availability body for one unit group. */
export const AvailabilityRequestSchema = z.object({
  unitgroupId: Id,
  timeslicedefinitionId: Id.nullable().optional(),
  starttime: TimeSchema.nullable().optional(),
  endtime: TimeSchema.nullable().optional(),
  promotioncode: ShortText.nullable().optional(),
  customeraccountnumber: ShortText.nullable().optional(),
  tagIds: z.array(Id).max(50).default([]),
  ignoreBookingId: Id.nullable().optional(),
  availabilities: z.array(AvailabilityItemSchema).min(1).max(400),
});
export type AvailabilityRequestBody = z.infer<typeof AvailabilityRequestSchema>;

/** POST /api/unitgroup/availability takes one request, or a list of them (one per unit group, max 50). */
export const AvailabilityBody = z.union([
  AvailabilityRequestSchema,
  z.array(AvailabilityRequestSchema).min(1).max(50),
]);

export const AvailabilityAnswerItemSchema = z.object({
  available: z.boolean(),
  price: z.number().int().nullable(),
  currency: z.string(),
  rateplan: z.object({ id: z.number().int() }).nullable(),
  maxquantity: z.number().int(),
  personsfit: z.boolean(),
  /** docs/rules.md#rate-policies: every rate the guest may book, priced per unit, with its terms. */
  unitgroupRateplanList: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      price: z.number().int().nullable(),
      policy: z.object({
        prepayment: z.enum(['none', 'deposit', 'full']),
        depositPercent: z.number().int().nullable(),
        guarantee: z.boolean(),
        freeCancellationDays: z.number().int().nullable(),
        refundable: z.boolean(),
        cancellationFee: z.enum(['percent', 'firstNight']),
        cancellationFeePercent: z.number().int(),
      }),
    }),
  ),
});
export const AvailabilityResponseSchema = z.object({
  unitgroupId: z.number().int(),
  available: z.boolean(),
  availabilities: z.array(AvailabilityAnswerItemSchema),
});
