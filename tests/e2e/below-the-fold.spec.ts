import { expect, type Request, test } from '@playwright/test';

/*
 * docs/pages.md#hero-and-panorama: the panorama sits below the fold on a phone. Its viewer (pannellum) and its
 * picture are not part of the first visit's bytes; they load when the guest scrolls to it.
 */
test.use({ viewport: { width: 390, height: 844 } });

const isPanoramaPart = (request: Request) =>
  /PannellumView-|\/api\/document\/\d+\/panorama/.test(request.url());

test('the panorama loads only when the guest scrolls to it', async ({ page }) => {
  const early: string[] = [];
  page.on('request', (request) => {
    if (isPanoramaPart(request)) early.push(request.url());
  });
  await page.goto('/lindenhof');
  await expect(page.getByRole('button', { name: "Los geht's" })).toBeEnabled();
  const region = page.getByRole('region', { name: /360°-Ansicht vom/ });
  // Its place is there from the start, so nothing below it moves when it loads.
  await expect(region).toBeAttached();
  await page.waitForLoadState('networkidle');
  expect(early).toEqual([]);

  const loaded = page.waitForRequest(isPanoramaPart);
  await region.scrollIntoViewIfNeeded();
  await loaded;
  // The 360° view, or its still picture where the browser has no WebGL.
  await expect(
    region.getByRole('application').or(region.getByRole('img', { name: /360°-Ansicht vom/ })),
  ).toBeVisible();
});
