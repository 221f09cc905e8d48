import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadWhenIdle } from './lazyPage.tsx';

/*
 * The pages a guest opens next are fetched while the browser is idle after the first screen, one page per idle
 * period, so no single long task holds the main thread (docs/performance.md).
 */

let frames: FrameRequestCallback[] = [];
let idles: IdleRequestCallback[] = [];
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  frames = [];
  idles = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal('cancelAnimationFrame', () => {});
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idles.push(callback));
  vi.stubGlobal('cancelIdleCallback', (id: number) => {
    idles[id - 1] = () => {};
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The browser is idle once: the callbacks asked for run. */
const idlePeriod = () => {
  const due = idles.filter((callback) => callback !== undefined);
  idles = idles.map(() => () => {});
  for (const callback of due) callback({ didTimeout: false, timeRemaining: () => 50 });
};

const page = (loaded: string[], name: string) => ({
  preload: async () => {
    loaded.push(name);
  },
});

describe('preloadWhenIdle', () => {
  it('loads nothing before the next paint, then one page per idle period, in order', async () => {
    const loaded: string[] = [];
    preloadWhenIdle([page(loaded, 'rooms'), page(loaded, 'services'), page(loaded, 'cart')]);
    await vi.advanceTimersByTimeAsync(10);
    idlePeriod();
    expect(loaded).toEqual([]);
    for (const callback of frames) callback(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(loaded).toEqual([]);
    idlePeriod();
    expect(loaded).toEqual(['rooms']);
    idlePeriod();
    expect(loaded).toEqual(['rooms', 'services']);
    idlePeriod();
    idlePeriod();
    expect(loaded).toEqual(['rooms', 'services', 'cart']);
  });

  it('a page that fails to load does not stop the others', async () => {
    const loaded: string[] = [];
    preloadWhenIdle([{ preload: () => Promise.reject(new Error('gone')) }, page(loaded, 'cart')]);
    for (const callback of frames) callback(0);
    await vi.advanceTimersByTimeAsync(0);
    idlePeriod();
    await vi.advanceTimersByTimeAsync(0);
    idlePeriod();
    expect(loaded).toEqual(['cart']);
  });
});
