import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Whether the focused element shows a focus indicator: it matches :focus-visible (or sits in a react-aria
 * component marked data-focus-visible) and it or a close ancestor draws an outline or a box shadow (WCAG
 * 2.4.7); and whether it can be seen at all: not entirely covered by the page's own content (2.4.11).
 * Returns what is wrong, or null.
 */
async function focusIsVisible(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    if (!active || active === document.body) return 'focus is on the body';
    const marked = active.matches(':focus-visible') || active.closest('[data-focus-visible]') !== null;
    if (!marked) return `not :focus-visible: ${active.outerHTML.slice(0, 120)}`;
    const drawn = (el: Element) => {
      const style = getComputedStyle(el);
      const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
      return outline || style.boxShadow !== 'none';
    };
    const candidates: Element[] = [];
    for (let el: Element | null = active, i = 0; el && i < 4; el = el.parentElement, i++) candidates.push(el);
    const ringed = active.closest('[data-focus-visible]');
    if (ringed) candidates.push(ringed, ...Array.from(ringed.querySelectorAll('*')));
    if (!candidates.some(drawn)) return `no focus ring: ${active.outerHTML.slice(0, 120)}`;

    // WCAG 2.4.11 Focus Not Obscured (Minimum): author content (a sticky header, a fixed bar, a toast, a menu)
    // must not hide the focused element entirely.
    // An element's visible part: its box cut by every ancestor that clips its overflow. A clipping box of a
    // pixel or two is a visually hidden wrapper ('hidden'); nothing left inside a larger one means a scroll
    // area (a carousel, a list) shows another part of itself ('scrolled out'): no author content covers it.
    type Part = { top: number; left: number; bottom: number; right: number };
    const visiblePart = (el: Element): Part | 'hidden' | 'scrolled out' => {
      const own = el.getBoundingClientRect();
      if (own.width <= 2 || own.height <= 2) return 'hidden';
      const part = { top: own.top, left: own.left, bottom: own.bottom, right: own.right };
      for (let up = el.parentElement; up && up !== document.documentElement; up = up.parentElement) {
        const style = getComputedStyle(up);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const clip = up.getBoundingClientRect();
        if (clip.width <= 2 || clip.height <= 2) return 'hidden';
        part.top = Math.max(part.top, clip.top);
        part.left = Math.max(part.left, clip.left);
        part.bottom = Math.min(part.bottom, clip.bottom);
        part.right = Math.min(part.right, clip.right);
        if (part.bottom - part.top < 1 || part.right - part.left < 1) return 'scrolled out';
      }
      return part;
    };
    // What shows the focus: the element, or for a visually hidden one (a checkbox's input, a drop zone's
    // button) its label or the component that draws the ring.
    const labels = Array.from((active as HTMLInputElement).labels ?? []);
    let shown: Element = active;
    let part = visiblePart(active);
    for (const proxy of [active.closest('label'), ...labels, ringed]) {
      if (part !== 'hidden') break;
      if (proxy && proxy !== active) {
        shown = proxy;
        part = visiblePart(proxy);
      }
    }
    if (part === 'hidden') return `focused element is visually hidden: ${active.outerHTML.slice(0, 120)}`;
    if (part === 'scrolled out') return null;
    const top = Math.max(part.top, 0);
    const left = Math.max(part.left, 0);
    const bottom = Math.min(part.bottom, window.innerHeight);
    const right = Math.min(part.right, window.innerWidth);
    if (bottom - top < 1 || right - left < 1)
      return `focused element is outside the window: ${active.outerHTML.slice(0, 120)}`;
    // Hit-test its centre and its corners (2 px in): a point counts when the topmost element there is the
    // element, inside it, one of its labels, or a close ancestor (topmost outside the element's rounded corners).
    // Not any ancestor: a far one (the body) is what a cover drawn by a pseudo-element (::after) reports.
    const inset = (a: number, b: number) => (b - a > 4 ? [a + 2, b - 2] : [(a + b) / 2, (a + b) / 2]);
    const [x0, x1] = inset(left, right) as [number, number];
    const [y0, y1] = inset(top, bottom) as [number, number];
    const points: [number, number][] = [
      [(left + right) / 2, (top + bottom) / 2],
      [x0, y0],
      [x1, y0],
      [x0, y1],
      [x1, y1],
    ];
    const near: Element[] = [];
    for (let up = shown.parentElement; up && near.length < 3; up = up.parentElement) near.push(up);
    const ours = (hit: Element) =>
      hit === shown ||
      shown.contains(hit) ||
      near.includes(hit) ||
      active.contains(hit) ||
      labels.some((label) => label.contains(hit));
    // An overlay on its way out (react-aria marks it data-exiting while its closing animation runs) covers
    // nothing once the animation ends: what is under it counts.
    const hits = points.map(
      ([x, y]) =>
        document.elementsFromPoint(x, y).find((el) => el.closest('[data-exiting]') === null) ?? null,
    );
    if (hits.some((hit) => hit !== null && ours(hit))) return null;
    const cover = hits.find((hit) => hit !== null);
    return `focus obscured by ${cover ? cover.outerHTML.slice(0, 120) : 'nothing hit-testable'}: ${active.outerHTML.slice(0, 120)}`;
  });
}

