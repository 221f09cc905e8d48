import { type LazyPage, lazyPage as lazyPageOf } from '@venue/design-system';
import type { ComponentType } from 'react';
import { PageUnavailable } from './PageLoading.tsx';

export { preloadWhenIdle } from '@venue/design-system';

/**
 * A property-app page from its own chunk (the design system's lazyPage). A chunk that no longer loads (a new
 * version was deployed, the network is gone) is logged, and the page's place says so and offers a reload.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  return lazyPageOf(load, {
    report: (error) => console.warn('A page of the app could not be loaded', error),
    Unavailable: PageUnavailable,
  });
}
