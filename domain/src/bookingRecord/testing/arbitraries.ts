import fc from 'fast-check';
import type { RecordLanguage } from '../read.ts';
import { BookingData, type LedgerEntryInput } from '../record.ts';

/*
 * docs/rules.md#the-booking-record: generated booking records for the tests that render one booking through every
 * surface (the staff's page, the mails and their .ics, the booker's reopened page) and compare what each says. Two
 * shapes, as bookings come: a stay (rooms over nights, breakfast for the guests) and a three-day event (a meeting
 * room each day with its own times, people and seating, lunch for that day's people). Every name is kept in English
 * and German and differs between them, every line is priced, the total is the lines' sum, and the ledger says one
 * of its states (docs/rules.md#the-payment-ledger). Test code only: fast-check is a dev dependency.
 */

type Names = { readonly en: string; readonly de: string };
const names = (en: string, de: string): Names => ({ en, de });

const ROOMS = [
  names('Double room', 'Doppelzimmer'),
  names('Single room', 'Einzelzimmer'),
  names('Junior suite', 'Juniorsuite'),
  names('Family room', 'Familienzimmer'),
];
const HALLS = [
  names('Plenary hall', 'Plenarsaal'),
  names('Seminar room Linden', 'Seminarraum Linde'),
  names('Boardroom', 'Konferenzraum'),
];
const SETUPS = [
  names('U-shape', 'U-Form'),
  names('Theatre', 'Reihenbestuhlung'),
  names('Classroom', 'Parlament'),
  names('Banquet', 'Bankett'),
];
const OPTIONS = [
  names('Vegetarian', 'Vegetarisch'),
  names('Gluten-free', 'Glutenfrei'),
  names('Lactose-free', 'Laktosefrei'),
];
const RATES = [names('Flexible rate', 'Flexibler Tarif'), names('Non-refundable', 'Nicht erstattbar')];
const BREAKFAST = names('Breakfast', 'Frühstück');
const LUNCH = names('Lunch', 'Mittagessen');
const COFFEE = names('Coffee break', 'Kaffeepause');
const PROJECTOR = names('Projector', 'Beamer');
const TECHNICIAN = names('Technician', 'Techniker');

/** 'YYYY-MM-DD' of the day `offset` days after 1 Jan 2027 (a year with both DST changes in it). */
const dayAfter = (offset: number) => new Date(Date.UTC(2027, 0, 1 + offset)).toISOString().slice(0, 10);
const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

const line = (n: Names) => ({ item: n.de, names: { ...n }, currency: 'EUR', rateplan: null, vat: [] });

/** Up to two options of a service, as the record keeps them (their names when booked). */
const optionsOf = (picked: readonly number[]) =>
  picked.map((i) => ({ serviceOption: { id: 50 + i }, names: { ...(OPTIONS[i] as Names) } }));
const options = fc.uniqueArray(fc.integer({ min: 0, max: OPTIONS.length - 1 }), { maxLength: 2 });

const bookers = fc.record({
  firstname: fc.constantFrom('Ada', 'Grace', 'Jürgen', 'Zoë'),
  lastname: fc.constantFrom('Lovelace', 'Hopper', 'Müller', 'Weiß'),
  email: fc.constant('booker@example.org'),
});

/** What happened to the money: the states the ledger derives (docs/rules.md#the-payment-ledger). */
const LEDGER_STORIES = [
  'none',
  'refused',
  'authorised',
  'hold',
  'deposit',
  'paid',
  'fee',
  'refunded',
  'partlyRefunded',
] as const;

/** A ledger for a booking of `total` minor units, telling one of the stories. */
function ledgerOf(story: (typeof LEDGER_STORIES)[number], total: number, share: number): LedgerEntryInput[] {
  const card = { brand: 'VISA', last4: '4242', expiry: '12/30' };
  const entry = (
    kind: LedgerEntryInput['kind'],
    amount: number,
    outcome: LedgerEntryInput['outcome'] = 'success',
  ) => ({
    kind,
    amount,
    currency: 'EUR',
    at: '2026-11-20T10:00:00.000Z',
    provider: 'sandbox',
    reference: `pay_${kind}`,
    outcome,
    card,
  });
  // A part of the total, never all of it nor nothing (a deposit, a fee, a partial refund).
  const part = Math.min(total - 1, Math.max(1, Math.round(total * share)));
  switch (story) {
    case 'none':
      return [];
    case 'refused':
      return [entry('capture', total, 'refused')];
    case 'authorised':
      return [entry('authorisation', part)];
    case 'hold':
      return [entry('hold', 0)];
    case 'deposit':
      return [entry('capture', part)];
    case 'paid':
      return [entry('capture', total)];
    case 'fee':
      return [entry('hold', 0), entry('fee', part)];
    case 'refunded':
      return [entry('capture', total), entry('refund', total)];
    case 'partlyRefunded':
      return [entry('capture', total), entry('refund', part)];
  }
}

