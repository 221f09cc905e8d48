import { ApiError } from '@venue/api-client';
import { initRetryDelay, readSettings, startsAutomatically } from '@venue/domain';
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

/** Creates the session slice. */
export const createSessionSlice: SliceCreator<SessionSlice> = (deps) => (set, get, store) => {
  let languageGeneration = 0;
  return {
    status: 'idle',
    token: null,
    property: null,
    propertyKey: null,
    mode: '',
    base: '',
    settings: null,
    language: 'de',
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
    startSession: async (location, prefill) => {
      if (get().status !== 'idle') return;
      if (!location.login) {
        set({ status: 'no-property' });
        return;
      }
      set({ status: 'pending', propertyKey: location.propertyKey, mode: location.mode, base: location.base });
      try {
        const credentials = location.login;
        const login = await whileBusy(() => deps.api.propertyLogin(credentials));
        set({ token: login.token });
        if (!pageHasPropertyCss(login.propertyId))
          deps.api
            .propertyCss(login.propertyId)
            .then(applyPropertyCss, (error: unknown) =>
              console.error('Loading the property CSS failed', error),
            );
        // The property, its settings and the cart-independent lists only need the login: read in parallel.
        const [property, list] = await Promise.all([
          deps.api.property(login.propertyId).catch((error: unknown) => {
            console.error('Reading the property failed', error);
            return { id: login.propertyId, key: login.propertyKey, name: login.propertyKey };
          }),
          whileBusy(() => deps.api.settings(login.propertyId)),
          get().loadCatalog(login.propertyId),
        ]);
        set({ property: { ...property, currency: login.currency } });
        const { settings, problems } = readSettings([...list, ...prefill.settingOverrides]);
        for (const problem of problems) console.warn('Property setting ignored', problem);
        set({ settings });
      } catch (error) {
        // docs/api.md#authentication: a property that does not exist is a 401 error.login.failed.
        if (error instanceof ApiError && error.status === 401 && error.error === 'error.login.failed') {
          set({ status: 'unknown-property', token: null });
          return;
        }
        console.error('Login to property failed', error);
        set({ status: 'failed', token: null });
        return;
      }
      // The cart of this property and mode: restored by the domain's rules (see createAppStore's merge).
      store.persist.setOptions({ name: storageKeyOf(get()) });
      await store.persist.rehydrate();
      const dispatch = get().dispatch;
      if (hasPrefill(prefill))
        for (const action of prefillActions(prefill, get().catalog.tags)) dispatch(action);
      const settings = get().settings;
      if (settings && startsAutomatically(settings)) dispatch({ type: 'autostart' });
      set({ status: 'ready' });
      // Line changes need the relations engine (its own chunk): fetched once the first screen is idle.
      whenIdle(() => {
        get()
          .preloadRelations()
          .catch((error: unknown) => console.error('Loading the relations engine failed', error));
      });
      const cart = get().cart;
      if (cart) await get().refreshLists(cart);
    },
  };
};
