import { describe, expect, it } from 'vitest';
import { cart, catalog, meetingRoom, rateplan, room, ugLine } from '../testing/factories.ts';
import { calendarPriceOffers, lowestPriceOn } from './calendarPrices.ts';
import { priceCart } from './priceCart.ts';

const guests = { personcount: 2, personsperroom: null };
const single = room(1, { maxPersons: 1, rateplanList: [rateplan(11900)] });
const double = room(2, { maxPersons: 2, rateplanList: [rateplan(16900), rateplan(15210, { id: 2 })] });
const suite = room(3, { maxPersons: 4, rateplanList: [rateplan(29900)] });
const plenum = meetingRoom(4, { maxPersons: 120, rateplanList: [rateplan(150000)] });
const board = meetingRoom(5, { maxPersons: 12, rateplanList: [rateplan(60000)] });
const everyoneFree = () => true;

describe('the lowest price on a calendar day', () => {
  it('is the cheapest room for one night for a stay, at the cheapest rate the guest may book', () => {
    const offers = calendarPriceOffers([plenum, suite, double, single], guests, 'EUR', true);
    expect(lowestPriceOn(offers, everyoneFree)).toEqual({ amount: 11900, currency: 'EUR' });
    expect(lowestPriceOn(offers, (id) => id !== single.id)).toEqual({ amount: 15210, currency: 'EUR' });
  });

  it('leaves out rooms that do not take the persons per room the guest chose', () => {
    const offers = calendarPriceOffers(
      [single, double, suite],
      { personcount: 6, personsperroom: 3 },
      'EUR',
      true,
    );
    expect(lowestPriceOn(offers, everyoneFree)).toEqual({ amount: 29900, currency: 'EUR' });
  });

  it('is the cheapest meeting room for one day that seats everyone for an event, rooms or not', () => {
    const offers = calendarPriceOffers(
      [plenum, board],
      { personcount: 10, personsperroom: null },
      'EUR',
      false,
    );
    expect(lowestPriceOn(offers, everyoneFree)).toEqual({ amount: 60000, currency: 'EUR' });
    const forty = calendarPriceOffers(
      [plenum, board],
      { personcount: 40, personsperroom: null },
      'EUR',
      false,
    );
    expect(lowestPriceOn(forty, everyoneFree)).toEqual({ amount: 150000, currency: 'EUR' });
    // A conference hotel's event: its meeting rooms, not its single room.
    const hotel = calendarPriceOffers(
      [single, plenum, board],
      { personcount: 10, personsperroom: null },
      'EUR',
      false,
    );
    expect(lowestPriceOn(hotel, everyoneFree)).toEqual({ amount: 60000, currency: 'EUR' });
  });

  it('has no price on a day no unit group is free, nor for a price on request', () => {
    const offers = calendarPriceOffers([single, double], guests, 'EUR', true);
    expect(lowestPriceOn(offers, () => false)).toBeNull();
    const onRequest = room(6, { rateplanList: [rateplan(9900, { onRequest: true })] });
    expect(calendarPriceOffers([onRequest], guests, 'EUR', true)).toEqual([]);
  });

  it('is what the cart charges for that room for one night', () => {
    const [offer] = calendarPriceOffers([double], guests, 'EUR', true);
    const priced = priceCart(
      cart({
        startdate: '2026-12-15',
        enddate: '2026-12-16',
        unitgroups: [ugLine('a', double.id, 0, { rateplanId: 2 })],
      }),
      catalog({ unitgroups: [double] }),
      [],
      { serviceMinimumSalesCode: null },
    );
    expect(offer?.price.amount).toBe(priced.lines[0]?.price);
  });
});
