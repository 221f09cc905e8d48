import { createHttpClient } from '@venue/api-client';
import { cartStorageKey, defaultSettings, settingsToJson } from '@venue/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterLogin, whenLoggedIn } from '../api/afterLogin.ts';
import { createApi } from '../api/endpoints.ts';
import { listFilters } from '../api/listFilters.ts';
import { resolvePropertyLocation } from '../api/propertyLocation.ts';
import { readQueryPrefill } from '../app/queryPrefill.ts';
import { readVenueState } from '../app/venueState.ts';
import { fakeServer, listPage, loginAnswer } from '../testing/fakeServer.ts';
import { createAppStore, flushCartStorage } from './createAppStore.ts';

/** The page's first-screen data for lindenhof (property 7), as the server writes it (docs/serving.md). */
const pageState = (overrides: Record<string, unknown> = {}) => ({
  version: 1,
  language: 'de',
  property: {
    id: 7,
    key: 'lindenhof',
    code: 'LH',
    name: 'Lindenhof',
    currency: 'EUR',
    timezone: 'Europe/Berlin',
  },
  settings: [{ id: 1, key: 'defaultGuests', value: '12' }],
  servicetypes: [{ id: 3, name: 'Verpflegung' }],
  servicegroups: [],
  timeslicedefinitions: [{ id: 5, name: 'Ganztags', starttime: '09:00', endtime: '17:00', overnight: false }],
  tags: [{ id: 9, name: 'Seeblick' }],
  heroes: [{ id: 11, name: 'a.jpg', description: 'Der See', url: '/document/11/a.jpg', panorama: false }],
  ...overrides,
});

function putInPage(state: unknown): void {
  // The property's theme, which the server writes into the same page (so the CSS is not fetched either).
  const style = document.createElement('style');
  style.id = 'property-css';
  style.dataset.propertyId = '7';
  document.head.append(style);
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'venue-state';
  script.textContent = JSON.stringify(state);
  document.head.append(script);
}

/** The start-up reads the page's data stands for. */
const FIRST_READS = [
  '/api/property/7',
  '/api/propertysetting/list',
  '/api/servicetype/list',
  '/api/servicegroup/list',
  '/api/timeslicedefinition/list',
  '/api/portal/search/tag/list',
  '/api/herodocument/list',
];

