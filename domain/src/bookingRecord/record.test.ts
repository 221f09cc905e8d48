import { describe, expect, it } from 'vitest';
import { isBlockRecord, nameIn, serviceLinesOf, unitgroupLinesOf } from './read.ts';
import { parseBookingRecord } from './record.ts';

/** A booking record as the server writes it, with one room line and its breakfast. */
const stay = {
  propertyId: 2,
  start: '2027-03-10 15:00',
  end: '2027-03-13 11:00',
  startdate: '2027-03-10',
  enddate: '2027-03-13',
  booker: { firstname: 'Ada', lastname: 'Lovelace', email: 'ada@example.org' },
  total: 150000,
  language: 'en',
  bookingUnitgroupList: [
    {
      id: 7,
      unitgroup: { id: 3 },
      item: 'Penthouse',
      names: { de: 'Penthouse', en: 'Penthouse' },
      itemcount: 1,
      start: '2027-03-10 15:00',
      end: '2027-03-13 11:00',
      nightcount: 3,
      price: 150000,
      currency: 'EUR',
      rateplan: { id: 4 },
      rate: {
        id: 4,
        names: { de: 'Nicht erstattbar', en: 'Non-refundable' },
        policy: {
          prepayment: 'full',
          depositPercent: null,
          guarantee: false,
          freeCancellationDays: null,
          refundable: false,
          cancellationFee: 'percent',
          cancellationFeePercent: 100,
        },
      },
      vat: [{ vat: { id: 1, name: 'MwSt. 7 %', value: 7 }, amount: 9813, onRequest: false }],
      unitPrice: 50000,
      quantity: 3,
    },
  ],
  bookingServiceList: [
    {
      id: 9,
      service: { id: 5 },
      item: 'Frühstück',
      names: { de: 'Frühstück', en: 'Breakfast' },
      itemcount: 1,
      personcount: 2,
      start: '2027-03-11 07:00',
      end: '2027-03-11 10:00',
      price: 3000,
      currency: 'EUR',
      rateplan: null,
      vat: [],
      serviceOptionList: [{ serviceOption: { id: 2 }, names: { de: 'Vegetarisch', en: 'Vegetarian' } }],
      bookingUnitgroup: { id: 7 },
    },
  ],
};

describe('the booking record', () => {
  it('reads what was agreed, typed, with what the writer left out at its defaults', () => {
    const record = parseBookingRecord(stay);
    expect(isBlockRecord(record)).toBe(false);
    const [room] = unitgroupLinesOf(record);
    expect(room?.rate?.policy.refundable).toBe(false);
    expect(room?.setup).toBeNull();
    expect(room?.agreedUnitPrice).toBeNull();
    const [breakfast] = serviceLinesOf(record);
    expect(breakfast?.serviceOptionList[0]?.names.en).toBe('Vegetarian');
    expect(breakfast?.description).toBe('');
    if (!isBlockRecord(record)) expect(record.booker.company).toBe('');
  });

  it('refuses a record that does not hold what a booking must, naming the field', () => {
    const { booker: _, ...withoutBooker } = stay;
    expect(() => parseBookingRecord(withoutBooker)).toThrow(/booker/);
    expect(() => parseBookingRecord({ ...stay, start: '10.03.2027' })).toThrow(/start/);
    expect(() =>
      parseBookingRecord({
        ...stay,
        bookingUnitgroupList: [{ ...stay.bookingUnitgroupList[0], itemcount: 0 }],
      }),
    ).toThrow(/itemcount/);
    expect(() => parseBookingRecord({ ...stay, language: 'fr' })).toThrow(/language/);
  });

  it('tells a block from a booking: a block has no lines', () => {
    const block = parseBookingRecord({
      bookingcategory: { id: 4 },
      start: '2027-01-01 00:00',
      end: '2027-01-03 00:00',
      startdate: '2027-01-01',
      enddate: '2027-01-02',
      block: {
        reason: 'maintenance',
        note: 'Paint',
        from: '2027-01-01',
        to: '2027-01-02',
        fromTime: null,
        toTime: null,
      },
    });
    expect(isBlockRecord(block)).toBe(true);
    expect(unitgroupLinesOf(block)).toEqual([]);
    expect(serviceLinesOf(block)).toEqual([]);
  });

  it('names an item in the reader’s language, else as stored, else in the other language', () => {
    const names = { de: 'Frühstück', en: 'Breakfast' };
    expect(nameIn(names, 'en-GB', 'Frühstück')).toBe('Breakfast');
    expect(nameIn(names, 'de', 'Frühstück')).toBe('Frühstück');
    expect(nameIn({ de: 'Frühstück' }, 'en', 'Petit-déjeuner')).toBe('Petit-déjeuner');
    expect(nameIn({ de: 'Frühstück' }, 'en')).toBe('Frühstück');
    expect(nameIn(null, 'en', '')).toBe('');
  });
});
