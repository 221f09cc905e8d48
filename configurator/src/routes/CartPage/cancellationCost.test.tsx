import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
import { fakeServer, loginAnswer } from '../../testing/fakeServer.ts';
import { loadedBooking, TEST_BOOKING_TOKEN } from '../../testing/loadedBooking.ts';
import type { AppToast } from '../../ui/toasts.ts';
import { ExistingBookingView } from './ExistingBookingView.tsx';

/*
 * docs/rules.md#rate-policies, issue 21: a reopened booking guaranteed by a card says so; its cancellation says
 * what it costs before the booker confirms, sends the fee the booker saw, asks again when the fee has changed, and
 * keeps the booking when the card is refused for the fee or the payment provider cannot carry it out.
 */

const token = TEST_BOOKING_TOKEN;
const BY_TOKEN = `/api/booking/byTokenAndInternalIdOrExternalId/${token}/B-42`;
const CANCEL = `/api/booking/cancel/${token}/B-42`;

type Cost = { free: boolean; fee: number; charge: number };

/** A confirmed booking guaranteed by VISA •••• 1111, cancellable at `cost`. */
function guaranteed(cost: Cost | null, extra: Partial<LoadedBooking> = {}): LoadedBooking {
  return loadedBooking({
    version: 2,
    bookingstate: BookingState.Confirmed,
    reservationcode: 'R-ABCDEFGH',
    allowedActions: cost ? ['cancel'] : [],
    paymentcreditcardtype: 'VISA',
    paymentcreditcardnumber: '•••• 1111',
    paymentcreditcardexpiry: '12/30',
    cardheld: true,
    cancellation: cost,
    ...extra,
  });
}

const canceled = () =>
  guaranteed(null, { bookingstate: BookingState.Canceled, allowedActions: [], cancellation: null });

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
const refusal = (error: string, details: unknown[] = []) => json(409, { error, message: 'refused', details });

/**
 * The reopened booking's view, in English, over a server answering the token route with `reads()` and each
 * cancel call with the next of `cancels` (the bodies sent are kept).
 */
async function renderBooking(first: LoadedBooking, reads: () => LoadedBooking, cancels: Response[]) {
  const bodies: unknown[] = [];
  const toasts: AppToast[] = [];
  const routes = {
    '/api/propertylogin': loginAnswer,
    '/api/property/7': { id: 7, key: 'lindenhof', name: 'Seehotel Lindenhof' },
  };
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(`http://test${String(input)}`, init);
    const path = new URL(request.url).pathname;
    if (path === BY_TOKEN) return json(200, reads());
    if (path === CANCEL) {
      bodies.push(await request.json());
      return cancels.shift() ?? json(200, canceled());
    }
    return fakeServer(routes, { emptyLists: true })(input, init);
  };
  const api = createApi(
    createHttpClient({ baseUrl: '', token: () => store.getState().token, language: () => 'en', fetch }),
  );
  const store = createAppStore({
    api,
    now: () => new Date('2026-11-22T10:00:00Z'),
    notify: (toast) => toasts.push(toast),
  });
  await store
    .getState()
    .startSession(resolvePropertyLocation('/lindenhof', '', null, null), readQueryPrefill(''));
  expect(await store.getState().openExistingBooking({ token, code: 'B-42' })).toBeNull();
  expect(store.getState().loadedBooking?.id).toBe(first.id);
  render(
    <I18nRoot instance={createI18n('en')}>
      <ApiProvider api={api}>
        <StoreProvider store={store}>
          <ExistingBookingView />
        </StoreProvider>
      </ApiProvider>
    </I18nRoot>,
  );
  await screen.findByRole('heading', { name: 'Booking B-42' });
  return { bodies, toasts, store };
}

/** Opens the cancel question and answers its text. */
async function askCancel(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
  return screen.findByRole('alertdialog', { name: 'Cancel this booking?' });
}

afterEach(() => {
  flushCartStorage();
  localStorage.clear();
});

