/*
 * docs/serving.md#taps-before-hydration: a server-rendered control answers only once React has hydrated it. A press
 * before that (the app's code still loading on a slow phone, or a part hydrated later still waiting) is noted here
 * and pressed again once the control is hydrated, so the guest's tap is not lost. Installed by the entry, before the
 * app's code arrives; the presses before the entry itself ran (its script loads with low priority) were noted by
 * the page's inline script (server/src/http/pageMeta.ts `EARLY_TAPS_SCRIPT`) in `window.venueEarlyTaps`, and are
 * taken from there.
 */

/** What the page's inline script notes before the entry runs: each press's target and `performance.now()`. */
type NotedBeforeEntry = [target: EventTarget | null, at: number][];

/** The presses the page's inline script noted, taken once: it notes no more after this. */
function takeNotedBeforeEntry(): NotedBeforeEntry {
  const page = window as { venueEarlyTaps?: NotedBeforeEntry | null };
  const noted = page.venueEarlyTaps ?? [];
  page.venueEarlyTaps = null;
  return noted;
}

/** The server-rendered controls a press is kept for (react-aria's buttons, the calendar's days, radios, switches). */
const CONTROLS =
  'button, [role="button"], [role="radio"], [role="switch"], [role="checkbox"], [role="tab"], [role="option"]';

/** How long a noted press waits for its control to be hydrated before it is dropped. */
const WAIT_MS = 10_000;

/** Whether React has taken `element` over: a hydrated (or rendered) element carries React's props. */
function hydrated(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactProps$'));
}

/**
 * Notes presses on the server-rendered controls in `root` that React has not hydrated yet, and presses each again
 * (a virtual click, as an assistive technology's) once it is hydrated and `ready()` was called (the first
 * hydration committed). `onNoted` runs for each noted press (the entry lets the parts hydrated later load at
 * once). A press React handled itself (hydrating the control on the spot) is not repeated.
 */
export function catchEarlyTaps(
  root: HTMLElement,
  onNoted: () => void = () => {},
  now: () => number = () => performance.now(),
): { ready: () => void } {
  const controls = new WeakSet(root.querySelectorAll(CONTROLS));
  const queue: { control: HTMLElement; at: number }[] = [];
  let isReady = false;
  let running = false;
  const drain = () => {
    running = false;
    while (queue.length > 0) {
      const first = queue[0];
      if (!first) break;
      const { control, at } = first;
      if (!control.isConnected || now() - at > WAIT_MS) {
        queue.shift();
        continue;
      }
      if (!hydrated(control)) {
        running = true;
        setTimeout(drain, 50);
        return;
      }
      queue.shift();
      if (!control.matches(':disabled, [aria-disabled="true"]')) control.click();
    }
  };
  /** The server-rendered control a press on `target` is for, while React has not taken it over. */
  const controlOf = (target: EventTarget | null): HTMLElement | null => {
    const control = target instanceof Element ? target.closest<HTMLElement>(CONTROLS) : null;
    return control && controls.has(control) && !hydrated(control) ? control : null;
  };
  const note = (control: HTMLElement, at: number) => {
    queue.push({ control, at });
    onNoted();
    if (isReady && !running) drain();
  };
  document.addEventListener(
    'click',
    (event) => {
      const target = controlOf(event.target);
      if (!target) return;
      // After the event's dispatch: React may have hydrated the control on the spot and handled this very press.
      setTimeout(() => {
        if (!hydrated(target)) note(target, now());
      }, 0);
    },
    true,
  );
  for (const [target, at] of takeNotedBeforeEntry()) {
    const control = controlOf(target);
    if (control) note(control, at);
  }
  return {
    ready: () => {
      isReady = true;
      if (!running) drain();
    },
  };
}
