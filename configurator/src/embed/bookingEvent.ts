import { BookingData, type LoadedBooking, viewOfBooking } from '@venue/domain';
import type { BookingEvent } from './embed.d.ts';

/**
 * docs/rules.md#the-booking-record: a booking event for the host page (PROTOCOL.md), from the server's answer
 * through the one view of a booking the booker's page, the staff's page and the mails read: dates, nights, days,
 * people, the rate, the lines as booked and the payment ledger's reading, in the booking's language (else
 * `language`). Never personal data: no name, address or message. Its own chunk (the record's schema is zod),
 * loaded once a booking is sent or paid.
 * @public host.ts loads it with a dynamic import
 */
export function bookingEventOf(booking: LoadedBooking, language: string): BookingEvent {
  const base = {
    code: booking.bookingcode,
    state: booking.bookingstate,
    total: booking.total,
    currency: booking.currency,
  };
  const record = BookingData.safeParse(booking);
  if (!record.success) return { ...base, view: null };
  const view = viewOfBooking(record.data, booking.language ?? language);
  return {
    ...base,
    view: {
      arrival: view.arrival,
      departure: view.departure,
      nights: view.nights,
      days: view.days.length,
      people: view.people,
      rate: view.rate?.name ?? null,
      lines: view.lines.map((line) => ({
        kind: line.kind,
        id: line.id,
        item: line.item,
        start: line.start,
        end: line.end,
        itemcount: line.itemcount,
        personcount: line.personcount,
        nights: line.nights,
        price: line.price,
        setup: line.setupName,
        options: line.options,
      })),
      payment: { state: view.payment.state, paid: view.payment.paid, open: view.payment.open },
    },
  };
}
