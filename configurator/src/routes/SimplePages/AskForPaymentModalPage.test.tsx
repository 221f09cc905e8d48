import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createHttpClient } from '@venue/api-client';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../../App.tsx';
import { createApi } from '../../api/endpoints.ts';
import { resolvePropertyLocation } from '../../api/propertyLocation.ts';
import { ApiProvider } from '../../app/ApiProvider.tsx';
import { readQueryPrefill } from '../../app/queryPrefill.ts';
import { I18nRoot } from '../../i18n/I18nRoot.tsx';
import { createI18n } from '../../i18n/i18n.ts';
import { createAppStore, flushCartStorage } from '../../store/createAppStore.ts';
import { StoreProvider } from '../../store/StoreProvider.tsx';
import { fakeServer, loginAnswer } from '../../testing/fakeServer.ts';
import { loadedBooking, TEST_BOOKING_TOKEN } from '../../testing/loadedBooking.ts';
import { BOOKING_PATH, json } from '../../testing/paymentDialog.tsx';

/*
 * Issue 39, docs/pages.md#payment-dialog: the staff's payment request mails the booker a link to the booking's
 * payment dialog with the booker's access (docs/api.md#mails). Opened for the first time (nothing stored), the
 * booking code is asked first, then the dialog opens over the booking and starts the payment with its code and token.
 */

afterEach(() => {
  flushCartStorage();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

/** The whole configurator at the mail's link, with a fake of our API; every payment session asked for is kept. */
function openMailLink(link: string) {
  window.history.replaceState(null, '', link);
  const sessions: unknown[] = [];
  const api = createApi(
    createHttpClient({
      baseUrl: '',
      token: () => store.getState().token,
      language: () => 'en',
      fetch: async (input, init) => {
        const request = new Request(`http://test${String(input)}`, init);
        const path = new URL(request.url).pathname;
        if (path === BOOKING_PATH) return json(loadedBooking());
        if (path === '/api/payment/sandbox/session') {
          sessions.push(await request.json());
          return json({
            ref: 'pay_abcdefghijklmnopqrstuvwx',
            kind: 'cardfields',
            amount: 25800,
            currency: 'EUR',
            status: 'open',
            url: null,
            testMode: true,
            client: null,
            purpose: 'charge',
          });
        }
        return fakeServer(
          {
            '/api/propertylogin': loginAnswer,
            '/api/property/7': { id: 7, key: 'lindenhof', name: 'Seehotel Lindenhof' },
          },
          { emptyLists: true },
        )(input, init);
      },
    }),
  );
  const store = createAppStore({ api, now: () => new Date('2026-11-22T10:00:00Z'), notify: () => {} });
  const url = new URL(link, 'http://test');
  render(
    <I18nRoot instance={createI18n('en')}>
      <ApiProvider api={api}>
        <StoreProvider store={store}>
          <App
            location={resolvePropertyLocation(url.pathname, '', null, null)}
            prefill={readQueryPrefill(url.search)}
          />
        </StoreProvider>
      </ApiProvider>
    </I18nRoot>,
  );
  return { sessions };
}

describe('a payment request’s link', () => {
  it('first asks the booking code, then opens the payment dialog over the booking and starts paying it', async () => {
    const user = userEvent.setup();
    const { sessions } = openMailLink(
      `/lindenhof/payment/42?loadBooking=42&bookingtoken=${TEST_BOOKING_TOKEN}&lang=en`,
    );
    // The link never carries the code: the booker types it from the mail.
    const code = await screen.findByRole('textbox', { name: /Booking code/ });
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.type(code, 'B-42');
    await user.click(screen.getByRole('button', { name: 'Open booking' }));

    const dialog = await screen.findByRole('dialog', { name: 'Payment for booking B-42' });
    expect(await within(dialog).findByText(/€258\.00/)).toBeVisible();
    expect(sessions).toEqual([
      {
        booking: { id: 'B-42', token: TEST_BOOKING_TOKEN },
        idempotencyKey: expect.any(String),
        // A provider's 3-D Secure page comes back to the dialog's own page.
        returnPath: '/lindenhof/payment/42',
      },
    ]);
    expect(window.location.pathname).toBe('/lindenhof/payment/42');
  });
});
