import { createHttpClient } from '@venue/api-client';
import { defaultSettings, type LoadedBooking } from '@venue/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { createApi } from '../api/endpoints.ts';
import { resolvePropertyLocation } from '../api/propertyLocation.ts';
import { readQueryPrefill } from '../app/queryPrefill.ts';
import { fakeServer, listPage, loginAnswer } from '../testing/fakeServer.ts';
import { createAppStore, flushCartStorage } from './createAppStore.ts';

const token = 'tok_abcdefghijklmnopqrstuv';
const saved = { id: 42, version: 4, bookingcode: 'B-42', bookingtoken: token };
const routes = {
  '/api/propertylogin': loginAnswer,
  '/api/property/7': { id: 7, key: 'lindenhof', name: 'Lindenhof' },
  '/api/propertysetting/list': listPage([]),
  '/api/booking/add': { ...saved, id: 99 },
  '/api/booking/update/42': saved,
  [`/api/booking/setPaymentmethod/${token}/B-42/Company`]: saved,
  [`/api/booking/setPaymentmethod/${token}/B-42/PM6Hold`]: saved,
};

async function startedStore(seen: Request[]) {
  const api = createApi(
    createHttpClient({
      baseUrl: '',
      token: () => store.getState().token,
      language: () => 'de',
      fetch: fakeServer(routes, { seen, emptyLists: true }),
    }),
  );
  const store = createAppStore({ api, now: () => new Date('2026-11-22T10:00:00Z'), notify: () => {} });
  await store
    .getState()
    .startSession(resolvePropertyLocation('/lindenhof', '', null, null), readQueryPrefill(''));
  return store;
}

const posted = (seen: Request[]) =>
  seen.filter((request) => request.method === 'POST').map((request) => new URL(request.url).pathname);

afterEach(() => {
  flushCartStorage();
  localStorage.clear();
});

describe('sending and confirming a booking', () => {
  it('sends a cart that already holds a booking as an update of it, not as a second booking', async () => {
    const seen: Request[] = [];
    const store = await startedStore(seen);
    const cart = store.getState().cart;
    if (!cart) throw new Error('no cart');
    store.setState({ cart: { ...cart, id: 42, version: 3, bookingtoken: token, bookingcode: 'B-42' } });
    expect(await store.getState().send('offer')).toBe(true);
    expect(posted(seen)).toContain('/api/booking/update/42');
    expect(posted(seen)).not.toContain('/api/booking/add');
    const update = seen.find((request) => request.url.endsWith('/api/booking/update/42'));
    expect(await update?.json()).toMatchObject({ id: 42, version: 3, bookingtoken: token });
    expect(store.getState().cart).toMatchObject({ ordered: true, version: 4 });
  });

  for (const [status, error, key] of [
    [429, 'error.ratelimit', 'ERROR.TOO_MANY_REQUESTS'],
    [503, 'error.unavailable', 'error.unavailable'],
  ] as const) {
    it(`says why a send was refused with ${status} (${key}), and the cart stays unsent`, async () => {
      const toasts: string[] = [];
      const api = createApi(
        createHttpClient({
          baseUrl: '',
          token: () => store.getState().token,
          language: () => 'de',
          fetch: fakeServer(
            {
              ...routes,
              '/api/booking/add': new Response(JSON.stringify({ error, message: 'refused', details: [] }), {
                status,
                headers: { 'Retry-After': '5' },
              }),
            },
            { emptyLists: true },
          ),
        }),
      );
      const store = createAppStore({
        api,
        now: () => new Date('2026-11-22T10:00:00Z'),
        notify: (toast) => toasts.push(toast.key),
      });
      await store
        .getState()
        .startSession(resolvePropertyLocation('/lindenhof', '', null, null), readQueryPrefill(''));
      expect(await store.getState().send('offer')).toBe(false);
      expect(toasts).toContain(key);
      expect(store.getState().cart?.ordered).not.toBe(true);
    });
  }

  it('sends a new cart as a new booking', async () => {
    const seen: Request[] = [];
    const store = await startedStore(seen);
    expect(await store.getState().send('offer')).toBe(true);
    expect(posted(seen)).toContain('/api/booking/add');
  });

  for (const [chosen, expected] of [
    ['Company', 'Company'],
    [null, 'PM6Hold'],
  ] as const) {
    it(`confirming with payment uses ${chosen ? "the booker's chosen" : 'the offered'} method, not a credit card`, async () => {
      const seen: Request[] = [];
      const store = await startedStore(seen);
      const cart = store.getState().cart;
      if (!cart) throw new Error('no cart');
      store.setState({
        settings: {
          ...defaultSettings,
          paymentEnabled: true,
          onlineOfferPaymentEnabled: true,
          paymentOptions: { methods: 'PM6Hold,Company' },
        },
        cart: { ...cart, paymentmethod: chosen },
        // docs/rules.md#booking-lifecycle: the server lists 'pay' for an offer that is confirmed by paying.
        loadedBooking: {
          id: 42,
          paymenttime: null,
          paymentmethod: null,
          allowedActions: ['confirm', 'cancel', 'edit', 'pay'],
        } as unknown as LoadedBooking,
        bookingAccess: { token, code: 'B-42' },
        allowedActions: ['confirm', 'pay'],
      });
      expect(await store.getState().confirmExistingBooking()).toBe('payment');
      expect(posted(seen)).toContain(`/api/booking/setPaymentmethod/${token}/B-42/${expected}`);
      expect(posted(seen).some((path) => path.endsWith('/CreditCard'))).toBe(false);
    });
  }
});
