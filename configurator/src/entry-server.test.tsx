import type { Unitgroup } from '@venue/domain';
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { prerenderToNodeStream } from 'react-dom/static';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Api } from './api/endpoints.ts';
import { resolvePropertyLocation } from './api/propertyLocation.ts';
import { AppTree } from './app/AppTree.tsx';
import { readQueryPrefill } from './app/queryPrefill.ts';
import { RenderedChunks } from './app/renderedChunks.tsx';
import { venueStateOf } from './app/venueState.ts';
import { type CartListAnswers, render } from './entry-server.tsx';
import { createI18nInstance } from './i18n/instance.ts';
import { loadTranslation } from './i18n/translations.ts';
import { AppTexts } from './i18n/useTranslation.ts';
import { createAppStore } from './store/createAppStore.ts';
import type { AppState } from './store/types.ts';

/** Lindenhof's first-screen data as the server writes it into the page (server/src/http/venueState.ts). */
const pageState = {
  version: 1,
  language: 'de',
  now: '2026-12-01T09:30:00.000Z',
  property: {
    id: 7,
    key: 'lindenhof',
    code: 'LH',
    name: 'Seehotel Lindenhof',
    currency: 'EUR',
    timezone: 'Europe/Berlin',
  },
  settings: [],
  servicetypes: [{ id: 3, name: 'Verpflegung', code: 'food' }],
  servicegroups: [],
  timeslicedefinitions: [{ id: 5, name: 'Ganztags', starttime: '09:00', endtime: '17:00', overnight: false }],
  tags: [{ id: 9, name: 'Seeblick' }],
  heroes: [
    {
      id: 11,
      name: 'see.jpg',
      description: 'Der See am Morgen',
      url: '/document/11/see.jpg',
      panorama: false,
      width: 1600,
      height: 900,
    },
  ],
};
const now = new Date(pageState.now);

/** An autostarting hotel's page data (cityloft's settings): its first screen is the rooms of its default stay. */
const hotelState = {
  ...pageState,
  property: { ...pageState.property, id: 8, key: 'cityloft', code: 'CL', name: 'Cityloft Hotel' },
  settings: [
    { key: 'autostart', value: 'true' },
    { key: 'unitgroup.isEnabled', value: 'true' },
    { key: 'unitgroup.meeting.isDisabled', value: 'true' },
    { key: 'duration.default', value: '3' },
  ],
};

/** A room as GET /api/unitgroup/list answers it. */
const loft: Unitgroup = {
  id: 21,
  code: 'LOFT',
  name: 'Loft unterm Dach',
  description: 'Zwei Ebenen',
  unitgroupcategory: { id: 1, multiselect: true },
  availabilityoption: { available: true, maxquantity: 3, personsfit: true },
  minPersons: 1,
  maxPersons: 4,
  maxSelectablePersonCount: null,
  minimumSales: null,
  minimumSalesPerPerson: null,
  bookDirectly: true,
  hideifunavailable: false,
  ignorePersoncount: false,
  quantity: 3,
  unitgroupDocumentList: [
    { id: 4, url: '/document/4/loft.webp', name: 'loft.webp' },
  ] as Unitgroup['unitgroupDocumentList'],
  rateplanList: [
    {
      id: 1,
      name: 'Flexibel',
      price: 21900,
      currency: 'EUR',
      vat: { id: 2, name: '7 %', value: 7 },
      onRequest: false,
    },
  ],
  relationList: [],
  tagIds: [],
};

/** An API that never answers (the login's token arrives after hydration, or never). */
const silentApi = new Proxy({}, { get: () => () => new Promise<never>(() => {}) }) as Api;

/** What a server lacks: taken away while the server renders. */
const browserOnly = ['window', 'document', 'navigator', 'matchMedia', 'innerWidth', 'innerHeight'] as const;

async function onServer<T>(work: () => Promise<T>): Promise<T> {
  const saved = browserOnly.map((name) => [name, Object.getOwnPropertyDescriptor(globalThis, name)] as const);
  for (const name of browserOnly)
    Object.defineProperty(globalThis, name, { value: undefined, configurable: true });
  try {
    return await work();
  } finally {
    for (const [name, descriptor] of saved)
      if (descriptor) Object.defineProperty(globalThis, name, descriptor);
      else delete (globalThis as Record<string, unknown>)[name];
  }
}

/** A window `width` px wide for `matchMedia(min-width)` (and no reduced motion), with the observers jsdom lacks. */
function windowOf(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    return {
      matches: min ? width >= Number(min[1]) : false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    };
  });
  class Observer {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', Observer);
  vi.stubGlobal('ResizeObserver', Observer);
  vi.stubGlobal('innerWidth', width);
  vi.stubGlobal('innerHeight', 900);
}

