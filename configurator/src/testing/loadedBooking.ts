import { BookingState, type LoadedBooking } from '@venue/domain';

/** The token of the tests' booking B-42. */
export const TEST_BOOKING_TOKEN = 'tok_abcdefghijklmnopqrstuv';

/**
 * Booking B-42 as the server answers it to its booker (the Studio for two nights in December, 258 €), waiting
 * Offered for its payment; `extra` changes what a test is about.
 */
export function loadedBooking(extra: Partial<LoadedBooking> = {}): LoadedBooking {
  return {
    id: 42,
    version: 1,
    propertyId: 2,
    start: '2026-12-01 15:00',
    end: '2026-12-03 11:00',
    startdate: '2026-12-01',
    enddate: '2026-12-03',
    // The booking record as the server keeps it (docs/rules.md#the-booking-record): the Studio for two nights.
    language: 'en',
    bookingUnitgroupList: [
      {
        id: 7,
        unitgroup: { id: 3 },
        item: 'Studio',
        names: { de: 'Studio', en: 'Studio' },
        itemcount: 1,
        start: '2026-12-01 15:00',
        end: '2026-12-03 11:00',
        nightcount: 2,
        personcount: 2,
        price: 25800,
        currency: 'EUR',
        rateplan: { id: 1 },
        vat: [],
        unitPrice: 12900,
        quantity: 2,
      },
    ],
    bookingServiceList: [],
    booker: { firstname: 'Ada', lastname: 'Lovelace', email: 'ada@example.org' },
    people: 2,
    tags: [],
    internalId: 'B-42',
    externalId: null,
    bookingcode: 'B-42',
    bookingtoken: TEST_BOOKING_TOKEN,
    bookingstate: BookingState.Offered,
    currency: 'EUR',
    total: 25800,
    paymenttime: null,
    reservationcode: null,
    allowedActions: ['pay', 'cancel'],
    paymentcreditcardtype: null,
    paymentcreditcardnumber: null,
    paymentcreditcardexpiry: null,
    ...extra,
  } as unknown as LoadedBooking;
}
