import { CART_STORAGE_PREFIX } from '@venue/domain';
import { createStore, type StoreApi } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { createCartSlice, restoredCart } from './cartSlice.ts';
import { createCatalogSlice } from './catalogSlice.ts';
import { createExistingBookingSlice } from './existingBookingSlice.ts';
import { createLinesSlice } from './linesSlice.ts';
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

/** Local storage, written only under a real cart key (nothing is stored before the property is known). */
const cartStorage = createJSONStorage<{ cart: AppState['cart'] }>(() => ({
  getItem: (name) => localStorage.getItem(name),
  setItem: (name, value) => {
    if (name.startsWith(CART_STORAGE_PREFIX)) localStorage.setItem(name, value);
  },
  removeItem: (name) => localStorage.removeItem(name),
}));

/**
 * The one bound store built from the slices; persist is applied here only (architecture: slices pattern).
 * Only the cart is persisted, under the domain's per-property-and-mode key, set once the property is known;
 * a stored cart is restored by the domain's rules (spec 4).
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
