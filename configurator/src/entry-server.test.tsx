import { act } from 'react';
import type { Root } from 'react-dom/client';
import { prerenderToNodeStream } from 'react-dom/static';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Api } from './api/endpoints.ts';
import { resolvePropertyLocation } from './api/propertyLocation.ts';
import { AppTree } from './app/AppTree.tsx';
import { catchEarlyTaps } from './app/earlyTaps.ts';
import { readQueryPrefill } from './app/queryPrefill.ts';
import { RenderedChunks } from './app/renderedChunks.tsx';
import { venueStateOf } from './app/venueState.ts';
import { render } from './entry-server.tsx';
import { createI18nInstance } from './i18n/instance.ts';
import { loadTranslation } from './i18n/translations.ts';
import { hydrateInSlices } from './mount.tsx';
import { createAppStore } from './store/createAppStore.ts';
import type { AppState } from './store/types.ts';
import { holdLaterParts, releaseLaterParts } from './ui/laterGate.ts';

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
  releaseLaterParts();
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

/** The app's lazily loaded parts, evaluated in the browser's environment (see below). */
const lazyParts = () =>
  Promise.all([
    import('@venue/design-system/HeroCarousel'),
    import('@venue/design-system/RangeCalendar'),
    import('@venue/design-system/TagAutocomplete'),
    import('@venue/design-system/TimeRangePicker'),
    import('@venue/design-system/Toast'),
    import('./routes/EventBar/TimesliceSelect.tsx'),
    import('./routes/EventBar/CodeField.tsx'),
    import('./routes/Layout/MenuTotal.tsx'),
  ]);

/**
 * Lindenhof's first screen rendered on the server and put into the page, with the store as main.tsx sets it up
 * (from the page's data at the page's instant; the login answers before the app's code has hydrated).
 */
async function serverScreen() {
  // Server and browser are two processes; here they share one module graph: the lazily loaded parts are
  // evaluated in the browser's environment (with a window), as in a browser, and the server render uses them.
  await lazyParts();
  const rendered = await onServer(() => render('/lindenhof', pageState, now));
  if (!rendered) throw new Error('not rendered');
  // React's server renderer leaves its last render's context values in the contexts it shares with the browser's
  // renderer in this one process (a server has no browser renderer): an empty render puts the defaults back.
  await (await prerenderToNodeStream(null)).prelude.resume();
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
  store.setState({ token: 'guest-token' });
  const instance = createI18nInstance('de', { de: await loadTranslation('de') });
  return { rendered, container, store, location, instance };
}

/**
 * Hydrates the page's root as mount.tsx does, runs `meanwhile` inside act (the lazily loaded parts' boundaries
 * hydrate once their code is in, or once released), and returns React's recoverable errors and console errors.
 */
async function hydrateScreen(
  { container, store, location, instance }: Awaited<ReturnType<typeof serverScreen>>,
  meanwhile: (hydrated: () => boolean) => Promise<void>,
  onCommitted: () => void = () => {},
) {
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
      const root = hydrateInSlices(
        container,
        <AppTree
          instance={instance}
          api={silentApi}
          store={store}
          location={location}
          prefill={readQueryPrefill('')}
          hydrating
          onCommitted={() => {
            hydrated = true;
            onCommitted();
          }}
        />,
        { onRecoverableError: (error) => recoverableErrors.push(error) },
      );
      mounted = { root, container };
    });
    await meanwhile(() => hydrated);
  } finally {
    spy.mockRestore();
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  }
  return { hydrated, recoverableErrors, consoleErrors };
}

/** Waits `ms` inside act (React's retries and the replayed taps' timers run). */
const settle = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));

/** Whether React has taken `element` over (app/earlyTaps.ts's test). */
const isHydrated = (element: Element | null) =>
  element !== null && Object.keys(element).some((key) => key.startsWith('__reactProps$'));

/** The calendar's day buttons in the event bar. */
const days = (container: HTMLElement) => [
  ...container.querySelectorAll<HTMLElement>('#event [role="grid"] [role="gridcell"] > [role="button"]'),
];

