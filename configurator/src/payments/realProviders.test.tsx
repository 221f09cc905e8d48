import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BookingState, type LoadedBooking, PaymentResult } from '@venue/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadedBooking, TEST_BOOKING_TOKEN } from '../testing/loadedBooking.ts';
import { BOOKING_PATH, json, renderPaymentDialog } from '../testing/paymentDialog.tsx';

/*
 * Issue 39, docs/payments.md: the payment dialog pays through Stripe's Payment Element or Adyen's drop-in, both
 * loaded from the providers' servers, and resumes after their 3-D Secure redirect from the reference in its URL.
 */

const REF = 'pay_abcdefghijklmnopqrstuvwx';

const confirmed = (): LoadedBooking =>
  loadedBooking({
    bookingstate: BookingState.Confirmed,
    reservationcode: 'R-ABCDEFGH',
    allowedActions: ['cancel'],
    paymenttime: '2026-11-22 10:01',
  });

/** A real provider's session: no sandbox, Stripe's or Adyen's browser part. */
function session(client: Record<string, unknown>) {
  return {
    ref: REF,
    kind: client.provider,
    purpose: 'charge',
    amount: 7740,
    currency: 'EUR',
    status: 'open',
    url: null,
    testMode: true,
    client,
  };
}

const ADYEN_SHOPPER = 'https://checkoutshopper-test.adyen.com/checkoutshopper';
const SESSION_ID = 'CS1234567890ABCDEF';

/** An Adyen property's attempt: the Checkout API session the server made for it. */
const adyenSession = () =>
  session({
    provider: 'adyen',
    clientKey: 'test_ABCDEFGHIJKLMNOPQRSTUVWXYZ012345',
    environment: 'test',
    countryCode: 'DE',
    session: { id: SESSION_ID, sessionData: 'Ab02b4c0!sessionDataOfTheAttempt' },
  });

/**
 * Adyen's side of the drop-in's start: its session setup (`/checkoutshopper/v1/sessions/{id}/setup`) answered as
 * Adyen answers it, or with an error status. Every other call to Adyen (its analytics) finds no network. Returns the
 * setups asked.
 */
function adyenSessionSetup(status: number) {
  const asked: { url: string; sessionData: unknown }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.startsWith(`${ADYEN_SHOPPER}/v1/sessions/`)) throw new TypeError('Failed to fetch');
    asked.push({
      url,
      sessionData: (JSON.parse(String(init?.body ?? '{}')) as { sessionData?: unknown }).sessionData,
    });
    if (status !== 200)
      return new Response(JSON.stringify({ status, errorCode: '000', message: 'down' }), { status });
    return new Response(
      JSON.stringify({
        id: SESSION_ID,
        sessionData: 'Ab02b4c0!sessionDataOfTheAttempt',
        amount: { currency: 'EUR', value: 7740 },
        expiresAt: '2026-11-22T11:00:00+01:00',
        countryCode: 'DE',
        paymentMethods: { paymentMethods: [{ type: 'scheme', name: 'Cards', brands: ['visa', 'mc'] }] },
        returnUrl: 'http://test/lindenhof/payment/42?paymentRef=pay_abcdefghijklmnopqrstuvwx',
        shopperLocale: 'en-US',
        configuration: { enableStoreDetails: false },
      }),
      { status: 200, headers: { 'content-type': 'application/json' } },
    );
  });
  return asked;
}

const stripeScripts = () =>
  document.querySelectorAll<HTMLScriptElement>('script[src^="https://js.stripe.com"]');

afterEach(() => {
  vi.unstubAllGlobals();
  for (const script of stripeScripts()) script.remove();
});

