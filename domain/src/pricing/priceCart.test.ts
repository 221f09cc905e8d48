import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AvailabilityResponse } from '../model/entities.ts';
import { SellingMode } from '../model/enums.ts';
import {
  cart,
  catalog,
  meetingRoom,
  rateplan,
  room,
  service,
  slot,
  svcLine,
  ugLine,
  vat7,
  vat19,
} from '../testing/factories.ts';
import { inclusiveVat, ratePrice } from './money.ts';
import { MINIMUM_SALES_LINE_KEY, priceCart, totalIn } from './priceCart.ts';
import { nightsBetween, sellingModeQuantity, serviceCounts, unitgroupQuantity } from './quantity.ts';

const noMinimum = { serviceMinimumSalesCode: null };
const counts = { itemcount: 3, personcount: 10, durationcount: 4, nights: 2 };

describe('selling modes', () => {
  it('charges a unit-priced service once, whatever the counts', () => {
    expect(sellingModeQuantity(SellingMode.Unit, counts)).toBe(1);
  });
  it('charges a per-person service for every guest', () => {
    expect(sellingModeQuantity(SellingMode.Personcount, counts)).toBe(10);
  });
  it('charges a per-item service for every item', () => {
    expect(sellingModeQuantity(SellingMode.Itemcount, counts)).toBe(3);
  });
  it('charges a per-person-and-item service for every guest times every item', () => {
    expect(sellingModeQuantity(SellingMode.PersoncountXItemcount, counts)).toBe(30);
  });
  it('charges a per-duration service for every hour booked', () => {
    expect(sellingModeQuantity(SellingMode.Durationcount, counts)).toBe(4);
  });
  it('charges a per-person-per-night service for every guest and night', () => {
    expect(sellingModeQuantity(SellingMode.PersoncountXNightcount, counts)).toBe(20);
  });
  it('charges a per-person-per-night service on a single day as one night', () => {
    expect(sellingModeQuantity(SellingMode.PersoncountXNightcount, { ...counts, nights: 0 })).toBe(10);
  });
  it('charges nothing for 0 people', () => {
    expect(sellingModeQuantity(SellingMode.Personcount, { ...counts, personcount: 0 })).toBe(0);
  });
  it('treats negative or broken counts as 0', () => {
    expect(sellingModeQuantity(SellingMode.Itemcount, { ...counts, itemcount: -2 })).toBe(0);
    expect(sellingModeQuantity(SellingMode.Itemcount, { ...counts, itemcount: Number.NaN })).toBe(0);
  });
  it('charges a service with an unknown selling mode once', () => {
    expect(sellingModeQuantity(99, counts)).toBe(1);
  });
});

describe('unit group quantities', () => {
  it('prices a room per room and night', () => {
    expect(unitgroupQuantity(1, 2, 3)).toBe(6);
  });
  it('prices a room booked for 0 nights as one night', () => {
    expect(unitgroupQuantity(1, 1, 0)).toBe(1);
    expect(unitgroupQuantity(1, 1, 1)).toBe(1);
  });
  it('prices a meeting room per day: one day for 0 nights, two days for 1 night', () => {
    expect(unitgroupQuantity(2, 1, 0)).toBe(1);
    expect(unitgroupQuantity(2, 1, 1)).toBe(2);
  });
  it('counts the nights between two dates, across a month end and a leap day', () => {
    expect(nightsBetween('2028-02-27', '2028-03-01')).toBe(3);
    expect(nightsBetween('2026-01-31', '2026-02-01')).toBe(1);
    expect(nightsBetween('2026-01-31', null)).toBe(0);
    expect(nightsBetween('2026-02-02', '2026-02-01')).toBe(0);
  });
});

