import { createHttpClient } from '@venue/api-client';
import type { i18n as I18n } from 'i18next';
import { afterLogin, whenLoggedIn } from './api/afterLogin.ts';
import { lazyApi } from './api/lazyApi.ts';
import { propertyLogin } from './api/login.ts';
import { withEarlyLogin } from './app/earlyLogin.ts';
import { catchEarlyTaps } from './app/earlyTaps.ts';
import { releaseHeldPreloads } from './app/heldPreloads.ts';
import { pageStart } from './app/pageStart.ts';
import { readQueryPrefill } from './app/queryPrefill.ts';
import { safeLocalStorage } from './app/safeStorage.ts';
import { storedPropertyId } from './app/storedProperty.ts';
import { readVenueState } from './app/venueState.ts';
import { askedLanguage } from './i18n/askedLanguage.ts';
import { loadTranslation } from './i18n/translations.ts';
import type { AppTexts } from './i18n/useTranslation.ts';
import { storageKeyOf } from './store/cartSlice.ts';
import { createAppStore } from './store/createAppStore.ts';
import type { AppState } from './store/types.ts';
import { holdLaterParts, releaseLaterParts } from './ui/laterGate.ts';

/*
 * The app's start (imported by the page's script, ./entry.ts) is small on purpose: it starts the login, the first
 * lists and the translation download, then imports the app (React, the design system, the screens: mount.tsx). The
 * network work runs while the browser still downloads and evaluates the app's code instead of after it.
 */

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

const { linkLanguage, language, location } = pageStart();
// A link's language is the one this tab was asked for: a reopened booking keeps it after a reload (askedLanguage.ts).
if (linkLanguage) askedLanguage.write(language);
storedPropertyId.apply(location.storedIdChange);
const prefill = readQueryPrefill(window.location.search);

// The first screen may render from the page's data before the login answered: calls wait for its token.
const http = afterLogin(
  createHttpClient({
    baseUrl: '',
    token: () => store.getState().token,
    // The store's language (set at once on a change), not i18next's: that one changes only once the new
    // translations have loaded, after the store has already asked for the lists in the new language.
    language: () => store.getState().language,
  }),
  () => loggedIn(),
);
// The calls' module loads with the first call but the login (docs/performance.md#the-api-calls-on-their-first-use),
// and a server-rendered page's script has started the login already (docs/serving.md#the-login-before-the-app).
const api = withEarlyLogin(
  lazyApi(() => import('./api/endpoints.ts').then(({ createApi }) => createApi(http)), {
    propertyLogin: (login) => propertyLogin(http, login),
  }),
);
// The property's first screen as the server rendered it into #root (docs/serving.md#the-server-rendered-first-screen):
// hydrated when the store gets to the state the server rendered from. A cart stored in this browser (which the
// server cannot know) is taken once the server's HTML is hydrated (docs/serving.md#a-stored-cart): the screen then
// changes where that cart differs, in place.
const initial = readVenueState(document, language, location);
const serverPath = root.dataset.ssrPath;
const storedCart =
  initial !== null &&
  safeLocalStorage.getItem(storageKeyOf({ property: initial.property, mode: location.mode })) !== null;
const serverRendered = initial !== null && serverPath !== undefined && root.firstChild !== null;
// i18next and the shown language's translations (their own chunks), loaded while the login already runs. A
// server-rendered page brought the texts its first screen shows (docs/serving.md#the-first-screens-texts): the
// hydration renders with them, and i18next is loaded once the page is hydrated.
const pageTexts = serverRendered ? (initial?.texts ?? null) : null;
let i18next: Promise<I18n> | null = null;
const loadI18next = (): Promise<I18n> => {
  i18next ??= Promise.all([import('./i18n/instance.ts'), loadTranslation(language)]).then(
    ([{ createI18nInstance }, translation]) => createI18nInstance(language, { [language]: translation }),
  );
  return i18next;
};
if (!pageTexts) void loadI18next();
// docs/serving.md#taps-before-hydration: a press on a server-rendered control before it is hydrated is pressed
// again once it is; one on a part hydrated later lets those load at once.
/** Lets the parts hydrated later load (their files all at once) and hydrate: one at a time, or `all` together. */
const releaseLater = (all: boolean) => {
  void releaseHeldPreloads('later-preloads');
  releaseLaterParts({ all });
};
/** Whether a guest pressed a control before it was hydrated (what follows the hydration then runs at once). */
let tapped = false;
/** What follows the hydration, once hydrated; a press meanwhile runs it at once instead of when the browser idles. */
let afterHydrationNow: (() => void) | null = null;
const earlyTaps = serverRendered
  ? catchEarlyTaps(root, () => {
      tapped = true;
      releaseLater(true);
      afterHydrationNow?.();
    })
  : null;
// docs/serving.md#parts-hydrated-later: the parts not needed before the first interaction (the hero's carousel, the
// time slice select, the tag field) keep the server's HTML until the rest is hydrated and the browser is idle.
if (serverRendered) holdLaterParts();
// The server rendered for its own clock: the first render uses it too, the browser's takes over once hydrated.
let pageNow: Date | null = serverRendered && initial?.now ? new Date(initial.now) : null;
/** The store as the server rendered from it (the login's token is not in the page), taken once it is ready. */
let hydrationState: AppState | null = null;
/** Resolves once the session's start is done (ready or not): a server-rendered screen is hydrated only then. */
let sessionStarted: () => void = () => {};
const started = new Promise<void>((resolve) => {
  sessionStarted = resolve;
});
/**
 * Resolves once the server's HTML is hydrated and the browser is idle (docs/serving.md#no-store-change-while-hydrating):
 * the cart's lists are read, and a stored cart taken, only then.
 */
