import { expect, test } from '@playwright/test';

const durationMs = (value: string) =>
  value.trim().endsWith('ms') ? Number.parseFloat(value) : Number.parseFloat(value) * 1000;

// Issue 5: motion tokens have a reduced-motion variant. Every theme sets the duration tokens to 0 under
// prefers-reduced-motion, so overlays, toasts and buttons that animate only through them stand still.
for (const theme of ['default', 'lindenhof', 'cityloft']) {
  test(`the ${theme} theme drops every duration to 0 for guests who ask for reduced motion`, async ({
    browser,
  }) => {
    const durations = async (reducedMotion: 'reduce' | 'no-preference') => {
      const context = await browser.newContext({ reducedMotion });
      const page = await context.newPage();
      await page.goto(`/iframe.html?id=actions-button--primary&viewMode=story&globals=theme:${theme}`);
      await page.getByRole('button', { name: 'Send request' }).waitFor();
      const values = await page.evaluate(() =>
        ['fast', 'normal', 'slow'].map((d) =>
          getComputedStyle(document.body).getPropertyValue(`--venue-duration-${d}`),
        ),
      );
      await context.close();
      return values.map(durationMs);
    };
    expect(await durations('reduce')).toEqual([0, 0, 0]);
    for (const ms of await durations('no-preference')) expect(ms).toBeGreaterThan(0);
  });
}
