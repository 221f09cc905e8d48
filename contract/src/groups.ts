import { BlockNight, GROUP_BLOCK_STATUSES, ReleaseRule } from '@venue/domain';
import { z } from 'zod';
import { ContactSchema, PaymentMethodSchema } from './booking.ts';
import { Id, IdParam, IsoDateSchema } from './common.ts';
import { text } from './text.ts';

/*
 * docs/api.md#group-blocks: the staff's calls on groups (a congress holding rooms for its attendees) and their
 * blocks (docs/rules.md#group-blocks), and the attendees' pickup calls (property token, by the group's pickup code).
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

/** GET /api/bookingunitgroup/pickup/information/{code}: the group's pickup code (as attendees type it). */
export const PickupCodeParams = z.strictObject({ code: text().min(1).max(40) });

/** One night of a block as an attendee sees it: the units it holds and how many they may still book. */
const PickupNightSchema = z.object({
  night: z.string(),
  units: z.number().int(),
  remaining: z.number().int(),
});

/** One definite block as attendees see it: room type, rate, negotiated price, nights, what remains, released nights. */
const PickupBlockSchema = z.object({
  id: Id,
  unitgroupId: Id,
  unitgroupName: z.string(),
  rateplanId: Id,
  rateplanName: z.string(),
  /** The negotiated price of a unit for a night, in cents of `currency`. */
  unitPrice: z.number().int(),
  currency: z.string(),
  nights: z.array(PickupNightSchema),
  releasedNights: z.array(z.string()),
});

/** What an attendee sees of a group: its event and its definite blocks (today in the property's time zone). */
export const PickupInformationSchema = z.object({
  eventName: z.string(),
  pickupCode: z.string(),
  blocks: z.array(PickupBlockSchema),
});

/** The nights an attendee books: the first and last night, or every night in order. */
const PickupNights = z.union([
  z.strictObject({ first: IsoDateSchema, last: IsoDateSchema }),
  z.array(IsoDateSchema).min(1).max(MAX_BLOCK_NIGHTS),
]);

/**
 * POST /api/bookingunitgroup/pickup: an attendee books from a block by the group's code: the nights, the units, their
 * own contact (the booking's booker), the language of their mails; optionally the payment method, the persons in the
 * room and that the terms were accepted, as for any booking.
 */
export const PickupBody = z.strictObject({
  code: text().min(1).max(40),
  blockId: Id,
  nights: PickupNights,
  /** Rooms (units) for each of the nights; one not a whole number from 1 is the domain's 422 `badUnits`. */
  units: z.number().default(1),
  booker: ContactSchema,
  language: z.string().max(10).optional(),
  personcount: z.number().int().min(1).max(20).default(1),
  paymentmethod: PaymentMethodSchema.nullable().default(null),
  termsAccepted: z.boolean().default(false),
});
/**
 * What an attendee's client sends to book from a block.
 * @public the configurator's attendee page sends it (issue 41, next slice).
 */
export type PickupInput = z.input<typeof PickupBody>;

/** POST /api/bookingguest/pickup/unavailability: the block of a group, by the group's code. */
export const PickupUnavailabilityBody = z.strictObject({ code: text().min(1).max(40), blockId: Id });

/** The block's nights an attendee cannot book, each with why (past, released, soldOut), in order. */
export const PickupUnavailabilitySchema = z.object({
  blockId: Id,
  nights: z.array(z.object({ night: z.string(), reason: z.enum(['past', 'released', 'soldOut']) })),
});

/** GET /api/staff/group/{id}/roominglist: one attendee's booking from a block, with its guest and payment state. */
const RoomingListLineSchema = z.object({
  bookingId: Id,
  bookingCode: z.string(),
  guest: z.string(),
  blockId: Id,
  unitgroupId: Id,
  unitgroup: z.string(),
  arrival: z.string(),
  departure: z.string(),
  nights: z.number().int(),
  units: z.number().int(),
  /** The ledger's word (`paymentStatusOf`): unpaid, authorised, cardHeld, partlyPaid, paid, feeCharged, refunded… */
  payment: z.string(),
});

/** The rooming list as JSON (the staff's page): every pickup of the group's blocks, by arrival. */
export const RoomingListResponse = z.object({ items: z.array(RoomingListLineSchema) });
