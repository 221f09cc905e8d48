import { render, screen } from '@testing-library/react';
import { createHttpClient } from '@venue/api-client';
import { BookingState, type LoadedBooking } from '@venue/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { createApi } from '../../api/endpoints.ts';
import { resolvePropertyLocation } from '../../api/propertyLocation.ts';
import { ApiProvider } from '../../app/ApiProvider.tsx';
import { readQueryPrefill } from '../../app/queryPrefill.ts';
import { I18nRoot } from '../../i18n/I18nRoot.tsx';
import { createI18n } from '../../i18n/i18n.ts';
import { createAppStore, flushCartStorage } from '../../store/createAppStore.ts';
import { StoreProvider } from '../../store/StoreProvider.tsx';
import { fakeServer, listPage, loginAnswer } from '../../testing/fakeServer.ts';
import { loadedBooking, TEST_BOOKING_TOKEN } from '../../testing/loadedBooking.ts';
import { OrderedView } from './OrderedView.tsx';

/*
 * docs/pages.md#after-sending, issue 21: the thank-you view of a reservation guaranteed at checkout names the card
 * that guarantees it and says nothing was charged, where a paid one says what was paid; issue 37: its reopen link.
 */

const token = TEST_BOOKING_TOKEN;
const BY_TOKEN = `/api/booking/byTokenAndInternalIdOrExternalId/${token}/B-42`;

function stored(extra: Partial<LoadedBooking>): LoadedBooking {
  return loadedBooking({
    version: 2,
    bookingstate: BookingState.Confirmed,
    reservationcode: 'R-ABCDEFGH',
    allowedActions: ['cancel'],
    paymentcreditcardtype: 'VISA',
    paymentcreditcardnumber: '•••• 1111',
    paymentcreditcardexpiry: '12/30',
    ...extra,
  });
}

/** The thank-you view after reserving, once the sent booking has been read back as `booking`. */
async function renderThanks(booking: LoadedBooking) {
  const created = { id: 42, version: 1, bookingcode: 'B-42', bookingtoken: token, bookingstate: 2 };
  const api = createApi(
    createHttpClient({
      baseUrl: '',
      token: () => store.getState().token,
      language: () => 'en',
      fetch: fakeServer(
        {
          '/api/propertylogin': loginAnswer,
          '/api/property/7': { id: 7, key: 'lindenhof', name: 'Lindenhof' },
          '/api/propertysetting/list': listPage([]),
          '/api/booking/add': created,
          [BY_TOKEN]: booking,
        },
        { emptyLists: true },
      ),
    }),
  );
  const store = createAppStore({ api, now: () => new Date('2026-11-22T10:00:00Z'), notify: () => {} });
  // The booker's language, as main.tsx sets it from the page's `lang` (the view is rendered in English too).
  store.setState({ language: 'en' });
  await store
    .getState()
    .startSession(resolvePropertyLocation('/lindenhof', '', null, null), readQueryPrefill(''));
  expect(await store.getState().send('order')).toBe(true);
  expect(await store.getState().reloadExistingBooking()).toBe(true);
  render(
    <I18nRoot instance={createI18n('en')}>
      <ApiProvider api={api}>
        <StoreProvider store={store}>
          <OrderedView />
        </StoreProvider>
      </ApiProvider>
    </I18nRoot>,
  );
  await screen.findByRole('heading', { level: 1 });
}

afterEach(() => {
  flushCartStorage();
  localStorage.clear();
});

describe('the thank-you view', () => {
  it('of a guaranteed reservation names the card and says nothing was charged', async () => {
    await renderThanks(stored({ cardheld: true }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Thank you, your reservation is confirmed',
    );
    const note = screen.getByTestId('ordered-payment');
    expect(note).toHaveTextContent('Guaranteed by card VISA •••• 1111 (expires 12/30). Nothing was charged.');
    expect(note).toHaveTextContent('Reservation code: R-ABCDEFGH');
    expect(note).not.toHaveTextContent(/paid/i);
  });

  it('links to the booking by its id and token in the booker’s language, never by its code', async () => {
    await renderThanks(stored({}));
    const href = screen.getByRole('link', { name: 'Open your booking again later' }).getAttribute('href');
    const link = new URL(href ?? '');
    expect(link.pathname).toBe('/lindenhof/reservation');
    // docs/pages.md#reopening-a-booking: the code (B-42) is asked for, so the link does not carry it.
    expect(Object.fromEntries(link.searchParams)).toEqual({
      loadBooking: '42',
      bookingtoken: token,
      lang: 'en',
    });
  });

  it('of a paid reservation still says it was paid', async () => {
    await renderThanks(stored({ paymenttime: '2026-11-22 10:01' }));
    const note = screen.getByTestId('ordered-payment');
    expect(note).toHaveTextContent('Your payment has been received');
    expect(note).not.toHaveTextContent('Guaranteed');
  });
});