describe('money', () => {
  it('rounds half a cent away from zero', () => {
    expect(ratePrice(5, 50)).toBe(3);
    expect(ratePrice(-5, 50)).toBe(-3);
    expect(ratePrice(48, 5)).toBe(2);
  });
  it('takes the VAT as the share included in the price', () => {
    // 119.00 gross at 19 % contains 19.00 VAT.
    expect(inclusiveVat(11900, 19)).toBe(1900);
    // 10.00 at 7 %: 65.42... cents -> 65.
    expect(inclusiveVat(1000, 7)).toBe(65);
  });
  it('rounds an exact half cent of VAT up', () => {
    // At a 100 % rate, 3 cents contain 1.5 cents VAT: rounded to 2, never lost to floating point.
    expect(inclusiveVat(3, 100)).toBe(2);
    expect(inclusiveVat(-3, 100)).toBe(-2);
  });
  it('handles a VAT rate with decimals', () => {
    expect(inclusiveVat(10770, 7.7)).toBe(770);
  });
  it('has no VAT on a zero price or a zero rate', () => {
    expect(inclusiveVat(0, 19)).toBe(0);
    expect(inclusiveVat(1000, 0)).toBe(0);
  });
});

describe('children (docs/rules.md#children)', () => {
  const lunch = service(10, { name: 'Lunch', rateplanList: [rateplan(2500)] });
  const breakfast = service(11, {
    name: 'Breakfast',
    sellingmode: { id: SellingMode.PersoncountXNightcount },
    rateplanList: [rateplan(1800)],
  });
  const projector = service(12, {
    sellingmode: { id: SellingMode.Itemcount },
    rateplanList: [rateplan(9000)],
  });
  const cat = catalog({ unitgroups: [meetingRoom(1)], services: [lunch, breakfast, projector] });
  const priced = (percent: number) =>
    priceCart(
      cart({
        startdate: '2026-12-01',
        enddate: '2026-12-03',
        services: [
          svcLine('lunch', 10, 1, { personcount: 10, childcount: 3 }),
          svcLine('breakfast', 11, 0, { personcount: 2, childcount: 2 }),
          svcLine('projector', 12, 1, { itemcount: 2, childcount: 3 }),
        ],
      }),
      cat,
      [],
      { serviceMinimumSalesCode: null, childrenPricePercent: percent },
    );
  it('a per-person service counts its children at the child share of its price, per night where it counts nights', () => {
    const p = priced(50);
    expect(p.lines.map((l) => [l.quantity, l.childQuantity, l.childUnitPrice, l.price])).toEqual([
      [10, 3, 1250, 10 * 2500 + 3 * 1250],
      // Two adults and two children, two nights.
      [4, 4, 900, 4 * 1800 + 4 * 900],
      // Items are not people: the projector's children count nothing.
      [2, 0, 4500, 2 * 9000],
    ]);
    expect(p.totals).toEqual([{ currency: 'EUR', amount: 28750 + 10800 + 18000 }]);
  });
  it('children are free at 0 % and pay as adults at 100 %', () => {
    expect(priced(0).lines[0]?.price).toBe(25000);
    expect(priced(100).lines[0]?.price).toBe(13 * 2500);
  });
});

