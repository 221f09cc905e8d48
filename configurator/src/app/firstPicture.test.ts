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
/** The reports made before the page's script observes them (the browser buffers them). */
let reported: { element: Element; size: number }[] = [];
function reportsLargestPaint(before: { element: Element; size: number }[] = []) {
  observers = [];
  reported = before;
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
    takeRecords() {
      const records = reported;
      reported = [];
      return records;
    }
    disconnect() {
      this.entry.on = false;
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
}
/** The browser reports `element` as the largest paint (the frame showing it is on the screen), `size` px² of it. */
const paintedLargest = (element: Element, size = 1) => {
  for (const o of observers)
    if (o.on)
      o.callback(
        { getEntries: () => [{ element, size }] } as unknown as PerformanceObserverEntryList,
        {} as PerformanceObserver,
      );
};

/** The picture shown 400 × 300 px at the top of the screen. */
const shownAt400x300 = (picture: HTMLImageElement) => {
  picture.getBoundingClientRect = () => ({ left: 0, top: 0, right: 400, bottom: 300 }) as DOMRect;
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

  it('takes the reports made before it ran at once, not in the observer’s later task', async () => {
    const { root, picture } = screenWithPicture();
    Object.defineProperty(picture, 'complete', { value: true });
    reportsLargestPaint([{ element: picture, size: 120_000 }]);
    expect(await settled(afterFirstPicture(root))).toBe(true);
  });

  it('a picture smaller than a paint reported before it: the frame after it loaded, not 250 ms more', async () => {
    reportsLargestPaint();
    const { root, picture } = screenWithPicture();
    shownAt400x300(picture);
    const started = afterFirstPicture(root);
    // A text block of 500 × 300 px painted first: the picture cannot be the largest paint.
    paintedLargest(document.createElement('p'), 150_000);
    picture.dispatchEvent(new Event('load'));
    expect(await settled(started)).toBe(false);
    paintFrame();
    expect(await settled(started)).toBe(true);
  });

  it('a picture larger than the paints reported before it: waits for its own report', async () => {
    reportsLargestPaint();
    const { root, picture } = screenWithPicture();
    shownAt400x300(picture);
    const started = afterFirstPicture(root);
    paintedLargest(document.createElement('p'), 50_000);
    picture.dispatchEvent(new Event('load'));
    paintFrame();
    expect(await settled(started)).toBe(false);
    paintedLargest(picture, 120_000);
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
