import { render, within } from '@testing-library/react';
import { createHttpClient } from '@venue/api-client';
import { type BookingData, BookingState, type LoadedBooking, viewOfBooking } from '@venue/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { eventRecords, stayRecords } from '../../../../domain/src/bookingRecord/testing/arbitraries.ts';
import { createApi } from '../../api/endpoints.ts';
import { I18nRoot } from '../../i18n/I18nRoot.tsx';
import { createI18n } from '../../i18n/i18n.ts';
import { createAppStore } from '../../store/createAppStore.ts';
import { StoreProvider } from '../../store/StoreProvider.tsx';
import { fakeServer } from '../../testing/fakeServer.ts';
import { BookingRecordSummary } from './BookingRecordSummary.tsx';

/*
 * docs/rules.md#the-booking-record (issue 37): one booking, the same facts on the booker's reopened page as in the
 * one view of it (and so as on the staff's page and in the mails). Over generated bookings (a stay: rooms over nights
 * with breakfast; a three-day event: a meeting room each day with its own seating, lunch for that day's people), in
 * English and German, the record's summary shows what `viewOfBooking` says: arrival and departure, the nights, every
 * line once in the view's order with its name in the page's language, a room's count and nights at the price per
 * night, the seating and the options, each line's price, the total, and what was paid or refunded as the ledger
 * says it (docs/rules.md#the-payment-ledger).
 */

const LOCALES = { en: 'en-GB', de: 'de-DE' } as const;
type Language = keyof typeof LOCALES;
/** The page's words the test reads it by, written out in each language. */
const WORDS = {
  en: {
    arrival: 'Arrival',
    departure: 'Departure',
    nights: 'Nights',
    days: 'Days',
    total: 'Total',
    payment: 'Payment',
    nightsTimes: (n: number, price: string) => `${n} ${n === 1 ? 'night' : 'nights'} × ${price}`,
    seating: (name: string) => `Seating: ${name}`,
    hours: (n: number) => `${n} h`,
    event: { title: 'Event title', reason: 'Reason for the booking', description: 'About the event' },
    paid: {
      authorised: (v: Amounts) => `${v.authorised} reserved on your card; the hotel takes it later`,
      partlyPaid: (v: Amounts) => `${v.paid} paid, ${v.open} still open`,
      paid: (v: Amounts) => `Paid in full (${v.paid})`,
      refunded: (v: Amounts) => `${v.refunded} refunded`,
      partlyRefunded: (v: Amounts) => `${v.refunded} refunded, ${v.paid} kept as the cancellation fee`,
    },
  },
  de: {
    arrival: 'Anreise',
    departure: 'Abreise',
    nights: 'Nächte',
    days: 'Tage',
    total: 'Gesamt',
    payment: 'Zahlung',
    nightsTimes: (n: number, price: string) => `${n} ${n === 1 ? 'Nacht' : 'Nächte'} × ${price}`,
    seating: (name: string) => `Bestuhlung: ${name}`,
    hours: (n: number) => `${n} Std.`,
    event: {
      title: 'Titel der Veranstaltung',
      reason: 'Anlass der Buchung',
      description: 'Zur Veranstaltung',
    },
    paid: {
      authorised: (v: Amounts) =>
        `${v.authorised} auf Ihrer Karte reserviert; das Hotel zieht den Betrag später ein`,
      partlyPaid: (v: Amounts) => `${v.paid} bezahlt, ${v.open} noch offen`,
      paid: (v: Amounts) => `Vollständig bezahlt (${v.paid})`,
      refunded: (v: Amounts) => `${v.refunded} erstattet`,
      partlyRefunded: (v: Amounts) => `${v.refunded} erstattet, ${v.paid} als Stornogebühr einbehalten`,
    },
  },
} as const;
type Amounts = {
  readonly paid: string;
  readonly open: string;
  readonly refunded: string;
  readonly authorised: string;
};