describe('pricing a cart', () => {
  const lunch = service(10, { name: 'Lunch', rateplanList: [rateplan(2500)] });
  const cat = catalog({ unitgroups: [meetingRoom(1), room(2)], services: [lunch] });

  it('prices a meeting room day and a lunch for ten people', () => {
    const c = cart({
      unitgroups: [ugLine('mr', 1, 1)],
      services: [svcLine('lunch', 10, 1, { personcount: 10 })],
    });
    const p = priceCart(c, cat, [], noMinimum);
    expect(p.lines.map((l) => l.price)).toEqual([50000, 25000]);
    expect(p.totals).toEqual([{ currency: 'EUR', amount: 75000 }]);
    expect(p.days).toHaveLength(1);
    expect(p.days[0]?.totals).toEqual([{ currency: 'EUR', amount: 75000 }]);
    expect(p.lines[1]?.isPerPerson).toBe(true);
  });

  it('prices two rooms for three nights on the stay', () => {
    const c = cart({
      startdate: '2026-12-01',
      enddate: '2026-12-04',
      unitgroups: [ugLine('rooms', 2, 0, { itemcount: 2 })],
    });
    const p = priceCart(c, cat, [], noMinimum);
    expect(p.lines[0]?.quantity).toBe(6);
    expect(p.lines[0]?.price).toBe(72000);
    expect(p.lines[0]?.date).toBe('2026-12-01');
  });

  it('sums VAT per rate: rooms at 7 %, meeting room at 19 %', () => {
    const c = cart({
      enddate: '2026-12-02',
      unitgroups: [ugLine('rooms', 2, 0), ugLine('mr', 1, 1)],
    });
    const p = priceCart(c, cat, [], noMinimum);
    expect(p.vat).toEqual([
      { vat: vat19, currency: 'EUR', amount: inclusiveVat(50000, 19), onRequest: false },
      { vat: vat7, currency: 'EUR', amount: inclusiveVat(12000, 7), onRequest: false },
    ]);
  });

  it('groups lines by day, the stay first', () => {
    const c = cart({
      enddate: '2026-12-02',
      slots: [slot(1, '2026-12-01', 10), slot(2, '2026-12-02', 8)],
      unitgroups: [ugLine('mr2', 1, 2), ugLine('rooms', 2, 0), ugLine('mr1', 1, 1)],
    });
    const p = priceCart(c, cat, [], noMinimum);
    expect(p.days.map((d) => [d.slotIndex, d.date])).toEqual([
      [0, '2026-12-01'],
      [1, '2026-12-01'],
      [2, '2026-12-02'],
    ]);
  });

  it('shows a price-on-request line without a price and leaves it out of the total', () => {
    const onRequest = service(11, { rateplanList: [rateplan(9999, { onRequest: true })] });
    const c = cart({ services: [svcLine('band', 11, 1), svcLine('lunch', 10, 1)] });
    const p = priceCart(c, catalog({ services: [lunch, onRequest] }), [], noMinimum);
    expect(p.lines[0]).toMatchObject({ price: null, onRequest: true, vatAmount: 0 });
    expect(p.onRequest).toBe(true);
    expect(totalIn(p, 'EUR')).toBe(25000);
    expect(p.vat[0]?.onRequest).toBe(true);
  });

  it('flags a line without any rate plan and counts it as nothing', () => {
    const unpriced = service(12, { rateplanList: [] });
    const c = cart({ services: [svcLine('x', 12, 1)] });
    const p = priceCart(c, catalog({ services: [unpriced] }), [], noMinimum);
    expect(p.lines[0]).toMatchObject({ price: null, priceinvalid: true, vat: null });
    expect(p.priceinvalid).toBe(true);
    expect(p.totals).toEqual([]);
  });

  it('never charges a negative rate plan price', () => {
    const broken = service(13, { rateplanList: [rateplan(-500)] });
    const p = priceCart(
      cart({ services: [svcLine('x', 13, 1)] }),
      catalog({ services: [broken] }),
      [],
      noMinimum,
    );
    expect(p.lines[0]).toMatchObject({ price: null, priceinvalid: true });
  });

  it('uses the rate plan the guest chose, else the first', () => {
    const two = service(14, {
      sellingmode: { id: SellingMode.Unit },
      rateplanList: [rateplan(1000, { id: 1 }), rateplan(2000, { id: 2 })],
    });
    const cat2 = catalog({ services: [two] });
    expect(
      priceCart(cart({ services: [svcLine('x', 14, 1, { rateplanId: 2 })] }), cat2, [], noMinimum).lines[0]
        ?.price,
    ).toBe(2000);
    expect(
      priceCart(cart({ services: [svcLine('x', 14, 1, { rateplanId: 9 })] }), cat2, [], noMinimum).lines[0]
        ?.price,
    ).toBe(1000);
  });

  it('takes a meeting room price from the availability answer when it gives one', () => {
    const answer: AvailabilityResponse = {
      unitgroupId: 1,
      available: true,
      availabilities: [
        {
          available: true,
          price: 40000,
          currency: 'EUR',
          rateplan: { id: 1 },
          maxquantity: 1,
          personsfit: true,
        },
      ],
    };
    const c = cart({ unitgroups: [ugLine('mr', 1, 1)] });
    const p = priceCart(c, cat, [answer], noMinimum);
    expect(p.lines[0]).toMatchObject({ price: 40000, rateplanId: 1, vat: vat19 });
  });

  it('falls back to the rate plan when the availability answer has no price', () => {
    const answer: AvailabilityResponse = {
      unitgroupId: 1,
      available: true,
      availabilities: [
        { available: true, price: null, currency: 'EUR', rateplan: null, maxquantity: 1, personsfit: true },
      ],
    };
    const p = priceCart(cart({ unitgroups: [ugLine('mr', 1, 1)] }), cat, [answer], noMinimum);
    expect(p.lines[0]?.price).toBe(50000);
  });

  it('flags an availability price that is negative', () => {
    const answer: AvailabilityResponse = {
      unitgroupId: 1,
      available: true,
      availabilities: [
        { available: true, price: -1, currency: 'EUR', rateplan: null, maxquantity: 1, personsfit: true },
      ],
    };
    const p = priceCart(cart({ unitgroups: [ugLine('mr', 1, 1)] }), cat, [answer], noMinimum);
    expect(p.lines[0]).toMatchObject({ price: null, priceinvalid: true, rateplanId: 1 });
  });

  it('keeps separate totals for lines in different currencies', () => {
    const chf = service(15, { rateplanList: [rateplan(1000, { currency: 'CHF' })], sellingmode: { id: 1 } });
    const c = cart({ services: [svcLine('a', 15, 1), svcLine('lunch', 10, 1)] });
    const p = priceCart(c, catalog({ services: [lunch, chf] }), [], noMinimum);
    expect(p.totals).toEqual([
      { currency: 'CHF', amount: 1000 },
      { currency: 'EUR', amount: 25000 },
    ]);
    expect(totalIn(p, 'USD')).toBe(0);
  });

  it('ignores lines whose item is no longer in the catalog', () => {
    const c = cart({ unitgroups: [ugLine('gone', 99, 1)], services: [svcLine('gone', 99, 1)] });
    expect(priceCart(c, cat, [], noMinimum).lines).toEqual([]);
  });

  it('prices an empty cart at nothing', () => {
    const p = priceCart(cart(), cat, [], noMinimum);
    expect(p).toMatchObject({
      lines: [],
      days: [],
      vat: [],
      totals: [],
      onRequest: false,
      minimumSales: null,
    });
  });
});

