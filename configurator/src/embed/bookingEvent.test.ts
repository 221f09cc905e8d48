import { type BookingData, BookingState, type LoadedBooking, viewOfBooking } from '@venue/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bookingRecords } from '../../../domain/src/bookingRecord/testing/arbitraries.ts';
import { bookingEventOf } from './bookingEvent.ts';

/*
 * docs/rules.md#the-booking-record (issue 37): the embed's booking events (PROTOCOL.md) tell the host what the one
 * view of a booking says, the same facts as the booker's page, the staff's page and the mails: arrival, departure,
 * nights, days, people, the rate, every line with its name as booked, count, people, nights, price, seating and
 * options, and the payment ledger's reading. Never the booker's or the guest's name, address, e-mail or phone.
 */

/** The booking as the server answers it to its booker: its record and the row's columns. */
const loadedOf = (record: BookingData, language: string | null): LoadedBooking =>
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
    language,
  }) as unknown as LoadedBooking;

describe('the embed’s booking events read the booking’s view (property-based)', () => {
  it('carry its dates, lines and money in the booking’s language, and nothing personal', () => {
    fc.assert(
      fc.property(bookingRecords, fc.constantFrom('en', 'de', null), (record, language) => {
        const event = bookingEventOf(loadedOf(record, language), 'de');
        const view = viewOfBooking(record, language ?? 'de');
        expect(event).toMatchObject({ code: 'B-42', state: BookingState.Confirmed, total: record.total });
        expect(event.view).toEqual({
          arrival: view.arrival,
          departure: view.departure,
          nights: view.nights,
          days: view.days.length,
          people: view.people,
          rate: view.rate?.name ?? null,
          lines: view.lines.map((l) => ({
            kind: l.kind,
            id: l.id,
            item: l.item,
            start: l.start,
            end: l.end,
            itemcount: l.itemcount,
            personcount: l.personcount,
            nights: l.nights,
            price: l.price,
            setup: l.setupName,
            options: l.options,
          })),
          payment: { state: view.payment.state, paid: view.payment.paid, open: view.payment.open },
        });
        const told = JSON.stringify(event);
        for (const contact of [record.booker, record.guest])
          for (const value of Object.values(contact ?? {}))
            if (typeof value === 'string' && value.trim().length > 2) expect(told).not.toContain(value);
      }),
      { numRuns: 60 },
    );
  });

  it('names the lines in the booking’s language, whatever the page speaks', () => {
    const [record] = fc.sample(bookingRecords, { numRuns: 1, seed: 7 });
    if (!record) throw new Error('no record');
    const de = bookingEventOf(loadedOf(record, 'de'), 'en');
    expect(de.view?.lines.map((l) => l.item)).toEqual(viewOfBooking(record, 'de').lines.map((l) => l.item));
  });

  it('carries no view, only its code and money, for an answer without a readable record', () => {
    const event = bookingEventOf(
      { bookingcode: 'B-7', bookingstate: 2, total: 100, currency: 'EUR' } as never,
      'en',
    );
    expect(event).toEqual({ code: 'B-7', state: 2, total: 100, currency: 'EUR', view: null });
  });
});