const SHARED_PROCESS_NOTE =
  'Detected multiple renderers concurrently rendering the same context provider. This is currently unsupported.';

/**
 * Takes the server renderer's mark (see SHARED_PROCESS_NOTE) off every context the hydrated tree provides, so the
 * next test files of this worker (which share its modules) render without the note.
 */
function forgetServerRenderer(container: HTMLElement) {
  (RenderedChunks as unknown as { _currentRenderer?: unknown })._currentRenderer = null;
  const key = Object.keys(container).find((name) => name.startsWith('__reactContainer$'));
  type Fiber = { tag: number; type: unknown; child: Fiber | null; sibling: Fiber | null };
  const stack: (Fiber | null)[] = [
    key ? ((container as unknown as Record<string, Fiber>)[key] ?? null) : null,
  ];
  while (stack.length > 0) {
    const fiber = stack.pop();
    if (!fiber) continue;
    // React's tag of a context provider's fiber, whose type is the context.
    if (fiber.tag === 10 && fiber.type && typeof fiber.type === 'object')
      (fiber.type as { _currentRenderer?: unknown })._currentRenderer = null;
    stack.push(fiber.child, fiber.sibling);
  }
}

let mounted: { root: Root; container: HTMLElement } | null = null;
afterEach(() => {
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  if (mounted) {
    const { root, container } = mounted;
    forgetServerRenderer(container);
    act(() => root.unmount());
    container.remove();
    mounted = null;
  }
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('the first screen rendered on the server (entry-server) and hydrated', () => {
  it.each([1400, 390])(
    'shows the hero, the event bar and the calendar and hydrates without a warning at %i px',
    async (width) => {
      windowOf(width);
      // Server and browser are two processes; here they share one module graph: the lazily loaded parts are
      // evaluated in the browser's environment (with a window), as in a browser, and the server render uses them.
      await Promise.all([
        import('@venue/design-system/HeroCarousel'),
        import('@venue/design-system/RangeCalendar'),
        import('@venue/design-system/TagAutocomplete'),
        import('@venue/design-system/TimeRangePicker'),
        import('@venue/design-system/Toast'),
        import('./routes/EventBar/TimesliceSelect.tsx'),
        import('./routes/EventBar/CodeField.tsx'),
        import('./routes/Layout/MenuTotal.tsx'),
      ]);
      const rendered = await onServer(() => render('/lindenhof', pageState, now));
      if (!rendered) throw new Error('not rendered');
      // React's server renderer leaves its last render's context values in the contexts it shares with the browser's
      // renderer in this one process (a server has no browser renderer): an empty render puts the defaults back.
      await (await prerenderToNodeStream(null)).prelude.resume();
      // The start path leads to the dashboard (the app's redirect): the server renders that page.
      expect(rendered.path).toBe('/lindenhof/dashboard');
      expect(rendered.html).toContain('src="/api/document/11/see.jpg"');
      expect(rendered.html).toContain('role="grid"');
      expect(rendered.html).toMatch(/Dezember 2026/);
      expect(rendered.html).not.toContain('<!--$!-->');
      // The browser, as main.tsx and mount.tsx do it: the store from the page's data at the page's instant.
      const container = document.createElement('div');
      container.id = 'root';
      container.innerHTML = rendered.html;
      document.body.append(container);
      window.history.replaceState(null, '', rendered.path);
      const location = resolvePropertyLocation('/lindenhof', '', null, null);
      const initial = venueStateOf(pageState, 'de', location);
      const store = createAppStore({ api: silentApi, now: () => now, notify: () => {} });
      store.getState().setLanguage('de');
      let hydrationState: AppState | null = null;
      const unsubscribe = store.subscribe((state) => {
        if (state.status === 'pending') return;
        unsubscribe();
        if (state.status === 'ready') hydrationState = { ...state, token: null };
      });
      void store.getState().startSession(location, readQueryPrefill(''), initial);
      await vi.waitFor(() => expect(hydrationState).not.toBeNull());
      const state = hydrationState as unknown as AppState;
      store.getInitialState = () => state;
      // The login answers before the app's code has hydrated: the hydration still renders the server's state.
      store.setState({ token: 'guest-token' });
      // The texts the server rendered, as the page carries them: the hydration needs no i18next (it loads after).
      const loadI18next = vi.fn(async () => createI18nInstance('de', { de: await loadTranslation('de') }));
      const texts = new AppTexts({ language: 'de', rendered: rendered.texts, load: loadI18next });

      const recoverableErrors: unknown[] = [];
      const consoleErrors: unknown[][] = [];
      const spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
        // React's development build notes on each context which renderer provided it last; the server renderer
        // leaves its mark, so the browser renderer in this same process says that two render one context at once.
        // A server and a browser never share a process (tests/e2e/server-rendered-first-screen.spec.ts checks the
        // real browser's console): this one message is the test's set-up, not the page.
        if (args[0] === SHARED_PROCESS_NOTE) return;
        consoleErrors.push(args);
      });
      const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
      let hydrated = false;
      try {
        await act(async () => {
          const root = hydrateRoot(
            container,
            <AppTree
              texts={texts}
              api={silentApi}
              store={store}
              location={location}
              prefill={readQueryPrefill('')}
              hydrating
              onCommitted={() => {
                hydrated = true;
              }}
            />,
            { onRecoverableError: (error) => recoverableErrors.push(error) },
          );
          mounted = { root, container };
        });
        // The lazily loaded parts' boundaries hydrate once their code is in: every control then carries React's props.
        await vi.waitFor(
          async () => {
            await act(async () => {});
            const controls = [...container.querySelectorAll('button, input, [role="grid"]')];
            expect(controls.length).toBeGreaterThan(0);
            expect(
              controls.filter(
                (control) => !Object.keys(control).some((key) => key.startsWith('__reactProps$')),
              ),
            ).toEqual([]);
          },
          { timeout: 10_000 },
        );
      } finally {
        spy.mockRestore();
        actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
      }
      expect(hydrated).toBe(true);
      expect(recoverableErrors).toEqual([]);
      expect(consoleErrors).toEqual([]);
      expect(loadI18next).not.toHaveBeenCalled();
      // After hydration the store's current state shows: the start button is enabled by the login's token.
      expect(container.querySelector('img[src="/api/document/11/see.jpg"]')).not.toBeNull();
      expect(container.querySelector('[role="grid"]')).not.toBeNull();
    },
  );
  it('renders an autostarted cart’s first tab with its lists, which the browser takes from the page', async () => {
    windowOf(390);
    await Promise.all([import('@venue/design-system/Toast'), import('./routes/Layout/MenuTotal.tsx')]);
    const asked: string[] = [];
    const answers: CartListAnswers = {
      unitgroups: async (query) => {
        asked.push(`unitgroups${query}`);
        return [loft];
      },
      services: async (query) => {
        asked.push(`services${query}`);
        return [];
      },
      availability: async () => [],
    };
    const rendered = await onServer(() => render('/cityloft', hotelState, now, answers));
    if (!rendered) throw new Error('not rendered');
    await (await prerenderToNodeStream(null)).prelude.resume();
    // The start path leads to the first tab of the started cart (the rooms of the default stay), not the dashboard.
    expect(rendered.path).toMatch(/^\/cityloft\/unitgroup\/0\/1/);
    expect(rendered.html).toContain('Loft unterm Dach');
    expect(rendered.html).not.toContain('kein Zimmer frei');
    // The lists were read for the cart's stay (from the page's instant: 1 Dec 2026), and go into the page's data.
    expect(asked[0]).toMatch(/^unitgroups\?.*f\.configCheckinDate=20261201/);
    expect(rendered.lists?.unitgroups).toEqual([loft]);
    // The browser: the same store start from the page's data, now with the lists, takes them without asking.
    const location = resolvePropertyLocation('/cityloft', '', null, null);
    const initial = venueStateOf({ ...hotelState, lists: rendered.lists }, 'de', location);
    expect(initial?.lists).toBeDefined();
    const store = createAppStore({ api: silentApi, now: () => now, notify: () => {} });
    store.getState().setLanguage('de');
    // (Its login never answers here: the lists come from the page, not from a read after the login.)
    void store.getState().startSession(location, readQueryPrefill(''), initial);
    await vi.waitFor(() => expect(store.getState().status).toBe('ready'));
    expect(store.getState().catalog.unitgroups).toEqual([loft]);
    // Lists for another cart (another stay) are not taken: the browser reads its own.
    const other = createAppStore({
      api: silentApi,
      now: () => new Date('2027-03-01T09:30:00Z'),
      notify: () => {},
    });
    other.getState().setLanguage('de');
    void other.getState().startSession(location, readQueryPrefill(''), initial);
    await vi.waitFor(() => expect(other.getState().status).toBe('ready'));
    expect(other.getState().catalog.unitgroups).toEqual([]);
  });
});