/** Waits two animation frames: React has committed what the key did and run its effects. */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

/**
 * What is wrong with the focus once the page has settled: a focused element found covered or outside the window
 * is looked at again for a moment, since a closing dialog or a picture taking its place can cover it for a few
 * frames; only what stays covered fails (WCAG 2.4.11 is about where focus rests). Focus found on the body is
 * looked at again too: when a response (a sign-in) replaces the page, React removes the old page's control in
 * one frame and runs the new page's effect that focuses its heading after the next paint, and on a loaded
 * machine a frame can fall between them. Focus that stays on the body fails.
 */
/**
 * Waits (up to 3 s) until no overlay is closing: react-aria marks a closing popover or dialog data-exiting while its
 * animation runs and gives the focus back when it is gone. On a loaded machine the animation can outlast a look at
 * the focus, or the next key, which a user presses once the list has closed.
 */
export async function overlaysClosed(page: Page): Promise<void> {
  await page
    .waitForFunction(() => document.querySelector('[data-exiting]') === null, undefined, { timeout: 3_000 })
    .catch(() => {});
}

export async function settledFocusProblem(page: Page): Promise<string | null> {
  await overlaysClosed(page);
  let problem = await focusIsVisible(page);
  // Looked at again frame by frame for up to 400 ms: the first frame it is visible in ends the wait.
  const until = Date.now() + 400;
  const passing = (found: string | null) =>
    !found || !/^focus(ed element is outside| obscured| is on the body)/.test(found);
  while (!passing(problem) && Date.now() < until) {
    await settle(page);
    problem = await focusIsVisible(page);
  }
  // As long as the single look it replaces: once more after the 400 ms, when the frames have settled.
  if (!passing(problem)) {
    await settle(page);
    problem = await focusIsVisible(page);
  }
  return problem;
}

/**
 * Presses a key and checks that the focus is visible once the page has answered it: a key that opens another
 * page must move focus to something visible (the new page, or its loading placeholder), never leave it on the body.
 */
export async function press(page: Page, key: string): Promise<void> {
  await overlaysClosed(page);
  await page.keyboard.press(key);
  await settle(page);
  expect(await settledFocusProblem(page), `after ${key}`).toBeNull();
}

/**
 * Checks the focus once the page has answered a key (a login, a save, a dialog closing): still visible, not on
 * the body, not covered. `after` names the moment in the failure message.
 */
export async function expectVisibleFocus(page: Page, after: string): Promise<void> {
  await settle(page);
  expect(await settledFocusProblem(page), `after ${after}`).toBeNull();
}

/** Types text into the focused field (the keys of a text are not checked one by one) and checks the focus after it. */
export async function typeText(page: Page, text: string): Promise<void> {
  await page.keyboard.type(text);
  await expectVisibleFocus(page, `typing ${text}`);
}

/** Whether the focused element is the last tab stop of the page (Tab then leaves for the browser's own UI). */
export async function onLastTabStop(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const selector =
      'a[href], button:not(:disabled), input:not(:disabled):not([type="hidden"]), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';
    const stops = Array.from(document.querySelectorAll<HTMLElement>(selector)).filter(
      (el) => el.tabIndex >= 0 && el.checkVisibility({ visibilityProperty: true }),
    );
    const last = stops.at(-1);
    const active = document.activeElement;
    return (
      last !== undefined &&
      active !== null &&
      (last === active || last.contains(active) || active.contains(last))
    );
  });
}

