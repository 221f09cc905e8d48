import type { TFunction } from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastQueue } from '../ui/toasts.ts';
import { reportChunkLoadingError } from './chunkLoadingError.ts';
import {
  isConfiguratorWorker,
  startUpdateCheck,
  UPDATE_POLL_MS,
  type UpdateCheckDeps,
  watchForUpdates,
} from './updateCheck.ts';

/** A deployed version file whose content the test changes; `null` answers 404. */
function fakeServer(initial: string | null) {
  const state = { version: initial, urls: [] as string[] };
  const fetch = vi.fn(async (url: string) => {
    state.urls.push(url);
    const version = state.version;
    return version === null
      ? { ok: false, status: 404, json: async () => ({}) }
      : { ok: true, status: 200, json: async () => ({ version }) };
  });
  return { state, fetch };
}

/** Fake timers and wake events: the test runs the interval and the focus handler itself. */
function harness(server: ReturnType<typeof fakeServer>) {
  let tick: (() => void) | null = null;
  let wake: (() => void) | null = null;
  const intervals: number[] = [];
  let counter = 0;
  const deps = {
    fetch: server.fetch,
    cacheBuster: () => `r${++counter}`,
    every: (ms: number, run: () => void) => {
      intervals.push(ms);
      tick = run;
      return () => {
        tick = null;
      };
    },
    onWake: (run: () => void) => {
      wake = run;
      return () => {
        wake = null;
      };
    },
    onNewVersion: vi.fn(),
    warn: vi.fn(),
  } satisfies UpdateCheckDeps;
  const check = startUpdateCheck(deps);
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    deps,
    check,
    intervals,
    settle,
    tick: async () => {
      tick?.();
      await settle();
    },
    wake: async () => {
      wake?.();
      await settle();
    },
    get polling() {
      return tick !== null && wake !== null;
    },
  };
}

describe('the update check', () => {
  it('reads the version at start, every 300 s and on focus, each time with a new cache-buster; the same version shows nothing', async () => {
    const server = fakeServer('1.0+aaa');
    const h = harness(server);
    await h.settle();
    expect(h.intervals).toEqual([UPDATE_POLL_MS]);
    expect(UPDATE_POLL_MS).toBe(300_000);
    await h.tick();
    await h.wake();
    expect(server.state.urls).toEqual(['/version.json?v=r1', '/version.json?v=r2', '/version.json?v=r3']);
    expect(h.deps.onNewVersion).not.toHaveBeenCalled();
    expect(h.deps.warn).not.toHaveBeenCalled();
    expect(h.polling).toBe(true);
  });

  it('offers the update once when a new build is deployed, and stops polling', async () => {
    const server = fakeServer('1.0+aaa');
    const h = harness(server);
    await h.settle();
    server.state.version = '1.0+bbb';
    await h.wake();
    expect(h.deps.onNewVersion).toHaveBeenCalledTimes(1);
    expect(h.polling).toBe(false);
    // Later checks (another focus, another deploy) neither fetch nor offer it again.
    server.state.version = '1.0+ccc';
    await h.check.check();
    expect(h.deps.onNewVersion).toHaveBeenCalledTimes(1);
    expect(server.fetch).toHaveBeenCalledTimes(2);
  });

  it('only logs a missing or broken version file; the first version read later is the baseline', async () => {
    const server = fakeServer(null);
    const h = harness(server);
    await h.settle();
    expect(h.deps.warn).toHaveBeenCalledWith('The frontend version file is missing (HTTP 404)');
    server.fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await h.tick();
    expect(h.deps.warn).toHaveBeenLastCalledWith(
      'The frontend version file could not be read',
      expect.any(TypeError),
    );
    server.state.version = '1.0+aaa';
    await h.tick();
    await h.wake();
    expect(h.deps.onNewVersion).not.toHaveBeenCalled();
    expect(h.polling).toBe(true);
  });

  it('joins a check already running (focus and visibility change together fetch once)', async () => {
    const server = fakeServer('1.0+aaa');
    const h = harness(server);
    await h.settle();
    await Promise.all([h.check.check(), h.check.check()]);
    expect(server.fetch).toHaveBeenCalledTimes(2);
  });
});

describe('service workers at start-up', () => {
  it("unregisters the configurator's own, never the property app's push worker", () => {
    expect(isConfiguratorWorker('https://book.example/')).toBe(true);
    expect(isConfiguratorWorker('https://book.example/lindenhof/')).toBe(true);
    expect(isConfiguratorWorker('https://book.example/app/')).toBe(false);
  });
});

describe('watchForUpdates', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows one reload toast, with a Reload action, for a new version and a chunk that failed to load', async () => {
    let version = 'a';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ version }), { status: 200 })),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const t = ((key: string) => `t:${key}`) as unknown as TFunction;
    const reload = vi.fn();
    watchForUpdates(t, reload);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(toastQueue.visibleToasts).toHaveLength(0);

    version = 'b';
    window.dispatchEvent(new Event('focus'));
    await vi.waitFor(() => expect(toastQueue.visibleToasts).toHaveLength(1));
    const [toast] = toastQueue.visibleToasts;
    expect(toast?.content).toMatchObject({
      title: 't:UPDATE.AVAILABLE',
      description: 't:UPDATE.RELOAD_HINT',
      action: { label: 't:UPDATE.RELOAD' },
    });
    // No toast is added on top of it.
    reportChunkLoadingError(new TypeError('Failed to fetch dynamically imported module'));
    window.dispatchEvent(new Event('focus'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(toastQueue.visibleToasts).toHaveLength(1);
    expect(reload).not.toHaveBeenCalled();

    // Spec 4: dismissing the toast reloads the page (once, also after the Reload action).
    toast?.content.action?.onAction();
    if (toast) toastQueue.close(toast.key);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('closing the toast without its action reloads too', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 404 })),
    );
    const reload = vi.fn();
    watchForUpdates(((key: string) => key) as unknown as TFunction, reload);
    window.dispatchEvent(new Event('vite:preloadError'));
    await vi.waitFor(() => expect(toastQueue.visibleToasts).toHaveLength(1));
    const [toast] = toastQueue.visibleToasts;
    expect(toast?.content.title).toBe('UPDATE.CHUNK_FAILED');
    if (toast) toastQueue.close(toast.key);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
