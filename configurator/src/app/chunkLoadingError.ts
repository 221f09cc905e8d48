/**
 * Spec 8: a chunk that fails to load (after a deploy, the old build's files are gone) raises this window
 * event; the update check (updateCheck.ts) answers it with the reload toast. A module of its own, so the
 * first bundle carries only this and not the check.
 */
export const CHUNK_LOADING_ERROR_EVENT = 'venue:chunk-loading-error';

/** Logs the failure and raises the chunk-loading-error event. */
export function reportChunkLoadingError(error: unknown): void {
  console.warn('A part of the app could not be loaded', error);
  window.dispatchEvent(new CustomEvent(CHUNK_LOADING_ERROR_EVENT, { detail: error }));
}