const money = fc.record({
  story: fc.constantFrom(...LEDGER_STORIES),
  share: fc.double({ min: 0.1, max: 0.9, noNaN: true }),
  language: fc.constantFrom<RecordLanguage | null>('en', 'de', null),
  booker: bookers,
});

const rateOf = (index: number) => ({
  id: 10 + index,
  names: { ...(RATES[index] as Names) },
  policy: {
    prepayment: 'none' as const,
    depositPercent: null,
    guarantee: index === 0,
    freeCancellationDays: index === 0 ? 7 : null,
    refundable: index === 0,
    cancellationFee: 'percent' as const,
    cancellationFeePercent: index === 0 ? 50 : 100,
  },
});

/** A stay: one to three kinds of room over the same nights, some with breakfast for their guests. */
export const stayRecords: fc.Arbitrary<BookingData> = fc
  .record({
    arrival: fc.integer({ min: 0, max: 360 }),
    nights: fc.integer({ min: 1, max: 6 }),
    rate: fc.integer({ min: 0, max: RATES.length - 1 }),
    rooms: fc.uniqueArray(
      fc.record({
        kind: fc.integer({ min: 0, max: ROOMS.length - 1 }),
        itemcount: fc.integer({ min: 1, max: 3 }),
        perNight: fc.integer({ min: 59, max: 450 }).map((euros) => euros * 100),
        breakfast: fc.option(fc.record({ perPerson: fc.integer({ min: 900, max: 2900 }), options }), {
          nil: null,
        }),
      }),
      { minLength: 1, maxLength: 3, selector: (r) => r.kind },
    ),
    money,
  })
  .map(({ arrival, nights, rate, rooms, money }) => {
    const from = dayAfter(arrival);
    const to = dayAfter(arrival + nights);
    const start = `${from} 15:00`;
    const end = `${to} 11:00`;
    const unitgroupLines = rooms.map((r, i) => ({
      ...line(ROOMS[r.kind] as Names),
      id: i + 1,
      unitgroup: { id: 1 + r.kind },
      itemcount: r.itemcount,
      personcount: 2 * r.itemcount,
      start,
      end,
      nightcount: nights,
      unitPrice: r.perNight,
      quantity: nights * r.itemcount,
      price: r.perNight * nights * r.itemcount,
      rate: rateOf(rate),
    }));
    const serviceLines = rooms.flatMap((r, i) =>
      r.breakfast
        ? [
            {
              ...line(BREAKFAST),
              id: 100 + i,
              service: { id: 1 },
              itemcount: 1,
              personcount: 2 * r.itemcount,
              start,
              end,
              unitPrice: r.breakfast.perPerson,
              quantity: 2 * r.itemcount * nights,
              price: r.breakfast.perPerson * 2 * r.itemcount * nights,
              isPerPerson: true,
              serviceOptionList: optionsOf(r.breakfast.options),
              bookingUnitgroup: { id: i + 1 },
            },
          ]
        : [],
    );
    return booking(from, to, start, end, unitgroupLines, serviceLines, money);
  });

/**
 * A three-day event: the same meeting room on three days running, each day with its own times, people and seating,
 * lunch for that day's people (and a coffee break on some days).
 */