const moneyIn = (language: Language) => {
  const format = new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency: 'EUR' });
  return (minor: number) => format.format(minor / 100);
};
/** 'YYYY-MM-DD HH:mm' as the page says a moment: the long date, then the time. */
const momentIn = (language: Language) => {
  const date = new Intl.DateTimeFormat(LOCALES[language], {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const time = new Intl.DateTimeFormat(LOCALES[language], {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
  });
  return (wall: string) => {
    const at = new Date(`${wall.replace(' ', 'T')}:00Z`);
    return `${date.format(at)}, ${time.format(at)}`;
  };
};

/** The booking as the server answers it to its booker: its record and the row's columns. */
const loadedOf = (record: BookingData): LoadedBooking =>
  ({
    ...record,
    id: 42,
    version: 3,
    internalId: 'B-42',
    externalId: null,
    bookingcode: 'B-42',
    bookingtoken: 'tok_abcdefghijklmnopqrstuv',
    bookingstate: BookingState.Confirmed,
    currency: 'EUR',
    total: record.total,
    reservationcode: 'R-ABCDEFGH',
    allowedActions: [],
  }) as unknown as LoadedBooking;

function renderSummary(booking: LoadedBooking, language: Language) {
  const api = createApi(
    createHttpClient({ baseUrl: '', token: () => null, language: () => language, fetch: fakeServer({}) }),
  );
  const store = createAppStore({ api, now: () => new Date('2026-11-22T10:00:00Z'), notify: () => {} });
  return render(
    <I18nRoot instance={createI18n(language)}>
      <StoreProvider store={store}>
        <BookingRecordSummary booking={booking} fallback={<p>unreadable</p>} />
      </StoreProvider>
    </I18nRoot>,
  );
}

/** The value of a term in the booking's facts, or undefined when it is not there. */
function factOf(page: HTMLElement, term: string): string | undefined {
  const facts = within(page).getByTestId('booking-facts');
  const dt = [...facts.querySelectorAll('dt')].find((d) => d.textContent === term);
  return dt ? (dt.nextElementSibling?.textContent ?? '') : undefined;
}

const SHAPES = [
  ['a stay (rooms over nights)', stayRecords],
  ['a three-day event (a meeting room each day, lunch for its people)', eventRecords],
] as const;

describe('the booker’s reopened booking tells the one view’s facts (property-based)', () => {
  for (const [shape, records] of SHAPES)
    for (const language of ['en', 'de'] as const)
      it(`${shape}, in ${language === 'en' ? 'English' : 'German'}`, () => {
        fc.assert(
          fc.property(records, (record) => {
            const view = viewOfBooking(record, language);
            const words = WORDS[language];
            const money = moneyIn(language);
            const moment = momentIn(language);
            const { container, unmount } = renderSummary(loadedOf(record), language);
            try {
              expect(within(container).queryByText('unreadable')).toBeNull();
              expect(factOf(container, words.arrival)).toBe(moment(view.arrival));
              expect(factOf(container, words.departure)).toBe(moment(view.departure));
              // A stay says its nights; an event of several days without rooms says its days instead.
              const stay = view.lines.some((l) => l.nights);
              expect(factOf(container, words.nights)).toBe(stay ? String(view.nights) : undefined);
              expect(factOf(container, words.days)).toBe(
                !stay && view.days.length > 1 ? String(view.days.length) : undefined,
              );
              // Every line once, in the view's order, one row each in the days' tables.
              const rows = within(container)
                .getAllByRole('table')
                .flatMap((table) => within(table).getAllByRole('row').slice(1));
              expect(rows).toHaveLength(view.lines.length);
              for (const [i, line] of view.lines.entries()) {
                const [head, quantity, price] = [...(rows[i]?.children ?? [])];
                const note = head?.querySelector('span')?.textContent ?? '';
                expect(head?.textContent?.startsWith(line.item), `${head?.textContent} is ${line.item}`).toBe(
                  true,
                );
                expect(price?.textContent).toBe(line.price === null ? 'on request' : money(line.price));
                if (line.kind === 'unitgroup') expect(quantity?.textContent).toBe(String(line.itemcount));
                // An hourly service says its hours as the cart did ("3 h").
                if (line.counts.hours) expect(quantity?.textContent).toBe(words.hours(line.counts.hours));
                if (line.nights && line.unitPrice !== null)
                  expect(note).toContain(words.nightsTimes(line.nights, money(line.unitPrice)));
                if (line.setupName) expect(note).toContain(words.seating(line.setupName));
                for (const option of line.options) expect(note).toContain(option);
              }
              const total = within(container).getByText(words.total, { selector: 'dt' });
              expect(total.nextElementSibling?.textContent).toBe(money(view.total));
              // docs/rules.md#the-payment-ledger: what was paid or refunded (a held card and a fee are said above).
              const p = view.payment;
              const said = p.state in words.paid ? words.paid[p.state as keyof typeof words.paid] : null;
              expect(factOf(container, words.payment)).toBe(
                said?.({
                  paid: money(p.paid),
                  open: money(p.open),
                  refunded: money(p.refunded),
                  authorised: money(p.authorised),
                }),
              );
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

describe('the booker’s reopened booking names the event as it was requested', () => {
  const [record] = fc.sample(eventRecords, { numRuns: 1, seed: 7 });
  for (const language of ['en', 'de'] as const)
    it(`its title, reason and description, in ${language === 'en' ? 'English' : 'German'}`, () => {
      const words = WORDS[language].event;
      const booked = {
        ...(record as BookingData),
        eventtitle: 'Kick-off 2027',
        description: 'Strategy and planning',
        bookingreason: { id: 3, names: { en: 'Conference', de: 'Konferenz' } },
      };
      const { container, unmount } = renderSummary(loadedOf(booked), language);
      expect(factOf(container, words.title)).toBe('Kick-off 2027');
      expect(factOf(container, words.reason)).toBe(language === 'en' ? 'Conference' : 'Konferenz');
      expect(factOf(container, words.description)).toBe('Strategy and planning');
      unmount();
      // A booking without them names none.
      const plain = renderSummary(loadedOf(record as BookingData), language);
      expect(factOf(plain.container, words.title)).toBeUndefined();
      expect(factOf(plain.container, words.reason)).toBeUndefined();
      plain.unmount();
    });
});

describe('the booker’s reopened booking says a payment authorised and not yet taken (docs/payments.md#capturing-later)', () => {
  const [record] = fc.sample(stayRecords, { numRuns: 1, seed: 39 });
  const authorised: BookingData = {
    ...(record as BookingData),
    payments: [
      {
        kind: 'authorisation',
        amount: 12900,
        currency: 'EUR',
        at: '2026-11-20T10:00:00.000Z',
        provider: 'stripe',
        reference: 'pi_authorised',
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
    it(`as reserved on the card, the hotel taking it later, in ${language === 'en' ? 'English' : 'German'}`, () => {
      const { container, unmount } = renderSummary(loadedOf(authorised), language);
      expect(factOf(container, WORDS[language].payment)?.replace(/\u00a0/g, ' ')).toBe(SAID[language]);
      unmount();
    });
});
