import type { IsoDate } from '../model/entities.ts';
import type { GroupBlock } from './model.ts';
import { isNightReleased } from './release.ts';

/*
 * docs/rules.md#group-blocks: what a block takes from public sale. An attendee's booking is a booking like any
 * other and holds its own unit, so the free units the server counts from bookings already lack it; the block
 * holds only what is still unpicked. Picked-up units therefore count once, never twice.
 */

/** The units a block holds the night of `night` (0 outside its nights). */
export function blockUnits(block: Pick<GroupBlock, 'nights'>, night: IsoDate): number {
  return block.nights.find((n) => n.night === night)?.units ?? 0;
}

/** The units attendees picked up from the block the night of `night`. */
export function pickedUnits(block: Pick<GroupBlock, 'pickups'>, night: IsoDate): number {
  return block.pickups.reduce((sum, p) => sum + (p.nights.includes(night) ? p.units : 0), 0);
}

/**
 * The units a block still holds from public sale that night: its units less those picked up, while it is
 * definite and the night is not released; 0 for a tentative, released or canceled block.
 * @public the server's availability subtracts it (issue 41).
 */
export function blockHeldUnits(block: GroupBlock, night: IsoDate, today: IsoDate): number {
  if (block.status !== 'definite' || isNightReleased(block, night, today)) return 0;
  return Math.max(0, blockUnits(block, night) - pickedUnits(block, night));
}

/** What every block of the unit group still holds that night. */
const heldByBlocks = (blocks: readonly GroupBlock[], unitgroupId: number, night: IsoDate, today: IsoDate) =>
  blocks
    .filter((b) => b.unitgroupId === unitgroupId)
    .reduce((sum, b) => sum + blockHeldUnits(b, night, today), 0);

/**
 * The units of a unit group the public may book that night: the free units counted from bookings (attendees'
 * included) less what the definite blocks still hold; never negative.
 * @public the server's availability answers the public with it (issue 41).
 */
export function availableToPublic(
  freeUnitsFromBookings: number,
  blocks: readonly GroupBlock[],
  unitgroupId: number,
  night: IsoDate,
  today: IsoDate,
): number {
  return Math.max(0, freeUnitsFromBookings - heldByBlocks(blocks, unitgroupId, night, today));
}

/**
 * The units an attendee of `block` may book that night at its negotiated price: what the block still holds,
 * but never more than the free units leave once the unit group's other blocks have theirs (should an
 * out-of-sale block or an overbooking eat into them, the block shares the shortfall rather than oversell).
 * @public the server's pickup availability answers attendees with it (issue 41).
 */
export function availableToAttendee(
  freeUnitsFromBookings: number,
  blocks: readonly GroupBlock[],
  block: GroupBlock,
  night: IsoDate,
  today: IsoDate,
): number {
  const own = blockHeldUnits(block, night, today);
  const others = heldByBlocks(
    blocks.filter((b) => b.id !== block.id),
    block.unitgroupId,
    night,
    today,
  );
  return Math.max(0, Math.min(own, freeUnitsFromBookings - others));
}
