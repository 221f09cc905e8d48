import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { eventBar, isoDay } from '../src/configurator-helpers.ts';
import { expect as baseExpect, type Page, test } from '../src/test.ts';

// A reload logs in and restores again: allow for a slow machine.
const expect = baseExpect.configure({ timeout: 15_000 });

/** The configurator build the e2e server serves (playwright.config.ts builds it there). */
const staticDir =
  process.env.E2E_STATIC_DIR ?? fileURLToPath(new URL('../../configurator/dist', import.meta.url));
const versionFile = `${staticDir}/version.json`;
const shots = process.env.PA_SHOTS_DIR;
const wide = { width: 1400, height: 900 };
const narrow = { width: 390, height: 844 };

/** Screenshots at the wide and the phone width (PA_SHOTS_DIR), back at the width the test had. */
async function shoot(page: Page, name: string) {
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  const initial = page.viewportSize();
  for (const size of [wide, narrow]) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `${shots}/update-${name}-${size.width}x${size.height}.png` });
  }
  if (initial) await page.setViewportSize(initial);
}

const versionRead = (page: Page) => page.waitForResponse((r) => r.url().includes('/version.json?v='));

/**
 * The guest comes back to the tab, and the page reads the version file again. A wake while the page is
 * still reading the file (its answer came, its body is being parsed) joins that read instead of starting
 * another one, so the test wakes the page again until a new read went out.
 */
async function wakeAndRead(page: Page, event: 'focus' | 'visibilitychange' = 'focus') {
  await expect(async () => {
    const read = page.waitForResponse((r) => r.url().includes('/version.json?v='), { timeout: 2_000 });
    await page.evaluate((name) => {
      if (name === 'focus') window.dispatchEvent(new Event('focus'));
      else document.dispatchEvent(new Event('visibilitychange'));
    }, event);
    await read;
  }).toPass();
}

test.describe('the update check', () => {
  let deployed: string;
  test.beforeEach(() => {
    deployed = readFileSync(versionFile, 'utf8');
  });
  test.afterEach(() => {
    writeFileSync(versionFile, deployed);
  });

  test('a new build deployed while a guest is mid-flow: the update toast, and the cart survives the reload', async ({
    page,
  }) => {
    await page.setViewportSize(wide);
    const day = isoDay(41);
    const firstRead = versionRead(page);
    await page.goto(`/lindenhof?f.start=${day}&f.end=${day}&f.people=25`);
    expect(JSON.parse(await (await firstRead).text())).toEqual(JSON.parse(deployed));
    await page.getByRole('button', { name: "Los geht's" }).click();
    const room = page.getByRole('button', { name: 'Auswählen Plenarsaal Seeblick' });
    await room.click();
    await expect(room).toHaveAttribute('aria-pressed', 'true');

    // Coming back to the tab while nothing was deployed: no toast.
    await wakeAndRead(page);
    await expect(page.getByText('Eine neue Version dieser Seite ist verfügbar.')).toHaveCount(0);

    // The deploy: a new build's version file; the guest comes back to the tab.
    writeFileSync(versionFile, `${JSON.stringify({ version: `${JSON.parse(deployed).version}-next` })}\n`);
    await wakeAndRead(page);
    await expect(page.getByText('Eine neue Version dieser Seite ist verfügbar.')).toBeVisible();
    await expect(
      page.getByText('Laden Sie die Seite neu, um fortzufahren. Ihre Auswahl bleibt erhalten.'),
    ).toBeVisible();
    await shoot(page, 'de');
    // Another focus does not add a second toast.
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(page.getByRole('alertdialog')).toHaveCount(1);

    await page.evaluate(() => {
      (window as unknown as { beforeReload: boolean }).beforeReload = true;
    });
    const reloaded = versionRead(page);
    await page.getByRole('button', { name: 'Neu laden' }).click();
    await page.waitForLoadState('load');
    await reloaded;
    expect(await page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload)).toBe(
      undefined,
    );
    // The cart is back, and the reloaded page runs the new build: no toast again.
    await expect(room).toHaveAttribute('aria-pressed', 'true');
    // The step page's event bar is one line: the cart's 25 people are back in it.
    await expect(eventBar(page)).toContainText('25 Personen');
    await wakeAndRead(page);
    await expect(page.getByText('Eine neue Version dieser Seite ist verfügbar.')).toHaveCount(0);
  });

  test('closing the update toast reloads too (English, phone width)', async ({ page }) => {
    await page.setViewportSize(narrow);
    const firstRead = versionRead(page);
    await page.goto('/lindenhof?lang=en');
    await firstRead;
    writeFileSync(versionFile, `${JSON.stringify({ version: `${JSON.parse(deployed).version}-next` })}\n`);
    await wakeAndRead(page, 'visibilitychange');
    await expect(page.getByText('A new version of this page is available.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
    await shoot(page, 'en');
    await page.evaluate(() => {
      (window as unknown as { beforeReload: boolean }).beforeReload = true;
    });
    await page.getByRole('alertdialog').getByRole('button', { name: 'Close' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload))
      .toBe(undefined);
  });

  test('a page whose chunk is gone after a deploy offers the reload instead of breaking', async ({
    page,
  }) => {
    await page.setViewportSize(wide);
    // The old build's cart chunk no longer exists on the server.
    await page.route(/\/assets\/CartPage-[^/]+\.js$/, (route) =>
      route.fulfill({ status: 404, body: 'Not found' }),
    );
    await page.goto('/lindenhof?lang=en');
    await expect(page.getByText('A part of this page could not be loaded.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
    // The page itself still works.
    await expect(page.getByRole('button', { name: 'Start', exact: true })).toBeVisible();
    await shoot(page, 'chunk-en');
  });
});
