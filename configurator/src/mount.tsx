import { startTransition } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { Api } from './api/endpoints.ts';
import type { PropertyLocation } from './api/propertyLocation.ts';
import { AppTree } from './app/AppTree.tsx';
import type { QueryPrefill } from './app/queryPrefill.ts';
import { AppTexts } from './i18n/useTranslation.ts';
import type { AppStore } from './store/createAppStore.ts';

export { preloadFrame } from './routes/Layout/Layout.tsx';

/** What the entry (main.tsx) has set up before the app's code arrived. */
export interface MountOptions {
  /**
   * The app's texts: i18next's instance, or for a server-rendered page, the texts the server rendered until i18next
   * is loaded (docs/serving.md#the-first-screens-texts).
   */
  readonly texts: ConstructorParameters<typeof AppTexts>[0];
  readonly api: Api;
  readonly store: AppStore;
  readonly location: PropertyLocation;
  readonly prefill: QueryPrefill;
  /**
   * Hydrate the server's HTML in `root` (docs/serving.md#the-server-rendered-first-screen): the store holds what the
   * server rendered from (main.tsx), and `hydrated` runs once the first render is committed.
   */
  readonly hydrate?: { readonly hydrated: () => void };
}

/** Renders the configurator into `root` (hydrating the server's HTML with `hydrate`); returns its texts. */
export function mount(root: HTMLElement, options: MountOptions): AppTexts {
  const { api, store, location, prefill, hydrate } = options;
  const texts = new AppTexts(options.texts);
  if (hydrate) {
    // As a transition (docs/performance.md, "hydration in slices"): React then hydrates the frame in slices of a few
    // milliseconds, yielding to the browser between them, instead of in one long task; a tap meanwhile is answered
    // first (and a tap on a part not hydrated yet is pressed again once it is, docs/serving.md#taps-before-hydration).
    startTransition(() => {
      hydrateRoot(
        root,
        <AppTree
          texts={texts}
          api={api}
          store={store}
          location={location}
          prefill={prefill}
          hydrating
          onCommitted={hydrate.hydrated}
        />,
      );
    });
    return texts;
  }
  const reactRoot = createRoot(root);
  // With the page's first-screen data the session is ready before this first render (docs/serving.md#the-first-
  // screens-data): rendered synchronously, the start path's redirect to the dashboard (wouter's Redirect) is
  // applied before the browser paints, as after a store update; else an empty page frame with its footer is painted
  // first and then pushed down (layout shift, tests/e2e/first-screen-stability.spec.ts).
  flushSync(() =>
    reactRoot.render(<AppTree texts={texts} api={api} store={store} location={location} prefill={prefill} />),
  );
  return texts;
}