export const eventRecords: fc.Arbitrary<BookingData> = fc
  .record({
    first: fc.integer({ min: 0, max: 360 }),
    hall: fc.integer({ min: 0, max: HALLS.length - 1 }),
    days: fc.tuple(
      ...[0, 1, 2].map(() =>
        fc.record({
          from: fc.integer({ min: 14, max: 20 }).map((quarter) => quarter * 30),
          to: fc.integer({ min: 32, max: 38 }).map((quarter) => quarter * 30),
          people: fc.integer({ min: 4, max: 80 }),
          setup: fc.integer({ min: 0, max: SETUPS.length - 1 }),
          hallPrice: fc.integer({ min: 300, max: 2500 }).map((euros) => euros * 100),
          lunch: fc.integer({ min: 1800, max: 4500 }),
          lunchOptions: options,
          coffee: fc.option(fc.integer({ min: 400, max: 900 }), { nil: null }),
          // Sold per item (two projectors) and per hour (three hours of a technician).
          projectors: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
          technicianHours: fc.option(fc.integer({ min: 1, max: 8 }), { nil: null }),
        }),
      ),
    ),
    money,
  })
  .map(({ first, hall, days, money }) => {
    const dates = days.map((_, i) => dayAfter(first + i));
    const at = (i: number, minutes: number) => `${dates[i]} ${hhmm(minutes)}`;
    const unitgroupLines = days.map((d, i) => ({
      ...line(HALLS[hall] as Names),
      id: i + 1,
      unitgroup: { id: 20 + hall },
      itemcount: 1,
      personcount: d.people,
      start: at(i, d.from),
      end: at(i, d.to),
      starttime: hhmm(d.from),
      endtime: hhmm(d.to),
      unitPrice: d.hallPrice,
      quantity: 1,
      price: d.hallPrice,
      setup: { id: 30 + d.setup },
      setupNames: { ...(SETUPS[d.setup] as Names) },
    }));
    const serviceLines = days.flatMap((d, i) => [
      {
        ...line(LUNCH),
        id: 100 + i,
        service: { id: 2 },
        itemcount: 1,
        personcount: d.people,
        start: at(i, 12 * 60),
        end: at(i, 13 * 60),
        starttime: '12:00',
        endtime: '13:00',
        unitPrice: d.lunch,
        quantity: d.people,
        price: d.lunch * d.people,
        isPerPerson: true,
        sellingmode: 2,
        serviceOptionList: optionsOf(d.lunchOptions),
        bookingUnitgroup: { id: i + 1 },
      },
      ...(d.coffee === null
        ? []
        : [
            {
              ...line(COFFEE),
              id: 200 + i,
              service: { id: 3 },
              itemcount: 1,
              personcount: d.people,
              start: at(i, 15 * 60),
              end: at(i, 15 * 60 + 30),
              unitPrice: d.coffee,
              quantity: d.people,
              price: d.coffee * d.people,
              isPerPerson: true,
              sellingmode: 2,
              bookingUnitgroup: { id: i + 1 },
            },
          ]),
      ...(d.projectors === null
        ? []
        : [
            {
              ...line(PROJECTOR),
              id: 300 + i,
              service: { id: 4 },
              itemcount: d.projectors,
              personcount: d.people,
              start: at(i, d.from),
              end: at(i, d.to),
              unitPrice: 9000,
              quantity: d.projectors,
              price: 9000 * d.projectors,
              sellingmode: 4,
              bookingUnitgroup: { id: i + 1 },
            },
          ]),
      ...(d.technicianHours === null
        ? []
        : [
            {
              ...line(TECHNICIAN),
              id: 400 + i,
              service: { id: 5 },
              itemcount: 1,
              personcount: d.people,
              durationcount: d.technicianHours,
              start: at(i, d.from),
              end: at(i, d.to),
              unitPrice: 6500,
              quantity: d.technicianHours,
              price: 6500 * d.technicianHours,
              sellingmode: 16,
              bookingUnitgroup: { id: i + 1 },
            },
          ]),
    ]);
    const last = days[2];
    return booking(
      dates[0] as string,
      dates[2] as string,
      at(0, days[0]?.from ?? 0),
      at(2, last?.to ?? 0),
      unitgroupLines,
      serviceLines,
      money,
    );
  });

/** A stay or a three-day event. */
export const bookingRecords: fc.Arbitrary<BookingData> = fc.oneof(stayRecords, eventRecords);

/** The record of the lines and money given, checked by its schema as every stored one is. */
function booking(
  startdate: string,
  enddate: string,
  start: string,
  end: string,
  unitgroupLines: readonly { readonly price: number; readonly personcount: number }[],
  serviceLines: readonly { readonly price: number }[],
  money: {
    story: (typeof LEDGER_STORIES)[number];
    share: number;
    language: RecordLanguage | null;
    booker: object;
  },
): BookingData {
  const total = [...unitgroupLines, ...serviceLines].reduce((sum, l) => sum + l.price, 0);
  return BookingData.parse({
    propertyId: 1,
    start,
    end,
    startdate,
    enddate,
    currency: 'EUR',
    booker: money.booker,
    people: Math.max(...unitgroupLines.map((l) => l.personcount)),
    language: money.language,
    total,
    bookingUnitgroupList: unitgroupLines,
    bookingServiceList: serviceLines,
    payments: ledgerOf(money.story, total, money.share),
  });
}
