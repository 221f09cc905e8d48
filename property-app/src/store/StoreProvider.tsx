import { createContext, type ReactNode, useContext } from 'react';
import { useStore } from 'zustand';
import type { AppState, AppStore } from './createAppStore.ts';

const StoreContext = createContext<AppStore | null>(null);

/** Provides the bound store. */
export function StoreProvider({ store, children }: { store: AppStore; children: ReactNode }) {
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>;
}

/** Selects from the bound store. */
export function useAppStore<T>(selector: (state: AppState) => T): T {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useAppStore outside <StoreProvider>');
  return useStore(store, selector);
}
