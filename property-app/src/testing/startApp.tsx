import { render } from '@testing-library/react';
import { App } from '../App.tsx';
import { ApiProvider } from '../app/ApiProvider.tsx';
import { createClients } from '../app/createClients.ts';
import { I18nRoot } from '../i18n/I18nRoot.tsx';
import { createI18n } from '../i18n/instance.ts';
import { type AppStore, createAppStore } from '../store/createAppStore.ts';
import { StoreProvider } from '../store/StoreProvider.tsx';
import { fakeStaffServer } from './fakeServer.ts';

/** A route of a test's own: answers a call before the fake staff server does (null: not this one). */
export type ExtraRoute = (
  method: string,
  path: string,
  body: Record<string, unknown>,
  server: ReturnType<typeof fakeStaffServer>,
) => Response | null | Promise<Response | null>;

export const jsonResponse = (status: number, body: unknown) =>
  new Response(body === null ? null : JSON.stringify(body), { status });
export const errorResponse = (status: number, error: string, details: unknown[] = []) =>
  jsonResponse(status, { error, message: error, details });

/**
 * Renders the whole app at `path` (as main.tsx does) over the fake staff server plus the test's own routes;
 * the calls made are in `calls` ("POST /api/signup").
 */
export function startApp(path: string, extra: ExtraRoute = () => null) {
  const server = fakeStaffServer();
  window.history.replaceState(null, '', path);
  const items = new Map<string, string>();
  const preferences = {
    read: (k: string) => items.get(k) ?? null,
    write: (k: string, v: string) => void items.set(k, v),
  };
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    const answer = await extra(init?.method ?? 'GET', String(input), body, server);
    if (answer) {
      server.calls.push(`${init?.method ?? 'GET'} ${String(input)}`);
      return answer;
    }
    return server.fetch(input, init);
  }) as typeof globalThis.fetch;
  let store: AppStore;
  const clients = createClients(() => store.getState(), fetch);
  store = createAppStore({ ...clients, preferences }, { storage: sessionStorage, browserLanguage: 'en' });
  render(
    <I18nRoot instance={createI18n(store.getState().language)}>
      <ApiProvider api={clients.api}>
        <StoreProvider store={store}>
          <App />
        </StoreProvider>
      </ApiProvider>
    </I18nRoot>,
  );
  return { server, calls: server.calls, state: () => store.getState() };
}
