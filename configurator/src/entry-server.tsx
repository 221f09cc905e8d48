import { Writable } from 'node:stream';
import { type HttpClient, queryString } from '@venue/api-client';
import { defaultTheme } from '@venue/themes';
import type { ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { type CalendarRead, calendarCartOf, calendarFocusOf, calendarSearch } from './api/calendarSearch.ts';
import { type Api, createApi } from './api/endpoints.ts';
import { resolvePropertyLocation } from './api/propertyLocation.ts';
import { AppTree } from './app/AppTree.tsx';
import { readQueryPrefill } from './app/queryPrefill.ts';
import { chunkKeyOf, LaterChunks, RenderedChunks } from './app/renderedChunks.tsx';
import { type CartLists, venueStateOf } from './app/venueState.ts';
import { createI18nInstance } from './i18n/instance.ts';
import { resolveLanguage } from './i18n/languages.ts';
import { recordTexts } from './i18n/pageTexts.ts';
import { loadTranslation } from './i18n/translations.ts';
import { AppTexts, type RenderedTexts } from './i18n/useTranslation.ts';
import { flowPages } from './routes/AppRoutes.tsx';
import { createAppStore } from './store/createAppStore.ts';

/*
 * docs/serving.md#the-server-rendered-first-screen: the server's entry (built by `vite build --ssr`, vite.config.ts):
 * renders a property page's first screen to HTML from the page's first-screen data, as main.tsx and mount.tsx
 * render it in the browser, so that the browser hydrates it without a mismatch.
 */

/** A server render: the HTML of `#root`, the path it shows (after a redirect), the lazy parts it showed. */
export interface ServerRender {
  readonly html: string;
  /** The address rendered (path and search): the asked one, or where a redirect met in rendering leads. */
  readonly path: string;
  /** The client build manifest's keys of the lazily loaded modules the HTML shows (their CSS must be linked). */
  readonly chunks: readonly string[];
  /**
   * Of those, the ones shown only inside parts hydrated later (docs/serving.md#parts-hydrated-later): their CSS
   * is linked, their scripts are not preloaded.
   */
  readonly later: readonly string[];
  /**
   * The client build manifest's keys of the booking flow's pages, which the guest opens next: the page names their
   * files for the browser to fetch when idle, unevaluated (docs/serving.md#the-next-pages).
   */
  readonly next: readonly string[];
  /** The started cart's lists the render showed (docs/serving.md#a-started-cart), for the page's data. */
  readonly lists?: CartLists;
  /** The availability calendar's first months the render showed (docs/serving.md#the-first-calendar-month). */
  readonly calendar?: CalendarRead;
  /** The texts the render showed by call (docs/serving.md#the-first-screens-texts), for the page's data. */
  readonly texts: RenderedTexts;
  /**
   * The class of `<html>` the browser's entry sets (the default theme, main.tsx): in the page from the start, so
   * the first paint has it and the entry's setting it changes nothing (no style recalculation of the whole page).
   */
  readonly htmlClass: string;
}

/**
 * The server's own answers to the calls a started cart's first screen needs (docs/serving.md#a-started-cart), as
 * its API gives them: the unit group and service lists for a query string (`?f.configCheckinDate=…`) and the
 * availability for a request body.
 */
export interface CartListAnswers {
  unitgroups(query: string): Promise<readonly unknown[]>;
  services(query: string): Promise<readonly unknown[]>;
  availability(body: unknown): Promise<readonly unknown[]>;
  /** The availability calendar's answer for a query string (docs/serving.md#the-first-calendar-month). */
  calendar?(query: string): Promise<unknown>;
}

/** An API that never answers: the first screen renders from the page's data, and nothing is asked on the server. */
const silentApi = new Proxy({}, { get: () => () => new Promise<never>(() => {}) }) as Api;

/**
 * The configurator's API (its own endpoints, so the same queries and bodies) answered by the server's `answers`
 * for the cart's lists; every other call never answers, as with `silentApi`.
 */
function answeringApi(answers: CartListAnswers): Api {
  const never = () => new Promise<never>(() => {});
  const answered = {
    get: (path, parser, query) => {
      const items =
        path === '/api/unitgroup/list'
          ? answers.unitgroups(queryString(query))
          : path === '/api/service/list'
            ? answers.services(queryString(query))
            : null;
      if (path === '/api/calendar/unitgroup/unavailability/list' && answers.calendar)
        return answers.calendar(queryString(query)).then((answer) => parser.parse(answer));
      return items ? items.then((list) => parser.parse({ items: list })) : never();
    },
    post: (path, body, parser) =>
      path === '/api/unitgroup/availability'
        ? answers.availability(body).then((list) => parser.parse(list))
        : never(),
    text: never,
    put: never,
    delete: never,
    upload: never,
  } satisfies HttpClient;
  return createApi(answered);
}

/** Resolves once `done()` holds after a store change, or rejects after `ms`. */
function until(store: ReturnType<typeof createAppStore>, done: () => boolean, ms: number): Promise<void> {
  if (done()) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      unsubscribe();
      reject(new Error('the session did not get ready'));
    }, ms);
    const unsubscribe = store.subscribe(() => {
      if (!done()) return;
      clearTimeout(timer);
      unsubscribe();
      resolve();
    });
  });
}