describe('free rent', () => {
  const rent = service(20, {
    name: 'Room rent',
    sellingmode: { id: SellingMode.Unit },
    rateplanList: [rateplan(30000)],
    minimumsalesforfreerent: 50000,
  });
  const dinner = service(21, { rateplanList: [rateplan(6000)] });
  const cat = catalog({ services: [rent, dinner] });

  it('makes the room rent free once dinner sales reach 500.00', () => {
    const c = cart({ services: [svcLine('rent', 20, 1), svcLine('dinner', 21, 1, { personcount: 10 })] });
    const p = priceCart(c, cat, [], noMinimum);
    expect(p.lines[0]).toMatchObject({ price: 0, free: true });
    expect(totalIn(p, 'EUR')).toBe(60000);
  });

  it('charges the room rent while sales stay below 500.00', () => {
    const c = cart({ services: [svcLine('rent', 20, 1), svcLine('dinner', 21, 1, { personcount: 5 })] });
    const p = priceCart(c, cat, [], noMinimum);
    expect(p.lines[0]).toMatchObject({ price: 30000, free: false });
  });
});

describe("the hotel's agreed prices", () => {
  const lunch = service(10, { name: 'Lunch', rateplanList: [rateplan(2500, { vat: vat7 })] });
  const band = service(11, {
    sellingmode: { id: SellingMode.Unit },
    rateplanList: [rateplan(9999, { onRequest: true })],
  });
  const rent = service(20, {
    sellingmode: { id: SellingMode.Unit },
    rateplanList: [rateplan(30000)],
    minimumsalesforfreerent: 1,
  });
  const cat = catalog({ unitgroups: [meetingRoom(1)], services: [lunch, band, rent] });

  it('an agreed unit price replaces the rate for that line only, times its quantity, with the rate plan’s VAT', () => {
    const c = cart({
      services: [
        svcLine('lunch', 10, 1, { personcount: 10, agreedUnitPrice: 1990 }),
        svcLine('lunch2', 10, 1, { personcount: 2 }),
      ],
    });
    const p = priceCart(c, cat, [], noMinimum);
    expect(p.lines.map((l) => [l.unitPrice, l.price])).toEqual([
      [1990, 19900],
      [2500, 5000],
    ]);
    expect(p.lines[0]).toMatchObject({ vat: vat7, vatAmount: inclusiveVat(19900, 7) });
    expect(totalIn(p, 'EUR')).toBe(24900);
  });

  it('prices a meeting room and an on-request service at what the hotel agreed, 0 included', () => {
    const c = cart({
      unitgroups: [ugLine('mr', 1, 1, { agreedUnitPrice: 0 })],
      services: [svcLine('band', 11, 1, { agreedUnitPrice: 120000 })],
    });
    const p = priceCart(c, cat, [], noMinimum);
    expect(p.lines.map((l) => l.price)).toEqual([0, 120000]);
    expect(p.onRequest).toBe(false);
    expect(totalIn(p, 'EUR')).toBe(120000);
  });

  it('an agreed price is not made free by free rent', () => {
    const c = cart({ services: [svcLine('rent', 20, 1, { agreedUnitPrice: 15000 })] });
    expect(priceCart(c, cat, [], noMinimum).lines[0]).toMatchObject({ price: 15000, free: false });
  });
});

