import { type PageRef, pagePath } from '../model/pages.ts';
import type { TabPage } from './pageList.ts';

/*
 * Moving between the pages of the page list (docs/pages.md#event-bar).
 * Pages are identified by their route segment, so a rebuilt list can be matched against the old one.
 */

const indexOf = (pages: readonly TabPage[], ref: PageRef) => {
  const path = pagePath(ref);
  return pages.findIndex((p) => pagePath(p.ref) === path);
};

function enabledFrom(pages: readonly TabPage[], start: number, step: 1 | -1): TabPage | null {
  for (let i = start; i >= 0 && i < pages.length; i += step) {
    const candidate = pages[i];
    if (candidate && !candidate.disabled) return candidate;
  }
  return null;
}

/** docs/pages.md#next-and-back: the next and back targets: the nearest enabled neighbours, only once the cart is started. */
export function neighbours(
  pages: readonly TabPage[],
  active: PageRef,
  started: boolean,
): { readonly next: TabPage | null; readonly back: TabPage | null } {
  const at = indexOf(pages, active);
  if (!started || at < 0) return { next: null, back: null };
  return { next: enabledFrom(pages, at + 1, 1), back: enabledFrom(pages, at - 1, -1) };
}

/** The nearest enabled page to a position; on equal distance the following page wins. */
function nearestEnabled(pages: readonly TabPage[], at: number): TabPage | null {
  for (let distance = 1; distance < pages.length; distance++) {
    for (const i of [at + distance, at - distance]) {
      const candidate = pages[i];
      if (candidate && !candidate.disabled) return candidate;
    }
  }
  return null;
}

/** Where a page kind stands in a page list: setup, rooms, meeting rooms, services, cart. */
function kindRank(ref: PageRef): number {
  if (ref.page === 'unitgroup') return ref.category;
  return { setup: 0, service: 3, cart: 4 }[ref.page];
}

/** The enabled page that stands where a lost page stood: the first one after its place, else before it. */
function standIn(pages: readonly TabPage[], lost: PageRef): TabPage | null {
  const after = pages.findIndex((p) => kindRank(p.ref) > kindRank(lost));
  const at = after < 0 ? pages.length : after;
  return enabledFrom(pages, at, 1) ?? enabledFrom(pages, at - 1, -1);
}

/** What happens to the active page after the page list was rebuilt. */
export type ActivePageResolution =
  /** The active page is still there and enabled. */
  | { readonly kind: 'stay'; readonly page: TabPage }
  /** The active page was matched again under another slot index. */
  | { readonly kind: 'rematched'; readonly page: TabPage }
  /** The active page became disabled: the view moves to the nearest enabled page. */
  | { readonly kind: 'moved'; readonly page: TabPage; readonly from: TabPage }
  /**
   * No page matches the active one any more (its service type or unit group page is gone, or the address
   * names no page): the guest is moved to the page that now stands where it stood, and told (null: none).
   */
  | { readonly kind: 'lost'; readonly page: TabPage | null }
  /** docs/pages.md#next-and-back: every page is disabled: a warning is logged and the view stays. */
  | { readonly kind: 'allDisabled'; readonly page: TabPage; readonly warning: string };

/** The same kind of page with the same category or service code, whatever its slot index. */
function sameKind(a: PageRef, b: PageRef): boolean {
  if (a.page !== b.page) return false;
  if (a.page === 'unitgroup' && b.page === 'unitgroup') return a.category === b.category;
  if (a.page === 'service' && b.page === 'service') return a.servicecode === b.servicecode;
  return true;
}

/**
 * docs/pages.md#next-and-back: after a rebuild, re-match the active page (same route, else the same page kind with the
 * same category or service code); none gives "lost". A disabled match moves to the nearest enabled
 * page; when every page is disabled the result carries a warning.
 */
export function resolveActivePage(pages: readonly TabPage[], active: PageRef): ActivePageResolution {
  let at = indexOf(pages, active);
  let rematched = false;
  if (at < 0) {
    at = pages.findIndex((p) => sameKind(p.ref, active));
    rematched = true;
  }
  const found = pages[at];
  if (!found) return { kind: 'lost', page: standIn(pages, active) };
  if (!found.disabled) return rematched ? { kind: 'rematched', page: found } : { kind: 'stay', page: found };
  const target = nearestEnabled(pages, at);
  if (!target) return { kind: 'allDisabled', page: found, warning: 'all tabs are disabled' };
  return { kind: 'moved', page: target, from: found };
}

/**
 * docs/pages.md#next-and-back: the page the start button opens: the first enabled tab after the setup page, else the
 * meeting-room page (category 2), else the cart.
 */
export function firstTab(pages: readonly TabPage[]): TabPage | null {
  return (
    pages.find((p) => !p.disabled && p.ref.page !== 'setup') ??
    pages.find((p) => p.ref.page === 'unitgroup' && p.ref.category === 2) ??
    pages.find((p) => p.ref.page === 'cart') ??
    null
  );
}

/** docs/pages.md#next-and-back: a loaded existing booking forces the cart page; otherwise the page to open is kept. */
export function landingPage(
  pages: readonly TabPage[],
  existingBookingIsLoaded: boolean,
  wanted: PageRef,
): PageRef {
  if (!existingBookingIsLoaded) return wanted;
  return pages.find((p) => p.ref.page === 'cart')?.ref ?? wanted;
}
