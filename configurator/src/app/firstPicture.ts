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
  const painted = new Promise<void>((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) return;
    const observer = new PerformanceObserver((list) => {
      if (
        !list
          .getEntries()
          .some((entry) => (entry as PerformanceEntry & { element?: Element }).element === picture)
      )
        return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  });
  const loaded = picture.complete
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        picture.addEventListener('load', () => resolve(), { once: true });
        picture.addEventListener('error', () => resolve(), { once: true });
        setTimeout(resolve, pictureWait);
      });
  const late = loaded.then(() =>
    nextFrame().then(() => new Promise<void>((resolve) => setTimeout(resolve, paintWait))),
  );
  return Promise.race([painted, late]);
}
