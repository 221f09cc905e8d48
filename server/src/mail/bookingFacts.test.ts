import { type BookingData, type BookingView, viewOfBooking } from '@venue/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { eventRecords, stayRecords } from '../../../domain/src/bookingRecord/testing/arbitraries.ts';
import { bookerMail, propertyMail } from './bookingMail.ts';
import { bookingMailFacts, confirmedCalendar } from './bookingMailSender.ts';
import { type MailKey, type MailLanguage, translator } from './templates.ts';

/*
 * docs/rules.md#the-booking-record (issue 37): one booking, the same facts in every mail. Over generated bookings
 * (a stay: rooms over nights with breakfast; a three-day event: a meeting room each day with its own times, people
 * and seating, lunch for that day's people), in English and German, the booker's mail and the property's mail (text
 * and HTML) say what the one view of the booking (`viewOfBooking`) says: arrival and departure, every line once in
 * the view's order with its count, name in the mail's language, nights, setup, options and price, the total and the
 * payment as the ledger has it (docs/rules.md#the-payment-ledger); and the confirmed booking's .ics runs from arrival
 * to departure in the property's time zone and lists the same lines.
 */

const LOCALES: Record<MailLanguage, string> = { en: 'en-GB', de: 'de-DE' };
/** The words the test reads a mail by, in each language (the mail's own texts, written out). */
const WORDS = {
  en: {
    dates: 'Dates',
    total: 'Total',
    payment: 'Payment',
    nights: (n: number) => `${n} night${n > 1 ? 's' : ''}`,
    people: (n: number) => `${n} people`,
    hours: (n: number) => `${n} hours`,
    allDay: 'all day',
  },
  de: {
    dates: 'Zeitraum',
    total: 'Gesamtbetrag',
    payment: 'Zahlung',
    nights: (n: number) => `${n} ${n > 1 ? 'Nächte' : 'Nacht'}`,
    people: (n: number) => `${n} Personen`,
    hours: (n: number) => `${n} Std.`,
    allDay: 'ganztägig',
  },
} as const;
const TIME_ZONES = ['Europe/Berlin', 'Europe/London', 'America/New_York', 'Asia/Tokyo'] as const;
const PUBLIC_URL = 'https://hotel.test';
const LINK = `${PUBLIC_URL}/lindenhof/reservation?loadBooking=42`;

const moneyIn = (language: MailLanguage) => {
  const format = new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency: 'EUR' });
  return (minor: number) => format.format(minor / 100);
};
/** A wall-clock 'YYYY-MM-DD HH:mm' as the mail's reader sees it (long date, short time). */
const wallIn = (language: MailLanguage) => {
  const format = new Intl.DateTimeFormat(LOCALES[language], {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  });
  return (wall: string) => format.format(new Date(`${wall.replace(' ', 'T')}:00Z`));
};

/** The booking row and its property as the mail queue reads them. */
function rowOf(record: BookingData, timezone: string) {
  return {
    booking: {
      id: 42,
      data: record,
      internalId: 'B-42',
      total: record.total,
      currency: 'EUR',
      optionDate: null,
      startAt: new Date(`${record.start.replace(' ', 'T')}:00Z`),
      endAt: new Date(`${record.end.replace(' ', 'T')}:00Z`),
    },
    property: {
      name: 'Seehotel Lindenhof',
      i18n: {},
      themeTokens: null,
      timezone,
      address: { street: 'Seestraße 1', zip: '88131', city: 'Lindau' },
    },
  };
}

/** The summary rows of a text mail: "label: value" between the dates and the total (both included). */
function textRows(text: string): [string, string][] {
  return text
    .split('\n')
    .map((line) => /^(.*?): (.*)$/.exec(line))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => [m[1] ?? '', m[2] ?? '']);
}

const unescapeHtml = (html: string) =>
  html.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));

/** The summary rows of an HTML mail: its table's label and value cells. */
function htmlRows(html: string): [string, string][] {
  return [...html.matchAll(/<tr><th[^>]*>(.*?)<\/th><td>(.*?)<\/td><\/tr>/g)].map((m) => [
    unescapeHtml(m[1] ?? ''),
    unescapeHtml(m[2] ?? ''),
  ]);
}

