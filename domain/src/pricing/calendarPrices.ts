import { listedPersonsFit } from '../availability/personsFit.ts';
import type { Money } from '../model/cart.ts';
import type { Unitgroup } from '../model/entities.ts';
import { UnitgroupCategory } from '../model/enums.ts';
import { fromRateplan } from './priceCart.ts';
import { unitgroupQuantity } from './quantity.ts';

/** The guest's search a calendar's prices are for (docs/rules.md#calendar-prices). */
export interface PriceSearch {
  /** The guest count of the event bar. */
  readonly personcount: number;
  /** The guests per room the guest chose; null when none is chosen. */
  readonly personsperroom: number | null;
}

/** What one unit group costs from a day on: one room for one night, any other unit for one day. */
export interface PriceOffer {
  readonly unitgroupId: number;
  readonly price: Money;
}

/**
 * docs/rules.md#calendar-prices: the offers a calendar's day prices are chosen from, cheapest first, computed once
 * per calendar (a price does not change from day to day; which unit groups are free does). A stay (the property's
 * guests book rooms: `isPlainStay`) offers its rooms, one room for one night; an event (a conference hotel, a
 * property of meeting rooms) its other units (meeting rooms), one for one day. Only unit groups that fit the search as the guest's list says (`listedPersonsFit`), each at the cheapest
 * rate of its rate plans (those the guest may book) in the property's currency, priced by the cart's rules
 * (`fromRateplan`, `unitgroupQuantity`); a price on request or an invalid one offers nothing.
 */
export function calendarPriceOffers(
  unitgroups: readonly Unitgroup[],
  search: PriceSearch,
  currency: string,
  /** Whether the guest books a stay (rooms, priced per night) rather than an event (meeting rooms, per day). */
  stays: boolean,
): readonly PriceOffer[] {
  const offers: PriceOffer[] = [];
  for (const unitgroup of unitgroups) {
    const category = unitgroup.unitgroupcategory.id;
    if ((category === UnitgroupCategory.Room) !== stays) continue;
    if (!listedPersonsFit(unitgroup, search)) continue;
    // One item for one night (a room) or one day (anything else): 0 nights is one day, a room counts one night.
    const quantity = unitgroupQuantity(category, 1, category === UnitgroupCategory.Room ? 1 : 0);
    let lowest: number | null = null;
    for (const rateplan of unitgroup.rateplanList) {
      const unit = fromRateplan(rateplan, currency);
      if (unit.amount === null || unit.currency !== currency) continue;
      const amount = unit.amount * quantity;
      if (lowest === null || amount < lowest) lowest = amount;
    }
    if (lowest !== null) offers.push({ unitgroupId: unitgroup.id, price: { amount: lowest, currency } });
  }
  return offers.sort((a, b) => a.price.amount - b.price.amount);
}

/**
 * docs/rules.md#calendar-prices: the lowest price a guest pays from a day on: the cheapest offer of a unit group
 * that is free that day (`isFree`); null when none is (a blocked day has no price).
 */
export function lowestPriceOn(
  offers: readonly PriceOffer[],
  isFree: (unitgroupId: number) => boolean,
): Money | null {
  for (const offer of offers) if (isFree(offer.unitgroupId)) return offer.price;
  return null;
}
