import { createHttpClient } from '@venue/api-client';
import { type Api, createApi } from '../api/endpoints.ts';
import type { AppState } from '../store/createAppStore.ts';
import { endsSession } from './authFailure.ts';

/**
 * The two API clients of the app over one store: `api` sends the access token, refreshes it once on a 401
 * and ends the session when the server refuses it; `authApi` (login and refresh themselves) does neither.
 */
export function createClients(state: () => AppState, fetchImpl?: typeof fetch) {
  const common = {
    baseUrl: '',
    language: () => state().language,
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
  };
  const api: Api = createApi(
    createHttpClient({
      ...common,
      token: () => state().token,
      refresh: () => state().refresh(),
      onAuthFailure: (error, path) => {
        if (endsSession(error, path)) state().endSession();
      },
    }),
  );
  const authApi = createApi(createHttpClient({ ...common, token: () => null }));
  return { api, authApi };
}
