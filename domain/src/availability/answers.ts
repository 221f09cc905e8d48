import type { Cart } from '../model/cart.ts';
import type { AvailabilityAnswerItem, AvailabilityResponse } from '../model/entities.ts';

/**
 * Matches availability answers to the cart's unit group lines. The availability request for a unit
 * group lists one item per cart line of that unit group, in cart order, so the i-th answer item of a
 * unit group belongs to its i-th line. A response without items answers every line of its unit group
 * with its overall `available` flag only.
 */
export function availabilityByLine(
  cart: Pick<Cart, 'unitgroups'>,
  responses: readonly AvailabilityResponse[],
): ReadonlyMap<string, LineAvailability> {
  const byUnitgroup = new Map<number, AvailabilityResponse>();
  for (const r of responses) byUnitgroup.set(r.unitgroupId, r);
  const seen = new Map<number, number>();
  const result = new Map<string, LineAvailability>();
  for (const line of cart.unitgroups) {
    const response = byUnitgroup.get(line.unitgroupId);
    if (!response) continue;
    const position = seen.get(line.unitgroupId) ?? 0;
    seen.set(line.unitgroupId, position + 1);
    const item = response.availabilities[position] ?? null;
    result.set(line.key, {
      available: response.available && (item?.available ?? true),
      item,
    });
  }
  return result;
}

/** What the availability call said about one cart line. */
export interface LineAvailability {
  /** False when the unit group or this line's item is not available. */
  readonly available: boolean;
  /** The answer item (price, rateplan, maxquantity, personsfit), when one was given. */
  readonly item: AvailabilityAnswerItem | null;
}