describe('a booking guaranteed by a card, reopened', () => {
  it('names the card that guarantees it and that nothing was charged', async () => {
    const booking = guaranteed({ free: true, fee: 0, charge: 0 });
    await renderBooking(booking, () => booking, []);
    expect(screen.getByTestId('booking-card')).toHaveTextContent(
      'Guaranteed by card VISA •••• 1111 (expires 12/30). Nothing was charged.',
    );
  });

  it('says what was agreed, as the one view of the booking reads its record: dates, nights, price per night', async () => {
    const booking = guaranteed({ free: true, fee: 0, charge: 0 }, { optionDate: '2026-11-28' });
    await renderBooking(booking, () => booking, []);
    const facts = await screen.findByTestId('booking-facts');
    expect(facts).toHaveTextContent('ArrivalTuesday, 1 December 2026, 15:00');
    expect(facts).toHaveTextContent('DepartureThursday, 3 December 2026, 11:00');
    expect(facts).toHaveTextContent('Nights2');
    expect(facts).toHaveTextContent('Held for you untilSaturday, 28 November 2026');
    const selection = screen.getByRole('region', { name: 'Your selection' });
    expect(selection).toHaveTextContent('Studio');
    expect(selection).toHaveTextContent('2 nights × €129.00');
  });

  it('cancelling within the free period says it is free and sends the fee 0', async () => {
    const user = userEvent.setup();
    let booking = guaranteed({ free: true, fee: 0, charge: 0 });
    const { bodies } = await renderBooking(booking, () => booking, []);
    const sheet = await askCancel(user);
    expect(sheet).toHaveTextContent('Cancelling is free of charge.');
    expect(sheet).not.toHaveTextContent('costs');
    booking = canceled();
    await user.click(within(sheet).getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByTestId('booking-state')).toHaveTextContent('Canceled');
    expect(bodies).toEqual([{ fee: 0 }]);
    expect(screen.queryByTestId('booking-fee')).toBeNull();
    expect(screen.queryByTestId('booking-card')).toBeNull();
  });

  it('cancelling after it says the fee and the card it is charged to, then what was charged', async () => {
    const user = userEvent.setup();
    let booking = guaranteed({ free: false, fee: 12900, charge: 12900 });
    const { bodies, toasts } = await renderBooking(booking, () => booking, []);
    const sheet = await askCancel(user);
    expect(sheet).toHaveTextContent(
      'Cancelling now costs €129.00. It is charged to your card VISA •••• 1111.',
    );
    booking = canceled();
    await user.click(within(sheet).getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByTestId('booking-fee')).toHaveTextContent(
      '€129.00 were charged to your card VISA •••• 1111 for the cancellation.',
    );
    expect(screen.getByTestId('booking-state')).toHaveTextContent('Canceled');
    expect(bodies).toEqual([{ fee: 12900 }]);
    expect(toasts).toContainEqual({ key: 'CART.CANCEL.SUCCESS', tone: 'success' });
  });

  it('a fee covered by what was paid says its cost but charges no card', async () => {
    const user = userEvent.setup();
    const booking = guaranteed(
      { free: false, fee: 12900, charge: 0 },
      { cardheld: false, paymentcreditcardtype: null, paymentcreditcardnumber: null },
    );
    await renderBooking(booking, () => booking, []);
    const sheet = await askCancel(user);
    expect(sheet).toHaveTextContent('Cancelling now costs €129.00.');
    expect(sheet).not.toHaveTextContent('charged to your card');
  });

  it('a fee changed meanwhile is read again and asked for again; the new fee is sent', async () => {
    const user = userEvent.setup();
    let booking = guaranteed({ free: false, fee: 12900, charge: 12900 });
    const { bodies, toasts } = await renderBooking(booking, () => booking, [
      refusal('error.booking.cancellationfeechanged', [{ fee: 25800 }]),
    ]);
    const sheet = await askCancel(user);
    booking = guaranteed({ free: false, fee: 25800, charge: 25800 });
    await user.click(within(sheet).getByRole('button', { name: 'Cancel booking' }));

    const again = await screen.findByRole('alertdialog', { name: 'Cancel this booking?' });
    expect(again).toHaveTextContent(
      'The cost of cancelling has changed since you opened this question. Cancelling now costs €258.00.',
    );
    expect(screen.getByTestId('booking-state')).toHaveTextContent('Confirmed');
    expect(toasts.filter((toast) => toast.tone === 'danger')).toEqual([]);
    booking = canceled();
    await user.click(within(again).getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByTestId('booking-fee')).toHaveTextContent('€258.00 were charged');
    expect(bodies).toEqual([{ fee: 12900 }, { fee: 25800 }]);
  });

  it('a booking canceled at a fee says later what cancelling cost', async () => {
    const booking = { ...canceled(), cancellationfee: 12900 } as LoadedBooking;
    await renderBooking(booking, () => booking, []);
    expect(screen.getByTestId('booking-state')).toHaveTextContent('Canceled');
    expect(screen.getByTestId('booking-fee')).toHaveTextContent('Cancelling cost €129.00.');
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
  });

  it('a card refused for the fee says so and keeps the booking, which can still be cancelled', async () => {
    const user = userEvent.setup();
    const booking = guaranteed({ free: false, fee: 12900, charge: 12900 });
    const { toasts, store } = await renderBooking(booking, () => booking, [
      refusal('error.booking.cancellationfeerefused'),
    ]);
    const sheet = await askCancel(user);
    await user.click(within(sheet).getByRole('button', { name: 'Cancel booking' }));
    await expect
      .poll(() => toasts)
      .toContainEqual({ key: 'error.booking.cancellationfeerefused', tone: 'danger' });
    expect(createI18n('en').t('error.booking.cancellationfeerefused')).toBe(
      'Your card was refused for the cancellation fee. Your booking is not canceled; please contact the hotel.',
    );
    expect(screen.getByTestId('booking-state')).toHaveTextContent('Confirmed');
    expect(screen.queryByTestId('booking-fee')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Cancel booking' })).toBeEnabled();
    expect(store.getState().chargedFee).toBeNull();
  });

  it('a payment provider that could not carry out the cancellation says so and keeps the booking', async () => {
    const user = userEvent.setup();
    const booking = guaranteed({ free: false, fee: 12900, charge: 12900 });
    const { toasts, store } = await renderBooking(booking, () => booking, [
      refusal('error.payment.providerfailed'),
    ]);
    const sheet = await askCancel(user);
    await user.click(within(sheet).getByRole('button', { name: 'Cancel booking' }));
    await expect.poll(() => toasts).toContainEqual({ key: 'CART.CANCEL.FAILED_PROVIDER', tone: 'danger' });
    expect(toasts).not.toContainEqual({ key: 'CART.CANCEL.FAILED', tone: 'danger' });
    expect(createI18n('en').t('CART.CANCEL.FAILED_PROVIDER')).toBe(
      'The payment provider could not be reached, so your booking is not canceled yet. Please try again in a few minutes.',
    );
    expect(createI18n('de').t('CART.CANCEL.FAILED_PROVIDER')).toBe(
      'Der Zahlungsanbieter war nicht erreichbar; Ihre Buchung ist noch nicht storniert. Bitte versuchen Sie es in einigen Minuten erneut.',
    );
    expect(screen.getByTestId('booking-state')).toHaveTextContent('Confirmed');
    expect(await screen.findByRole('button', { name: 'Cancel booking' })).toBeEnabled();
    expect(store.getState().chargedFee).toBeNull();
  });
});
