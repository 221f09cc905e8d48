import { type ComponentType, lazy, useEffect, useState } from 'react';

/** A page loaded from its own chunk, that can be fetched ahead of time. */
export type LazyPage<P extends object> = ComponentType<P> & { readonly preload: () => Promise<void> };

/** What an app does when a page's chunk does not load (a deploy removed it, the network is gone). */
export interface LazyPageFailure {
  /** Told of each failed load (a toast, a log). */
  readonly report: (error: unknown) => void;
  /** Rendered in the page's place instead of breaking the whole app; its next mount tries the load again. */
  readonly Unavailable: ComponentType;
}

/**
 * Like React.lazy, but once the chunk is in (preloaded, or opened before), the page renders at once instead of
 * suspending for a tick: the previous page is not swapped for a loading placeholder, so keyboard focus moves
 * straight from the control that navigated to the new page's heading. Each mount keeps the component it started
 * with, so a page is never remounted when its chunk arrives. A failed load is reported and the next attempt
 * fetches again.
 */
export function lazyPage<P extends object>(
  load: () => Promise<ComponentType<P>>,
  failure: LazyPageFailure,
): LazyPage<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const fetchPage = () => {
    pending ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        pending = null;
        failure.report(error);
        throw error;
      },
    );
    return pending;
  };
  const suspending = () =>
    lazy<ComponentType<P>>(() =>
      fetchPage().then(
        (component) => ({ default: component }),
        () => ({ default: Unavailable }),
      ),
    );
  let Suspending = suspending();
  function Unavailable() {
    // Once the failure is shown, the page's next mount starts a new load.
    useEffect(() => {
      Suspending = suspending();
    }, []);
    return <failure.Unavailable />;
  }
  function Page(props: P) {
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Suspending);
    return <Component {...props} />;
  }
  return Object.assign(Page, { preload: () => fetchPage().then(() => undefined) });
}

/**
 * Fetches the pages when the browser is idle after its next paint (not competing with the screen shown), one page
 * per idle period: each page's load (its chunk's module preloads, then its evaluation) is a task of its own, not one
 * long task for all of them. Answers a function that cancels what has not started yet.
 */
export function preloadWhenIdle(pages: readonly { readonly preload: () => Promise<void> }[]): () => void {
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const later = (next: () => void) => {
    if ('requestIdleCallback' in window) idle = window.requestIdleCallback(next, { timeout: 3000 });
    else timer = setTimeout(next, 0);
  };
  const run = (index: number) => {
    const page = pages[index];
    if (!page) return;
    void page.preload().catch(() => undefined);
    later(() => run(index + 1));
  };
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(() => later(() => run(0)), 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
}
