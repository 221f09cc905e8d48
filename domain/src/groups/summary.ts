import { addDaysToIsoDate } from '../dates/isoDate.ts';
import type { IsoDate } from '../model/entities.ts';
import { blockUnits, pickedUnits } from './holding.ts';
import type { Group } from './model.ts';
import { isNightReleased } from './release.ts';

/*
 * docs/rules.md#group-blocks: what the organiser and the hotel see of a group's pickup: per block and night the
 * units held, picked up, still remaining and whether the night is back on sale (the staff's block page and the
 * release mails), and per attendee's booking the nights it took (the rooming list).
 */

/** One block's one night: units, picked up, remaining for attendees, released. */
export interface PickupSummaryRow {
  readonly blockId: number;
  readonly unitgroupId: number;
  readonly rateplanId: number;
  readonly night: IsoDate;
  readonly units: number;
  readonly picked: number;
  /** What attendees may still pick up: 0 once the night is released or the block canceled. */
  readonly remaining: number;
  /** Whether the night's unpicked units are back on public sale. */
  readonly released: boolean;
}

/**
 * Per block (in the group's order) and night (in order): units, picked, remaining, released, today.
 * @public the staff's block page and the release mails render it (issue 41).
 */
export function pickupSummary(group: Pick<Group, 'blocks'>, today: IsoDate): PickupSummaryRow[] {
  return group.blocks.flatMap((block) =>
    block.nights.map(({ night }) => {
      const units = blockUnits(block, night);
      const picked = pickedUnits(block, night);
      const released = isNightReleased(block, night, today);
      const holding = block.status === 'tentative' || block.status === 'definite';
      return {
        blockId: block.id,
        unitgroupId: block.unitgroupId,
        rateplanId: block.rateplanId,
        night,
        units,
        picked,
        remaining: holding && !released ? Math.max(0, units - picked) : 0,
        released,
      };
    }),
  );
}

/** One attendee's booking from a block: arrival, departure (the day after the last night), nights, units. */
export interface RoomingListRow {
  readonly blockId: number;
  readonly unitgroupId: number;
  readonly bookingId: number;
  readonly arrival: IsoDate;
  readonly departure: IsoDate;
  readonly nights: number;
  readonly units: number;
}

/**
 * The rooming list: every pickup of the group's blocks, by arrival, then booking id. The server adds each
 * booking's guest name and payment state before it renders or exports it.
 * @public the server's rooming list and its CSV export read it (issue 41).
 */
export function roomingList(group: Pick<Group, 'blocks'>): RoomingListRow[] {
  const rows = group.blocks.flatMap((block) =>
    block.pickups.map((p) => {
      const first = p.nights[0] as IsoDate;
      const last = p.nights[p.nights.length - 1] as IsoDate;
      return {
        blockId: block.id,
        unitgroupId: block.unitgroupId,
        bookingId: p.bookingId,
        arrival: first,
        departure: addDaysToIsoDate(last, 1),
        nights: p.nights.length,
        units: p.units,
      };
    }),
  );
  return rows.sort((a, b) =>
    a.arrival < b.arrival ? -1 : a.arrival > b.arrival ? 1 : a.bookingId - b.bookingId,
  );
}
