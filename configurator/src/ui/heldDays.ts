/*
 * docs/serving.md#parts-hydrated-later: the event bar's calendar is a part hydrated later. A tap on one of its days
 * before that is pressed again once it has hydrated (app/earlyTaps.ts), on the same element. React-aria's grid keeps
 * its day elements by their place in the month (CalendarGridBody keys them by index), so if the month shown changed
 * in between (a tap on the month arrow, noted before and pressed again first, or a host page's dates), that element
 * is another day by then. This guard drops such a replayed press: no wrong day is picked. Installed by the entry
 * with the later parts' hold (ui/laterGate.ts), while the page is still the server's HTML, and like it without React.
 */

/** A day of a calendar's grid: react-aria's cell button inside its grid cell. */
const DAY = '[role="grid"] [role="gridcell"] > [role="button"]';

/** How long after the calendar has hydrated a noted tap may still be pressed again (app/earlyTaps.ts waits 10 s). */
const SETTLE_MS = 11_000;

/** The guard installed last, until it ends. */
let current: { stop: () => void } | null = null;

const monthOf = (day: Element) => day.closest('[role="grid"]')?.getAttribute('aria-label') ?? null;

/**
 * Notes the month of every calendar day in `root` (the server's HTML) and, until `heldDaysHydrated` has settled,
 * stops a replayed press (a click not made by the guest: `isTrusted` false) on one of those days whose grid shows
 * another month by now. A guest's own clicks, a screen reader's included, are never stopped.
 */
export function guardHeldDays(root: ParentNode = document): void {
  if (typeof document === 'undefined') return;
  // A new hold notes the page as it is now.
  current?.stop();
  const days = root.querySelectorAll(DAY);
  if (days.length === 0) return;
  // The month (the grid's label, e.g. "Zeitraum, Dezember 2026") each day element shows in the server's HTML.
  const months = new WeakMap<Element, string | null>();
  for (const day of days) months.set(day, monthOf(day));
  const listener = (event: Event) => {
    if (event.isTrusted || !(event.target instanceof Element)) return;
    const day = event.target.closest(DAY);
    if (!day || !months.has(day) || monthOf(day) === months.get(day)) return;
    // Before React's listeners on the app's root: the press never reaches the day's handler.
    event.stopImmediatePropagation();
    event.preventDefault();
  };
  document.addEventListener('click', listener, true);
  const guard = {
    stop: () => {
      document.removeEventListener('click', listener, true);
      if (current === guard) current = null;
    },
  };
  current = guard;
}

/**
 * The calendar has hydrated: taps noted before are pressed again within app/earlyTaps.ts's wait, after which the
 * guard ends (later presses are the guest's or the page's own).
 */
export function heldDaysHydrated(): void {
  const guard = current;
  if (guard) setTimeout(guard.stop, SETTLE_MS);
}
