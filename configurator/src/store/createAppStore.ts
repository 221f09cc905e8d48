import { createStore, type StoreApi } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { createCartSlice } from './cartSlice.ts';
import { createCatalogSlice } from './catalogSlice.ts';
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

/**
 * The one bound store built from the slices; persist is applied here only (architecture: slices pattern).
 * Only the cart is persisted, under a per-property-and-mode key set once the property is known.
 */
export function createAppStore(deps: StoreDeps): AppStore {
  return createStore<AppState>()(
    persist(
      (...a) => ({
        ...createSessionSlice(deps)(...a),
        ...createCatalogSlice(deps)(...a),
        ...createCartSlice(deps)(...a),
        ...createUiSlice(deps)(...a),
      }),
      {
        name: 'venue-cart-unset',
        storage: createJSONStorage(() => localStorage),
        skipHydration: true,
        partialize: (state) => ({ cart: state.cart }),
      },
    ),
  ) as AppStore;
}
