import { type LazyPage, lazyPage as lazyPageOf } from '@venue/design-system';
import type { ComponentType } from 'react';
import { reportChunkLoadingError } from '../app/chunkLoadingError.ts';

export { preloadWhenIdle } from '@venue/design-system';

/**
 * A configurator page from its own chunk (the design system's lazyPage). A chunk that no longer loads (a deploy
 * removed it) raises the reload toast (app/updateCheck.ts) and the page renders nothing meanwhile.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  return lazyPageOf(load, { report: reportChunkLoadingError, Unavailable: () => null });
}
