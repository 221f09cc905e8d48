import { parseDate } from '@internationalized/date';
import type { IsoDate } from '../model/entities.ts';
import { SellingMode, UnitgroupCategory } from '../model/enums.ts';

/** The counts a line's price is multiplied by. */
export interface LineCounts {
  readonly itemcount: number;
  readonly personcount: number;
  readonly durationcount: number;
  readonly nights: number;
}

// Counts are integers never below 0 (docs/rules.md#quantity); anything else in the data counts as 0.
const count = (value: number): number => (Number.isFinite(value) && value > 0 ? Math.floor(value) : 0);

/**
 * docs/rules.md#quantity: unit price times the count of the selling mode. A per-person-per-night service on a
 * single day counts one night, as a room does (docs/rules.md#quantity: at least 1 night). An unknown mode counts once.
 */
export function sellingModeQuantity(sellingmodeId: number, counts: LineCounts): number {
  const items = count(counts.itemcount);
  const persons = count(counts.personcount);
  switch (sellingmodeId) {
    case SellingMode.Personcount:
      return persons;
    case SellingMode.Itemcount:
      return items;
    case SellingMode.PersoncountXItemcount:
      return persons * items;
    case SellingMode.Durationcount:
      return count(counts.durationcount);
    case SellingMode.PersoncountXNightcount:
      return persons * Math.max(1, count(counts.nights));
    default:
      return 1;
  }
}

/**
 * docs/rules.md#quantity: a room (category 1) is priced per item and night, at least one night;
 * every other unit group per item and day, i.e. (nights + 1).
 */
export function unitgroupQuantity(categoryId: number, itemcount: number, nights: number): number {
  const parts = unitgroupQuantityParts(categoryId, itemcount, nights);
  return parts.items * parts.count;
}

/** What a unit group line's quantity is made of: items times nights (a room) or days (any other unit group). */
export function unitgroupQuantityParts(
  categoryId: number,
  itemcount: number,
  nights: number,
): { readonly items: number; readonly per: 'night' | 'day'; readonly count: number } {
  const n = count(nights);
  return categoryId === UnitgroupCategory.Room
    ? { items: count(itemcount), per: 'night', count: Math.max(1, n) }
    : { items: count(itemcount), per: 'day', count: n + 1 };
}

/** Nights between two ISO dates (0 when either is missing or the end is not after the start). */
export function nightsBetween(start: IsoDate | null, end: IsoDate | null): number {
  if (start === null || end === null) return 0;
  return Math.max(0, parseDate(end).compare(parseDate(start)));
}

/** A count the guest sets on a service line. */
export type ServiceCount = 'personcount' | 'itemcount' | 'durationcount';

/**
 * docs/rules.md#quantity: the counts a guest sets on a service line, by its selling mode: the persons of a
 * per-person service, the items of a per-item one (two projectors), both for per person and item, the hours of a
 * per-duration one (three hours of a technician); none for a flat price.
 */
export function serviceCounts(sellingmodeId: number): readonly ServiceCount[] {
  switch (sellingmodeId) {
    case SellingMode.Personcount:
    case SellingMode.PersoncountXNightcount:
      return ['personcount'];
    case SellingMode.Itemcount:
      return ['itemcount'];
    case SellingMode.PersoncountXItemcount:
      return ['personcount', 'itemcount'];
    case SellingMode.Durationcount:
      return ['durationcount'];
    default:
      return [];
  }
}

/** docs/rules.md#quantity isPerPerson: the selling modes that multiply by the person count. */
/**
 * docs/rules.md#children: the child units of a line: its children counted as its selling mode counts people (times
 * its items or nights); 0 for a mode that does not count people.
 */
export function childQuantity(
  sellingmodeId: number,
  counts: LineCounts & { readonly childcount: number },
): number {
  return isPerPersonMode(sellingmodeId)
    ? sellingModeQuantity(sellingmodeId, { ...counts, personcount: counts.childcount })
    : 0;
}

/** docs/rules.md#children: what a child pays of a per-person unit price (whole cents, rounded half up). */
export function childUnitPrice(unitPrice: number, pricePercent: number): number {
  return Math.round((unitPrice * Math.min(100, Math.max(0, pricePercent))) / 100);
}

export function isPerPersonMode(sellingmodeId: number): boolean {
  return (
    sellingmodeId === SellingMode.Personcount ||
    sellingmodeId === SellingMode.PersoncountXItemcount ||
    sellingmodeId === SellingMode.PersoncountXNightcount
  );
}
