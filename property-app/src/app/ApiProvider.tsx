import { createContext, type ReactNode, useContext } from 'react';
import type { Api } from '../api/endpoints.ts';

const ApiContext = createContext<Api | null>(null);

/** Provides the API to pages that load their own data (the dashboard). */
export function ApiProvider({ api, children }: { api: Api; children: ReactNode }) {
  return <ApiContext.Provider value={api}>{children}</ApiContext.Provider>;
}

/** The API. */
export function useApi(): Api {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi outside <ApiProvider>');
  return api;
}
