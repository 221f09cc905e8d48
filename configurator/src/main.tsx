// The themes' font, shipped with the app (no font CDN): without it the tokens' Inter falls back to system fonts.
import '@venue/themes/fonts.ts';
import { defaultTheme } from '@venue/themes';
import type { i18n as I18n } from 'i18next';
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
import { createI18nInstance, loadTranslation } from './i18n/instance.ts';
import { resolveLanguage } from './i18n/languages.ts';
import { createAppStore } from './store/createAppStore.ts';
import { StoreProvider } from './store/StoreProvider.tsx';
import { createNotifier } from './ui/toasts.ts';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
// On <html>, so the property CSS (:root, injected later in <head>) overrides it by source order.
document.documentElement.classList.add(defaultTheme);

const search = new URLSearchParams(window.location.search);
const language = resolveLanguage(search.get('lang') ?? search.get('language'));
// Only the shown language's translations are loaded (its own chunk), while the login already runs.
const i18nReady: Promise<I18n> = loadTranslation(language).then((translation) =>
  createI18nInstance(language, { [language]: translation }),
);
let i18n: I18n | null = null;
const location = resolvePropertyLocation(
  window.location.pathname,
  window.location.search,
  storedPropertyId.read(),
  import.meta.env.VITE_DEFAULT_PROPERTY_CODE ?? null,
);
storedPropertyId.apply(location.storedIdChange);
const prefill = readQueryPrefill(window.location.search);

const api = createApi(
  createHttpClient({
    baseUrl: '',
    token: () => store.getState().token,
    language: () => i18n?.language ?? language,
  }),
);
const store = createAppStore({
  api,
  now: () => new Date(),
  notify: (toast, timeout) => {
    void i18nReady.then((instance) => createNotifier(instance.t)(toast, timeout));
  },
});
// The login and the first lists start now, not after the first render (App's call is then a no-op).
void store.getState().startSession(location, prefill);

void i18nReady.then((instance) => {
  i18n = instance;
  createRoot(root).render(
    <StrictMode>
      <I18nRoot instance={instance}>
        <ApiProvider api={api}>
          <StoreProvider store={store}>
            <App location={location} prefill={prefill} />
          </StoreProvider>
        </ApiProvider>
      </I18nRoot>
    </StrictMode>,
  );
});
