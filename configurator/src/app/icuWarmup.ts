/*
 * docs/performance.md#the-browsers-icu-set-up-off-the-main-thread-issue-40-30-nov-2026-night: a page's first date or
 * number format loads the browser's ICU data for its locale, 12–22 ms of the main thread on this machine (four times that on a phone), in the
 * middle of the app's start. The data is the renderer process's, shared by its threads: made first in a worker
 * (./icuWarmup.worker.ts), the page's own first format takes under 1 ms.
 */

/** The formats the first screen makes (the calendar's dates, the prices), made once in `locale`. */
export function warmIcu(locale: string): void {
  new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(0);
  new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(0);
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(0);
}

/** Starts the worker that warms the ICU data of `locale`; it ends itself once done. */
export function warmIcuInWorker(locale: string): void {
  try {
    const worker = new Worker(new URL('./icuWarmup.worker.ts', import.meta.url), { type: 'module' });
    worker.postMessage(locale);
  } catch (error) {
    // Without the worker the first format on the page sets the data up, as before.
    console.warn('The ICU warm-up worker did not start', error);
  }
}
