import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseBookingRecord, type RecordServiceLine, type RecordUnitgroupLine } from './record.ts';
import { bookingRecords } from './testing/arbitraries.ts';
import { vatOf, viewOfBooking } from './view.ts';

/** A line of a test booking: what the test cares about; the rest is filled in. */
type LineParts = Readonly<Record<string, unknown>>;

/** A booking record checked by its schema: the given lines and fields on a default booking of property 1. */
function record(parts: {
  readonly bookingUnitgroupList?: readonly LineParts[];
  readonly bookingServiceList?: readonly LineParts[];
  readonly [field: string]: unknown;
}) {
  const line = (l: LineParts) => ({ item: '', price: null, currency: 'EUR', rateplan: null, vat: [], ...l });
  return parseBookingRecord({
    propertyId: 1,
    start: '2026-12-23 08:00',
    end: '2026-12-23 18:00',
    startdate: '2026-12-23',
    enddate: '2026-12-23',
    booker: { lastname: 'Test', email: 'test@example.org' },
    total: 0,
    ...parts,
    bookingUnitgroupList: (parts.bookingUnitgroupList ?? []).map((l) => ({
      unitgroup: { id: 1 },
      itemcount: 1,
      ...line(l),
    })),
    bookingServiceList: (parts.bookingServiceList ?? []).map((l) => ({
      service: { id: 1 },
      itemcount: 1,
      ...line(l),
    })),
  });
}

const vat = (amount: number) => [{ vat: { id: 1, name: 'MwSt. 19 %', value: 19 }, amount, onRequest: false }];

