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

interface AxeRun {
  violations: { id: string; nodes: { target: unknown[] }[] }[];
}

/**
 * A page without frames that has axe already (an earlier scan of the same document, as in a walk through a
 * single-page app) is scanned in place by axe-core's own run: without injecting its half megabyte of source
 * again and without the blank page that merging frames' partial results takes. The rules and results are the
 * same at a fraction of the time. Null when the page needs the full way (inject, scan every frame, merge).
 */
async function scanInPlace(page: Page, include: string | undefined): Promise<AxeRun | null> {
  if (page.frames().length !== 1) return null;
  return page.evaluate(
    async ({ include, tags }) => {
      const { axe } = window as unknown as {
        axe?: { run(context: unknown, options: unknown): Promise<AxeRun> };
      };
      if (!axe) return null;
      const run = await axe.run(include ? { include: [include] } : document, {
        runOnly: { type: 'tag', values: tags },
      });
      // Only what the summary names crosses back to the test.
      return {
        violations: run.violations.map((v) => ({
          id: v.id,
          nodes: v.nodes.map((n) => ({ target: n.target })),
        })),
      };
    },
    { include, tags: wcag22aa },
  );
}

/**
 * Scans the settled page (or only `include`, a CSS selector) against the WCAG 2.2 AA rules. In a window 320 CSS
 * px wide (WCAG 1.4.10's reflow width: 1280 px at 400 %) it also fails when the page scrolls sideways, so every
 * page a scan visits at that width is checked for reflow too.
 */
export async function expectNoAxeViolations(page: Page, what: string, include?: string): Promise<void> {
  await settleAnimations(page);
  let results: AxeRun | null = await scanInPlace(page, include);
  if (!results) {
    let builder = new AxeBuilder({ page }).withTags(wcag22aa);
    if (include) builder = builder.include(include);
    results = await builder.analyze();
  }
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, `axe violations on ${what}`).toEqual([]);
  if (page.viewportSize()?.width === 320) {
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    expect(scrollWidth, `${what}: ${scrollWidth}px wide in a 320px window`).toBeLessThanOrEqual(
      innerWidth + 1,
    );
  }
}
