import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPicture } from './firstPicture.ts';

/*
 * A server-rendered page starts its app once the first screen's picture is painted (docs/performance.md#the-entrys-
 * tasks): the app's tasks do not delay the largest paint, and a slow picture or a browser painting no frames does
 * not hold the app back for long.
 */

let frames: FrameRequestCallback[] = [];
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  frames = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

/** The browser paints a frame: the callbacks asked for it run. */
const paintFrame = () => {
  const due = frames;
  frames = [];
  for (const callback of due) callback(0);
};

/** A first screen with the picture the server marks for the largest paint, not loaded yet. */
function screenWithPicture(): { root: HTMLElement; picture: HTMLImageElement } {
  const root = document.createElement('div');
  const picture = document.createElement('img');
  picture.setAttribute('fetchpriority', 'high');
  Object.defineProperty(picture, 'complete', { value: false, configurable: true });
  root.append(picture);
  document.body.append(root);
  return { root, picture };
}

/** Whether `promise` has settled once the pending microtasks ran. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

/** The browser's largest-paint reports, as the page's observers get them. */
let observers: { callback: PerformanceObserverCallback; on: boolean }[] = [];
function reportsLargestPaint() {
  observers = [];
  class FakeObserver {
    static readonly supportedEntryTypes = ['largest-contentful-paint'];
    readonly entry: { callback: PerformanceObserverCallback; on: boolean };
    constructor(callback: PerformanceObserverCallback) {
      this.entry = { callback, on: false };
      observers.push(this.entry);
    }
    observe() {
      this.entry.on = true;
    }
    disconnect() {
      this.entry.on = false;
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
}
/** The browser reports `element` as the largest paint (the frame showing it is on the screen). */
const paintedLargest = (element: Element) => {
  for (const o of observers)
    if (o.on)
      o.callback(
        { getEntries: () => [{ element }] } as unknown as PerformanceObserverEntryList,
        {} as PerformanceObserver,
      );
};

describe('afterFirstPicture', () => {
  it('waits until the browser reports the picture painted as the largest paint', async () => {
    reportsLargestPaint();
    const { root, picture } = screenWithPicture();
    const started = afterFirstPicture(root);
    paintFrame();
    expect(await settled(started)).toBe(false);
    // Another element's paint is not the picture's.
    paintedLargest(document.createElement('p'));
    expect(await settled(started)).toBe(false);
    picture.dispatchEvent(new Event('load'));
    paintFrame();
    expect(await settled(started)).toBe(false);
    paintedLargest(picture);
    expect(await settled(started)).toBe(true);
  });

  it('without a report for it (not the largest, or no such report), a frame and 250 ms after it loaded', async () => {
    const { root, picture } = screenWithPicture();
    const started = afterFirstPicture(root);
    picture.dispatchEvent(new Event('load'));
    expect(await settled(started)).toBe(false);
    paintFrame();
    await vi.advanceTimersByTimeAsync(249);
    expect(await settled(started)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(started)).toBe(true);
  });

  it('a picture that fails, or is still loading after a second, holds the app back no longer', async () => {
    const failing = screenWithPicture();
    const afterFailure = afterFirstPicture(failing.root);
    failing.picture.dispatchEvent(new Event('error'));
    expect(await settled(afterFailure)).toBe(false);
    paintFrame();
    await vi.advanceTimersByTimeAsync(250);
    expect(await settled(afterFailure)).toBe(true);

    const slow = screenWithPicture();
    const afterSlow = afterFirstPicture(slow.root);
    await vi.advanceTimersByTimeAsync(999);
    paintFrame();
    expect(await settled(afterSlow)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    paintFrame();
    await vi.advanceTimersByTimeAsync(250);
    expect(await settled(afterSlow)).toBe(true);
  });

  it('without a picture it waits for one frame, and a browser that paints none for 100 ms', async () => {
    const root = document.createElement('div');
    const started = afterFirstPicture(root);
    expect(await settled(started)).toBe(false);
    await vi.advanceTimersByTimeAsync(99);
    expect(await settled(started)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(started)).toBe(true);
  });
});
