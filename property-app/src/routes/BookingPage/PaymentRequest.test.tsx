import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createHttpClient } from '@venue/api-client';
import type { StaffBookingDetail } from '@venue/contract';
import { BookingState, viewOfBooking } from '@venue/domain';
import fc from 'fast-check';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { stayRecords } from '../../../../domain/src/bookingRecord/testing/arbitraries.ts';
import { createApi } from '../../api/endpoints.ts';
import { ApiProvider } from '../../app/ApiProvider.tsx';
import { I18nRoot } from '../../i18n/I18nRoot.tsx';
import { createI18n } from '../../i18n/instance.ts';
import { BookingPayment } from './BookingPayment.tsx';

/*
 * Issue 39, docs/api.md#payment-request: staff send the booker a payment request from the booking's payment section,
 * only when the server says something is due; the confirmation names the booker's e-mail and the amount, the request
 * carries the version shown, and the page's status line says it was sent.
 */

const record = fc.sample(stayRecords, { numRuns: 1, seed: 39 })[0];

function detailOf(paymentDue: number | null): StaffBookingDetail {
  if (!record) throw new Error('no record');
  return {
    id: 42,
    propertyId: 1,
    bookingcode: 'B-42',
    bookingstate: BookingState.Offered,
    version: 3,
    origin: 'request',
    bookingcategoryId: 1,
    arrival: record.start.replace(' ', 'T'),
    departure: record.end.replace(' ', 'T'),
    booker: { firstname: 'Ada', lastname: 'Lovelace', company: '', email: 'ada@example.org' },
    total: 25800,
    currency: 'EUR',
    createdAt: '2026-11-20T10:00:00.000Z',
    optionDate: null,
    bookingchannelId: 4,
    data: record,
    paymentmethod: 'CreditCard',
    reservationcode: null,
    cancelDaysBeforeArrival: 14,
    history: [],
    allowedActions: [],
    paymentDue,
    mails: [],
  };
}

/** The payment section as the booking's page shows it, with the page's status line, over a fake of our API. */
function renderPayment(paymentDue: number | null, answer: () => Response) {
  const posted: { path: string; body: unknown }[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const path = String(input);
    if (init?.method === 'POST') {
      posted.push({ path, body: JSON.parse(String(init.body)) });
      return answer();
    }
    return new Response(JSON.stringify(detailOf(paymentDue)), { status: 200 });
  };
  const api = createApi(createHttpClient({ baseUrl: '', token: () => 'tok', language: () => 'en', fetch }));
  function Page() {
    const [detail, setDetail] = useState(detailOf(paymentDue));
    const [said, setSaid] = useState('');
    return (
      <>
        <p role="status">{said}</p>
        <BookingPayment
          detail={detail}
          view={viewOfBooking(detail.data, 'en')}
          onChanged={(fresh, text) => {
            setDetail(fresh);
            setSaid(text);
          }}
        />
      </>
    );
  }
  render(
    <I18nRoot instance={createI18n('en')}>
      <ApiProvider api={api}>
        <Page />
      </ApiProvider>
    </I18nRoot>,
  );
  return { posted };
}

const answered = () =>
  new Response(
    JSON.stringify({
      id: 42,
      version: 3,
      bookingstate: BookingState.Offered,
      optionDate: null,
      bookingcode: 'B-42',
      total: 25800,
      allowedActions: [],
    }),
    { status: 200 },
  );

describe('a payment request from the booking’s page', () => {
  it('is not offered when nothing can be paid now', () => {
    renderPayment(null, answered);
    expect(screen.queryByRole('button', { name: 'Send payment request' })).toBeNull();
  });

  it('asks first with the booker’s e-mail and the amount, sends the version shown and says it was sent', async () => {
    const user = userEvent.setup();
    const { posted } = renderPayment(12900, answered);
    await user.click(screen.getByRole('button', { name: 'Send payment request' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Send a payment request?' });
    expect(dialog).toHaveTextContent('ada@example.org');
    expect(dialog).toHaveTextContent('€129.00');
    expect(posted).toEqual([]);
    // Keyboard: Cancel has the focus first; Tab reaches the sending button.
    await user.tab();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Payment request for €129.00 sent to ada@example.org.',
    );
    expect(posted).toEqual([{ path: '/api/staff/booking/42/payment-request', body: { version: 3 } }]);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('says why when the server finds nothing to pay, and keeps the dialog for Cancel', async () => {
    const user = userEvent.setup();
    renderPayment(
      12900,
      () =>
        new Response(JSON.stringify({ error: 'error.booking.nothingtopay', message: 'no', details: [] }), {
          status: 422,
        }),
    );
    await user.click(screen.getByRole('button', { name: 'Send payment request' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Send payment request' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'There is nothing the booker can pay now, so no payment request was sent.',
    );
    expect(screen.getByRole('status', { hidden: true })).toHaveTextContent('');
  });
});
