import { render, within } from '@testing-library/react';
import type { StaffBookingDetail } from '@venue/contract';
import { type BookingData, BookingState, type BookingView, viewOfBooking } from '@venue/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { eventRecords, stayRecords } from '../../../../domain/src/bookingRecord/testing/arbitraries.ts';
import type { Api } from '../../api/endpoints.ts';
import { ApiProvider } from '../../app/ApiProvider.tsx';
import { I18nRoot } from '../../i18n/I18nRoot.tsx';
import { createI18n } from '../../i18n/instance.ts';
import { BookingDetails } from './BookingDetails.tsx';
import { BookingPayment } from './BookingPayment.tsx';

/*
 * docs/rules.md#the-booking-record (issue 37): one booking, the same facts on the staff's booking page as in the
 * one view of it. Over generated bookings (a stay: rooms over nights with breakfast; a three-day event: a meeting
 * room each day with its own times, people and seating, lunch for that day's people), in English and German, the
 * booking's details and payment show what `viewOfBooking` says: arrival and departure, every line once in the view's
 * order with its name in the page's language, options, people, nights at the price per night ("2 nights × €…"),
 * setup and price, the total, and the payment's state as the ledger has it (docs/rules.md#the-payment-ledger).
 */

const LOCALES = { en: 'en-GB', de: 'de-DE' } as const;
/** The page's words the test reads it by, written out in each language. */
const WORDS = {
  en: {
    arrival: 'Arrival',
    departure: 'Departure',
    total: 'Total',
    payment: 'Payment',
    status: 'Status',
    people: (n: number) => `${n} ${n === 1 ? 'person' : 'people'}`,
    hours: (n: number) => `${n} ${n === 1 ? 'hour' : 'hours'}`,
    nights: (n: number, price: string) => `${n} ${n === 1 ? 'night' : 'nights'} × ${price}`,
  },
  de: {
    arrival: 'Anreise',
    departure: 'Abreise',
    total: 'Gesamt',
    payment: 'Zahlung',
    status: 'Status',
    people: (n: number) => `${n} ${n === 1 ? 'Person' : 'Personen'}`,
    hours: (n: number) => `${n} ${n === 1 ? 'Stunde' : 'Stunden'}`,
    nights: (n: number, price: string) => `${n} ${n === 1 ? 'Nacht' : 'Nächte'} × ${price}`,
  },
} as const;

type Language = keyof typeof LOCALES;

const moneyIn = (language: Language) => {
  const format = new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency: 'EUR' });
  return (minor: number) => format.format(minor / 100);
};
const wallIn = (language: Language) => {
  const format = new Intl.DateTimeFormat(LOCALES[language], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  });
  return (wall: string) => format.format(new Date(`${wall.replace(' ', 'T')}:00Z`));
};

/** The staff route's answer for a stored booking with this record (its row's columns as the server writes them). */
function detailOf(record: BookingData): StaffBookingDetail {
  return {
    id: 42,
    propertyId: 1,
    bookingcode: 'B-42',
    bookingstate: BookingState.Confirmed,
    version: 3,
    origin: 'reservation',
    bookingcategoryId: 1,
    arrival: record.start.replace(' ', 'T'),
    departure: record.end.replace(' ', 'T'),
    booker: { firstname: record.booker.firstname, lastname: record.booker.lastname, company: '', email: '' },
    total: record.total,
    currency: 'EUR',
    createdAt: '2026-11-20T10:00:00.000Z',
    optionDate: null,
    bookingchannelId: 4,
    data: record,
    paymentmethod: 'CreditCard',
    reservationcode: 'R-ABCDEFGH',
    cancelDaysBeforeArrival: 14,
    history: [],
    allowedActions: [],
    paymentDue: null,
    mails: [],
  };
}

/** The value of a term ("Arrival") in the page's facts. */
function factOf(page: HTMLElement, term: string): string {
  const dt = within(page).getAllByText(term, { selector: 'dt' }).at(0);
  expect(dt, `a fact "${term}"`).toBeDefined();
  return dt?.nextElementSibling?.textContent ?? '';
}

