import { type ComponentType, lazy, useEffect, useState } from 'react';
import { PageUnavailable } from './PageLoading.tsx';

/** A page loaded from its own chunk, that can be fetched ahead of time. */
export type LazyPage<P extends object> = ComponentType<P> & { readonly preload: () => Promise<void> };

/**
 * Like React.lazy (as the configurator's routes/lazyPage.tsx), but once the chunk is in (preloaded, or opened
 * before), the page renders at once instead of suspending for a tick: the previous page is not swapped for the
 * loading placeholder, and focus moves straight to the new page's heading.
 * Each mount keeps the component it started with, so a page is never remounted when its chunk arrives.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const fetchPage = () => {
    pending ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        // A chunk that no longer loads (a deploy removed it, the network is gone): the next attempt fetches again.
        pending = null;
        console.warn('A page of the app could not be loaded', error);
        throw error;
      },
    );
    return pending;
  };
  // A page whose chunk failed says so in its place and offers a reload, instead of breaking the whole app;
  // the page's next mount tries again with a new lazy component.
  const suspending = () =>
    lazy<ComponentType<P>>(() =>
      fetchPage().then(
        (component) => ({ default: component }),
        () => ({ default: Unavailable }),
      ),
    );
  let Suspending = suspending();
  function Unavailable() {
    useEffect(() => {
      Suspending = suspending();
    }, []);
    return <PageUnavailable />;
  }
  function Page(props: P) {
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Suspending);
    return <Component {...props} />;
  }
  return Object.assign(Page, { preload: () => fetchPage().then(() => undefined) });
}

/** Fetches the pages when the browser is idle after its next paint (not competing with the screen shown). */
export function preloadWhenIdle(pages: readonly { readonly preload: () => Promise<void> }[]): () => void {
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    for (const page of pages) void page.preload().catch(() => undefined);
  };
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(() => {
      if ('requestIdleCallback' in window) idle = window.requestIdleCallback(run, { timeout: 3000 });
      else run();
    }, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
}
