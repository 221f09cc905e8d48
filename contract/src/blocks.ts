import { BLOCK_REASONS } from '@venue/domain';
import { z } from 'zod';
import {
  CompactDateParam,
  Id,
  IdParam,
  IsoDateSchema,
  listQuery,
  listResponse,
  TimeSchema,
} from './common.ts';
import { BookingHistoryEntry } from './staffBooking.ts';
import { multilineText, text } from './text.ts';

/*
 * docs/api.md#blocks-and-unavailability: blocks (bookings of category blocked 4 that take units out of sale) and
 * the staff's unavailability lists for the occupancy calendar.
 */

/** The longest block, in days. */
const MAX_BLOCK_DAYS = 731;
/** Most units one block takes. */
const MAX_BLOCK_UNITS = 200;

/** Why the hotel takes a unit out of sale. */
export const BlockReasonSchema = z.enum(BLOCK_REASONS);

const BlockNote = multilineText().max(2000);
const UnitIds = z
  .array(Id)
  .min(1)
  .max(MAX_BLOCK_UNITS)
  .refine((ids) => new Set(ids).size === ids.length, 'a unit is named twice');

const daysApart = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
const rangeProblem = (r: { from?: string | undefined; to?: string | undefined }) =>
  r.from !== undefined && r.to !== undefined && (r.to < r.from || daysApart(r.from, r.to) > MAX_BLOCK_DAYS);
const rangeMessage = `must be on or after from, at most ${MAX_BLOCK_DAYS} days later`;

/**
 * POST /api/staff/block/add: units of one property out of sale from `from` to `to` (property wall clock, end
 * exclusive like a stay; optional times), either the named `unitIds` or `unitgroup.count` free units of a unit
 * group that the server picks.
 */
export const BlockCreateBody = z
  .strictObject({
    propertyId: Id,
    from: IsoDateSchema,
    to: IsoDateSchema,
    fromTime: TimeSchema.optional(),
    toTime: TimeSchema.optional(),
    unitIds: UnitIds.optional(),
    unitgroup: z.strictObject({ id: Id, count: z.number().int().min(1).max(MAX_BLOCK_UNITS) }).optional(),
    reason: BlockReasonSchema,
    note: BlockNote.default(''),
  })
  .refine((b) => (b.unitIds === undefined) !== (b.unitgroup === undefined), {
    message: 'name either unitIds or unitgroup',
    path: ['unitIds'],
  })
  .refine((b) => !rangeProblem(b), { message: rangeMessage, path: ['to'] });
export type BlockCreateInput = z.input<typeof BlockCreateBody>;

/**
 * POST /api/staff/block/{id}/update: a block's new range, units, reason or note (each optional: what is left
 * out stays), with the version the user saw. `fromTime`/`toTime` null go back to the whole-day defaults.
 */
export const BlockUpdateBody = z
  .strictObject({
    version: z.number().int().min(1),
    from: IsoDateSchema.optional(),
    to: IsoDateSchema.optional(),
    fromTime: TimeSchema.nullable().optional(),
    toTime: TimeSchema.nullable().optional(),
    unitIds: UnitIds.optional(),
    reason: BlockReasonSchema.optional(),
    note: BlockNote.optional(),
  })
  .refine((b) => Object.keys(b).length > 1, 'an update changes something')
  .refine((b) => !rangeProblem(b), { message: rangeMessage, path: ['to'] });

/** POST /api/staff/block/{id}/release: the version the user saw. */
export const BlockReleaseBody = z.strictObject({ version: z.number().int().min(1) });

/** A unit a block or booking holds, and for which wall-clock period ('YYYY-MM-DD HH:mm', end exclusive). */
const HeldUnit = z.object({
  unitId: z.number().int(),
  unitName: z.string(),
  unitgroupId: z.number().int(),
  start: z.string(),
  end: z.string(),
});

/** A block as the staff's calls answer it. */
export const BlockSchema = z.object({
  id: z.number().int(),
  propertyId: z.number().int(),
  bookingcode: z.string(),
  /** Confirmed 8 while in force, Canceled 32 once released. */
  bookingstate: z.number().int(),
  version: z.number().int(),
  bookingcategoryId: z.literal(4),
  reason: BlockReasonSchema,
  note: z.string(),
  from: z.string(),
  to: z.string(),
  fromTime: z.string().nullable(),
  toTime: z.string().nullable(),
  /** The earliest start and latest end of its units' periods. */
  start: z.string(),
  end: z.string(),
  unitList: z.array(HeldUnit),
  /** What staff may do next (changeBlock, release), from the domain's block machine. */
  allowedActions: z.array(z.enum(['changeBlock', 'release'])),
  createdAt: z.string(),
});
export type Block = z.infer<typeof BlockSchema>;

