import { describe, expect, it } from 'vitest';
import { bookingViewOf, vatOf } from './bookingView.ts';
import { testRecord } from './testRecord.ts';

const vat = (amount: number) => [{ vat: { id: 1, name: 'MwSt. 19 %', value: 19 }, amount, onRequest: false }];

describe("a booking's lines on its page", () => {
  it('groups the lines by day, each room followed by its services, with the prices the server computed', () => {
    const view = bookingViewOf(
      testRecord({
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
      }),
      'en',
    );
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

  it('names the lines, their setup and the chosen options in the reader’s language, as they were booked', () => {
    const record = testRecord({
      bookingUnitgroupList: [
        {
          id: 1,
          item: 'Plenarsaal',
          names: { de: 'Plenarsaal', en: 'Plenary hall' },
          start: '2027-03-10 08:00',
          end: '2027-03-10 18:00',
          setup: { id: 2 },
          setupNames: { de: 'U-Form', en: 'U-shape' },
        },
      ],
      bookingServiceList: [
        {
          id: 3,
          item: 'Mittagsbuffet',
          names: { de: 'Mittagsbuffet' },
          start: '2027-03-10 12:00',
          end: '2027-03-10 13:00',
          serviceOptionList: [{ serviceOption: { id: 5 }, names: { de: 'Vegetarisch', en: 'Vegetarian' } }],
          bookingUnitgroup: { id: 1 },
        },
      ],
    });
    const english = bookingViewOf(record, 'en-GB').days[0]?.lines;
    expect(english?.map((l) => [l.item, l.setupName, l.options])).toEqual([
      ['Plenary hall', 'U-shape', []],
      // No English name: the one stored in the property's own language.
      ['Mittagsbuffet', null, ['Vegetarian']],
    ]);
    const german = bookingViewOf(record, 'de').days[0]?.lines;
    expect(german?.map((l) => [l.item, l.setupName, l.options])).toEqual([
      ['Plenarsaal', 'U-Form', []],
      ['Mittagsbuffet', null, ['Vegetarisch']],
    ]);
  });

  it('shows a block as a booking without lines or people', () => {
    const view = bookingViewOf(
      testRecord({
        bookingcategory: { id: 4 },
        block: {
          reason: 'maintenance',
          note: 'Paint',
          from: '2027-01-01',
          to: '2027-01-02',
          fromTime: null,
          toTime: null,
        },
      }),
      'en',
    );
    expect(view.days).toEqual([]);
    expect(view.booker).toBeNull();
  });
});
