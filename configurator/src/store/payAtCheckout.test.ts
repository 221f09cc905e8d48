import { createHttpClient } from '@venue/api-client';
import { BookingState, type LoadedBooking } from '@venue/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { createApi } from '../api/endpoints.ts';
import { resolvePropertyLocation } from '../api/propertyLocation.ts';
import { readQueryPrefill } from '../app/queryPrefill.ts';
import { readBookingAccess } from '../app/storedBookingAccess.ts';
import { fakeServer, listPage, loginAnswer } from '../testing/fakeServer.ts';
import { loadedBooking, TEST_BOOKING_TOKEN } from '../testing/loadedBooking.ts';
import { createAppStore, flushCartStorage } from './createAppStore.ts';

/*
 * docs/pages.md#cart-page, paying at checkout: a reservation the server holds Offered until it is paid is read
 * into the reopened booking's state (the payment dialog's), while the cart keeps its thank-you view.
 */

const token = TEST_BOOKING_TOKEN;
const BY_TOKEN = `/api/booking/byTokenAndInternalIdOrExternalId/${token}/B-42`;

/** The booking as the token route answers it (the fields the store and the thank-you view read). */
function stored(extra: Partial<LoadedBooking> = {}): LoadedBooking {
  return loadedBooking({ total: 100000, ...extra });
}

/** A started lindenhof store whose server creates booking 42 in `state` and answers the token route with `booking()`. */
async function startedStore(seen: Request[], state: BookingState, booking: () => unknown) {
  const created = { id: 42, version: 1, bookingcode: 'B-42', bookingtoken: token, bookingstate: state };
  const api = createApi(
    createHttpClient({
      baseUrl: '',
      token: () => store.getState().token,
      language: () => 'de',
      fetch: fakeServer(
        () => ({
          '/api/propertylogin': loginAnswer,
          '/api/property/7': { id: 7, key: 'lindenhof', name: 'Lindenhof' },
          '/api/propertysetting/list': listPage([]),
          '/api/booking/add': created,
          [BY_TOKEN]: booking(),
        }),
        { seen, emptyLists: true },
      ),
    }),
  );
  const store = createAppStore({ api, now: () => new Date('2026-11-22T10:00:00Z'), notify: () => {} });
  await store
    .getState()
    .startSession(resolvePropertyLocation('/lindenhof', '', null, null), readQueryPrefill(''));
  return store;
}

const reads = (seen: Request[]) => seen.filter((request) => request.url.endsWith(BY_TOKEN)).length;

afterEach(() => {
  flushCartStorage();
  localStorage.clear();
});

describe('paying at checkout', () => {
  it('a reservation held until it is paid is read into the payment state, the dialog opening once, the cart kept', async () => {
    const seen: Request[] = [];
    const store = await startedStore(seen, BookingState.Offered, () => stored());
    expect(await store.getState().send('order')).toBe(true);

    const state = store.getState();
    expect(state.loadedBooking?.id).toBe(42);
    expect(state.bookingAccess).toEqual({ token, code: 'B-42' });
    expect(state.allowedActions).toEqual(['pay', 'cancel']);
    // The thank-you view stays: the cart is ordered, not turned into a reopened booking.
    expect(state.cart).toMatchObject({ ordered: true, existingBookingIsLoaded: false, id: 42 });
    // A reload (or the drop-in's redirect back) finds the booking again without the code prompt.
    expect(readBookingAccess(7)).toEqual({ token, code: 'B-42' });
    expect(state.payAtCheckout).toBe(42);
    expect(store.getState().takePayAtCheckout()).toBe(42);
    expect(store.getState().takePayAtCheckout()).toBeNull();
  });

  for (const [what, state, kind] of [
    ['a reservation confirmed at once (no payment due)', BookingState.Confirmed, 'order'],
    ['an offer request', BookingState.Offered, 'offer'],
  ] as const) {
    it(`${what} opens no payment`, async () => {
      const seen: Request[] = [];
      const store = await startedStore(seen, state, () => stored());
      expect(await store.getState().send(kind)).toBe(true);
      expect(reads(seen)).toBe(0);
      expect(store.getState().payAtCheckout).toBeNull();
      expect(store.getState().loadedBooking).toBeNull();
    });
  }

  it('a held reservation the booker may not pay opens no dialog', async () => {
    const seen: Request[] = [];
    const store = await startedStore(seen, BookingState.Offered, () =>
      stored({ allowedActions: ['cancel'] }),
    );
    expect(await store.getState().send('order')).toBe(true);
    expect(store.getState().loadedBooking?.id).toBe(42);
    expect(store.getState().payAtCheckout).toBeNull();
  });

  it('a failed read keeps the sent reservation and its thank-you view', async () => {
    const seen: Request[] = [];
    const store = await startedStore(
      seen,
      BookingState.Offered,
      () =>
        new Response(JSON.stringify({ error: 'error.server', message: 'down', details: [] }), {
          status: 500,
        }),
    );
    expect(await store.getState().send('order')).toBe(true);
    expect(store.getState().cart).toMatchObject({ ordered: true, id: 42, bookingcode: 'B-42' });
    expect(store.getState().payAtCheckout).toBeNull();
  });

  it('after the payment the re-read booking is Confirmed and what was paid is kept; the cart stays the thank-you view', async () => {
    const seen: Request[] = [];
    let answer = stored();
    const store = await startedStore(seen, BookingState.Offered, () => answer);
    await store.getState().send('order');
    const lines = store.getState().cart?.unitgroups;

    // The refused card first: the re-read booking is still Offered and payable, the cart untouched.
    expect(await store.getState().reloadExistingBooking()).toBe(true);
    expect(store.getState().allowedActions).toContain('pay');
    expect(store.getState().cart?.unitgroups).toBe(lines);

    answer = stored({
      bookingstate: BookingState.Confirmed,
      paymenttime: '2026-11-22 11:00',
      reservationcode: 'R-ABCDEFGH',
      allowedActions: ['cancel'],
    });
    store.getState().paymentTaken({ bookingId: 42, amount: 30000, currency: 'EUR' });
    expect(await store.getState().reloadExistingBooking()).toBe(true);
    const state = store.getState();
    expect(state.loadedBooking).toMatchObject({
      bookingstate: BookingState.Confirmed,
      reservationcode: 'R-ABCDEFGH',
    });
    expect(state.takenPayment).toEqual({ bookingId: 42, amount: 30000, currency: 'EUR' });
    expect(state.cart).toMatchObject({ ordered: true, existingBookingIsLoaded: false });
  });

  it('the reopen link with the code still turns the cart into the reopened booking', async () => {
    const seen: Request[] = [];
    const store = await startedStore(seen, BookingState.Offered, () => stored());
    await store.getState().send('order');
    expect(await store.getState().openExistingBooking({ token, code: 'B-42' })).toBeNull();
    expect(store.getState().cart).toMatchObject({ existingBookingIsLoaded: true, id: 42 });
    expect(store.getState().payAtCheckout).toBeNull();
  });
});
