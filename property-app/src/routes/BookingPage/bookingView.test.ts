import { describe, expect, it } from 'vitest';
import { bookingViewOf, vatOf } from './bookingView.ts';

const vat = (amount: number) => [{ vat: { id: 1, name: 'MwSt. 19 %', value: 19 }, amount, onRequest: false }];

describe("a booking's lines on its page", () => {
  it('groups the lines by day, each room followed by its services, with the prices the server computed', () => {
    const view = bookingViewOf({
      bookingUnitgroupList: [
        {
          id: 2,
          item: 'Hall B',
          start: '2027-03-11 08:00',
          end: '2027-03-11 18:00',
          itemcount: 1,
          personcount: 20,
          price: 90000,
          vat: vat(100),
          setup: { id: 4 },
        },
        {
          id: 1,
          item: 'Hall A',
          start: '2027-03-10 08:00',
          end: '2027-03-10 18:00',
          itemcount: 1,
          personcount: 20,
          price: 150000,
          vat: vat(23950),
          setup: null,
        },
      ],
      bookingServiceList: [
        {
          id: 9,
          item: 'Minimum sales',
          start: '2027-03-10 08:00',
          end: '2027-03-10 18:00',
          price: 500,
          vat: [],
          bookingUnitgroup: null,
        },
        {
          id: 7,
          item: 'Lunch',
          start: '2027-03-10 12:00',
          end: '2027-03-10 13:00',
          itemcount: 1,
          personcount: 20,
          price: 64000,
          vat: vat(10218),
          bookingUnitgroup: { id: 1 },
        },
        {
          id: 8,
          item: 'Flipchart',
          start: '2027-03-11 08:00',
          end: '2027-03-11 18:00',
          price: 1500,
          vat: vat(239),
          bookingUnitgroup: { id: 2 },
        },
      ],
      vatList: vat(34507),
      booker: { firstname: 'Ada', lastname: 'Lovelace', email: 'ada@example.org' },
      guest: { firstname: '', lastname: '', email: '' },
      info: 'U-shape please',
    });
    expect(view.days.map((d) => [d.date, d.lines.map((l) => `${l.kind}:${l.item}`)])).toEqual([
      ['2027-03-10', ['unitgroup:Hall A', 'service:Lunch', 'service:Minimum sales']],
      ['2027-03-11', ['unitgroup:Hall B', 'service:Flipchart']],
    ]);
    const lunch = view.days[0]?.lines[1];
    expect(lunch?.price).toBe(64000);
    expect(lunch && vatOf(lunch)).toBe(10218);
    expect(view.days[1]?.lines[0]?.setupId).toBe(4);
    expect(view.vatList[0]?.amount).toBe(34507);
    expect(view.booker?.lastname).toBe('Lovelace');
    // An empty guest is no guest.
    expect(view.guest).toBeNull();
    expect(view.info).toBe('U-shape please');
  });

  it('links services of an unsaved booking to their room by index, and survives unknown fields', () => {
    const view = bookingViewOf({
      bookingUnitgroupList: [
        { item: 'Room', start: '2027-01-01 14:00', end: '2027-01-02 10:00', price: 'x' },
      ],
      bookingServiceList: [
        {
          item: 'Breakfast',
          start: '2027-01-02 07:00',
          end: '2027-01-02 10:00',
          bookingUnitgroup: { index: 0 },
        },
      ],
      vatList: 'nonsense',
    });
    expect(view.days).toHaveLength(1);
    expect(view.days[0]?.lines.map((l) => l.item)).toEqual(['Room', 'Breakfast']);
    expect(view.days[0]?.lines[0]?.price).toBeNull();
    expect(view.vatList).toEqual([]);
  });
});