/** Starts /lindenhof as main.tsx does; the login answers only when `answerLogin` is called. */
function boot(path = '/lindenhof', search = '', listsAfter?: Promise<unknown>, storedCartLater = false) {
  const seen: Request[] = [];
  let answerLogin = () => {};
  const loginAnswered = new Promise<void>((resolve) => {
    answerLogin = resolve;
  });
  const server = fakeServer(
    {
      '/api/propertylogin': loginAnswer,
      '/api/property/7': { id: 7, key: 'lindenhof', name: 'Lindenhof (API)', currency: 'EUR' },
      '/api/propertysetting/list': listPage([]),
    },
    { seen, emptyLists: true },
  );
  const fetch: typeof globalThis.fetch = async (input, init) => {
    if (String(input).startsWith('/api/propertylogin')) await loginAnswered;
    return server(input, init);
  };
  const location = resolvePropertyLocation(path, search, null, null);
  const api = createApi(
    afterLogin(
      createHttpClient({ baseUrl: '', token: () => store.getState().token, language: () => 'de', fetch }),
      () => loggedIn(),
    ),
  );
  const store = createAppStore({ api, now: () => new Date('2026-11-22T10:00:00Z'), notify: () => {} });
  const loggedIn = whenLoggedIn(store);
  store.getState().setLanguage('de');
  const started = store
    .getState()
    .startSession(location, readQueryPrefill(search), readVenueState(document, 'de', location), {
      ...(listsAfter ? { listsAfter } : {}),
      ...(storedCartLater ? { storedCartLater } : {}),
    });
  const paths = () => seen.map((r) => new URL(r.url).pathname);
  return { store, started, answerLogin, paths };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Waits (a few ticks at most) until the session has left `pending`. */
async function settled(store: ReturnType<typeof boot>['store']): Promise<void> {
  for (let i = 0; i < 50 && store.getState().status === 'pending'; i++) await tick();
}

afterEach(() => {
  document.getElementById('venue-state')?.remove();
  document.getElementById('property-css')?.remove();
  flushCartStorage();
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('the first screen’s data in the page (docs/serving.md#the-first-screens-data)', () => {
  it('makes the store ready from the page before the login answers, without reading those lists', async () => {
    putInPage(pageState());
    const { store, started, answerLogin, paths } = boot();
    await settled(store);
    const state = store.getState();
    expect(state.status).toBe('ready');
    expect(state.token).toBeNull();
    expect(state.property?.name).toBe('Lindenhof');
    expect(state.property?.currency).toBe('EUR');
    expect(state.settings?.defaultGuests).toBe(12);
    expect(state.catalog.tags.map((t) => t.name)).toEqual(['Seeblick']);
    expect(state.heroes.map((h) => h.description)).toEqual(['Der See']);
    expect(state.cart).not.toBeNull();
    // Nothing but the login (held back here) has been asked for; the cart's lists wait for its token.
    expect(paths()).toEqual([]);
    answerLogin();
    await started;
    expect(store.getState().token).toBe('tok-1');
    for (const path of FIRST_READS) expect(paths()).not.toContain(path);
    // The cart's own lists are read once logged in, and the time slices that came with the page are not read again.
    expect(paths()).toEqual(['/api/propertylogin', '/api/unitgroup/list', '/api/service/list']);
  });

  it('takes the settings the page brought already read, unless they are malformed or a mode changes them', async () => {
    // docs/serving.md#the-settings-already-read: the page's list says 12 guests, its settings read say 14.
    const read = settingsToJson({ ...defaultSettings, defaultGuests: 14 });
    putInPage(pageState({ settingsRead: read }));
    const taken = boot();
    await settled(taken.store);
    expect(taken.store.getState().status).toBe('ready');
    expect(taken.store.getState().settings?.defaultGuests).toBe(14);
    taken.answerLogin();
    await taken.started;
    // A `mode` with setting overrides: the list is read with them.
    const mode = boot('/lindenhof', `?mode=${encodeURIComponent('{"singleDate":"true"}')}`);
    mode.answerLogin();
    await mode.started;
    expect(mode.store.getState().settings?.defaultGuests).toBe(12);
    expect(mode.store.getState().settings?.singleDate).toBe(true);
    // Settings read by another version of the server (a field missing): the list is read instead.
    document.getElementById('venue-state')?.remove();
    const { defaultGuests: _, ...older } = read;
    putInPage(pageState({ settingsRead: older }));
    const fallback = boot();
    fallback.answerLogin();
    await fallback.started;
    expect(fallback.store.getState().settings?.defaultGuests).toBe(12);
    expect(fallback.paths()).not.toContain('/api/propertysetting/list');
  });

  it('takes the calendar’s first months from the page (docs/serving.md#the-first-calendar-month), or none', async () => {
    const calendar = {
      first: '2026-11-01',
      search: '["20261101",null,null,null,12,null,null,null,0]',
      entries: [
        {
          checkindate: '2026-11-22',
          checkoutdate: '2026-11-23',
          checkintime: '00:00:00',
          checkouttime: '23:59:59',
          available: true,
          availableCount: 3,
          unavailableCount: 0,
          lowestPrice: { amount: 9900, currency: 'EUR' },
        },
      ],
    };
    putInPage(pageState({ calendar }));
    const { store } = boot();
    await settled(store);
    expect(store.getState().pageCalendar).toEqual(calendar);
    document.getElementById('venue-state')?.remove();
    // A malformed one makes the whole data ignored (warned), as any malformed part does.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    putInPage(pageState({ calendar: { first: '2026-11-01', entries: 'none' } }));
    expect(readVenueState(document, 'de', resolvePropertyLocation('/lindenhof', '', null, null))).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('malformed calendar'));
  });

  it('reads the cart’s lists only once the server’s HTML is hydrated (listsAfter), not while it is', async () => {
    putInPage(pageState());
    let hydrated = () => {};
    const { store, started, answerLogin, paths } = boot(
      '/lindenhof',
      '',
      new Promise<void>((resolve) => {
        hydrated = resolve;
      }),
    );
    await settled(store);
    answerLogin();
    for (let i = 0; i < 10; i++) await tick();
    expect(store.getState().token).toBe('tok-1');
    expect(paths()).toEqual(['/api/propertylogin']);
    hydrated();
    await started;
    expect(paths()).toEqual(['/api/propertylogin', '/api/unitgroup/list', '/api/service/list']);
  });

  it('keeps the page’s lists when a returning guest’s stored cart, taken meanwhile, is the page’s own', async () => {
    // The filters the page's cart is read with (the server's render reads its lists with the same).
    putInPage(pageState());
    const first = boot();
    await settled(first.store);
    const cart = first.store.getState().cart;
    if (!cart) throw new Error('no cart');
    first.answerLogin();
    await first.started;
    document.getElementById('venue-state')?.remove();
    document.getElementById('property-css')?.remove();
    flushCartStorage();
    // The same cart, stored on the day before.
    localStorage.setItem(
      cartStorageKey(7, ''),
      JSON.stringify({ state: { cart: { ...cart, modifiedAt: '2026-11-21T18:00:00Z' } }, version: 0 }),
    );
    const filters = JSON.stringify(listFilters(cart));
    putInPage(pageState({ lists: { filters, unitgroups: [], services: [], availability: [] } }));
    let hydrated = () => {};
    const { store, started, answerLogin, paths } = boot(
      '/lindenhof',
      '',
      new Promise<void>((resolve) => {
        hydrated = resolve;
      }),
      true,
    );
    await settled(store);
    answerLogin();
    // The server's HTML hydrated, the stored cart is taken (main.tsx) before the session's last step has run.
    await store.getState().restoreStoredCart();
    hydrated();
    await started;
    expect(store.getState().cart?.modifiedAt).toBe('2026-11-21T18:00:00Z');
    // Nothing read again: a read would show the lists' spinner above them, moving the page.
    expect(paths()).toEqual(['/api/propertylogin']);
  });

  it('keeps the page’s lists through a change they do not depend on, and reads them after one they do', async () => {
    putInPage(pageState());
    const first = boot();
    await settled(first.store);
    const cart = first.store.getState().cart;
    if (!cart) throw new Error('no cart');
    first.answerLogin();
    await first.started;
    document.getElementById('venue-state')?.remove();
    document.getElementById('property-css')?.remove();
    flushCartStorage();
    localStorage.clear();
    const lists = {
      filters: JSON.stringify(listFilters(cart)),
      unitgroups: [],
      services: [],
      availability: [],
    };
    for (const [change, reads] of [
      // As a room chosen before the page was idle: the lists are the same (the line reads its own availability).
      [{ eventtitle: 'Klausur' }, ['/api/propertylogin']],
      // Other guests: other lists.
      [{ people: 40 }, ['/api/propertylogin', '/api/unitgroup/list', '/api/service/list']],
    ] as const) {
      putInPage(pageState({ lists }));
      let hydrated = () => {};
      const { store, started, answerLogin, paths } = boot(
        '/lindenhof',
        '',
        new Promise<void>((resolve) => {
          hydrated = resolve;
        }),
      );
      await settled(store);
      answerLogin();
      const now = store.getState().cart;
      if (now) store.setState({ cart: { ...now, ...change } });
      hydrated();
      await started;
      expect(paths()).toEqual(reads);
      document.getElementById('venue-state')?.remove();
      document.getElementById('property-css')?.remove();
      flushCartStorage();
      localStorage.clear();
    }
  });

  it('lets a call made before the login answered wait for its token', async () => {
    putInPage(pageState());
    const { store, started, answerLogin } = boot();
    await settled(store);
    const seen: (string | null)[] = [];
    const api = createApi(
      afterLogin(
        createHttpClient({
          baseUrl: '',
          token: () => store.getState().token,
          language: () => 'de',
          fetch: async (input, init) => {
            seen.push(new Headers(init?.headers).get('X-Auth-Token'));
            return fakeServer({}, { emptyLists: true })(input, init);
          },
        }),
        whenLoggedIn(store),
      ),
    );
    const call = api.setups();
    await tick();
    expect(seen).toEqual([]);
    answerLogin();
    await call;
    await started;
    expect(seen).toEqual(['tok-1']);
  });

  for (const [what, state] of [
    ['another property', pageState({ property: { ...pageState().property, id: 8, key: 'cityloft' } })],
    ['another language', pageState({ language: 'en' })],
    ['a malformed one', { version: 1, property: { id: 7 } }],
  ] as const)
    it(`is ignored with a warning when it is ${what}: everything is read as before`, async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      putInPage(state);
      const { store, started, answerLogin, paths } = boot();
      await tick();
      expect(store.getState().status).toBe('pending');
      answerLogin();
      await started;
      expect(store.getState().status).toBe('ready');
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('first-screen data is ignored'));
      for (const path of FIRST_READS) expect(paths()).toContain(path);
      expect(store.getState().property?.name).toBe('Lindenhof (API)');
    });

  it('is not JSON-parsed into a state when the page has none (the dev server)', () => {
    const location = resolvePropertyLocation('/lindenhof', '', null, null);
    expect(readVenueState(document, 'de', location)).toBeNull();
  });
});
