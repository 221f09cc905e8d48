import { StrictMode, useEffect } from 'react';
import { Router } from 'wouter';
import { App } from '../App.tsx';
import type { Api } from '../api/endpoints.ts';
import type { PropertyLocation } from '../api/propertyLocation.ts';
import { I18nRoot } from '../i18n/I18nRoot.tsx';
import type { AppTexts } from '../i18n/useTranslation.ts';
import type { AppStore } from '../store/createAppStore.ts';
import { StoreProvider } from '../store/StoreProvider.tsx';
import { FirstScreenFromServer } from '../ui/Deferred.tsx';
import { ApiProvider } from './ApiProvider.tsx';
import type { QueryPrefill } from './queryPrefill.ts';

/** The address the server renders (wouter's SSR location) and where a `<Redirect>` met in rendering is noted. */
export interface ServerLocation {
  readonly path: string;
  readonly search: string;
  readonly context: { redirectTo?: string };
}

/**
 * The configurator's whole tree, the same in the browser (mount.tsx) and on the server (entry-server.tsx), so the
 * server's HTML hydrates without a mismatch (docs/serving.md#the-server-rendered-first-screen). `onCommitted` runs
 * once the first render is committed (hydrated).
 */
export function AppTree({
  texts,
  api,
  store,
  location,
  prefill,
  server,
  hydrating = false,
  onCommitted,
}: {
  /** The app's texts (i18next, or a server-rendered page's until it has loaded). */
  texts: AppTexts;
  api: Api;
  store: AppStore;
  location: PropertyLocation;
  prefill: QueryPrefill;
  server?: ServerLocation;
  /** The server's HTML is being hydrated. */
  hydrating?: boolean;
  onCommitted?: () => void;
}) {
  useEffect(() => {
    onCommitted?.();
  }, [onCommitted]);
  return (
    <StrictMode>
      <I18nRoot texts={texts}>
        <ApiProvider api={api}>
          <StoreProvider store={store}>
            <Router
              {...(server
                ? { ssrPath: server.path, ssrSearch: server.search, ssrContext: server.context }
                : {})}
            >
              <FirstScreenFromServer.Provider value={server !== undefined || hydrating}>
                <App location={location} prefill={prefill} />
              </FirstScreenFromServer.Provider>
            </Router>
          </StoreProvider>
        </ApiProvider>
      </I18nRoot>
    </StrictMode>
  );
}