describe('minimum sales', () => {
  const minimum = service(30, {
    code: 'MINSALES',
    name: 'Minimum sales',
    sellingmode: { id: 1 },
    rateplanList: [rateplan(0)],
  });
  const coffee = service(31, { rateplanList: [rateplan(500)] });
  const settings = { serviceMinimumSalesCode: 'MINSALES' };

  it('adds the difference when a meeting room with a 1,000.00 minimum is booked for 500.00', () => {
    const cat = catalog({
      unitgroups: [meetingRoom(1, { minimumSales: 100000 })],
      services: [minimum, coffee],
    });
    const c = cart({ unitgroups: [ugLine('mr', 1, 1)] });
    const p = priceCart(c, cat, [], settings);
    expect(p.minimumSales).toEqual({
      threshold: 100000,
      nonMinimumPrice: 50000,
      difference: 50000,
      currency: 'EUR',
      serviceId: 30,
    });
    const line = p.lines.at(-1);
    expect(line).toMatchObject({ key: MINIMUM_SALES_LINE_KEY, kind: 'minimumSales', price: 50000 });
    expect(totalIn(p, 'EUR')).toBe(100000);
  });

  it('uses the highest minimum of the booked unit groups', () => {
    const cat = catalog({
      unitgroups: [meetingRoom(1, { minimumSales: 60000 }), meetingRoom(2, { minimumSales: 80000 })],
      services: [minimum],
    });
    const c = cart({ unitgroups: [ugLine('a', 1, 1), ugLine('b', 2, 1)] });
    expect(priceCart(c, cat, [], settings).minimumSales?.threshold).toBe(80000);
  });

  it('uses the minimum per person times the day people when no fixed minimum is set', () => {
    const cat = catalog({
      unitgroups: [meetingRoom(1, { minimumSalesPerPerson: 8000 })],
      services: [minimum],
    });
    const c = cart({ slots: [slot(1, '2026-12-01', 10)], unitgroups: [ugLine('mr', 1, 1)] });
    const p = priceCart(c, cat, [], settings);
    expect(p.minimumSales).toMatchObject({ threshold: 80000, difference: 30000 });
  });

  it('uses the guest count for a per-person minimum on the stay', () => {
    const cat = catalog({ unitgroups: [room(2, { minimumSalesPerPerson: 5000 })], services: [minimum] });
    const c = cart({ people: 4, unitgroups: [ugLine('r', 2, 0)] });
    expect(priceCart(c, cat, [], settings).minimumSales?.threshold).toBe(20000);
  });

  it('adds nothing when the cart reaches the minimum', () => {
    const cat = catalog({ unitgroups: [meetingRoom(1, { minimumSales: 40000 })], services: [minimum] });
    const p = priceCart(cart({ unitgroups: [ugLine('mr', 1, 1)] }), cat, [], settings);
    expect(p.minimumSales?.difference).toBe(0);
    expect(p.lines.some((l) => l.kind === 'minimumSales')).toBe(false);
  });

  it('reports the minimum without a line when the setting names no known service', () => {
    const cat = catalog({ unitgroups: [meetingRoom(1, { minimumSales: 100000 })] });
    const p = priceCart(cart({ unitgroups: [ugLine('mr', 1, 1)] }), cat, [], settings);
    expect(p.minimumSales).toMatchObject({ difference: 50000, serviceId: null });
    expect(p.lines).toHaveLength(1);
  });
});

