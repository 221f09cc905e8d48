import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createHttpClient } from '@venue/api-client';
import type { StaffBookingDetail } from '@venue/contract';
import { type BookingData, BookingState, type LedgerEntryInput, viewOfBooking } from '@venue/domain';
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
 * Issue 39, docs/payments.md#capturing-later: a booking whose payment is only authorised (the property captures
 * later) shows "Capture €…" and "Release" in its payment section, and only then; each asks first, saying what
 * happens to the card, posts the version shown to its route, and says the result in the page's status line; a
 * refusal is said in the page's language.
 */

const record = fc.sample(stayRecords, { numRuns: 1, seed: 39 })[0] as BookingData;
const card = { brand: 'VISA', last4: '4242', expiry: '12/30' };
const at = '2026-11-20T10:00:00.000Z';
const authorisation: LedgerEntryInput = {
  kind: 'authorisation',
  amount: 12900,
  currency: 'EUR',
  at,
  provider: 'stripe',
  reference: 'pi_1',
  outcome: 'success',
  card,
};

function detailOf(payments: readonly LedgerEntryInput[]): StaffBookingDetail {
  const data = { ...record, payments: payments.map((p) => ({ of: null, method: null, by: null, ...p })) };
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
    booker: { firstname: 'Ada', lastname: 'Lovelace', company: '', email: 'ada@example.org' },
    total: 25800,
    currency: 'EUR',
    createdAt: '2026-11-20T10:00:00.000Z',
    optionDate: null,
    bookingchannelId: 4,
    data: data as StaffBookingDetail['data'],
    paymentmethod: 'CreditCard',
    reservationcode: 'R-ABCDEFGH',
    cancelDaysBeforeArrival: 14,
    history: [],
    allowedActions: [],
    paymentDue: null,
    mails: [],
  };
}

const answered = () =>
  new Response(
    JSON.stringify({
      id: 42,
      version: 4,
      bookingstate: BookingState.Confirmed,
      optionDate: null,
      bookingcode: 'B-42',
      total: 25800,
      allowedActions: [],
    }),
    { status: 200 },
  );

const refused = (status: number, error: string) => () =>
  new Response(JSON.stringify({ error, message: 'no', details: [] }), { status });

/**
 * The payment section as the booking's page shows it, with the page's status line, over a fake of our API: `before`
 * is the ledger shown, `after` the ledger the booking is read with after a POST.
 */
function renderPayment(
  before: readonly LedgerEntryInput[],
  options: {
    after?: readonly LedgerEntryInput[];
    answer?: () => Response;
    language?: 'en' | 'de';
  } = {},
) {
  const { after = before, answer = answered, language = 'en' } = options;
  const posted: { path: string; body: unknown }[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const path = String(input);
    if (init?.method === 'POST') {
      posted.push({ path, body: JSON.parse(String(init.body)) });
      return answer();
    }
    return new Response(JSON.stringify({ ...detailOf(after), version: 4 }), { status: 200 });
  };
  const api = createApi(
    createHttpClient({ baseUrl: '', token: () => 'tok', language: () => language, fetch }),
  );
  function Page() {
    const [detail, setDetail] = useState(detailOf(before));
    const [said, setSaid] = useState('');
    return (
      <>
        <p role="status">{said}</p>
        <BookingPayment
          detail={detail}
          view={viewOfBooking(detail.data, language)}
          onChanged={(fresh, text) => {
            setDetail(fresh);
            setSaid(text);
          }}
        />
      </>
    );
  }
  render(
    <I18nRoot instance={createI18n(language)}>
      <ApiProvider api={api}>
        <Page />
      </ApiProvider>
    </I18nRoot>,
  );
  return { posted };
}

describe('a payment authorised and not yet taken, on the booking’s page', () => {
  it('offers neither Capture nor Release when nothing is authorised (taken at once, or a card held)', () => {
    renderPayment([{ ...authorisation, kind: 'capture' }]);
    expect(screen.getByText(/^€129.00 paid, .* open$/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Capture/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Release' })).toBeNull();
  });

  it('says the state, asks before capturing, posts the version shown and says it was captured', async () => {
    const user = userEvent.setup();
    const { posted } = renderPayment([authorisation], {
      after: [authorisation, { ...authorisation, kind: 'capture', at: '2026-11-21T09:00:00.000Z' }],
    });
    expect(screen.getByText('€129.00 authorised, not yet taken')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Capture €129.00' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Capture €129.00?' });
    expect(dialog).toHaveTextContent('The card is charged €129.00 now.');
    expect(posted).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Capture €129.00' }));
    expect(await screen.findByRole('status')).toHaveTextContent('€129.00 captured.');
    expect(posted).toEqual([{ path: '/api/staff/booking/42/payment/capture', body: { version: 3 } }]);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    // Read again: nothing waits any more.
    expect(screen.queryByRole('button', { name: /^Capture/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Release' })).toBeNull();
  });

  it('asks before releasing, saying nothing is charged; at Adyen the release is under way until its notification', async () => {
    const user = userEvent.setup();
    const adyen = { ...authorisation, provider: 'adyen', reference: 'PSP1' };
    const { posted } = renderPayment([adyen], {
      after: [
        adyen,
        { ...adyen, reference: 'MOD1', of: 'PSP1', outcome: 'pending', at: '2026-11-21T09:00:00.000Z' },
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Release' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Release the authorised payment?' });
    expect(dialog).toHaveTextContent('The €129.00 reserved on the card is released; nothing is charged.');
    // Keyboard: Cancel has the focus first; Tab reaches the releasing button.
    await user.tab();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Release of €129.00 sent to the provider; it is done once the provider confirms.',
    );
    expect(posted).toEqual([{ path: '/api/staff/booking/42/payment/release', body: { version: 3 } }]);
  });

  it('says why when nothing is authorised any more, and keeps the dialog for Cancel', async () => {
    const user = userEvent.setup();
    renderPayment([authorisation], { answer: refused(422, 'error.payment.nothingauthorised') });
    await user.click(screen.getByRole('button', { name: 'Capture €129.00' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Capture €129.00' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Nothing on this booking is authorised any more, so nothing was captured or released.',
    );
    expect(screen.getByRole('status', { hidden: true })).toHaveTextContent('');
  });

  it('says in German that the provider refused', async () => {
    const user = userEvent.setup();
    const { posted } = renderPayment([authorisation], {
      answer: refused(409, 'error.payment.providerfailed'),
      language: 'de',
    });
    expect(screen.getByText('129,00 € autorisiert, noch nicht eingezogen')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Freigeben' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Autorisierte Zahlung freigeben?' });
    expect(dialog).toHaveTextContent('Die auf der Karte reservierten 129,00 € werden freigegeben');
    await user.click(within(dialog).getByRole('button', { name: 'Freigeben' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Der Zahlungsanbieter hat abgelehnt oder war nicht erreichbar.',
    );
    expect(posted).toEqual([{ path: '/api/staff/booking/42/payment/release', body: { version: 3 } }]);
  });
});
