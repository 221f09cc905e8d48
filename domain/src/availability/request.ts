import type { Cart, Catalog } from '../model/cart.ts';
import type { AvailabilityItem, AvailabilityRequest } from '../model/entities.ts';
import { LineBuilder } from '../payload/lineBuilder.ts';

/**
 * The availability requests for the cart's unit groups (docs/api.md#availability-and-calendar): one per unit
 * group, in the order the cart first names it, with one item per cart line of that unit group in cart
 * order — the order `availabilityByLine` relies on to match the answers back to the lines. An existing
 * booking is ignored so it does not compete with itself.
 */
export function availabilityRequests(cart: Cart, catalog: Catalog): readonly AvailabilityRequest[] {
  const builder = new LineBuilder(cart, catalog, null);
  const byUnitgroup = new Map<number, AvailabilityItem[]>();
  for (const line of cart.unitgroups) {
    const unitgroup = builder.index.unitgroups.get(line.unitgroupId);
    const booked = builder.unitgroupLine(line);
    const items = byUnitgroup.get(line.unitgroupId) ?? [];
    items.push({
      itemcount: line.itemcount,
      start: booked.start,
      end: booked.end,
      nightcount: booked.nightcount,
      personcount: line.personcount,
      personsperroom: line.personsperroom,
      childcount: 0,
      rateplan: line.rateplanId != null ? { id: line.rateplanId } : null,
      ignorePersoncount: unitgroup?.ignorePersoncount ?? false,
    });
    byUnitgroup.set(line.unitgroupId, items);
  }
  return [...byUnitgroup.entries()].map(([unitgroupId, availabilities]) => ({
    unitgroupId,
    timeslicedefinitionId: cart.timeslicedefinitionId,
    starttime: cart.starttime,
    endtime: cart.endtime,
    promotioncode: cart.promocode,
    tagIds: cart.tags.map((t) => t.id),
    ignoreBookingId: cart.existingBookingIsLoaded ? cart.id : null,
    availabilities,
  }));
}
