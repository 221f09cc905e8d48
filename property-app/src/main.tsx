// Before any schema is made: zod without eval (see the module).
import './app/zodConfig.ts';
// The themes' font, shipped with the app (no font CDN).
import '@venue/themes/fonts.ts';
import './app/global.css.ts';
import { defaultTheme } from '@venue/themes';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { ApiProvider } from './app/ApiProvider.tsx';
import { createClients } from './app/createClients.ts';
import { I18nRoot } from './i18n/I18nRoot.tsx';
import { createI18n } from './i18n/instance.ts';
import { createAppStore } from './store/createAppStore.ts';
import { StoreProvider } from './store/StoreProvider.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
document.documentElement.classList.add(defaultTheme);

const preferences = {
  read: (key: string) => {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  write: (key: string, value: string) => {
    try {
      localStorage.setItem(key, value);
    } catch {
      // Storage blocked: the choice lasts until the page is left.
    }
  },
};

// The store and the clients refer to each other: the clients read the token from the store, the store's
// actions call the clients. Both are created before anything is called.
const clients = createClients(() => store.getState());
const store = createAppStore({ ...clients, preferences }, { browserLanguage: navigator.language });
const i18n = createI18n(store.getState().language);

createRoot(root).render(
  <StrictMode>
    <I18nRoot instance={i18n}>
      <ApiProvider api={clients.api}>
        <StoreProvider store={store}>
          <App />
        </StoreProvider>
      </ApiProvider>
    </I18nRoot>
  </StrictMode>,
);
