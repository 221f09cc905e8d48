import { createStore, type StoreApi } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { createSessionSlice, type SessionSlice } from './sessionSlice.ts';
import type { StoreDeps } from './types.ts';
import { createUiSlice, type UiSlice } from './uiSlice.ts';

/** The whole store: the session and the screen's state. */
export type AppState = SessionSlice & UiSlice;
export type AppStore = StoreApi<AppState>;

/** The session storage key of the token pair. */
export const SESSION_STORAGE_KEY = 'venue.propertyApp.session';

/**
 * The bound store. The token pair is kept in session storage: it survives a reload of the tab but not
 * its closing, and other tabs and later visitors of a shared reception computer do not inherit it
 * (local storage would keep a refresh token on the machine for days). The user is loaded again at start.
 */
export function createAppStore(
  deps: StoreDeps,
  options: { readonly storage?: Storage | null; readonly browserLanguage?: string | null } = {},
): AppStore {
  const storage = options.storage === undefined ? sessionStorage : options.storage;
  return createStore<AppState>()(
    persist(
      (...a) => ({
        ...createSessionSlice(deps)(...a),
        ...createUiSlice(options.browserLanguage ?? null)(deps)(...a),
      }),
      {
        name: SESSION_STORAGE_KEY,
        storage: createJSONStorage(() => storage ?? memoryStorage()),
        partialize: (state) => ({ token: state.token, refreshToken: state.refreshToken }),
      },
    ),
  );
}

/** A storage that forgets (storage blocked or missing). */
function memoryStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}