/** A line as the mail lists it ("2 × Double room (…), 2 nights, 4 people": price), checked against the view's line. */
function expectLine(
  row: [string, string] | undefined,
  line: BookingView['lines'][number],
  language: MailLanguage,
) {
  const [label, value] = row ?? ['', ''];
  // "2 × Double room", or for people "Lunch buffet …, 20 people" (one hall or service for them says no count),
  // "Technician, 3 hours": the counts the one view gives the line.
  const head = line.counts.items !== null ? `${line.counts.items} × ${line.item}` : line.item;
  expect(label.startsWith(head), `"${label}" names ${line.item}`).toBe(true);
  if (line.counts.people) expect(label).toContain(WORDS[language].people(line.counts.people));
  else expect(label).not.toMatch(/people|Personen/);
  if (line.counts.hours) expect(label).toContain(WORDS[language].hours(line.counts.hours));
  else expect(label).not.toMatch(/hours|Std\./);
  // A day's hall says its times.
  if (line.kind === 'unitgroup' && !line.nights)
    expect(label).toContain(
      line.allDay ? WORDS[language].allDay : `${line.start.slice(11, 16)}–${line.end.slice(11, 16)}`,
    );
  if (line.nights) expect(label).toContain(WORDS[language].nights(line.nights));
  else expect(label).not.toMatch(/night|Nacht|Nächte/);
  for (const option of line.options) expect(label).toContain(option);
  if (line.setupName) expect(label).toContain(line.setupName);
  expect(value).toBe(line.price === null ? '' : moneyIn(language)(line.price));
}

/** The mail's rows against the view: dates, each line in order, total, payment. */
function expectSummary(rows: [string, string][], view: BookingView, language: MailLanguage) {
  const words = WORDS[language];
  const money = moneyIn(language);
  const wall = wallIn(language);
  const dates = rows.findIndex(([label]) => label === words.dates);
  const total = rows.findIndex(([label]) => label === words.total);
  expect(dates).toBeGreaterThanOrEqual(0);
  const [, period] = rows[dates] ?? ['', ''];
  expect(period).toContain(wall(view.arrival));
  expect(period).toContain(wall(view.departure));
  expect(period.indexOf(wall(view.arrival))).toBeLessThan(period.lastIndexOf(wall(view.departure)));
  // Every line once, in the view's order, and nothing else between the dates and the total.
  const lines = rows.slice(dates + 1, total);
  expect(lines).toHaveLength(view.lines.length);
  for (const [i, line] of view.lines.entries()) expectLine(lines[i], line, language);
  expect(rows[total]?.[1]).toBe(money(view.total));
  // docs/rules.md#the-payment-ledger: said when something was paid or held, as the ledger has it.
  const payment = rows.find(([label]) => label === words.payment)?.[1];
  if (view.payment.state === 'unpaid') expect(payment).toBeUndefined();
  else {
    const card = view.payment.card ? `${view.payment.card.brand} •••• ${view.payment.card.last4}` : '';
    expect(payment).toBe(
      translator(language)(`mail.booking.payment.${view.payment.state}` as MailKey, {
        paid: money(view.payment.paid),
        open: money(view.payment.open),
        fee: money(view.payment.feeCharged),
        refunded: money(view.payment.refunded),
        authorised: money(view.payment.authorised),
        card,
      }),
    );
  }
}

/** An .ics property's value: unfolded (RFC 5545 §3.1) and unescaped. */
function icsValue(ics: string, name: string): string {
  const unfolded = ics.replace(/\r\n[ \t]/g, '');
  const line = unfolded.split('\r\n').find((l) => l.startsWith(`${name}:`) || l.startsWith(`${name};`));
  const raw = line?.slice(line.indexOf(':') + 1) ?? '';
  return raw.replace(/\\([\\;,nN])/g, (_, ch: string) => (ch.toLowerCase() === 'n' ? '\n' : ch));
}