let settled: () => void = () => {};
const hydratedAndIdle = new Promise<void>((resolve) => {
  settled = resolve;
});
/** Resolves in a task of its own: the browser may answer input and paint before what follows. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
// The lazily loaded parts the server rendered (its modulepreloads marked data-first-screen): loaded before hydrating,
// so their boundaries hydrate at once; one still loading when the store moves on would be rendered anew, its state
// lost (a month turned in the calendar).
const firstScreenParts: Promise<unknown> = serverRendered
  ? Promise.all(
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"][data-first-screen]')].map(
        (link) => import(/* @vite-ignore */ link.href),
      ),
    ).catch((error: unknown) => console.warn('A part of the first screen did not load', error))
  : Promise.resolve();
const mounted: Promise<AppTexts> = import('./mount.tsx').then(async ({ mount, preloadFrame }) => {
  await Promise.all([firstScreenParts, serverRendered ? started : null]);
  const state = hydrationState;
  if (state && serverPath !== undefined) {
    // zustand's hydration render reads the store's initial state (its getServerSnapshot); later renders the current.
    store.getInitialState = () => state;
    // The server rendered where the app's redirect leads (the dashboard): the address says so before hydrating.
    if (serverPath !== window.location.pathname + window.location.search)
      window.history.replaceState(window.history.state, '', serverPath);
  } else {
    pageNow = null;
    releaseLater(true);
    settled();
    if (root.firstChild) root.replaceChildren();
  }
  // The page's texts hydrate the server's HTML; a page rendered here anew waits for i18next and the frame's parts.
  const hydrating = state !== null && pageTexts !== null;
  const texts = mount(root, {
    texts: hydrating
      ? { language, rendered: pageTexts, load: loadI18next }
      : {
          instance: (
            await Promise.all([
              loadI18next(),
              preloadFrame().catch((error: unknown) => console.warn('The page frame did not load', error)),
            ])
          )[0],
        },
    api,
    store,
    location,
    prefill,
    ...(state
      ? {
          hydrate: {
            hydrated: () => {
              pageNow = null;
              // docs/serving.md#the-first-screens-texts: i18next once the first screen is hydrated and the browser
              // idle (not in the way of the first interaction), or at once when a guest pressed a control before it
              // was hydrated (docs/serving.md#taps-before-hydration). The parts hydrated later take the server's texts as
              // the rest did; a tap before hydrating is pressed again, and the store moves on, only once i18next is
              // there: a text the server did not render would otherwise wait for it in a fallback.
              let done = false;
              const afterHydration = () => {
                if (done) return;
                done = true;
                afterHydrationNow = null;
                releaseLater(tapped);
                void texts
                  .instance()
                  .catch((error: unknown) => console.error('Loading the translations failed', error))
                  .then(() => {
                    earlyTaps?.ready();
                    settled();
                    if (storedCart) void store.getState().restoreStoredCart();
                  });
              };
              // A press noted already (or while the browser is not idle yet) is answered as soon as it can be.
              if (tapped) afterHydration();
              else if ('requestIdleCallback' in window)
                requestIdleCallback(afterHydration, { timeout: 2000 });
              else setTimeout(afterHydration, 200);
              if (!done) afterHydrationNow = afterHydration;
            },
          },
        }
      : {}),
  });
  return texts;
});
/**
 * The app's i18next, with its language's whole file, once the app is mounted and i18next has loaded (a server-rendered
 * page's once it is hydrated and idle: this does not ask for it sooner).
 */
const i18nReady: Promise<I18n> = mounted.then((texts) => texts.whenLoaded);
// The update check (its own chunk) starts once the app, and so its toasts, are there.
void i18nReady.then((instance) =>
  import('./app/updateCheck.ts').then(({ watchForUpdates }) => watchForUpdates(instance.t)),
);
const store = createAppStore({
  api,
  now: () => pageNow ?? new Date(),
  notify: (toast, timeout) => {
    // Toasts are translated, so they wait for the app to be mounted and its i18next to be loaded.
    void Promise.all([i18nReady, import('./ui/toasts.ts')]).then(([instance, { createNotifier }]) =>
      createNotifier(instance.t)(toast, timeout),
    );
  },
});
const loggedIn = whenLoggedIn(store);
store.getState().setLanguage(language);
// The property, its settings and lists as the server wrote them into the page (docs/serving.md#the-first-screens-data):
// the store starts ready from them while the login runs; without them (or for another property or language) the
// login and the first lists start now, not after the first render (App's call is then a no-op).
if (serverRendered) {
  const unsubscribe = store.subscribe((state) => {
    if (state.status === 'idle' || state.status === 'pending') return;
    unsubscribe();
    if (state.status === 'ready') hydrationState = { ...state, token: null };
    sessionStarted();
  });
  // docs/performance.md#the-entrys-tasks: the screen is painted already, so the store starts in a task of its own
  // after this module's evaluation (the page's first date formatter, the browser's ICU set-up, ran in the entry's).
  void nextTask().then(() =>
    store.getState().startSession(location, prefill, initial, {
      storedCartLater: storedCart,
      listsAfter: hydratedAndIdle,
    }),
  );
} else void store.getState().startSession(location, prefill, initial);
// Framed by a host page (spec 1, configurator/src/embed/PROTOCOL.md): the embed listener, in its own chunk.
if (window.parent !== window)
  void import('./embed/host.ts').then(({ connectHost }) => connectHost({ store, i18n: i18nReady }));
