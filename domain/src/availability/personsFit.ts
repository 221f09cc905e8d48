import type { Unitgroup } from '../model/entities.ts';
import { UnitgroupCategory } from '../model/enums.ts';

/** What a requested unit group line says about its guests. */
export interface PersonsFitItem {
  readonly itemcount: number;
  readonly personcount: number;
  /** Rooms: the guests per room the guest chose (null: not chosen). */
  readonly personsperroom?: number | null | undefined;
  readonly ignorePersoncount?: boolean;
}

/**
 * Whether the guests fit a unit group (docs/rules.md#people): a room by its persons per room
 * within the group's minimum and maximum, anything else by all persons within maximum x items. A group or
 * request that ignores the person count always fits.
 */
export function personsFit(
  unitgroup: Pick<Unitgroup, 'ignorePersoncount' | 'unitgroupcategory' | 'minPersons' | 'maxPersons'>,
  item: PersonsFitItem,
): boolean {
  if (item.ignorePersoncount || unitgroup.ignorePersoncount) return true;
  if (unitgroup.unitgroupcategory.id === UnitgroupCategory.Room && item.personsperroom) {
    return item.personsperroom >= unitgroup.minPersons && item.personsperroom <= unitgroup.maxPersons;
  }
  return item.personcount <= unitgroup.maxPersons * Math.max(1, item.itemcount);
}

/**
 * docs/rules.md#people: whether a unit group fits the group as the guest's list shows it (fitting first, then too
 * small). A room fits when one room takes the persons per room the guest chose, and always when none is chosen: a
 * group takes as many rooms as it needs. Anything else when one unit takes everyone.
 */
export function listedPersonsFit(
  unitgroup: Pick<Unitgroup, 'ignorePersoncount' | 'unitgroupcategory' | 'minPersons' | 'maxPersons'>,
  guests: { readonly personcount: number; readonly personsperroom: number | null },
): boolean {
  if (unitgroup.unitgroupcategory.id === UnitgroupCategory.Room && !guests.personsperroom) return true;
  return personsFit(unitgroup, { itemcount: 1, ...guests });
}
