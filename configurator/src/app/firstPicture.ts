/*
 * docs/performance.md#the-entrys-tasks: on a server-rendered page the first screen is there before any script runs,
 * and its largest paint is a picture (the hero's first slide, or the first room's). The app's start (its store, the
 * booking rules, then React) takes the main thread for tens of milliseconds, hundreds on a slow phone: started
 * before that picture is painted, it delays the paint by as long. So it waits for the picture, within bounds.
 */

/** The longest the app's start waits for the first screen's picture to load (a slow or broken picture). */
export const PICTURE_WAIT_MS = 1_000;
/** The longest it waits for the frame after that (a browser that paints no frames, as a hidden tab). */
export const FRAME_WAIT_MS = 100;

/** The longest it waits, once the picture is loaded, for the browser to report it painted (largest paint). */
export const PAINT_WAIT_MS = 250;

/**
 * Resolves once the first screen's picture in `root` (the image the server marked `fetchpriority="high"`) is
 * painted: the browser reports it as the largest paint, which it does once the frame showing it is on the screen
 * (or, where it is not the largest element or the browser has no such report, a frame after it loaded, within
 * `paintWait` ms). A picture that fails counts as done; one still loading after `pictureWait` ms is not waited for.
 * Without such a picture, after the next frame (or `frameWait` ms, for a browser that paints no frames).
 */
export function afterFirstPicture(
  root: ParentNode,
  pictureWait = PICTURE_WAIT_MS,
  frameWait = FRAME_WAIT_MS,
  paintWait = PAINT_WAIT_MS,
): Promise<void> {
  const picture = root.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  const nextFrame = () =>
    new Promise<void>((resolve) => {
      // After the frame: a task queued from the frame's callback runs once that frame is done.
      requestAnimationFrame(() => setTimeout(resolve, 0));
      setTimeout(resolve, frameWait);
    });
  if (!picture) return nextFrame();
  /** The largest paint reported so far (its visible area, CSS px²). */
  let largest = 0;
  const painted = new Promise<void>((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) return;
    const take = (entries: readonly (PerformanceEntry & { element?: Element; size?: number })[]) => {
      for (const entry of entries) largest = Math.max(largest, entry.size ?? 0);
      if (!entries.some((entry) => entry.element === picture)) return;
      observer.disconnect();
      resolve();
    };
    const observer = new PerformanceObserver((list) => take(list.getEntries()));
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
    // The reports made before this script ran, at once: the observer's callback is a task of low priority, which a
    // phone ran 100–140 ms later (docs/performance.md#fewer-calendar-renders-the-pictures-report-at-once).
    take(observer.takeRecords?.() ?? []);
  });
  // A picture no larger than a paint reported already cannot be the largest: the browser reports it never, and the
  // frame after it loaded is enough (docs/performance.md#fewer-calendar-renders-the-pictures-report-at-once).
  const outdone = () => largest > 0 && largest >= visibleArea(picture);
  const loaded = picture.complete
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        picture.addEventListener('load', () => resolve(), { once: true });
        picture.addEventListener('error', () => resolve(), { once: true });
        setTimeout(resolve, pictureWait);
      });
  const late = loaded.then(() =>
    nextFrame().then(() =>
      outdone() ? undefined : new Promise<void>((resolve) => setTimeout(resolve, paintWait)),
    ),
  );
  return Promise.race([painted, late]);
}

/** The part of `element` inside the viewport, in CSS px² (as the browser measures a largest-paint candidate). */
function visibleArea(element: Element): number {
  const box = element.getBoundingClientRect();
  const width = Math.min(box.right, window.innerWidth) - Math.max(box.left, 0);
  const height = Math.min(box.bottom, window.innerHeight) - Math.max(box.top, 0);
  return Math.max(0, width) * Math.max(0, height);
}
