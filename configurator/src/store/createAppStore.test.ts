import { CalendarDate } from '@internationalized/date';
import { createHttpClient } from '@venue/api-client';
import { CART_STORAGE_PREFIX, createCart, defaultSettings } from '@venue/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApi } from '../api/endpoints.ts';
import { resolvePropertyLocation } from '../api/propertyLocation.ts';
import { readQueryPrefill } from '../app/queryPrefill.ts';
import { fakeServer, listPage, loginAnswer } from '../testing/fakeServer.ts';
import { storageKeyOf } from './cartSlice.ts';
import { createAppStore, flushCartStorage } from './createAppStore.ts';

const routes = {
  '/api/propertylogin': loginAnswer,
  '/api/property/7': { id: 7, key: 'lindenhof', name: 'Lindenhof' },
  '/api/propertysetting/list': listPage([]),
  '/api/portal/search/tag/list': listPage([{ id: 3, name: 'Seeblick' }]),
};

function storeAt(now: string, seen: Request[] = [], search = '') {
  const api = createApi(
    createHttpClient({
      baseUrl: '',
      token: () => store.getState().token,
      language: () => 'de',
      fetch: fakeServer(routes, { seen }),
    }),
  );
  const store = createAppStore({ api, now: () => new Date(now), notify: () => {} });
  const start = () =>
    store
      .getState()
      .startSession(resolvePropertyLocation('/lindenhof', search, null, null), readQueryPrefill(search));
  return { store, start };
}

afterEach(() => {
  flushCartStorage();
  localStorage.clear();
});

