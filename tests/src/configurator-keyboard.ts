import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Whether the focused element shows a focus indicator: it matches :focus-visible (or sits in a react-aria
 * component marked data-focus-visible) and it or a close ancestor draws an outline or a box shadow.
 */
export async function focusIsVisible(page: Page): Promise<string | null> {
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

/**
 * Presses a key and checks that the focus is visible. A key that opens another page lets focus pass
 * through the body while the page loads; it must then land on a visible element within a moment.
 */
export async function press(page: Page, key: string): Promise<void> {
  await page.keyboard.press(key);
  await expect.poll(() => focusIsVisible(page), { message: `after ${key}`, timeout: 3000 }).toBeNull();
}

/** Tabs forward (at most `max` times) until `target` has focus, checking the focus ring at every stop. */
export async function tabTo(page: Page, target: Locator, max = 120): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement))) {
      expect(await focusIsVisible(page)).toBeNull();
      return;
    }
    const problem = await focusIsVisible(page);
    if (problem !== 'focus is on the body') expect(problem, `tab stop ${i + 1}`).toBeNull();
  }
  throw new Error(`could not reach ${target} with Tab`);
}
