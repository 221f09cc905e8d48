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
