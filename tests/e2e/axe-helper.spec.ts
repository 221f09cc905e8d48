import { expectNoAxeViolations } from '../src/axe.ts';
import { expect, test } from '../src/test.ts';

/*
 * The scan every axe-clean claim of these specs rests on must fail on a violation: once on a page axe has not
 * seen yet (injected, run in the page) and once more on the same page (run in place), and on a page with a frame.
 */

const UNNAMED_BUTTON = '<main><h1>Scan</h1><button id="b"></button></main>';

test('the axe scan fails on an unnamed button, first and again on the same page', async ({ page }) => {
  await page.setContent(
    `<!doctype html><html lang="en"><head><title>Scan</title></head><body>${UNNAMED_BUTTON}</body></html>`,
  );
  for (const pass of ['first', 'again'])
    await expect(expectNoAxeViolations(page, `${pass} scan`), pass).rejects.toThrow(/button-name: #b/);
  await page.locator('#b').evaluate((b) => b.setAttribute('aria-label', 'Go'));
  await expectNoAxeViolations(page, 'named button');
});

test('the axe scan finds a violation inside a frame', async ({ page }) => {
  await page.setContent(
    `<!doctype html><html lang="en"><head><title>Framed</title></head><body><main><h1>Framed</h1><iframe title="Form" srcdoc='<!doctype html><html lang="en"><head><title>Form</title></head><body>${UNNAMED_BUTTON}</body></html>'></iframe></main></body></html>`,
  );
  await expect(page.frameLocator('iframe').locator('#b')).toBeAttached();
  await expect(expectNoAxeViolations(page, 'framed page')).rejects.toThrow(/button-name: iframe #b/);
});
