import { type ComponentType, createContext, createElement, useContext } from 'react';

/*
 * docs/serving.md#the-server-rendered-first-screen: the server links the style sheets (and preloads the scripts) of
 * the lazily loaded parts its render showed, or the page would be unstyled until they load. The SSR build
 * (vite.config.ts, trackLazyParts) wraps every `lazy(() => import(…))` and `lazyPage(() => import(…))` of the app in
 * `trackedChunk`, which notes the imported module (by its key in the client build's manifest) when it renders.
 */

/** The keys (client manifest) of the lazily loaded modules a server render showed. */
export const RenderedChunks = createContext<Set<string> | null>(null);

/**
 * The keys of the lazily loaded modules a server render showed inside a part hydrated later (ui/HydrateLater.tsx):
 * their CSS is linked, their scripts are not preloaded (docs/serving.md#parts-hydrated-later).
 */
export const LaterChunks = createContext<Set<string> | null>(null);

/**
 * `component`, noting `key` in the render's RenderedChunks whenever it renders (keeps a lazy page's `preload`, and
 * names its key as `chunkKey`: chunkKeyOf).
 * @public Called only by the code the SSR build's transform writes (vite.config.ts).
 */
export function trackedChunk<P extends object>(key: string, component: ComponentType<P>): ComponentType<P> {
  function Tracked(props: P) {
    useContext(RenderedChunks)?.add(key);
    return createElement(component, props);
  }
  const preload = (component as { preload?: unknown }).preload;
  return Object.assign(Tracked, { chunkKey: key }, preload === undefined ? {} : { preload });
}

/** The key (client manifest) of a lazily loaded part in the SSR build (trackedChunk); null in the browser's build. */
export function chunkKeyOf(component: object): string | null {
  const key = (component as { chunkKey?: unknown }).chunkKey;
  return typeof key === 'string' ? key : null;
}
