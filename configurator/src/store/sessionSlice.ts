import { ApiError } from '@venue/api-client';
import {
  initRetryDelay,
  type PropertySetting,
  type SettingsJson,
  sameCartContent,
  settingsFromJson,
  startsAutomatically,
} from '@venue/domain';
import { listFilters } from '../api/listFilters.ts';
import { hasPrefill, prefillActions } from '../app/queryPrefill.ts';
import { storageKeyOf } from './cartSlice.ts';
import { todayOf } from './clock.ts';
import type { SessionSlice } from './state/session.ts';
import type { SliceCreator } from './types.ts';

/** docs/pages.md#language: the property's CSS sets the theme's custom properties, which re-themes every component. */
function applyPropertyCss(css: string): void {
  let element = document.getElementById('property-css');
  if (!element) {
    element = document.createElement('style');
    element.id = 'property-css';
    document.head.append(element);
  }
  element.textContent = css;
}

/**
 * Whether the page came with this property's CSS: the server writes it into the head of the property's page
 * (docs/serving.md#search-and-link-previews), the embed's frame included; the dev server's page has none.
 */
function pageHasPropertyCss(propertyId: number): boolean {
  // On the server (entry-server.tsx) the page being written carries it.
  if (typeof document === 'undefined') return true;
  return document.getElementById('property-css')?.dataset.propertyId === String(propertyId);
}

/** Runs work the first screen does not need once the browser is idle (at the latest after 2 s). */
function whenIdle(work: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: 2000 });
  else setTimeout(work, 200);
}