describe('one view of a booking', () => {
  it('groups the lines by day, each room followed by its services, with the prices the server computed', () => {
    const view = viewOfBooking(
      record({
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
    const booking = record({
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
    const english = viewOfBooking(booking, 'en-GB').days[0]?.lines;
    expect(english?.map((l) => [l.item, l.setupName, l.options])).toEqual([
      ['Plenary hall', 'U-shape', []],
      // No English name: the one stored in the property's own language.
      ['Mittagsbuffet', null, ['Vegetarian']],
    ]);
    const german = viewOfBooking(booking, 'de').days[0]?.lines;
    expect(german?.map((l) => [l.item, l.setupName, l.options])).toEqual([
      ['Plenarsaal', 'U-Form', []],
      ['Mittagsbuffet', null, ['Vegetarisch']],
    ]);
  });

  it('names the VAT in the reader’s language and says the payment as the ledger has it', () => {
    const vatNames = { en: 'VAT 19 %', de: 'MwSt. 19 %' };
    const share = {
      vat: { id: 1, name: 'MwSt. 19 %', names: vatNames, value: 19 },
      amount: 1_597,
      onRequest: false,
    };
    const booking = record({
      total: 10_000,
      vatList: [share],
      bookingServiceList: [
        {
          id: 1,
          item: 'Lunch',
          price: 10_000,
          vat: [share],
          start: '2026-12-23 12:00',
          end: '2026-12-23 13:00',
        },
      ],
      payments: [
        {
          kind: 'hold',
          amount: 0,
          currency: 'EUR',
          at: '2026-11-20T10:00:00.000Z',
          provider: 'sandbox',
          reference: 'pay_1',
          outcome: 'success',
          card: { brand: 'VISA', last4: '1111', expiry: '12/30' },
        },
      ],
    });
    const en = viewOfBooking(booking, 'en');
    expect(en.vatList[0]?.vat.name).toBe('VAT 19 %');
    expect(en.lines[0]?.vat[0]?.vat.name).toBe('VAT 19 %');
    expect(viewOfBooking(booking, 'de').vatList[0]?.vat.name).toBe('MwSt. 19 %');
    // A record from before the names: the name as stored.
    expect(viewOfBooking(record({ vatList: vat(100) }), 'en').vatList[0]?.vat.name).toBe('MwSt. 19 %');
    expect(en.payment).toMatchObject({ state: 'cardHeld', paid: 0, open: 10_000, card: { last4: '1111' } });
  });

  it('shows a block as a booking without lines or people', () => {
    const view = viewOfBooking(
      record({
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

  it('reads a stay: its nights, the rate as agreed in the reader’s language', () => {
    const stay = record({
      start: '2027-03-10 15:00',
      end: '2027-03-13 11:00',
      startdate: '2027-03-10',
      enddate: '2027-03-13',
      bookingUnitgroupList: [
        {
          id: 1,
          item: 'Penthouse',
          start: '2027-03-10 15:00',
          end: '2027-03-13 11:00',
          price: 150000,
          unitPrice: 50000,
          quantity: 3,
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
        },
      ],
    });
    const english = viewOfBooking(stay, 'en');
    expect(english.nights).toBe(3);
    expect(english.arrival).toBe('2027-03-10 15:00');
    expect(english.departure).toBe('2027-03-13 11:00');
    expect(english.lines[0]).toMatchObject({ nights: 3, unitPrice: 50000, quantity: 3, price: 150000 });
    expect(english.rate?.name).toBe('Non-refundable');
    expect(english.rate?.policy.refundable).toBe(false);
    expect(viewOfBooking(stay, 'de').rate?.name).toBe('Nicht erstattbar');
  });
});

/** Generated bookings: rooms and halls over some days, services on them or on their own, prices or on request. */
const bookings = fc
  .record({
    rooms: fc.array(
      fc.record({
        day: fc.integer({ min: 0, max: 20 }),
        nights: fc.integer({ min: 0, max: 6 }),
        itemcount: fc.integer({ min: 1, max: 5 }),
        price: fc.option(fc.integer({ min: 0, max: 500_000 }), { nil: null }),
      }),
      { minLength: 1, maxLength: 6 },
    ),
    services: fc.array(
      fc.record({
        on: fc.option(fc.nat(), { nil: null }),
        day: fc.integer({ min: 0, max: 20 }),
        personcount: fc.integer({ min: 0, max: 50 }),
        price: fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: null }),
      }),
      { maxLength: 10 },
    ),
  })
  .map(({ rooms, services }) => {
    const date = (offset: number) => {
      const d = new Date(Date.UTC(2027, 0, 1 + offset));
      return d.toISOString().slice(0, 10);
    };
    const unitgroupLines = rooms.map((r, i) => ({
      id: i + 1,
      item: `Raum ${i + 1}`,
      names: { de: `Raum ${i + 1}`, en: `Room ${i + 1}` },
      itemcount: r.itemcount,
      start: `${date(r.day)} ${r.nights ? '15:00' : '08:00'}`,
      end: `${date(r.day + r.nights)} ${r.nights ? '11:00' : '18:00'}`,
      price: r.price,
    }));
    const serviceLines = services.map((s, i) => {
      const parent = s.on === null ? null : unitgroupLines[s.on % unitgroupLines.length];
      const start = parent ? parent.start : `${date(s.day)} 12:00`;
      return {
        id: 100 + i,
        item: `Leistung ${i + 1}`,
        names: { de: `Leistung ${i + 1}`, en: `Service ${i + 1}` },
        personcount: s.personcount,
        start,
        end: start,
        price: s.price,
        bookingUnitgroup: parent ? { id: parent.id } : null,
      };
    });
    return record({ bookingUnitgroupList: unitgroupLines, bookingServiceList: serviceLines });
  });

describe('the event’s details in the view', () => {
  it('the reason is named in the reader’s language as booked; title and purpose as entered', () => {
    const booked = record({
      eventtitle: 'Kick-off',
      description: 'Plan 2027',
      bookingreason: { id: 3, names: { de: 'Konferenz', en: 'Conference' } },
    });
    expect(viewOfBooking(booked, 'de')).toMatchObject({
      eventtitle: 'Kick-off',
      description: 'Plan 2027',
      bookingreason: 'Konferenz',
    });
    expect(viewOfBooking(booked, 'en').bookingreason).toBe('Conference');
  });
  it('a booking without a reason, or stored with its id only, names none', () => {
    expect(viewOfBooking(record({}), 'en').bookingreason).toBeNull();
    expect(viewOfBooking(record({ bookingreason: { id: 3 } }), 'en').bookingreason).toBeNull();
  });
});

describe('what a line counts, as every reader shows it', () => {
  const day = { start: '2026-12-23 08:00', end: '2026-12-23 18:00' };
  const counts = (line: LineParts) =>
    viewOfBooking(record({ bookingServiceList: [{ id: 1, item: 'x', ...day, ...line }] }), 'en').lines[0]
      ?.counts;
  it('a per-item service shows its items, a per-duration one its hours, a per-person one its people', () => {
    expect(counts({ sellingmode: 4, itemcount: 2, personcount: 25 })).toEqual({
      items: 2,
      people: null,
      children: null,
      hours: null,
    });
    expect(counts({ sellingmode: 16, itemcount: 1, personcount: 25, durationcount: 3 })).toEqual({
      items: null,
      people: null,
      children: null,
      hours: 3,
    });
    expect(counts({ sellingmode: 2, itemcount: 1, personcount: 25 })).toEqual({
      items: null,
      people: 25,
      children: null,
      hours: null,
    });
    expect(counts({ sellingmode: 8, itemcount: 2, personcount: 25 })).toEqual({
      items: 2,
      people: 25,
      children: null,
      hours: null,
    });
  });
  it('a flat service says how many; an older record without the selling mode shows people, else items', () => {
    expect(counts({ sellingmode: 1, itemcount: 1, personcount: 25 })).toEqual({
      items: 1,
      people: null,
      children: null,
      hours: null,
    });
    expect(counts({ itemcount: 1, personcount: 25 })).toEqual({
      items: null,
      people: 25,
      children: null,
      hours: null,
    });
    expect(counts({ itemcount: 3 })).toEqual({ items: 3, people: null, children: null, hours: null });
  });
  it('a room over nights says how many rooms and people; one hall for people says the people', () => {
    const view = viewOfBooking(
      record({
        bookingUnitgroupList: [
          {
            id: 1,
            item: 'Double',
            start: '2026-12-23 15:00',
            end: '2026-12-25 11:00',
            itemcount: 2,
            personcount: 4,
          },
          { id: 2, item: 'Hall', ...day, itemcount: 1, personcount: 20 },
        ],
      }),
      'en',
    );
    expect(view.lines.map((l) => [l.item, l.counts])).toEqual([
      ['Hall', { items: null, people: 20, children: null, hours: null }],
      ['Double', { items: 2, people: 4, children: null, hours: null }],
    ]);
  });
  it('a per-person line and a room name their children (docs/rules.md#children); a per-item line does not', () => {
    expect(counts({ sellingmode: 2, itemcount: 1, personcount: 20, childcount: 3 })).toEqual({
      items: null,
      people: 20,
      children: 3,
      hours: null,
    });
    expect(counts({ sellingmode: 4, itemcount: 2, personcount: 20, childcount: 3 })).toEqual({
      items: 2,
      people: null,
      children: null,
      hours: null,
    });
    const room = viewOfBooking(
      record({
        bookingUnitgroupList: [
          {
            id: 1,
            item: 'Family',
            start: '2026-12-23 15:00',
            end: '2026-12-25 11:00',
            itemcount: 1,
            personcount: 2,
            childcount: 2,
          },
        ],
      }),
      'en',
    ).lines[0]?.counts;
    expect(room).toEqual({ items: 1, people: 2, children: 2, hours: null });
  });
});

describe('a line that takes its whole day', () => {
  it('is said to be all day (no times chosen: 00:00 to 23:59); a line with times is not', () => {
    const view = viewOfBooking(
      record({
        bookingUnitgroupList: [
          { id: 1, item: 'Hall', start: '2027-03-09 00:00', end: '2027-03-09 23:59', personcount: 25 },
          { id: 2, item: 'Hall', start: '2027-03-10 09:00', end: '2027-03-10 17:00', personcount: 25 },
        ],
      }),
      'en',
    );
    expect(view.lines.map((l) => l.allDay)).toEqual([true, false]);
  });
});

describe('one view of every booking (property-based)', () => {
  it('shows every line once, on its day or under its room, with the record’s prices, in both languages alike', () => {
    fc.assert(
      fc.property(bookings, (booking) => {
        if (!('bookingUnitgroupList' in booking)) return;
        const rooms: readonly RecordUnitgroupLine[] = booking.bookingUnitgroupList;
        const services: readonly RecordServiceLine[] = booking.bookingServiceList;
        const english = viewOfBooking(booking, 'en');
        const german = viewOfBooking(booking, 'de');
        // Every line of the record exactly once.
        const keys = english.lines.map((l) => l.key).sort();
        expect(keys).toEqual([...rooms.map((l) => `u${l.id}`), ...services.map((l) => `s${l.id}`)].sort());
        // The record's money, not a copy of it: the same prices, the same sum.
        const sum = (prices: readonly (number | null)[]) => prices.reduce<number>((a, p) => a + (p ?? 0), 0);
        expect(sum(english.lines.map((l) => l.price))).toBe(sum([...rooms, ...services].map((l) => l.price)));
        // Days in order; a room's line on its arrival day with its nights; a service under its room, or on its day.
        expect(english.days.map((d) => d.date)).toEqual([...english.days.map((d) => d.date)].sort());
        for (const day of english.days)
          for (const line of day.lines) {
            if (line.parentKey === null) expect(line.start.slice(0, 10)).toBe(day.date);
            const room = rooms.find((r) => `u${r.id}` === line.key);
            if (room) {
              const [a, b] = [room.start, room.end].map((t) => Date.parse(`${t.slice(0, 10)}T00:00:00Z`));
              expect(line.nights).toBe(Math.round(((b ?? 0) - (a ?? 0)) / 86_400_000));
            }
            const service = services.find((s) => `s${s.id}` === line.key);
            if (service?.bookingUnitgroup) expect(line.parentKey).toBe(`u${service.bookingUnitgroup.id}`);
          }
        // English and German tell the same facts; only the names differ.
        const facts = (v: typeof english) =>
          v.days.map((d) => [
            d.date,
            d.lines.map((l) => [l.key, l.itemcount, l.personcount, l.nights, l.price]),
          ]);
        expect(facts(german)).toEqual(facts(english));
        expect(english.lines.every((l) => /^(Room|Service) /.test(l.item))).toBe(true);
        expect(german.lines.every((l) => /^(Raum|Leistung) /.test(l.item))).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('reads a generated stay or three-day event: its days, nights and total, the same in both languages', () => {
    // The bookings the surfaces' tests render (mails, the staff's page, the booker's page): the view they compare to.
    fc.assert(
      fc.property(bookingRecords, (booking) => {
        const [english, german] = [viewOfBooking(booking, 'en'), viewOfBooking(booking, 'de')];
        expect(english.nights).toBe(
          Math.round((Date.parse(booking.enddate) - Date.parse(booking.startdate)) / 86_400_000),
        );
        expect(english.lines.reduce((sum, l) => sum + (l.price ?? 0), 0)).toBe(booking.total);
        expect(german.lines.map((l) => [l.key, l.price, l.nights])).toEqual(
          english.lines.map((l) => [l.key, l.price, l.nights]),
        );
        expect(german.payment).toEqual(english.payment);
      }),
      { numRuns: 50 },
    );
  });
});