describe('minimum sales invariants', () => {
  it('a cart never costs less than its minimum', () => {
    const minimum = service(30, { code: 'MIN', sellingmode: { id: 1 }, rateplanList: [rateplan(0)] });
    const settings = { serviceMinimumSalesCode: 'MIN' };
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 500_000 }),
        fc.option(fc.integer({ min: 0, max: 500_000 }), { nil: null }),
        fc.option(fc.integer({ min: 0, max: 10_000 }), { nil: null }),
        fc.integer({ min: 0, max: 60 }),
        (roomPrice, minimumSales, perPerson, people) => {
          const cat = catalog({
            unitgroups: [
              meetingRoom(1, {
                rateplanList: [rateplan(roomPrice)],
                minimumSales,
                minimumSalesPerPerson: perPerson,
              }),
            ],
            services: [minimum],
          });
          const c0 = cart({ slots: [slot(1, '2026-12-01', people)], unitgroups: [ugLine('mr', 1, 1)] });
          const p = priceCart(c0, cat, [], settings);
          const threshold = minimumSales && minimumSales > 0 ? minimumSales : (perPerson ?? 0) * people;
          expect(totalIn(p, 'EUR')).toBe(Math.max(roomPrice, threshold));
        },
      ),
    );
  });
});

describe('the counts a guest sets on a service', () => {
  it('are those its selling mode multiplies by', () => {
    expect(serviceCounts(SellingMode.Unit)).toEqual([]);
    expect(serviceCounts(SellingMode.Personcount)).toEqual(['personcount']);
    expect(serviceCounts(SellingMode.Itemcount)).toEqual(['itemcount']);
    expect(serviceCounts(SellingMode.PersoncountXItemcount)).toEqual(['personcount', 'itemcount']);
    expect(serviceCounts(SellingMode.Durationcount)).toEqual(['durationcount']);
    expect(serviceCounts(SellingMode.PersoncountXNightcount)).toEqual(['personcount']);
  });

  it('each change the price: what is counted is what is set', () => {
    const counts = { itemcount: 2, personcount: 10, durationcount: 3, nights: 0 };
    for (const mode of Object.values(SellingMode)) {
      for (const count of serviceCounts(mode)) {
        const more = { ...counts, [count]: counts[count] + 1 };
        expect(sellingModeQuantity(mode, more), `${mode} ${count}`).toBeGreaterThan(
          sellingModeQuantity(mode, counts),
        );
      }
    }
  });
});
