import type { i18n as I18n } from 'i18next';
import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import type { Api } from './api/endpoints.ts';
import type { PropertyLocation } from './api/propertyLocation.ts';
import { ApiProvider } from './app/ApiProvider.tsx';
import type { QueryPrefill } from './app/queryPrefill.ts';
import { I18nRoot } from './i18n/I18nRoot.tsx';
import { createI18nInstance } from './i18n/instance.ts';
import type { SupportedLanguage } from './i18n/languages.ts';
import type { Translation } from './i18n/translations.ts';
import type { AppStore } from './store/createAppStore.ts';
import { StoreProvider } from './store/StoreProvider.tsx';

/** What the entry (main.tsx) has set up before the app's code arrived. */
export interface MountOptions {
  readonly language: SupportedLanguage;
  readonly translation: Translation;
  readonly api: Api;
  readonly store: AppStore;
  readonly location: PropertyLocation;
  readonly prefill: QueryPrefill;
}

/** Renders the configurator into `root`; returns its i18next instance. */
export function mount(root: HTMLElement, options: MountOptions): I18n {
  const { language, translation, api, store, location, prefill } = options;
  const instance = createI18nInstance(language, { [language]: translation });
  const reactRoot = createRoot(root);
  // With the page's first-screen data the session is ready before this first render (docs/serving.md#the-first-
  // screens-data): rendered synchronously, the start path's redirect to the dashboard (wouter's Redirect) is
  // applied before the browser paints, as after a store update; else an empty page frame with its footer is painted
  // first and then pushed down (layout shift, tests/e2e/first-screen-stability.spec.ts).
  flushSync(() =>
    reactRoot.render(
      <StrictMode>
        <I18nRoot instance={instance}>
          <ApiProvider api={api}>
            <StoreProvider store={store}>
              <App location={location} prefill={prefill} />
            </StoreProvider>
          </ApiProvider>
        </I18nRoot>
      </StrictMode>,
    ),
  );
  return instance;
}
