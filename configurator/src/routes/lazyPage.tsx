import { type ComponentType, lazy, useState } from 'react';

/** A page loaded from its own chunk, that can be fetched ahead of time. */
export type LazyPage<P extends object> = ComponentType<P> & { readonly preload: () => Promise<void> };

/**
 * Like React.lazy, but once the chunk is in (preloaded, or opened before), the page renders at once
 * instead of suspending for a tick: the previous page is not swapped for a loading placeholder, so
 * keyboard focus moves straight from the control that navigated to the new page's heading.
 * Each mount keeps the component it started with, so a page is never remounted when its chunk arrives.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const fetchPage = () => {
    pending ??= load().then((component) => {
      loaded = component;
      return component;
    });
    return pending;
  };
  const Suspending = lazy(() => fetchPage().then((component) => ({ default: component })));
  function Page(props: P) {
    const [Ready] = useState(() => loaded);
    return Ready ? <Ready {...props} /> : <Suspending {...props} />;
  }
  return Object.assign(Page, { preload: () => fetchPage().then(() => undefined) });
}

/** Fetches the pages when the browser is idle after its next paint (not competing with the first screen). */
export function preloadWhenIdle(pages: readonly { readonly preload: () => Promise<void> }[]): void {
  const run = () => {
    for (const page of pages) void page.preload().catch(() => undefined);
  };
  requestAnimationFrame(() =>
    setTimeout(() => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 3000 });
      else run();
    }, 0),
  );
}
