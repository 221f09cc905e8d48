import { BlockNight, GROUP_BLOCK_STATUSES, ReleaseRule } from '@venue/domain';
import { z } from 'zod';
import { Id, IdParam } from './common.ts';
import { text } from './text.ts';

/*
 * docs/api.md#group-blocks: the staff's calls on groups (a congress holding rooms for its attendees) and their
 * blocks (docs/rules.md#group-blocks). The attendees' pickup calls are still to come (issue 41).
 */

/** The longest block, in nights. */
const MAX_BLOCK_NIGHTS = 366;
/** Most units one block holds a night. */
const MAX_BLOCK_UNITS = 1000;

const Version = z.number().int().min(1);
const Nights = z
  .array(BlockNight.extend({ units: z.number().int().min(0).max(MAX_BLOCK_UNITS) }))
  .min(1)
  .max(MAX_BLOCK_NIGHTS);

/** A block as staff agree it: unit group, rate plan, negotiated price a unit and night, nights, release rule. */
const GroupBlockBody = z.strictObject({
  unitgroupId: Id,
  rateplanId: Id,
  /** Cents of the property's currency. */
  unitPrice: z.number().int().min(0).max(100_000_000),
  nights: Nights,
  release: ReleaseRule,
});

/**
 * POST /api/staff/group/add: a group for an organiser's booking, with its blocks (each tentative: nothing is taken
 * from sale before it is confirmed). The pickup code is made up when none is given; the organiser's name is the
 * booking's booker's when none is given.
 */
export const GroupCreateBody = z.strictObject({
  organiserBookingId: Id,
  eventName: text().trim().min(1).max(200),
  organiserName: text().trim().min(1).max(200).optional(),
  pickupCode: text().max(40).optional(),
  blocks: z.array(GroupBlockBody).min(1).max(50),
});
/**
 * What a client sends to create a group.
 * @public the property app's group screens send it (issue 41, next slice).
 */
export type GroupCreateInput = z.input<typeof GroupCreateBody>;

/**
 * POST /api/staff/group/{id}/block/{blockId}: one action on a block with the version the user saw. `change` (a
 * tentative block) may give new nights, price, rate plan or release rule; `reduce` (a definite block) its smaller
 * nights; confirm, release and cancel nothing more.
 */
export const GroupBlockActionBody = z.discriminatedUnion('action', [
  z.strictObject({
    action: z.literal('change'),
    version: Version,
    nights: Nights.optional(),
    unitPrice: z.number().int().min(0).max(100_000_000).optional(),
    rateplanId: Id.optional(),
    release: ReleaseRule.optional(),
  }),
  z.strictObject({ action: z.literal('reduce'), version: Version, nights: Nights }),
  z.strictObject({ action: z.enum(['confirm', 'release', 'cancel']), version: Version }),
]);
/**
 * What a client sends to act on a block.
 * @public the property app's group screens send it (issue 41, next slice).
 */
export type GroupBlockActionInput = z.input<typeof GroupBlockActionBody>;

/** One block as staff see it: its terms, status, version, the actions open to staff and its released nights. */
const GroupBlockSchema = z.object({
  id: Id,
  version: Version,
  unitgroupId: Id,
  rateplanId: Id,
  unitPrice: z.number().int(),
  currency: z.string(),
  status: z.enum(GROUP_BLOCK_STATUSES),
  release: ReleaseRule,
  nights: z.array(BlockNight),
  allowedActions: z.array(z.enum(['change', 'confirm', 'reduce', 'release', 'cancel'])),
  releasedNights: z.array(z.string()),
});

/** One block's one night in the pickup summary: units, picked up, remaining for attendees, released. */
const PickupSummaryRowSchema = z.object({
  blockId: Id,
  unitgroupId: Id,
  rateplanId: Id,
  night: z.string(),
  units: z.number().int(),
  picked: z.number().int(),
  remaining: z.number().int(),
  released: z.boolean(),
});

/** GET /api/staff/group/{id} and every change's answer: the group, its blocks and its pickup summary today. */
export const GroupSchema = z.object({
  id: Id,
  version: Version,
  propertyId: Id,
  eventName: z.string(),
  organiserBookingId: Id,
  organiserName: z.string(),
  pickupCode: z.string(),
  blocks: z.array(GroupBlockSchema),
  pickupSummary: z.array(PickupSummaryRowSchema),
});
export type GroupView = z.infer<typeof GroupSchema>;

/** GET /api/staff/group/list: the groups of an organiser's booking (the property app opens them from the booking). */
export const GroupListQuery = z.strictObject({ 'f.organiserBookingId': IdParam });

/** The groups of an organiser's booking, oldest first. */
export const GroupListResponse = z.object({ items: z.array(GroupSchema) });