describe('the cart store', () => {
  it('logs in anonymously and sends the token and the language on later calls', async () => {
    const seen: Request[] = [];
    const { store, start } = storeAt('2026-11-22T10:00:00Z', seen);
    await start();
    expect(store.getState().status).toBe('ready');
    const later = seen.find((request) => request.url.includes('/api/propertysetting/list'));
    expect(later?.headers.get('X-Auth-Token')).toBe('tok-1');
    expect(later?.headers.get('App-Language')).toBe('de');
  });

  it('applies cart changes made before the cart rules are loaded, in their order, once they are', async () => {
    const { store } = storeAt('2026-11-22T10:00:00Z');
    // A cart as a page holds it before any change (its session, once idle, would load the rules: not started here).
    store.getState().replaceCart(
      createCart({
        propertyId: 7,
        modeKey: '',
        today: new CalendarDate(2026, 11, 22),
        now: '2026-11-22T10:00:00Z',
        settings: defaultSettings,
        catalog: { tags: [] },
      }),
    );
    const { dispatch } = store.getState();
    dispatch({ type: 'setGuests', people: 5 });
    dispatch({ type: 'setGuests', people: 7 });
    dispatch({ type: 'setDates', startdate: '2026-12-10', enddate: '2026-12-12' });
    expect(store.getState().cart?.people).not.toBe(7);
    const started = vi.fn();
    store.getState().afterCartRules(() => started(store.getState().cart?.people));
    await store.getState().cartReady();
    expect(store.getState().cart).toMatchObject({
      people: 7,
      startdate: '2026-12-10',
      enddate: '2026-12-12',
    });
    expect(started).toHaveBeenCalledExactlyOnceWith(7);
    // Loaded, a change is applied at once.
    store.getState().dispatch({ type: 'setGuests', people: 3 });
    expect(store.getState().cart?.people).toBe(3);
  });

  it('starts once the server is no longer busy: a busy login is asked again every 250 ms', async () => {
    let logins = 0;
    const busy = () =>
      new Response(JSON.stringify({ error: 'error.busy', message: 'busy', details: [] }), { status: 503 });
    const api = createApi(
      createHttpClient({
        baseUrl: '',
        token: () => store.getState().token,
        language: () => 'de',
        fetch: fakeServer((request) => {
          if (new URL(request.url).pathname === '/api/propertylogin') logins += 1;
          return { ...routes, '/api/propertylogin': logins < 3 ? busy() : loginAnswer };
        }),
      }),
    );
    const store = createAppStore({ api, now: () => new Date('2026-11-22T10:00:00Z'), notify: () => {} });
    const started = Date.now();
    await store
      .getState()
      .startSession(resolvePropertyLocation('/lindenhof', '', null, null), readQueryPrefill(''));
    expect(store.getState().status).toBe('ready');
    expect(logins).toBe(3);
    // Two waits of 250 ms between the three tries (measured on the real clock, only as a lower bound).
    expect(Date.now() - started).toBeGreaterThanOrEqual(490);
  });

  it('a login that fails for another reason is not retried', async () => {
    let logins = 0;
    const api = createApi(
      createHttpClient({
        baseUrl: '',
        token: () => null,
        language: () => 'de',
        fetch: fakeServer((request) => {
          if (new URL(request.url).pathname === '/api/propertylogin') logins += 1;
          return {};
        }),
      }),
    );
    const store = createAppStore({ api, now: () => new Date('2026-11-22T10:00:00Z'), notify: () => {} });
    await store
      .getState()
      .startSession(resolvePropertyLocation('/lindenhof', '', null, null), readQueryPrefill(''));
    expect(store.getState().status).toBe('failed');
    expect(logins).toBe(1);
  });

  it('a time slice the property no longer offers is taken out of the cart on the next refresh, with a toast', async () => {
    const slice = (id: number, name: string) => ({
      id,
      name,
      checkintime: '08:00:00',
      checkouttime: '12:00:00',
      starttime: '08:00:00',
      endtime: '12:00:00',
      overnight: false,
    });
    let slices = [slice(5, 'Vormittag'), slice(6, 'Nachmittag')];
    const toasts: string[] = [];
    const api = createApi(
      createHttpClient({
        baseUrl: '',
        token: () => store.getState().token,
        language: () => 'de',
        fetch: fakeServer(() => ({ ...routes, '/api/timeslicedefinition/list': listPage(slices) }), {
          emptyLists: true,
        }),
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
    store
      .getState()
      .dispatch({ type: 'setTimes', starttime: '08:00:00', endtime: '12:00:00', timeslicedefinitionId: 5 });
    expect(store.getState().cart?.timeslicedefinitionId).toBe(5);

    slices = [slice(6, 'Nachmittag')];
    const cart = store.getState().cart;
    if (cart) await store.getState().refreshLists(cart);
    expect(store.getState().cart?.timeslicedefinitionId).toBeNull();
    expect(toasts).toContain('CART.AVAILABILITY.YANKED');
  });

  it('is busy from a cart change until the lists asked for are in, through a second change meanwhile', async () => {
    const seen: Request[] = [];
    const { store, start } = storeAt('2026-11-22T10:00:00Z', seen);
    await start();
    expect(store.getState().listsRefreshing).toBe(false);
    const listReads = () => seen.filter((r) => r.url.includes('/api/unitgroup/list')).length;
    const before = listReads();
    store.getState().dispatch({ type: 'setGuests', people: 31 });
    // Busy at once, before the debounce has run out.
    expect(store.getState().listsRefreshing).toBe(true);
    store.getState().dispatch({ type: 'setGuests', people: 32 });
    await vi.waitFor(() => expect(store.getState().listsRefreshing).toBe(false));
    // One read, for the last change, and it is in.
    expect(listReads()).toBe(before + 1);
    expect(
      new URL(seen.filter((r) => r.url.includes('/api/unitgroup/list')).at(-1)?.url ?? '').search,
    ).toContain('32');
  });

  it('a stored cart that holds what the page’s holds is taken without reading the lists again', async () => {
    const seen: Request[] = [];
    const { store } = storeAt('2026-11-22T10:00:00Z', seen);
    const location = resolvePropertyLocation('/lindenhof', '', null, null);
    // As on a server-rendered page: the session starts with the page's cart, the stored one is taken later.
    await store.getState().startSession(location, readQueryPrefill(''), null, { storedCartLater: true });
    const page = store.getState().cart;
    if (!page) throw new Error('no cart');
    const key = storageKeyOf(store.getState());
    const listReads = () => seen.filter((r) => r.url.includes('/api/unitgroup/list')).length;
    const store1 = (cart: object) =>
      localStorage.setItem(key, JSON.stringify({ state: { cart }, version: 0 }));

    // Stored the day before, the same stay and guests: nothing to read (a read would show the spinner, moving the page).
    store1({ ...page, modifiedAt: '2026-11-21T18:00:00Z' });
    const before = listReads();
    await store.getState().restoreStoredCart();
    expect(store.getState().cart?.modifiedAt).toBe('2026-11-21T18:00:00Z');
    expect(listReads()).toBe(before);
    expect(store.getState().listsLoading).toBe(false);
  });

  it('a stored cart with other guests than the page’s is taken and its lists are read for it', async () => {
    const seen: Request[] = [];
    const { store } = storeAt('2026-11-22T10:00:00Z', seen);
    const location = resolvePropertyLocation('/lindenhof', '', null, null);
    await store.getState().startSession(location, readQueryPrefill(''), null, { storedCartLater: true });
    const page = store.getState().cart;
    if (!page) throw new Error('no cart');
    const key = storageKeyOf(store.getState());
    const listReads = () => seen.filter((r) => r.url.includes('/api/unitgroup/list'));
    localStorage.setItem(
      key,
      JSON.stringify({
        state: { cart: { ...page, people: 14, modifiedAt: '2026-11-21T18:00:00Z' } },
        version: 0,
      }),
    );
    const before = listReads().length;
    await store.getState().restoreStoredCart();
    expect(store.getState().cart?.people).toBe(14);
    expect(listReads().length).toBe(before + 1);
    expect(new URL(listReads().at(-1)?.url ?? '').search).toContain('14');
  });

  it('prefills people, dates and tags from the query', async () => {
    const { store, start } = storeAt(
      '2026-11-22T10:00:00Z',
      [],
      '?f.people=25&f.start=2026-12-01&f.end=2026-12-02&f.tagId=3',
    );
    await start();
    const cart = store.getState().cart;
    expect(cart).toMatchObject({ people: 25, startdate: '2026-12-01', enddate: '2026-12-02' });
    expect(cart?.tags).toEqual([{ id: 3, name: 'Seeblick' }]);
  });

  it('keeps the cart per property and restores it after a reload', async () => {
    const first = storeAt('2026-11-22T10:00:00Z');
    await first.start();
    first.store.getState().dispatch({ type: 'setDates', startdate: '2026-12-20', enddate: '2026-12-21' });
    first.store.getState().dispatch({ type: 'setGuests', people: 31 });
    // Written when the browser is idle or the page is left; flushing stands for either.
    flushCartStorage();
    expect(localStorage.getItem(`${CART_STORAGE_PREFIX}7`)).toContain('"people":31');
    const second = storeAt('2026-11-23T10:00:00Z');
    await second.start();
    expect(second.store.getState().cart?.people).toBe(31);
    expect(second.store.getState().cartRestore).toBe('restored');
  });

  it('writes a cart change to local storage once the page is left, even before the browser was idle', async () => {
    const first = storeAt('2026-11-22T10:00:00Z');
    await first.start();
    first.store.getState().dispatch({ type: 'setGuests', people: 44 });
    window.dispatchEvent(new Event('pagehide'));
    expect(localStorage.getItem(`${CART_STORAGE_PREFIX}7`)).toContain('"people":44');
    const second = storeAt('2026-11-22T10:05:00Z');
    await second.start();
    expect(second.store.getState().cart?.people).toBe(44);
  });

  it('clears a cart last changed more than three days ago', async () => {
    const first = storeAt('2026-11-22T10:00:00Z');
    await first.start();
    first.store.getState().dispatch({ type: 'setDates', startdate: '2026-12-20', enddate: '2026-12-21' });
    first.store.getState().dispatch({ type: 'setGuests', people: 31 });
    const later = storeAt('2026-11-26T10:00:01Z');
    await later.start();
    expect(later.store.getState().cart?.people).not.toBe(31);
    expect(later.store.getState().cartRestore).toBe('expired');
  });
});
