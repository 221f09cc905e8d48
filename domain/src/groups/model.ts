import { z } from 'zod';
import { parseIsoDate } from '../dates/isoDate.ts';
import type { IsoDate } from '../model/entities.ts';

/*
 * docs/rules.md#group-blocks: a group (a congress, a wedding) holds rooms for its attendees in blocks: per unit group
 * and rate plan, a number of units per night at a negotiated price. The server stores a group and its blocks and
 * pickups in tables and validates them with these schemas on the way in and out; the apps read the same types.
 */

const Id = z.number().int().min(1);
const Count = z.number().int().min(0);
/** A real calendar day, 'YYYY-MM-DD'. */
const IsoDay = z.string().refine((v) => parseIsoDate(v) !== null, 'expected a day YYYY-MM-DD');

/** Whether every day follows the one before it by exactly one day. */
export const consecutiveDays = (days: readonly IsoDate[]): boolean =>
  days.every((day, i) => {
    const previous = i === 0 ? null : parseIsoDate(days[i - 1]);
    return i === 0 ? parseIsoDate(day) !== null : previous?.add({ days: 1 }).toString() === day;
  });

/**
 * Where a block stands: tentative (agreed, no inventory taken), definite (its units taken from public sale),
 * released (its unpicked units back on sale) or canceled (the event called off; nothing held).
 */
export const GROUP_BLOCK_STATUSES = ['tentative', 'definite', 'released', 'canceled'] as const;
/** Where a block stands. */
export type GroupBlockStatus = (typeof GROUP_BLOCK_STATUSES)[number];

/**
 * When a block's unpicked units go back on sale: every night at a fixed date, each night a number of days before
 * it (a rolling release), or never before the night itself.
 */
export const ReleaseRule = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('date'), date: IsoDay }),
  z.object({ kind: z.literal('daysBefore'), days: z.number().int().min(0).max(365) }),
  z.object({ kind: z.literal('none') }),
]);
/** When a block's unpicked units go back on sale. */
export type ReleaseRule = z.infer<typeof ReleaseRule>;

/** The units a block holds one night (the night of `night`, the day of arrival). */
export const BlockNight = z.object({ night: IsoDay, units: Count });
/** The units a block holds one night. */
export type BlockNight = z.infer<typeof BlockNight>;

/** An attendee's booking taken from a block: its id, the nights it stays (consecutive) and its units. */
export const GroupPickup = z.object({
  bookingId: Id,
  nights: z.array(IsoDay).min(1).refine(consecutiveDays, 'expected consecutive nights'),
  units: z.number().int().min(1),
});
/** An attendee's booking taken from a block. */
export type GroupPickup = z.infer<typeof GroupPickup>;

/** One unit group at one rate plan held for a group: units per night (they may vary), price, status, release. */
export const GroupBlock = z.object({
  id: Id,
  unitgroupId: Id,
  rateplanId: Id,
  /** The negotiated price of one unit for one night, in cents of `currency`. */
  unitPrice: z.number().int().min(0),
  currency: z.string().regex(/^[A-Z]{3}$/, 'expected a currency code'),
  /** The block's nights, consecutive and in order; a night may hold 0 units. */
  nights: z
    .array(BlockNight)
    .min(1)
    .refine((ns) => consecutiveDays(ns.map((n) => n.night)), 'expected consecutive nights in order'),
  status: z.enum(GROUP_BLOCK_STATUSES),
  release: ReleaseRule,
  pickups: z.array(GroupPickup).default([]),
});
/** One unit group at one rate plan held for a group. */
export type GroupBlock = z.infer<typeof GroupBlock>;

/** The code attendees enter in the configurator (the block's link carries it): 4 to 16 letters and digits. */
const PickupCode = z.string().regex(/^[A-Z0-9]{4,16}$/, 'expected 4 to 16 letters or digits');

/** A group: the event, its organiser's booking and contact, the attendees' pickup code, its blocks. */
export const Group = z.object({
  id: Id,
  propertyId: Id,
  eventName: z.string().trim().min(1),
  /** The organiser's own booking (category group, 2): attendees' bookings never change it. */
  organiserBookingId: Id,
  organiserName: z.string().trim().min(1),
  pickupCode: PickupCode,
  blocks: z.array(GroupBlock).default([]),
});
/** A group and its blocks. */
export type Group = z.infer<typeof Group>;

/**
 * A pickup code as typed by an attendee, in the stored form (spaces and dashes dropped, upper case), or null
 * when it cannot be one.
 * @public the configurator and the server's pickup endpoints read the attendee's code with it (issue 41).
 */
export function normalisePickupCode(input: string | null | undefined): string | null {
  const code = (input ?? '').replace(/[\s-]/g, '').toUpperCase();
  return PickupCode.safeParse(code).success ? code : null;
}
