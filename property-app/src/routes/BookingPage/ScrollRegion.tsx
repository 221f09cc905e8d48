import type { ReactNode } from 'react';
import * as css from './BookingPage.css.ts';

/**
 * A table's box that scrolls sideways when wider than a phone: a named region that takes focus, so it can be
 * scrolled with the keyboard (WCAG 2.1.1).
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section aria-label={label} tabIndex={0} className={css.scroller}>
      {children}
    </section>
  );
}
