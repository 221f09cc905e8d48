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
  violations: { id: string; nodes: { target: unknown[]; html: string }[] }[];
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
        resultTypes: ['violations'],
      });
      // Only what the summary names crosses back to the test.
      return {
        violations: run.violations.map((v) => ({
          id: v.id,
          nodes: v.nodes.map((n) => ({ target: n.target, html: n.html })),
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
    // A page without frames needs no blank page to merge frames' results: legacy mode runs axe in the page.
    let builder = new AxeBuilder({ page })
      .withTags(wcag22aa)
      .options({ resultTypes: ['violations'] })
      .setLegacyMode(page.frames().length === 1);
    if (include) builder = builder.include(include);
    results = await builder.analyze();
  }
  const summary = results.violations.map(
    // The element's markup too: a generated id alone does not say which control failed.
    (v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`).join(', ')}`,
  );
  expect(summary, `axe violations on ${what}`).toEqual([]);
  expect(await unmarkedRequiredFields(page, include), `required fields not marked on ${what}`).toEqual([]);
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

/** The design system's RequiredNote in both languages. */
const requiredNotes = [
  'Fields marked * must be filled in.',
  'Mit * gekennzeichnete Felder müssen ausgefüllt werden.',
];

/**
 * WCAG 3.3.2 beyond axe: every field a user must fill in says so to the eye as well as to a screen reader. Its
 * label is followed by the asterisk, and the form, dialog or main part it is in explains the asterisk before it.
 * Returns each field that breaks this (none on a page without required fields).
 */
async function unmarkedRequiredFields(page: Page, include: string | undefined): Promise<string[]> {
  return page.evaluate(
    ({ include, notes }) => {
      const root = (include ? document.querySelector(include) : null) ?? document;
      const fields = root.querySelectorAll<HTMLElement>(
        'input[required], textarea[required], [aria-required="true"]',
      );
      const problems: string[] = [];
      for (const field of fields) {
        // react-aria's hidden native selects and inputs stand in for a visible control that is checked itself.
        if (field.closest('[aria-hidden="true"], [inert]')) continue;
        const labels = [
          ...((field as HTMLInputElement).labels ?? []),
          ...(field.getAttribute('aria-labelledby') ?? '')
            .split(' ')
            .map((id) => (id ? document.getElementById(id) : null))
            .filter((label): label is HTMLElement => label !== null),
        ];
        const name = labels.map((label) => label.textContent).join(' ') || field.outerHTML.slice(0, 80);
        // The asterisk follows the label (outside it, so that the label's text stays the field's name).
        const marked = labels.some((label) => {
          const mark = label.nextElementSibling;
          return mark?.getAttribute('aria-hidden') === 'true' && mark.textContent?.trim() === '*';
        });
        if (!marked) problems.push(`${name}: no asterisk after its label`);
        const scope = field.closest('form, [role="dialog"], main') ?? document.body;
        const explained = [...scope.querySelectorAll('p')].some(
          (note) =>
            notes.includes(note.textContent ?? '') &&
            note.compareDocumentPosition(field) & Node.DOCUMENT_POSITION_FOLLOWING,
        );
        if (!explained) problems.push(`${name}: the asterisk is not explained before it`);
      }
      return problems;
    },
    { include, notes: requiredNotes },
  );
}
