import { defaultTheme } from '@venue/themes';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { createHttpClient } from './api/client.ts';
import { createApi } from './api/endpoints.ts';
import { resolvePropertyLocation } from './api/propertyLocation.ts';
import { ApiProvider } from './app/ApiProvider.tsx';
import { readQueryPrefill } from './app/queryPrefill.ts';
import { storedPropertyId } from './app/storedProperty.ts';
import { I18nRoot } from './i18n/I18nRoot.tsx';
import { createI18n } from './i18n/i18n.ts';
import { createAppStore } from './store/createAppStore.ts';
import { StoreProvider } from './store/StoreProvider.tsx';
import { createNotifier } from './ui/toasts.ts';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
// On <html>, so the property CSS (:root, injected later in <head>) overrides it by source order.
document.documentElement.classList.add(defaultTheme);

const search = new URLSearchParams(window.location.search);
const i18n = createI18n(search.get('lang') ?? search.get('language'));
const location = resolvePropertyLocation(
  window.location.pathname,
  window.location.search,
  storedPropertyId.read(),
  import.meta.env.VITE_DEFAULT_PROPERTY_CODE ?? null,
);
storedPropertyId.apply(location.storedIdChange);

const api = createApi(
  createHttpClient({ baseUrl: '', token: () => store.getState().token, language: () => i18n.language }),
);
const store = createAppStore({ api, now: () => new Date(), notify: createNotifier(i18n.t) });

createRoot(root).render(
  <StrictMode>
    <I18nRoot instance={i18n}>
      <ApiProvider api={api}>
        <StoreProvider store={store}>
          <App location={location} prefill={readQueryPrefill(window.location.search)} />
        </StoreProvider>
      </ApiProvider>
    </I18nRoot>
  </StrictMode>,
);