describe('paying through a real provider', () => {
  it('when Stripe’s payment form cannot be loaded, the dialog says so and still closes', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    await renderPaymentDialog((path) => {
      if (path === BOOKING_PATH) return json(loadedBooking());
      if (path === '/api/payment/sandbox/session')
        return json(
          session({
            provider: 'stripe',
            publishableKey: 'pk_test_abc',
            clientSecret: 'pi_123_secret_456',
            accountId: null,
          }),
        );
      return undefined;
    }, onClose);
    const dialog = await screen.findByRole('dialog', { name: 'Payment for booking B-42' });
    expect(
      await within(dialog).findByText('Test mode: the provider’s test environment, no money is charged'),
    ).toBeVisible();
    // Stripe.js is a script of js.stripe.com: without network the browser fails it (jsdom never loads it, so the
    // failure is the browser's error event on each script Stripe's loader adds, its retry included).
    const alert = await waitFor(() => {
      for (const script of stripeScripts()) script.dispatchEvent(new Event('error'));
      return within(dialog).getByRole('alert');
    });
    expect(alert).toHaveTextContent('The payment form could not be loaded. Please try again later.');
    expect(within(dialog).queryByRole('button', { name: 'Pay' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('back from Stripe’s 3-D Secure page, the dialog asks the server how the payment ended and says it', async () => {
    window.history.replaceState(null, '', `/lindenhof/payment/42?lang=en&paymentRef=${REF}`);
    let stored = loadedBooking();
    const asked: unknown[] = [];
    const paths: string[] = [];
    await renderPaymentDialog(async (path, request) => {
      paths.push(path);
      if (path === BOOKING_PATH) return json(stored);
      if (path === '/api/payment/result') {
        asked.push(await request.json());
        stored = confirmed();
        return json({ result: PaymentResult.Success, detail: 'success', ispaid: true });
      }
      return undefined;
    });
    const dialog = await screen.findByRole('dialog', { name: 'Payment for booking B-42' });
    expect(await within(dialog).findByTestId('payment-outcome')).toHaveTextContent(
      'Payment successful: your booking is confirmed.',
    );
    expect(asked).toEqual([{ booking: { id: 'B-42', token: TEST_BOOKING_TOKEN }, ref: REF }]);
    // No new attempt, and a reload does not ask again: the reference left the URL, the rest stayed.
    expect(paths).not.toContain('/api/payment/sandbox/session');
    expect(window.location.search).toBe('?lang=en');
    // Only a provider's test environment says it is one: this resumption has no session to say so.
    expect(within(dialog).queryByText(/Test mode/)).toBeNull();
  });

  it('back from Adyen’s redirect, the dialog sends its result with the reference and says the outcome', async () => {
    window.history.replaceState(null, '', `/lindenhof/payment/42?paymentRef=${REF}&redirectResult=X3dSres`);
    let stored = loadedBooking();
    const details: unknown[] = [];
    await renderPaymentDialog(async (path, request) => {
      if (path === BOOKING_PATH) return json(stored);
      if (path === '/api/payment/adyen/paymentdetails') {
        details.push(await request.json());
        stored = confirmed();
        return json({ resultCode: 'Authorised', ref: REF });
      }
      return undefined;
    });
    const dialog = await screen.findByRole('dialog', { name: 'Payment for booking B-42' });
    expect(await within(dialog).findByTestId('payment-outcome')).toHaveTextContent(
      'Payment successful: your booking is confirmed.',
    );
    expect(details).toEqual([{ ref: REF, data: { details: { redirectResult: 'X3dSres' } } }]);
    expect(window.location.search).toBe('');
  });

  it('an Adyen property’s dialog shows Adyen’s drop-in in the session the server made, with Adyen’s methods', async () => {
    const setups = adyenSessionSetup(200);
    await renderPaymentDialog((path) => {
      if (path === BOOKING_PATH) return json(loadedBooking());
      if (path === '/api/payment/sandbox/session') return json(adyenSession());
      return undefined;
    });
    const dialog = await screen.findByRole('dialog', { name: 'Payment for booking B-42' });
    expect(await within(dialog).findByText('Cards')).toBeVisible();
    // The drop-in set up the attempt's session at Adyen with the property's client key and the session's data.
    expect(setups).toEqual([
      {
        url: `${ADYEN_SHOPPER}/v1/sessions/${SESSION_ID}/setup?clientKey=test_ABCDEFGHIJKLMNOPQRSTUVWXYZ012345`,
        sessionData: 'Ab02b4c0!sessionDataOfTheAttempt',
      },
    ]);
    // Adyen's card form: its fields are Adyen's frames (they load from Adyen, so not here).
    await waitFor(() =>
      expect(dialog.querySelector('iframe[src^="https://checkoutshopper-test.adyen.com/"]')).not.toBeNull(),
    );
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('when Adyen cannot set up the session, the dialog says the form could not be loaded', async () => {
    adyenSessionSetup(503);
    await renderPaymentDialog((path) => {
      if (path === BOOKING_PATH) return json(loadedBooking());
      if (path === '/api/payment/sandbox/session') return json(adyenSession());
      return undefined;
    });
    const dialog = await screen.findByRole('dialog', { name: 'Payment for booking B-42' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The payment form could not be loaded. Please try again later.',
    );
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeEnabled();
  });
});
