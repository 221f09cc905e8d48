import { showToast } from '@venue/design-system';
import type { TFunction } from 'i18next';
import { flushCartStorage } from '../store/createAppStore.ts';
import { toastQueue } from '../ui/toasts.ts';
import { CHUNK_LOADING_ERROR_EVENT } from './chunkLoadingError.ts';

/*
 * The update check (docs/pages.md#updates; spec 4 "Update check", 8, 9): the build writes /version.json
 * (configurator/vite.config.ts); an open page reads it at start, every 300 s and when it comes back to
 * the front, and offers a reload once it changed. A chunk that no longer loads (a deploy removed it) offers
 * the same reload instead of a broken page. Its own chunk, loaded by main.tsx once the app is mounted.
 */

/** Spec 9: "service poll for updates every 300 s". */
export const UPDATE_POLL_MS = 300_000;

/** The deployed build's version file, served by the server without caching. */
export const VERSION_FILE = '/version.json';

/** What the check needs from the browser; tests pass fakes (no real timers, network or clock). */
export interface UpdateCheckDeps {
  readonly fetch: (url: string) => Promise<Pick<Response, 'ok' | 'status' | 'json'>>;
  /** A fresh random value per request, so no cache in between answers with an old file. */
  readonly cacheBuster: () => string;
  /** Runs `run` every `ms` milliseconds until the returned function is called. */
  readonly every: (ms: number, run: () => void) => () => void;
  /** Runs `run` whenever the page comes back to the front (focus, visible again) until unsubscribed. */
  readonly onWake: (run: () => void) => () => void;
  /** Called once, when the deployed version differs from the one this page started with. */
  readonly onNewVersion: () => void;
  /** Spec 8: a missing or unreadable version file is only logged. */
  readonly warn: (message: string, detail?: unknown) => void;
  /** @default UPDATE_POLL_MS */
  readonly intervalMs?: number;
}

export interface UpdateCheck {
  /** Reads the version file now (a check already running is joined, not doubled). */
  readonly check: () => Promise<void>;
  readonly stop: () => void;
}

/**
 * Starts polling the version file. The first version read is this page's own (the file is written by the
 * build the page was loaded from); any later different one means a new build: `onNewVersion` once, then
 * the polling stops.
 */
export function startUpdateCheck(deps: UpdateCheckDeps): UpdateCheck {
  let known: string | null = null;
  let stopped = false;
  let running: Promise<void> | null = null;

  const read = async (): Promise<void> => {
    let version: unknown;
    try {
      const res = await deps.fetch(`${VERSION_FILE}?v=${encodeURIComponent(deps.cacheBuster())}`);
      if (!res.ok) {
        deps.warn(`The frontend version file is missing (HTTP ${res.status})`);
        return;
      }
      version = ((await res.json()) as { version?: unknown } | null)?.version;
    } catch (error) {
      deps.warn('The frontend version file could not be read', error);
      return;
    }
    if (typeof version !== 'string' || version === '') {
      deps.warn('The frontend version file has no version');
      return;
    }
    if (stopped) return;
    if (known === null) known = version;
    else if (version !== known) {
      stop();
      deps.onNewVersion();
    }
  };
  const check = () => {
    if (stopped) return Promise.resolve();
    running ??= read().finally(() => {
      running = null;
    });
    return running;
  };
  const unsubscribers = [
    deps.every(deps.intervalMs ?? UPDATE_POLL_MS, () => void check()),
    deps.onWake(() => void check()),
  ];
  function stop() {
    stopped = true;
    for (const unsubscribe of unsubscribers.splice(0)) unsubscribe();
  }
  void check();
  return { check, stop };
}

/** Service workers of the configurator's scope; the property app's push worker (/app/) is not ours. */
export function isConfiguratorWorker(scope: string): boolean {
  return !new URL(scope).pathname.startsWith('/app/');
}

/** Spec 8: service workers are unregistered at start-up (an old one could serve an old build). */
async function unregisterServiceWorkers(): Promise<void> {
  try {
    const registrations = (await navigator.serviceWorker?.getRegistrations()) ?? [];
    await Promise.all(registrations.filter((r) => isConfiguratorWorker(r.scope)).map((r) => r.unregister()));
  } catch (error) {
    // Blocked storage (a third-party iframe) can refuse the call: nothing to unregister then.
    console.warn('Service workers could not be unregistered', error);
  }
}

/**
 * Starts the update check of this page and listens for chunk-loading errors; both offer one reload
 * toast (closing it reloads too: spec 4). The cart is written to local storage before the reload.
 */
export function watchForUpdates(t: TFunction, reloadPage: () => void = () => window.location.reload()): void {
  void unregisterServiceWorkers();
  let offered = false;
  const offerReload = (reason: 'update' | 'chunk') => {
    if (offered) return;
    offered = true;
    updates.stop();
    let reloading = false;
    const reload = () => {
      if (reloading) return;
      reloading = true;
      flushCartStorage();
      reloadPage();
    };
    showToast(
      toastQueue,
      {
        title: reason === 'update' ? t('UPDATE.AVAILABLE') : t('UPDATE.CHUNK_FAILED'),
        description: t('UPDATE.RELOAD_HINT'),
        tone: 'info',
        action: { label: t('UPDATE.RELOAD'), onAction: reload },
      },
      { timeout: null, onClose: reload },
    );
  };
  const updates = startUpdateCheck({
    fetch: (url) => fetch(url, { cache: 'no-store' }),
    cacheBuster: () => Math.random().toString(36).slice(2),
    every: (ms, run) => {
      const id = window.setInterval(run, ms);
      return () => window.clearInterval(id);
    },
    onWake: (run) => {
      const onVisible = () => {
        if (document.visibilityState === 'visible') run();
      };
      window.addEventListener('focus', run);
      document.addEventListener('visibilitychange', onVisible);
      return () => {
        window.removeEventListener('focus', run);
        document.removeEventListener('visibilitychange', onVisible);
      };
    },
    onNewVersion: () => offerReload('update'),
    warn: (message, detail) => console.warn(message, ...(detail === undefined ? [] : [detail])),
  });
  // Vite's event for a dynamic import (or its preloads) that failed, and the app's own (lazyPage.tsx).
  window.addEventListener('vite:preloadError', () => offerReload('chunk'));
  window.addEventListener(CHUNK_LOADING_ERROR_EVENT, () => offerReload('chunk'));
}
