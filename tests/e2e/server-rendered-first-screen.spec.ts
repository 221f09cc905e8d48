import { expect, test } from '../src/test.ts';

/*
 * docs/serving.md#the-server-rendered-first-screen: a property's first screen comes in the page's HTML (the hero,
 * the event bar, the calendar), readable before any script runs, and the configurator hydrates it in the browser
 * without a mismatch and without moving it.
 */

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('lindenhof’s page shows its hero, the event bar and the calendar’s month', async ({ page }) => {
    await page.goto('/lindenhof');
    await expect(page.getByRole('heading', { level: 1, name: 'Seehotel Lindenhof' })).toBeVisible();
    await expect(page.locator('section[aria-roledescription="carousel"] img').first()).toBeVisible();
    const bar = page.locator('#event');
    await expect(bar.getByRole('button', { name: "Los geht's" })).toBeVisible();
    await expect(bar.getByRole('grid').first()).toBeVisible();
    // The month the calendar opens at (the first one open for booking), named above its grid.
    await expect(
      bar
        .getByText(
          /^(Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) \d{4}$/,
        )
        .first(),
    ).toBeVisible();
  });
});

test('lindenhof’s server HTML is hydrated in place: no hydration warning, no console error, nothing moves', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /hydrat/i.test(message.text()))
      messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  await page.addInitScript(() => {
    const w = window as unknown as { layoutShift: number; serverHeading: Element | null };
    w.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) w.layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    // The server's heading element, taken before the app's scripts run: hydration keeps it, a new render would not.
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') w.serverHeading = document.querySelector('#root h1');
    });
  });
  await page.goto('/lindenhof');
  // Enabled once the login's token is in: the app has hydrated and its store moved on.
  await expect(page.getByRole('button', { name: "Los geht's" })).toBeEnabled({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  expect(page.url()).toMatch(/\/lindenhof\/dashboard$/);
  const { shift, kept } = await page.evaluate(() => {
    const w = window as unknown as { layoutShift: number; serverHeading: Element | null };
    return { shift: w.layoutShift, kept: w.serverHeading?.isConnected === true };
  });
  expect(kept).toBe(true);
  expect(shift).toBeLessThanOrEqual(0.02);
  expect(messages).toEqual([]);
});
