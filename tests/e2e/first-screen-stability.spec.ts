import { expect, test } from '../src/test.ts';

/*
 * The first screen does not move while its lazy parts arrive (the calendar, the time-slice select, the tag field,
 * the hero carousel, the panorama): each keeps its space from the first render (docs/pages.md#event-bar). Measured
 * as the browser's own cumulative layout shift (the Layout Instability API, as Lighthouse reads it), which must stay
 * under 0.02 ("good" is 0.1).
 */
for (const [name, viewport] of [
  ['desktop', { width: 1350, height: 940 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  // The properties whose first screen is the dashboard with the full event bar (cityloft starts on a step page).
  for (const property of ['lindenhof', 'workspace']) {
    test(`${property} on a ${name}: nothing moves while the first screen completes`, async ({ page }) => {
      // What is measured is movement, not speed: a loaded machine may take its time to complete the screen.
      test.setTimeout(90_000);
      const arrives = { timeout: 30_000 };
      await page.setViewportSize(viewport);
      await page.addInitScript(() => {
        const w = window as unknown as { layoutShift: number };
        w.layoutShift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[])
            if (!entry.hadRecentInput) w.layoutShift += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(`/${property}`);
      const bar = page.locator('#event');
      await expect(page.getByRole('button', { name: "Los geht's" })).toBeVisible(arrives);
      // Every lazy part of the bar has arrived: the month grid and, where the property has tags, the tag field.
      await expect(bar.getByRole('grid').first()).toBeVisible(arrives);
      if (property === 'lindenhof')
        await expect(bar.getByRole('combobox', { name: 'Merkmale' })).toBeVisible(arrives);
      await expect(page.getByRole('button', { name: /Bild|Next picture|Nächstes/ }).first()).toBeVisible(
        arrives,
      );
      await page.waitForLoadState('networkidle', arrives);
      const shift = await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
      expect(shift).toBeLessThan(0.02);
    });
  }
}

/*
 * docs/serving.md#the-first-screens-data: the property, its settings and the cart-independent lists come in the
 * page; the configurator does not ask for them, and its first screen renders before the property login answers.
 */
test('lindenhof’s first screen comes from its page: no start-up list reads, rendered before the login answers', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const api: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) api.push(url.pathname);
  });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  // The login is held until the first screen is there.
  let releaseLogin = () => {};
  const loginHeld = new Promise<void>((resolve) => {
    releaseLogin = resolve;
  });
  await page.route('**/api/propertylogin', async (route) => {
    await loginHeld;
    await route.continue();
  });
  await page.goto('/lindenhof');
  const start = page.getByRole('button', { name: "Los geht's" });
  await expect(start).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: /Bild|Nächstes/ }).first()).toBeVisible();
  // Start needs the session's token (canStart): enabled once the login is in.
  await expect(start).toBeDisabled();
  releaseLogin();
  await expect(start).toBeEnabled({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  for (const path of [
    /^\/api\/property\/\d+$/,
    /^\/api\/property\/css\//,
    /^\/api\/propertysetting\/list$/,
    /^\/api\/servicetype\/list$/,
    /^\/api\/servicegroup\/list$/,
    /^\/api\/timeslicedefinition\/list$/,
    /^\/api\/portal\/search\/tag\/list$/,
    /^\/api\/herodocument\/list$/,
  ])
    expect(
      api.filter((p) => path.test(p)),
      String(path),
    ).toEqual([]);
  expect(api).toContain('/api/propertylogin');
  // The page's data is a JSON script, not run: no Content-Security-Policy complaint (or any other error).
  expect(errors).toEqual([]);
});
