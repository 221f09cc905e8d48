import type { Cart, Catalog } from '../model/cart.ts';
import { cartIsEditable } from '../model/cart.ts';
import { UnitgroupCategory } from '../model/enums.ts';
import { unitgroupHiddenForPeople } from '../readiness/dayPeople.ts';
import { addUnitgroup, type RelationContext, type RelationResult } from './engine.ts';

/** An offer to book a meeting room the guest chose on one day on every other day that has none yet. */
export interface MeetingRoomForAllDays {
  readonly unitgroupId: number;
  /** The meeting room's name, for the button and the announcement. */
  readonly name: string;
  /** The slot where the guest chose it (its line is copied: count and rate). */
  readonly fromSlotIndex: number;
  /** The slots, on other dates, that have no meeting room and would get it. */
  readonly slotIndexes: readonly number[];
}

/**
 * docs/pages.md#open-points "apply to all days": for each meeting room chosen on a day (its first day), the slots
 * on the event's other dates without any meeting room, offered only when the room can take all of them: the
 * lists' availability for the event's dates (`availabilityoption`, read for the cart's whole date range) is
 * known, says it is available with enough units for the line's count on each of those dates, and no such day
 * has more people than the room holds (docs/rules.md#day-people-alerts). None on an ordered cart.
 */
export function meetingRoomForAllDays(
  cart: Pick<Cart, 'slots' | 'unitgroups' | 'ordered' | 'paymentToken' | 'existingBookingIsEdited'>,
  catalog: Pick<Catalog, 'unitgroups'>,
): readonly MeetingRoomForAllDays[] {
  if (!cartIsEditable(cart)) return [];
  const unitgroups = new Map(catalog.unitgroups.map((u) => [u.id, u]));
  const meetingLines = cart.unitgroups.filter(
    (line) =>
      line.slotIndex > 0 &&
      unitgroups.get(line.unitgroupId)?.unitgroupcategory.id === UnitgroupCategory.Meeting,
  );
  const withRoom = new Set(meetingLines.map((line) => line.slotIndex));
  const slotOrder = new Map(cart.slots.map((s, i) => [s.index, i]));
  const firstLines = [...meetingLines]
    .sort((a, b) => (slotOrder.get(a.slotIndex) ?? 0) - (slotOrder.get(b.slotIndex) ?? 0))
    .filter((line, i, all) => all.findIndex((other) => other.unitgroupId === line.unitgroupId) === i);
  const offers: MeetingRoomForAllDays[] = [];
  for (const line of firstLines) {
    const unitgroup = unitgroups.get(line.unitgroupId);
    const from = cart.slots.find((s) => s.index === line.slotIndex);
    const option = unitgroup?.availabilityoption;
    if (!unitgroup || !from || !option?.available) continue;
    const targets = cart.slots.filter((s) => s.date !== from.date && !withRoom.has(s.index));
    if (targets.length === 0) continue;
    // Two sessions of one date without a room both get it: the units must suffice for both.
    const perDate = new Map<string, number>();
    for (const s of targets) perDate.set(s.date, (perDate.get(s.date) ?? 0) + line.itemcount);
    if (Math.max(...perDate.values()) > option.maxquantity) continue;
    if (targets.some((s) => unitgroupHiddenForPeople(unitgroup, s.people))) continue;
    offers.push({
      unitgroupId: unitgroup.id,
      name: unitgroup.name,
      fromSlotIndex: from.index,
      slotIndexes: targets.map((s) => s.index),
    });
  }
  return offers;
}

/**
 * Books the meeting room of an offer (meetingRoomForAllDays) on each of its slots, with the count and rate of
 * the line it was chosen with, every relation effect included (docs/rules.md#relations), as if the guest had
 * chosen it on each day. A room not offered (any more) changes nothing.
 */
export function applyMeetingRoomToAllDays(
  cart: Cart,
  unitgroupId: number,
  ctx: RelationContext,
): RelationResult & { readonly slotIndexes: readonly number[] } {
  const offer = meetingRoomForAllDays(cart, ctx.catalog).find((o) => o.unitgroupId === unitgroupId);
  const source = cart.unitgroups.find(
    (line) => line.unitgroupId === unitgroupId && line.slotIndex === offer?.fromSlotIndex,
  );
  if (!offer || !source) return { cart, added: [], removed: [], problems: [], slotIndexes: [] };
  let result: RelationResult = { cart, added: [], removed: [], problems: [] };
  for (const slotIndex of offer.slotIndexes) {
    const next = addUnitgroup(
      result.cart,
      {
        unitgroupId,
        slotIndex,
        itemcount: source.itemcount,
        ...(source.rateplanId === undefined ? {} : { rateplanId: source.rateplanId }),
      },
      ctx,
    );
    result = {
      cart: next.cart,
      added: [...result.added, ...next.added],
      removed: [...result.removed, ...next.removed],
      problems: [...result.problems, ...next.problems],
    };
  }
  return { ...result, slotIndexes: offer.slotIndexes };
}