/** A UTC stamp of the .ics ('20270310T140000Z') as the property's wall clock ('2027-03-10 15:00'). */
function wallClockOf(stamp: string, timeZone: string): string {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(stamp);
  expect(m, `a UTC stamp: ${stamp}`).not.toBeNull();
  const [, y, mo, d, h, mi] = m ?? [];
  const instant = new Date(`${y}-${mo}-${d}T${h}:${mi}:00Z`);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

const SHAPES = [
  ['a stay (rooms over nights)', stayRecords],
  ['a three-day event (a meeting room each day, lunch for its people)', eventRecords],
] as const;

describe('one booking, the same facts in every mail (property-based)', () => {
  for (const [shape, records] of SHAPES)
    for (const language of ['en', 'de'] as const)
      it(`${shape}, in ${language === 'en' ? 'English' : 'German'}`, () => {
        fc.assert(
          fc.property(records, fc.constantFrom(...TIME_ZONES), (record, timeZone) => {
            const row = rowOf(record, timeZone);
            const view = viewOfBooking(record, language);
            const facts = bookingMailFacts(row, null, language);
            const booker = bookerMail(language, 'confirmed', facts, LINK);
            const staff = propertyMail(language, 'newReservation', facts, `${PUBLIC_URL}/app/bookings/42`);
            for (const mail of [booker, staff]) {
              expectSummary(textRows(mail.text), view, language);
              expectSummary(htmlRows(mail.html), view, language);
              // The other language's names are not in it.
              const other = language === 'en' ? 'de' : 'en';
              for (const line of viewOfBooking(record, other).lines)
                if (!view.lines.some((l) => l.item === line.item)) expect(mail.text).not.toContain(line.item);
            }
            // The calendar entry: arrival to departure in the property's time zone, the lines as the mail lists them.
            const ics = confirmedCalendar(
              { booking: { id: 42 }, property: row.property },
              facts,
              LINK,
              language,
              PUBLIC_URL,
            ).content;
            expect(wallClockOf(icsValue(ics, 'DTSTART'), timeZone)).toBe(view.arrival);
            expect(wallClockOf(icsValue(ics, 'DTEND'), timeZone)).toBe(view.departure);
            const description = icsValue(ics, 'DESCRIPTION').split('\n');
            const listed = textRows(booker.text);
            const from = listed.findIndex(([label]) => label === WORDS[language].dates) + 1;
            const labels = listed.slice(from, from + view.lines.length).map(([label]) => label);
            expect(description).toEqual([
              `${translator(language)('mail.booking.code')}: B-42`,
              ...labels,
              LINK,
            ]);
          }),
          { numRuns: 20 },
        );
      });
});

describe('a payment authorised and not yet taken, in the mail (docs/payments.md#capturing-later)', () => {
  const [record] = fc.sample(stayRecords, { numRuns: 1, seed: 39 });
  const authorised: BookingData = {
    ...(record as BookingData),
    payments: [
      {
        kind: 'authorisation',
        amount: 12900,
        currency: 'EUR',
        at: '2026-11-20T10:00:00.000Z',
        provider: 'adyen',
        reference: 'PSP0001',
        outcome: 'success',
        of: null,
        card: { brand: 'VISA', last4: '4242', expiry: '12/30' },
        method: null,
        by: null,
      },
    ],
  };
  const SAID = {
    en: '€129.00 reserved on your card; the hotel takes it later',
    de: '129,00 € auf Ihrer Karte reserviert; das Hotel zieht den Betrag später ein',
  } as const;
  for (const language of ['en', 'de'] as const)
    it(`is reserved on the card, the hotel taking it later, in ${language === 'en' ? 'English' : 'German'}`, () => {
      const facts = bookingMailFacts(rowOf(authorised, 'Europe/Berlin'), null, language);
      const mail = bookerMail(language, 'confirmed', facts, LINK);
      const payment = textRows(mail.text).find(([label]) => label === WORDS[language].payment)?.[1];
      expect(payment?.replace(/\u00a0/g, ' ')).toBe(SAID[language]);
    });
});
