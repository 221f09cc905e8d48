import type { Unitgroup } from '../model/entities.ts';
import { UnitgroupCategory } from '../model/enums.ts';
import { unitgroupHiddenForPeople } from '../readiness/dayPeople.ts';

/** What a unit group page shows: one category, for one day's people. */
export interface UnitgroupListOptions {
  readonly category: UnitgroupCategory;
  /** The people of the page's day (docs/rules.md#availability: too many hide a meeting room). */
  readonly dayPeople: number;
  /** Setting orderByAvailability.disabled: keep the catalog order. */
  readonly orderByAvailabilityDisabled: boolean;
}

/**
 * Where a unit group goes when the list is ordered by availability: bookable and fitting the guests
 * first, then bookable but not fitting the guests, then unavailable. A group whose availability is not
 * known yet (null, while the lists load) ranks as bookable, so nothing jumps while loading.
 */
function availabilityRank(unitgroup: Pick<Unitgroup, 'availabilityoption'>): 0 | 1 | 2 {
  const option = unitgroup.availabilityoption;
  if (option === null) return 0;
  if (!option.available) return 2;
  return option.personsfit ? 0 : 1;
}

/** docs/rules.md#availability: a unit group that hides itself when unavailable (hideifunavailable) and is known to be unavailable. */
export function hiddenWhenUnavailable(
  unitgroup: Pick<Unitgroup, 'hideifunavailable' | 'availabilityoption'>,
): boolean {
  return unitgroup.hideifunavailable && unitgroup.availabilityoption?.available === false;
}

/**
 * docs/rules.md#quantity: whether the guest says how many of a unit group to book: rooms always (a group takes
 * several); any other unit group (a meeting room) when the property has more than one unit of it (two of three
 * breakout rooms). Availability then caps the count (`maxquantity`).
 */
export function choosesItemcount(unitgroup: Pick<Unitgroup, 'unitgroupcategory' | 'quantity'>): boolean {
  return unitgroup.unitgroupcategory.id === UnitgroupCategory.Room || unitgroup.quantity > 1;
}

/**
 * docs/rules.md#availability: the unit groups of a unit group page, in the order the page shows them. It keeps the
 * page's category, drops groups hidden for the day's people and those that hide themselves when
 * unavailable (hideifunavailable), and orders the rest by availability unless the property disabled it.
 * The order is stable: within a rank, the catalog's order stays.
 */
export function unitgroupsForPage(
  unitgroups: readonly Unitgroup[],
  options: UnitgroupListOptions,
): readonly Unitgroup[] {
  const shown = unitgroups.filter(
    (unitgroup) =>
      unitgroup.unitgroupcategory.id === options.category &&
      !unitgroupHiddenForPeople(unitgroup, options.dayPeople) &&
      !hiddenWhenUnavailable(unitgroup),
  );
  if (options.orderByAvailabilityDisabled) return shown;
  return shown
    .map((unitgroup, index) => ({ unitgroup, index, rank: availabilityRank(unitgroup) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.unitgroup);
}

/**
 * docs/rules.md#availability: whether a unit group page offers the guest something that fits: a unit group that is
 * free (or not known yet) and takes the guests. When nothing does, the page shows the ways on (another day, fewer
 * people, asking the property) and names the unit groups too small for the day's people.
 */
export function somethingFits(shown: readonly Pick<Unitgroup, 'availabilityoption'>[]): boolean {
  return shown.some((unitgroup) => availabilityRank(unitgroup) === 0);
}

/**
 * docs/rules.md#day-people-alerts: the unit groups of a page's category that are hidden because the day's people
 * exceed their maximum (docs keep them off the list); named, with their maximum, when nothing else fits.
 */
export function unitgroupsTooSmall(
  unitgroups: readonly Unitgroup[],
  options: Pick<UnitgroupListOptions, 'category' | 'dayPeople'>,
): readonly Unitgroup[] {
  return unitgroups.filter(
    (unitgroup) =>
      unitgroup.unitgroupcategory.id === options.category &&
      unitgroupHiddenForPeople(unitgroup, options.dayPeople) &&
      !hiddenWhenUnavailable(unitgroup),
  );
}
