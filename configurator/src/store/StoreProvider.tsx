import { createContext, type ReactNode, useContext } from 'react';
import { useStore } from 'zustand';
import type { AppStore } from './createAppStore.ts';
import type { AppState } from './types.ts';

const StoreContext = createContext<AppStore | null>(null);

/** Makes the bound store available to the screens. */
export function StoreProvider({ store, children }: { store: AppStore; children: ReactNode }) {
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>;
}

/** The bound store itself (for actions outside render). */
export function useAppStoreApi(): AppStore {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useAppStore outside <StoreProvider>');
  return store;
}

/** Selects from the bound store. */
export function useAppStore<T>(selector: (state: AppState) => T): T {
  return useStore(useAppStoreApi(), selector);
}
