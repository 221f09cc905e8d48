import { addDaysToIsoDate } from '../dates/isoDate.ts';
import { blockPeriod } from '../lifecycle/blocks.ts';
import { UnitgroupCategory } from '../model/enums.ts';

/** A wall-clock window 'YYYY-MM-DD HH:mm' .. 'YYYY-MM-DD HH:mm' (end exclusive). */
export interface Window {
  readonly start: string;
  readonly end: string;
}

/**
 * docs/rules.md#availability: the window a unit is asked free for when the guest's configuration names check-in
 * and check-out days (and maybe times: a time slice's or the guest's). A room is a stay, held as a block holds it
 * (`blockPeriod`: check-in 15:00 to check-out 11:00 unless times are given), at least one night, so the departure
 * day is free from check-out on. Any other unit from the first day's start (00:00 unless given) to the last day's
 * end when one is given after the start, else to the end of the last day.
 */
export function stayWindow(
  category: number,
  checkin: string,
  checkout: string,
  times: { readonly start: string | null; readonly end: string | null },
): Window {
  if (category === UnitgroupCategory.Room) {
    const out = checkout > checkin ? checkout : addDaysToIsoDate(checkin, 1);
    return blockPeriod(category, checkin, out, times);
  }
  const { start } = blockPeriod(category, checkin, checkout, times);
  const ends = times.end !== null && times.end > (times.start ?? '00:00');
  return {
    start,
    end: ends
      ? blockPeriod(category, checkin, checkout, times).end
      : `${addDaysToIsoDate(checkout, 1)} 00:00`,
  };
}
