import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const wcag22aa = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Waits until no finite CSS animation or transition is running (spinners loop forever and are ignored). A dialog that is still fading in
 * has its text blended with the page behind it, and axe would (rightly) measure that
 * half-transparent text as low contrast; what a guest reads is the settled dialog.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (a) =>
            a.playState !== 'running' ||
            a.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY,
        ),
    undefined,
    { timeout: 5_000 },
  );
}

/** Scans the settled page (or only `include`, a CSS selector) against the WCAG 2.2 AA rules. */
export async function expectNoAxeViolations(page: Page, what: string, include?: string): Promise<void> {
  await settleAnimations(page);
  let builder = new AxeBuilder({ page }).withTags(wcag22aa);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, `axe violations on ${what}`).toEqual([]);
}
