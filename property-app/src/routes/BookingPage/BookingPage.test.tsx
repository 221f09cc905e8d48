import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffBookingDetail } from '@venue/contract';
import { type BookingData, BookingState } from '@venue/domain';
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { stayRecords } from '../../../../domain/src/bookingRecord/testing/arbitraries.ts';
import { errorResponse, jsonResponse, startApp } from '../../testing/startApp.tsx';

/*
 * docs/payments.md, docs/api.md#staff-actions-on-a-booking: cancelling a booking whose money is at the payment
 * provider asks the provider first; when the provider cannot carry it out (409 error.payment.providerfailed) the
 * booking stays as it was, and the page says that the provider failed, not that "the action did not work".
 */

beforeEach(() => sessionStorage.clear());

const record = fc.sample(stayRecords, { numRuns: 1, seed: 39 })[0] as BookingData;

/** A confirmed booking staff may cancel. */
const detail: StaffBookingDetail = {
  id: 42,
  propertyId: 1,
  bookingcode: 'B-42',
  bookingstate: BookingState.Confirmed,
  version: 3,
  origin: 'reservation',
  bookingcategoryId: 1,
  arrival: record.start.replace(' ', 'T'),
  departure: record.end.replace(' ', 'T'),
  booker: { firstname: 'Ada', lastname: 'Lovelace', company: '', email: 'ada@example.org' },
  total: 25800,
  currency: 'EUR',
  createdAt: '2026-11-20T10:00:00.000Z',
  optionDate: null,
  bookingchannelId: 4,
  data: record as StaffBookingDetail['data'],
  paymentmethod: 'CreditCard',
  reservationcode: 'R-ABCDEFGH',
  cancelDaysBeforeArrival: 14,
  history: [],
  allowedActions: ['cancel'],
  paymentDue: null,
  mails: [],
};

/** The booking's page over a server whose cancel answers `cancelAnswer`; the bodies posted are kept. */
function openBooking(cancelAnswer: () => Response) {
  const posted: { path: string; body: unknown }[] = [];
  const app = startApp('/app/bookings/42', (method, path, body) => {
    const route = path.split('?')[0];
    if (method === 'GET' && route === '/api/staff/booking/42') return jsonResponse(200, detail);
    if (method === 'GET' && route === '/api/staff/messages/42') return jsonResponse(200, { items: [] });
    if (method === 'POST' && route === '/api/staff/booking/42/cancel') {
      posted.push({ path: route, body });
      return cancelAnswer();
    }
    return null;
  });
  return { ...app, posted };
}

async function signIn() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/E-mail address/), 'owner@lindenhof.example');
  await user.type(screen.getByLabelText(/Password/), 'Demo-Stay-2026!');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Booking B-42' })).toBeInTheDocument();
  return user;
}

describe('a staff action the payment provider could not carry out', () => {
  it('says the provider failed and nothing changed, and keeps the booking as it was', async () => {
    const { posted } = openBooking(() => errorResponse(409, 'error.payment.providerfailed'));
    const user = await signIn();
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this booking?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));

    expect(
      await screen.findByText(
        'The payment provider refused or could not be reached, so nothing changed. Please try again later.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('The action did not work. Please try again.')).toBeNull();
    expect(posted).toEqual([{ path: '/api/staff/booking/42/cancel', body: { version: 3 } }]);
    expect(screen.getByRole('button', { name: 'Cancel booking' })).toBeEnabled();
  });
});
