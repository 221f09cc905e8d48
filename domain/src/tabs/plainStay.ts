import { UnitgroupCategory } from '../model/enums.ts';
import { buildPageList, type PageListInput } from './pageList.ts';

/**
 * docs/pages.md#day-overview: a plain stay has nothing to book per day (no setup, meeting room or
 * service page on a day slot; only the stay's rooms), so the day overview is an event's and not a stay's.
 */
export function isPlainStay(input: Omit<PageListInput, 'slotIndex'>): boolean {
  return buildPageList({ ...input, slotIndex: 1 }).every(
    (page) => page.ref.page === 'cart' || page.ref.unitgroupindex === 0,
  );
}

/**
 * docs/rules.md#stay-rules: a property of meeting rooms only hosts events; any other (one with rooms, or none known
 * yet) hosts stays, whose dates the calendar speaks of as arrivals and nights.
 */
export function hostsStays(
  unitgroups: readonly { readonly unitgroupcategory: { readonly id: number } }[],
): boolean {
  return unitgroups.length === 0 || unitgroups.some((u) => u.unitgroupcategory.id === UnitgroupCategory.Room);
}
