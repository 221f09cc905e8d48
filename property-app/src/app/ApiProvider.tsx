import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useState } from 'react';
import type { Api } from '../api/endpoints.ts';
import { useLiveEvents } from './live.ts';
import { invalidatedBy } from './queryKeys.ts';

const ApiContext = createContext<Api | null>(null);

/**
 * The server data of a page is read through react-query: each read keyed by its resource (`queryKeys.ts`), read
 * again when a page opens and when the live stream says it changed. A failed read is not retried by
 * itself: the page says it failed and offers to try again.
 */
const newQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      // A page reads afresh when it opens (what it shows first is the last answer, at once).
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 0 },
      mutations: { retry: false },
    },
  });

/**
 * Re-reads what the live stream says changed (a booking, a message, the stream back after a loss). Mounted in the
 * signed-in frame: the stream needs the staff cookie.
 */
export function LiveInvalidation() {
  const queries = useQueryClient();
  useLiveEvents((news) => {
    for (const key of invalidatedBy(news)) void queries.invalidateQueries({ queryKey: key });
  });
  return null;
}

/** Provides the API and the cache of server data to the app's pages. */
export function ApiProvider({ api, children }: { api: Api; children: ReactNode }) {
  const [queries] = useState(newQueryClient);
  return (
    <ApiContext.Provider value={api}>
      <QueryClientProvider client={queries}>{children}</QueryClientProvider>
    </ApiContext.Provider>
  );
}

/** The API. */
export function useApi(): Api {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi outside <ApiProvider>');
  return api;
}