describe('the first screen rendered on the server (entry-server) and hydrated', () => {
  it.each([1400, 390])(
    'shows the hero, the event bar and the calendar and hydrates without a warning at %i px',
    async (width) => {
      windowOf(width);
      const screen = await serverScreen();
      const { rendered, container } = screen;
      // The start path leads to the dashboard (the app's redirect): the server renders that page.
      expect(rendered.path).toBe('/lindenhof/dashboard');
      expect(rendered.html).toContain('src="/api/document/11/see.jpg"');
      expect(rendered.html).toContain('role="grid"');
      expect(rendered.html).toMatch(/Dezember 2026/);
      expect(rendered.html).not.toContain('<!--$!-->');
      const { hydrated, recoverableErrors, consoleErrors } = await hydrateScreen(screen, () => settle(300));
      expect(hydrated).toBe(true);
      expect(recoverableErrors).toEqual([]);
      expect(consoleErrors).toEqual([]);
      // After hydration the store's current state shows: the start button is enabled by the login's token.
      expect(container.querySelector('img[src="/api/document/11/see.jpg"]')).not.toBeNull();
      expect(container.querySelector('[role="grid"]')).not.toBeNull();
    },
  );

  /** As main.tsx does before hydrating: taps on the server's controls noted, the later parts held. */
  function holdAsTheEntry(container: HTMLElement) {
    const taps = catchEarlyTaps(container, releaseLaterParts);
    holdLaterParts();
    return taps;
  }

  it('keeps the calendar’s server HTML until the later parts are released, then hydrates it in place and picks a day tapped before', async () => {
    windowOf(1400);
    const screen = await serverScreen();
    const { container, store } = screen;
    const grid = container.querySelector('#event [role="grid"]');
    // A day of the shown month that can be picked.
    const day = days(container).find(
      (button) => !button.hasAttribute('aria-disabled') && !button.hasAttribute('data-outside-month'),
    );
    if (!grid || !day) throw new Error('no calendar day in the server HTML');
    const startdate = store.getState().cart?.startdate;
    const taps = holdAsTheEntry(container);
    const result = await hydrateScreen(
      screen,
      async (hydrated) => {
        await settle(300);
        expect(hydrated()).toBe(true);
        // The rest of the page is hydrated; the calendar is still the server's HTML (held), its days not React's.
        expect(isHydrated(container.querySelector('#eventbar-title'))).toBe(true);
        expect(grid.isConnected).toBe(true);
        expect(isHydrated(day)).toBe(false);
        // The guest taps the day: noted, and the later parts are released at once.
        act(() => day.click());
        await vi.waitFor(async () => {
          await settle(50);
          expect(day.closest('td')?.getAttribute('aria-selected')).toBe('true');
        });
      },
      () => taps.ready(),
    );
    expect(result.recoverableErrors).toEqual([]);
    expect(result.consoleErrors).toEqual([]);
    // Hydrated in place (the same elements); the tap was pressed again once: the day begins a new range (the
    // calendar's status says so once the availability has loaded; this test's API never answers).
    expect(grid.isConnected).toBe(true);
    expect(isHydrated(day)).toBe(true);
    // Only that day (react-aria's anchor): the cart's range is no longer shown as selected.
    expect(container.querySelectorAll('#event td[aria-selected="true"]')).toHaveLength(1);
    expect(store.getState().cart?.startdate).toBe(startdate);
  });

  it('drops a day tapped before hydration whose month has turned before the tap is pressed again: no other day is picked', async () => {
    windowOf(1400);
    const screen = await serverScreen();
    const { container, store } = screen;
    const heading = () => container.querySelector('#event [role="grid"]')?.getAttribute('aria-label');
    const shownMonth = heading();
    // A day in the middle of the month: its element is a day of the next month too, not one outside it.
    const day = days(container).find(
      (button) => button.textContent === '16' && !button.hasAttribute('aria-disabled'),
    );
    const next = container.querySelector<HTMLElement>('#event button[slot="next"]');
    if (!day || !next) throw new Error('no calendar day or month arrow in the server HTML');
    const startdate = store.getState().cart?.startdate;
    const taps = holdAsTheEntry(container);
    const result = await hydrateScreen(screen, async () => {
      await settle(300);
      // The guest taps a day (noted; the later parts are released) and, once the calendar answers but before the
      // noted tap is pressed again, turns the month: the day's element (react-aria keeps them by their place in
      // the month) is another day by then.
      act(() => day.click());
      await vi.waitFor(async () => {
        await settle(50);
        expect(isHydrated(day)).toBe(true);
      });
      act(() => next.click());
      expect(heading()).not.toBe(shownMonth);
      act(() => taps.ready());
      await settle(300);
    });
    expect(result.recoverableErrors).toEqual([]);
    expect(result.consoleErrors).toEqual([]);
    // The tap was not pressed on the other day: nothing is picked, the cart's dates are the same.
    expect(day.isConnected).toBe(true);
    expect(container.querySelectorAll('#event td[aria-selected="true"]')).toHaveLength(0);
    expect(store.getState().cart?.startdate).toBe(startdate);
  });
});