/** GET /api/staff/block/{id}: the block with its history (who made, changed and released it). */
export const BlockDetailSchema = BlockSchema.extend({ history: z.array(BookingHistoryEntry) });

/** A comma list of block states ("8", "32", "8,32"). */
const BlockStates = text()
  .regex(/^(8|32)(,(8|32))?$/, 'expected 8, 32 or 8,32')
  .transform((v) => v.split(',').map(Number));

/**
 * GET /api/staff/block/list: the blocks of one property (in force only unless `f.state` says otherwise), those
 * overlapping the days `f.dateframeFrom` .. `f.dateframeTo` (inclusive) when given.
 */
export const BlockListQuery = listQuery(
  {
    'f.propertyId': IdParam,
    'f.dateframeFrom': CompactDateParam.optional(),
    'f.dateframeTo': CompactDateParam.optional(),
    'f.state': BlockStates.optional(),
    'f.unitgroupId': IdParam.optional(),
    'f.unitId': IdParam.optional(),
    'f.reason': BlockReasonSchema.optional(),
  },
  ['start', 'created', 'code'],
);
export const BlockListResponse = listResponse(BlockSchema);

/** The filters every unavailability list takes. */
const unavailabilityFilters = {
  'f.propertyId': IdParam,
  'f.dateframeFrom': CompactDateParam,
  'f.dateframeTo': CompactDateParam,
  'f.unitgroupId': IdParam.optional(),
  'f.unitId': IdParam.optional(),
  'f.bookingcategoryId': z.enum(['1', '2', '4', '8']).transform(Number).optional(),
};

/**
 * The staff's unavailability lists (spec 7 bases calendar/booking, unit and service unavailability): what holds
 * units on the days `f.dateframeFrom` .. `f.dateframeTo` (inclusive, YYYYMMDD) of one property. The unit list
 * sorts by `unitId` or `unitName` (default: as the catalog orders unit groups, then by unit).
 */
export const UnitUnavailabilityQuery = listQuery(unavailabilityFilters, ['unitId', 'unitName']);
/** The booking list sorts by `start` (default) or `bookingId`. */
export const BookingUnavailabilityQuery = listQuery(unavailabilityFilters, ['start', 'bookingId']);

/** Who or what holds a unit: a booking (with its booker's name) or a block (with its reason and note). */
const Holder = z.object({
  /** Null only for an allocation without a booking (none is made any more). */
  bookingId: z.number().int().nullable(),
  bookingcode: z.string().nullable(),
  bookingstate: z.number().int().nullable(),
  /** normal 1, group 2, blocked 4, reservation 8. */
  bookingcategoryId: z.number().int(),
  booker: z.object({ firstname: z.string(), lastname: z.string(), company: z.string() }).nullable(),
  blockReason: BlockReasonSchema.nullable(),
  note: z.string().nullable(),
});

/** One unit with the periods it is held in the frame, earliest first. */
export const UnitUnavailabilitySchema = z.object({
  unitId: z.number().int(),
  unitName: z.string(),
  unitgroupId: z.number().int(),
  busyList: z.array(Holder.extend({ start: z.string(), end: z.string() })),
});
/**
 * docs/rules.md#group-blocks: what a definite group block still holds of a unit group one night (`blockHeldUnits`:
 * its units less those picked up, until released). Held per unit group, not per unit.
 */
const GroupHoldSchema = z.object({
  unitgroupId: z.number().int(),
  night: z.string(),
  units: z.number().int(),
  groupId: z.number().int(),
  blockId: z.number().int(),
  eventName: z.string(),
});
/** The unit list, and beside it the units group blocks hold per unit group and night of the frame. */
export const UnitUnavailabilityResponse = listResponse(UnitUnavailabilitySchema).extend({
  groupHolds: z.array(GroupHoldSchema).default([]),
});

/** One booking or block holding units in the frame, with its units and their periods. */
export const BookingUnavailabilitySchema = Holder.extend({
  start: z.string(),
  end: z.string(),
  unitList: z.array(HeldUnit),
});
export const BookingUnavailabilityResponse = listResponse(BookingUnavailabilitySchema);

/** Services have no stock in this system: the list is always empty (the base exists for spec 7). */
export const ServiceUnavailabilityResponse = listResponse(
  z.object({ serviceId: z.number().int(), start: z.string(), end: z.string() }),
);