/** Runs a start-up call again while the server answers that it is busy (the domain's initRetryDelay). */
async function whileBusy<T>(call: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      const delay = error instanceof ApiError ? initRetryDelay(error.status, attempt) : null;
      if (delay === null) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

/**
 * The name the store persists under while the stored cart waits for the server's HTML to be hydrated: outside the
 * cart keys, so nothing is read from or written to storage under it (createAppStore's cartStorage).
 */
const laterKey = (key: string) => `before-hydration:${key}`;

/** Creates the session slice. */
export const createSessionSlice: SliceCreator<SessionSlice> = (deps) => (set, get, store) => {
  let languageGeneration = 0;
  /** Reads the property's CSS and puts it into the head (a page without it: the dev server's). */
  const fetchPropertyCss = (propertyId: number) =>
    deps.api
      .propertyCss(propertyId)
      .then(applyPropertyCss, (error: unknown) => console.error('Loading the property CSS failed', error));
  return {
    status: 'idle',
    token: null,
    property: null,
    propertyKey: null,
    mode: '',
    base: '',
    settings: null,
    language: 'de',
    hostsStays: null,
    today: () => todayOf(get(), deps),
    setLanguage: (language) => {
      set({ language });
      // Before the session is ready its own reads are still to come (or under way).
      if (get().status !== 'ready') return;
      const mine = ++languageGeneration;
      void get().reloadCatalogTexts();
      const id = get().property?.id;
      if (id === undefined) return;
      deps.api.property(id).then(
        ({ name }) => {
          const property = get().property;
          if (mine === languageGeneration && property) set({ property: { ...property, name } });
        },
        (error: unknown) => console.error('Reading the property failed', error),
      );
    },
    restoreStoredCart: async () => {
      const key = storageKeyOf(get());
      if (store.persist.getOptions().name === key) return;
      const before = get().cart;
      store.persist.setOptions({ name: key });
      await store.persist.rehydrate();
      const cart = get().cart;
      if (!cart || cart === before) return;
      // The stored cart is the page's own (the guest changed nothing since): its lists are the page's already, and
      // reading them again would only show the loading spinner above them, moving the page (CLS).
      if (before && sameCartContent(cart, before)) return;
      await get().refreshLists(cart);
    },
    startSession: async (location, prefill, initial = null, options = {}) => {
      if (get().status !== 'idle') return;
      if (!location.login) {
        set({ status: 'no-property' });
        return;
      }
      set({ status: 'pending', propertyKey: location.propertyKey, mode: location.mode, base: location.base });
      const credentials = location.login;
      const login = whileBusy(() => deps.api.propertyLogin(credentials));
      /** The login's failure as the session's status (docs/api.md#authentication: an unknown property is a 401). */
      const failed = (error: unknown) => {
        if (error instanceof ApiError && error.status === 401 && error.error === 'error.login.failed') {
          set({ status: 'unknown-property', token: null });
          return;
        }
        console.error('Login to property failed', error);
        set({ status: 'failed', token: null });
      };
      /**
       * The property's settings: as the page brought them already read (docs/serving.md#the-settings-already-read),
       * or read from its list, with the `mode`'s overrides, by the domain's reader in its own chunk.
       */
      const applySettings = async (list: readonly PropertySetting[], read?: SettingsJson) => {
        const ready = read && prefill.settingOverrides.length === 0 ? settingsFromJson(read) : null;
        if (ready) {
          set({ settings: ready });
          return;
        }
        const { readSettings } = await import('./readSettings.ts');
        const { settings, problems } = readSettings([...list, ...prefill.settingOverrides]);
        for (const problem of problems) console.warn('Property setting ignored', problem);
        set({ settings });
      };
      if (initial) {
        // docs/serving.md#the-first-screens-data: the page brought what the login would lead to; the first screen
        // renders from it while the login runs (calls that need its token wait for it: api/afterLogin.ts).
        set({ property: initial.property, hostsStays: initial.hostsStays ?? null });
        get().primeCatalog(initial);
        if (initial.calendar) get().primeCalendar(initial.calendar);
        try {
          await applySettings(initial.settings, initial.settingsRead);
        } catch (error) {
          // Only a page without its settings read, or with a `mode`, loads the reader: its chunk did not come.
          console.error('Reading the property’s settings failed', error);
          set({ status: 'failed', token: null });
          return;
        }
        if (!pageHasPropertyCss(initial.property.id)) fetchPropertyCss(initial.property.id);
        // Only the token changes when it arrives: the property, its currency included, came with the page.
        void login.then((answer) => set({ token: answer.token }), failed);
      } else {
        try {
          const answer = await login;
          set({ token: answer.token });
          if (!pageHasPropertyCss(answer.propertyId)) fetchPropertyCss(answer.propertyId);
          // The property, its settings and the cart-independent lists only need the login: read in parallel.
          const [property, list] = await Promise.all([
            deps.api.property(answer.propertyId).catch((error: unknown) => {
              console.error('Reading the property failed', error);
              return { id: answer.propertyId, key: answer.propertyKey, name: answer.propertyKey };
            }),
            whileBusy(() => deps.api.settings(answer.propertyId)),
            get().loadCatalog(answer.propertyId),
          ]);
          set({ property: { ...property, currency: answer.currency } });
          await applySettings(list);
        } catch (error) {
          failed(error);
          return;
        }
      }
      // The cart of this property and mode: restored by the domain's rules (see createAppStore's merge). Or, to
      // hydrate the server's HTML, a new one as the server's, kept under a key of its own until restoreStoredCart.
      store.persist.setOptions({
        name: options.storedCartLater ? laterKey(storageKeyOf(get())) : storageKeyOf(get()),
      });
      await store.persist.rehydrate();
      const dispatch = get().dispatch;
      const settings = get().settings;
      const autostart = settings !== null && startsAutomatically(settings);
      // A page that changes its cart on opening waits for the cart's rules (a first screen that does not, only after it).
      if (hasPrefill(prefill) || autostart) {
        try {
          await get().cartReady();
        } catch (error) {
          console.error('Loading the cart rules failed', error);
          set({ status: 'failed', token: null });
          return;
        }
      }
      if (hasPrefill(prefill))
        for (const action of prefillActions(prefill, get().catalog.tags)) dispatch(action);
      if (autostart) dispatch({ type: 'autostart' });
      // docs/serving.md#a-started-cart: the page's lists are taken when they were read for this very cart.
      const started = get().cart;
      const primed =
        initial?.lists !== undefined &&
        started !== null &&
        JSON.stringify(listFilters(started)) === initial.lists.filters;
      if (primed && initial?.lists) get().primeLists(initial.lists);
      // A login that failed meanwhile (with the page's data) has said so already.
      if (get().status !== 'pending') return;
      set({ status: 'ready' });
      // Cart changes need the cart's rules and line changes the relations engine (each its own chunk): fetched once
      // the first screen is idle (a server-rendered one once it is hydrated too: not before the event bar answers).
      void Promise.resolve(options.listsAfter).then(() =>
        whenIdle(() => {
          get()
            .cartReady()
            .catch((error: unknown) => console.error('Loading the cart rules failed', error));
          get()
            .preloadRelations()
            .catch((error: unknown) => console.error('Loading the relations engine failed', error));
        }),
      );
      // The lists for the cart need the login's token (with the page's data, it may still be under way).
      if (
        initial &&
        !(await login.then(
          () => true,
          () => false,
        ))
      )
        return;
      await options.listsAfter;
      // The page's lists are kept while the cart's filters are still those they were read for: a stored cart the same
      // as the page's, taken meanwhile, or a room the guest chose before this point (a line change reads its own
      // availability). Reading them again showed the lists' spinner above the rooms on a slow machine, moving them.
      const cart = get().cart;
      const stillPrimed =
        primed && cart !== null && JSON.stringify(listFilters(cart)) === initial?.lists?.filters;
      if (cart && !stillPrimed) await get().refreshLists(cart);
    },
  };
};
