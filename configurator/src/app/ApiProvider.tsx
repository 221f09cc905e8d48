import { createContext, type ReactNode, useContext } from 'react';
import type { Api } from '../api/endpoints.ts';

const ApiContext = createContext<Api | null>(null);

/** Provides the API client to screens that call it outside the store (properties list). */
export function ApiProvider({ api, children }: { api: Api; children: ReactNode }) {
  return <ApiContext.Provider value={api}>{children}</ApiContext.Provider>;
}

/** The API client. */
export function useApi(): Api {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi outside <ApiProvider>');
  return api;
}
