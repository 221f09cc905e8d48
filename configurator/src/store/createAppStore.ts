import { CART_STORAGE_PREFIX } from '@venue/domain';
import { createStore, type StoreApi } from 'zustand';
import { type PersistStorage, persist, type StorageValue } from 'zustand/middleware';
import { safeLocalStorage } from '../app/safeStorage.ts';
import { createCartSlice, restoredCart } from './cartSlice.ts';
import { createCatalogSlice } from './catalogSlice.ts';
import { createExistingBookingSlice } from './existingBookingSlice.ts';
import { createLinesSlice } from './linesSlice.ts';
import { createMessagesSlice } from './messagesSlice.ts';
import { createSendSlice } from './sendSlice.ts';
import { createSessionSlice } from './sessionSlice.ts';
import type { AppState, StoreDeps } from './types.ts';
import { createUiSlice } from './uiSlice.ts';

/** The bound store type. */
export type AppStore = StoreApi<AppState> & {
  readonly persist: {
    setOptions: (options: { name: string }) => void;
    rehydrate: () => Promise<void> | void;
  };
};

type Persisted = StorageValue<{ cart: AppState['cart'] }>;

/** Cart writes not yet in local storage, by key (see cartStorage). */
const pendingWrites = new Map<string, Persisted>();
let flushScheduled = false;

/** Writes the pending cart changes to local storage now (also on pagehide and when the tab is hidden). */
export function flushCartStorage(): void {
  flushScheduled = false;
  try {
    for (const [name, value] of pendingWrites) safeLocalStorage.setItem(name, JSON.stringify(value));
  } catch (error) {
    // Storage can be missing or blocked (a third-party iframe, a full quota, a window already torn down):
    // the cart then lives in memory only, and the page keeps working.
    console.warn('The cart could not be stored', error);
  } finally {
    pendingWrites.clear();
  }
}

function scheduleFlush(): void {
  if (flushScheduled) return;
  flushScheduled = true;
  if (typeof requestIdleCallback === 'function') requestIdleCallback(flushCartStorage, { timeout: 1000 });
  else setTimeout(flushCartStorage, 100);
}

if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', flushCartStorage);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushCartStorage();
  });
}

/**
 * Local storage, written only under a real cart key (nothing is stored before the property is known).
 * Serialising and writing a long cart takes a while: it happens when the browser is idle (at the latest
 * after 1 s, and before the page is hidden or left), not between a click and the next paint. Reads see
 * pending writes.
 */
const cartStorage: PersistStorage<{ cart: AppState['cart'] }> = {
  getItem: (name) => {
    const pending = pendingWrites.get(name);
    if (pending) return pending;
    const text = safeLocalStorage.getItem(name);
    return text === null ? null : (JSON.parse(text) as Persisted);
  },
  setItem: (name, value) => {
    // A server render (src/entry-server.tsx) has no storage to write to.
    if (!name.startsWith(CART_STORAGE_PREFIX) || typeof window === 'undefined') return;
    pendingWrites.set(name, value);
    scheduleFlush();
  },
  removeItem: (name) => {
    pendingWrites.delete(name);
    safeLocalStorage.removeItem(name);
  },
};

/**
 * The one bound store built from the slices; persist is applied here only (architecture: slices pattern).
 * Only the cart is persisted, under the domain's per-property-and-mode key, set once the property is known;
 * a stored cart is restored by the domain's rules (docs/rules.md#cart).
 */
export function createAppStore(deps: StoreDeps): AppStore {
  return createStore<AppState>()(
    persist(
      (...a) => ({
        ...createSessionSlice(deps)(...a),
        ...createCatalogSlice(deps)(...a),
        ...createCartSlice(deps)(...a),
        ...createLinesSlice(deps)(...a),
        ...createSendSlice(deps)(...a),
        ...createUiSlice(deps)(...a),
        ...createExistingBookingSlice(deps)(...a),
        ...createMessagesSlice(deps)(...a),
      }),
      {
        name: 'venue-cart-before-login',
        storage: cartStorage,
        skipHydration: true,
        partialize: (state) => ({ cart: state.cart }),
        merge: (persisted, current) => {
          const stored = (persisted as { cart?: unknown } | undefined)?.cart;
          const { cart, reason } = restoredCart(stored, current, deps);
          return { ...current, cart, cartRestore: reason };
        },
      },
    ),
  ) as AppStore;
}
