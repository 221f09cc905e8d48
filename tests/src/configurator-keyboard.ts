import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Whether the focused element shows a focus indicator: it matches :focus-visible (or sits in a react-aria
 * component marked data-focus-visible) and it or a close ancestor draws an outline or a box shadow.
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
    return candidates.some(drawn) ? null : `no focus ring: ${active.outerHTML.slice(0, 120)}`;
  });
}

/** Waits two animation frames: React has committed what the key did and run its effects. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

/**
 * Presses a key and checks that the focus is visible right after it: a key that opens another page must
 * move focus to something visible at once (the new page, or its loading placeholder), never the body.
 */
export async function press(page: Page, key: string): Promise<void> {
  await page.keyboard.press(key);
  await settle(page);
  expect(await focusIsVisible(page), `after ${key}`).toBeNull();
}

/** Whether the focused element is the last tab stop of the page (Tab then leaves for the browser's own UI). */
async function onLastTabStop(page: Page): Promise<boolean> {
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
  for (let i = 0; i < max; i++) {
    const wraps = await onLastTabStop(page);
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement))) {
      expect(await focusIsVisible(page)).toBeNull();
      return;
    }
    const problem = await focusIsVisible(page);
    if (!(wraps && problem === 'focus is on the body')) expect(problem, `tab stop ${i + 1}`).toBeNull();
  }
  throw new Error(`could not reach ${target} with Tab`);
}

/**
 * A keyboard walk that counts the Tab and Shift+Tab presses it takes (arrows, Enter, Space and typing are not
 * counted): `forward` tabs to a target, `back` shift-tabs to one; `presses` is the count so far.
 */
export function countedWalk(page: Page) {
  let presses = 0;
  const reach = async (target: Locator, key: 'Tab' | 'Shift+Tab', max: number) => {
    await target.waitFor({ state: 'attached', timeout: 15_000 });
    for (let i = 0; i < max; i++) {
      await page.keyboard.press(key);
      presses++;
      await settle(page);
      if (
        await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement))
      ) {
        expect(await focusIsVisible(page)).toBeNull();
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