/**
 * Tabs forward (at most `max` times) until `target` has focus, checking the focus ring at every stop. The
 * only stop allowed without visible focus is the browser's own UI after the page's last tab stop.
 */
export async function tabTo(page: Page, target: Locator, max = 120): Promise<void> {
  await overlaysClosed(page);
  for (let i = 0; i < max; i++) {
    const wraps = await onLastTabStop(page);
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement))) {
      expect(await settledFocusProblem(page)).toBeNull();
      return;
    }
    const problem = await settledFocusProblem(page);
    if (!(wraps && problem === 'focus is on the body')) expect(problem, `tab stop ${i + 1}`).toBeNull();
  }
  throw new Error(`could not reach ${target} with Tab`);
}

/** Shift-tabs (at most `max` times) back until `target` has focus, checking the focus at every stop. */
export async function shiftTabTo(page: Page, target: Locator, max = 60): Promise<void> {
  for (let i = 0; i < max; i++) {
    await press(page, 'Shift+Tab');
    if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement)))
      return;
  }
  throw new Error(`could not reach ${target} with Shift+Tab`);
}

/**
 * A keyboard walk that counts the Tab and Shift+Tab presses it takes (arrows, Enter, Space and typing are not
 * counted): `forward` tabs to a target, `back` shift-tabs to one; `presses` is the count so far.
 */
export function countedWalk(page: Page) {
  let presses = 0;
  const reach = async (target: Locator, key: 'Tab' | 'Shift+Tab', max: number) => {
    await target.waitFor({ state: 'attached', timeout: 15_000 });
    await overlaysClosed(page);
    for (let i = 0; i < max; i++) {
      await page.keyboard.press(key);
      presses++;
      await settle(page);
      if (
        await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement))
      ) {
        expect(await settledFocusProblem(page)).toBeNull();
        return;
      }
    }
    throw new Error(`could not reach ${target} with ${key} in ${max} presses`);
  };
  const steps: string[] = [];
  let marked = 0;
  return {
    /** Notes the presses since the last mark under a name (the walk's breakdown). */
    mark(step: string) {
      steps.push(`${step} ${presses - marked}`);
      marked = presses;
    },
    get breakdown() {
      return steps.join(', ');
    },
    forward: (target: Locator, max = 150) => reach(target, 'Tab', max),
    back: (target: Locator, max = 150) => reach(target, 'Shift+Tab', max),
    get presses() {
      return presses;
    },
  };
}

/**
 * Moves the focus within a list of cards (one Tab stop, the arrow keys between its cards; issue 38) to the card
 * whose Select toggle is `toggle`, checking the focus at every key. The focus must already be in the list.
 */
export async function arrowToCard(page: Page, toggle: Locator, max = 30): Promise<void> {
  for (let i = 0; i < max; i++) {
    const where = await toggle.evaluate((el) => {
      const active = document.activeElement;
      if (el === active) return 'here';
      if (!active) return 'lost';
      // The focused toggle comes before the wanted one: the next card is further on.
      return el.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_PRECEDING ? 'before' : 'after';
    });
    if (where === 'here') return;
    if (where === 'lost') throw new Error(`focus left the list on the way to ${toggle}`);
    await press(page, where === 'before' ? 'ArrowDown' : 'ArrowUp');
  }
  throw new Error(`could not reach ${toggle} with the arrow keys`);
}

/**
 * The Tab stop of the list of cards (issue 38) that holds the card with `toggle`: the one Select toggle of the
 * list in the Tab order (the design system's CardList marks its toggles with data-card-toggle and takes the others
 * out of the Tab order). A card's own fields, such as a rate choice, stay Tab stops of their own.
 */
export const cardListStop = (page: Page, toggle: Locator): Locator =>
  page.getByRole('toolbar').filter({ has: toggle }).locator('button[data-card-toggle]:not([tabindex="-1"])');

/** Tabs to the list of cards holding `toggle`, then arrows to that card (see `arrowToCard`). */
export async function tabToCard(page: Page, toggle: Locator, max = 120): Promise<void> {
  await tabTo(page, cardListStop(page, toggle), max);
  await arrowToCard(page, toggle);
}
