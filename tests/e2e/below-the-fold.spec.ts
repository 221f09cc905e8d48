import { expect, type Request, test } from '../src/test.ts';

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

test('the panorama turns and zooms with its buttons: no drag or pinch needed', {
  tag: ['@wcag-2.5.1', '@wcag-2.5.7'],
}, async ({ page }) => {
  await page.goto('/lindenhof');
  const region = page.getByRole('region', { name: /360°-Ansicht vom/ });
  await region.scrollIntoViewIfNeeded();
  const stage = region.getByRole('application');
  await expect(stage).toBeVisible();
  await expect(stage).not.toHaveAttribute('aria-busy', 'true', { timeout: 15_000 });
  /** Whether the view shows something else than `before` (pannellum draws into a WebGL canvas). */
  const changedFrom = async (before: Buffer) => !(await stage.screenshot()).equals(before);

  const before = await stage.screenshot();
  await region.getByRole('button', { name: 'Nach rechts schauen' }).click();
  await expect.poll(() => changedFrom(before)).toBe(true);
  // Once the turn has ended (two pictures alike in a row), zoom.
  let turned = await stage.screenshot();
  await expect
    .poll(async () => {
      const now = await stage.screenshot();
      const still = now.equals(turned);
      turned = now;
      return still;
    })
    .toBe(true);
  await region.getByRole('button', { name: 'Vergrößern' }).click();
  await expect.poll(() => changedFrom(turned)).toBe(true);
});
