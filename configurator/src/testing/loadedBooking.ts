import { BookingState, type LoadedBooking } from '@venue/domain';

/** The token of the tests' booking B-42. */
export const TEST_BOOKING_TOKEN = 'tok_abcdefghijklmnopqrstuv';

/**
 * Booking B-42 as the server answers it to its booker (two nights in December, 258 €), waiting Offered for its
 * payment; `extra` changes what a test is about.
 */
export function loadedBooking(extra: Partial<LoadedBooking> = {}): LoadedBooking {
  return {
    id: 42,
    version: 1,
    startdate: '2026-12-01',
    enddate: '2026-12-03',
    bookingUnitgroupList: [],
    bookingServiceList: [],
    booker: null,
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