/** The page's facts against the view of the booking in the page's language. */
function expectFacts(page: HTMLElement, view: BookingView, language: Language) {
  const words = WORDS[language];
  const money = moneyIn(language);
  const wall = wallIn(language);
  expect(factOf(page, words.arrival)).toBe(wall(view.arrival));
  expect(factOf(page, words.departure)).toBe(wall(view.departure));
  expect(factOf(page, words.total)).toBe(money(view.total));
  // Every line once, in the view's order: one row each in the days' tables.
  const rows = within(page)
    .getAllByRole('table')
    .filter((table) => table.hasAttribute('aria-labelledby'))
    .flatMap((table) => within(table).getAllByRole('row').slice(1));
  expect(rows).toHaveLength(view.lines.length);
  const withSetup = view.lines.some((l) => l.setupId !== null);
  for (const [i, line] of view.lines.entries()) {
    const cells = [...(rows[i]?.children ?? [])].map((c) => c.textContent ?? '');
    const [name = '', , quantity = ''] = cells;
    expect(name).toBe(`${line.item}${line.options.join(', ')}`);
    if (line.counts.people) expect(quantity).toContain(words.people(line.counts.people));
    if (line.counts.items !== null) expect(quantity.startsWith(`${line.counts.items} ×`)).toBe(true);
    if (line.counts.hours) expect(quantity).toContain(words.hours(line.counts.hours));
    if (line.nights && line.unitPrice !== null)
      expect(quantity).toContain(words.nights(line.nights, money(line.unitPrice)));
    else expect(quantity).not.toContain(' × €');
    if (withSetup) expect(cells[3]).toBe(line.setupName ?? '');
    expect(cells.at(-2)).toBe(line.price === null ? '—' : money(line.price));
  }
}

/** The payment's sentence as the ledger's status says it, in the page's language. */
const STATUS: Record<
  Language,
  Record<BookingView['payment']['state'], (v: Record<string, string>) => string>
> = {
  en: {
    unpaid: () => 'Not paid',
    authorised: (v) => `${v.authorised} authorised, not yet taken`,
    cardHeld: () => 'Card held as the guarantee, nothing charged',
    partlyPaid: (v) => `${v.paid} paid, ${v.open} open`,
    paid: (v) => `Paid in full (${v.paid})`,
    feeCharged: (v) => `Cancellation fee of ${v.fee} charged to the card`,
    refunded: (v) => `${v.refunded} refunded`,
    partlyRefunded: (v) => `${v.refunded} refunded, ${v.paid} kept`,
  },
  de: {
    unpaid: () => 'Nicht bezahlt',
    authorised: (v) => `${v.authorised} autorisiert, noch nicht eingezogen`,
    cardHeld: () => 'Karte als Garantie hinterlegt, nichts belastet',
    partlyPaid: (v) => `${v.paid} bezahlt, ${v.open} offen`,
    paid: (v) => `Vollständig bezahlt (${v.paid})`,
    feeCharged: (v) => `Stornogebühr von ${v.fee} der Karte belastet`,
    refunded: (v) => `${v.refunded} erstattet`,
    partlyRefunded: (v) => `${v.refunded} erstattet, ${v.paid} einbehalten`,
  },
};

function expectPayment(page: HTMLElement, view: BookingView, language: Language) {
  const money = moneyIn(language);
  const p = view.payment;
  const section = within(page).getByRole('region', { name: WORDS[language].payment });
  expect(factOf(section, WORDS[language].status)).toBe(
    STATUS[language][p.state]({
      paid: money(p.paid),
      open: money(p.open),
      fee: money(p.feeCharged),
      refunded: money(p.refunded),
      authorised: money(p.authorised),
    }),
  );
}

const SHAPES = [
  ['a stay (rooms over nights)', stayRecords],
  ['a three-day event (a meeting room each day, lunch for its people)', eventRecords],
] as const;

describe('the staff’s booking page tells the one view’s facts (property-based)', () => {
  for (const [shape, records] of SHAPES)
    for (const language of ['en', 'de'] as const)
      it(`${shape}, in ${language === 'en' ? 'English' : 'German'}`, () => {
        fc.assert(
          fc.property(records, (record) => {
            const detail = detailOf(record);
            const view = viewOfBooking(record, language);
            const { container, unmount } = render(
              <I18nRoot instance={createI18n(language)}>
                {/* Nothing is saved here: the page only reads. */}
                <ApiProvider api={{} as Api}>
                  <BookingDetails detail={detail} view={view} />
                  <BookingPayment detail={detail} view={view} onChanged={() => {}} />
                </ApiProvider>
              </I18nRoot>,
            );
            try {
              expectFacts(container, view, language);
              expectPayment(container, view, language);
              // The other language's names are not on the page.
              const other = viewOfBooking(record, language === 'en' ? 'de' : 'en');
              for (const line of other.lines)
                if (!view.lines.some((l) => l.item === line.item))
                  expect(container.textContent).not.toContain(line.item);
            } finally {
              unmount();
            }
          }),
          { numRuns: 15 },
        );
      });
});