/** The HTML of `element` once every lazy part in it has loaded (React's prerender). */
async function toHtml(element: ReactElement): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(element, {
    onError: (error) => void errors.push(error),
    // Every boundary inline, in place: React would move a large one to the end of the HTML with an inline script
    // to swap it in, which the page's Content-Security-Policy blocks and a browser without JavaScript never runs.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const parts: Buffer[] = [];
  await new Promise<void>((resolve, reject) => {
    prelude.pipe(
      new Writable({
        write(chunk: Buffer, _encoding, callback) {
          parts.push(chunk);
          callback();
        },
        final(callback) {
          resolve();
          callback();
        },
      }),
    );
    prelude.on('error', reject);
  });
  // A part that failed would be left to the browser (and reported as a hydration error there): not this page.
  if (errors.length > 0) throw errors[0];
  const html = Buffer.concat(parts).toString('utf8');
  if (html.includes('<script')) throw new Error('the render needs a script to complete');
  return html;
}

/**
 * Renders the configurator at `url` (path and search) from the page's first-screen data `state` (the JSON of
 * `#venue-state`, ../server/src/http/venueState.ts) at the instant `now`; null when the data is not this page's
 * (the page then goes out as the client-only shell).
 */
export async function render(
  url: string,
  state: unknown,
  now: Date,
  answers?: CartListAnswers,
): Promise<ServerRender | null> {
  const { pathname, search } = new URL(url, 'http://server.invalid');
  const query = new URLSearchParams(search);
  const language = resolveLanguage(query.get('lang') ?? query.get('language'));
  const location = resolvePropertyLocation(pathname, search, null, null);
  const initial = venueStateOf(state, language, location);
  if (!initial) return null;
  const prefill = readQueryPrefill(search);
  const api = answers ? answeringApi(answers) : silentApi;
  const store = createAppStore({ api, now: () => now, notify: () => {} });
  store.getState().setLanguage(language);
  void store.getState().startSession(location, prefill, initial);
  await until(store, () => store.getState().status !== 'pending', 2000);
  if (store.getState().status !== 'ready') return null;
  // docs/serving.md#a-started-cart: a started cart's first screen (an autostarted property's rooms) shows its lists,
  // read here as the browser would once logged in; the browser takes them from the page's data for the same cart.
  const cart = store.getState().cart;
  let lists: CartLists | undefined;
  if (cart?.started && answers) {
    lists = await store.getState().readCartLists(cart);
    store.getState().primeLists(lists);
  }
  // docs/serving.md#the-first-calendar-month: the calendar's first months, read as its first render in the browser
  // would read them (the month of the cart's start, else of today), shown in the HTML and given to the browser.
  let calendar: CalendarRead | undefined;
  if (answers?.calendar) {
    const state = store.getState();
    const focus = calendarFocusOf(state.cart?.startdate ?? null, state.cart?.enddate ?? null, state.today());
    const first = focus.set({ day: 1 });
    const search = calendarSearch(first, calendarCartOf(state.cart), state.calendarGeneration);
    const answer = await api.calendar(search.filters);
    calendar = { first: first.toString(), search: search.key, entries: answer.calendarentryList };
    store.getState().primeCalendar(calendar);
  }
  // zustand renders its initial state on a server and in a hydration (its getServerSnapshot): the ready one here;
  // the browser gives the same state there (main.tsx).
  const snapshot = store.getState();
  store.getInitialState = () => snapshot;
  const translation = await loadTranslation(language);
  const instance = createI18nInstance(language, { [language]: translation });
  // docs/serving.md#the-first-screens-texts: the texts the render shows go into the page's data.
  const shown = recordTexts(instance);
  const texts = new AppTexts({ instance });
  let path = pathname;
  let pathSearch = search.replace(/^\?/, '');
  for (let redirects = 0; redirects < 3; redirects++) {
    const context: { redirectTo?: string } = {};
    const chunks = new Set<string>();
    const later = new Set<string>();
    shown.reset();
    const html = await toHtml(
      <RenderedChunks.Provider value={chunks}>
        <LaterChunks.Provider value={later}>
          <AppTree
            texts={texts}
            api={api}
            store={store}
            location={location}
            prefill={prefill}
            server={{ path, search: pathSearch, context }}
          />
        </LaterChunks.Provider>
      </RenderedChunks.Provider>,
    );
    if (context.redirectTo === undefined)
      return {
        html,
        path: pathSearch ? `${path}?${pathSearch}` : path,
        chunks: [...new Set([...chunks, ...later])],
        later: [...later].filter((key) => !chunks.has(key)),
        next: flowPages.flatMap((page) => chunkKeyOf(page) ?? []),
        htmlClass: defaultTheme,
        ...(lists ? { lists } : {}),
        ...(calendar ? { calendar } : {}),
        texts: shown.texts(),
      };
    // wouter's <Redirect> inside the app's router names a path below the property's base; the browser would
    // replace the address with it (its search dropped unless it names one): render that page instead.
    const [to = '', toSearch = ''] = context.redirectTo.split('?');
    path = `${snapshot.base}${to}`;
    pathSearch = toSearch;
  }
  return null;
}
