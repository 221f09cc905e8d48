import { expectNoAxeViolations } from '../src/axe.ts';
import { tabTo } from '../src/configurator-keyboard.ts';
import { expect, test } from '../src/test.ts';

test('a guest opening a property page sees the configurator served by our server', async ({ page }) => {
  const response = await page.goto('/lindenhof');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const info = await page.request.get('/api/api/info');
  expect(await info.json()).toMatchObject({ version: '0.9.8' });
});

test('without a property the guest chooses one from the list, described in their language', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Wählen Sie ein Haus' })).toBeVisible();
  const lindenhof = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: 'Seehotel Lindenhof' }) });
  await expect(lindenhof).toContainText('Ein Tagungshotel direkt am See.');
  // The page has its own language picker (no property frame yet): English describes them in English.
  await page.getByRole('button', { name: 'Sprache: Deutsch' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('English', { exact: true }).click();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a property' })).toBeVisible();
  await expect(lindenhof).toContainText('A conference hotel on the lake.');
  await lindenhof.getByRole('link').click();
  await expect(page).toHaveURL(/\/lindenhof/);
});

for (const [locale, texts] of [
  [
    'en-GB',
    {
      title: 'This booking page does not exist',
      link: 'See all hotels and venues',
      list: 'Choose a property',
    },
  ],
  [
    'de-DE',
    {
      title: 'Diese Buchungsseite gibt es nicht',
      link: 'Alle Hotels und Tagungshäuser ansehen',
      list: 'Wählen Sie ein Haus',
    },
  ],
] as const) {
  for (const viewport of [
    { width: 1400, height: 900 },
    { width: 390, height: 844 },
  ]) {
    test(`a mistyped address says the booking page does not exist (${locale}, ${viewport.width}), and leads on by keyboard`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ locale, viewport });
      const page = await context.newPage();
      const response = await page.goto('/nosuchhotel');
      expect(response?.status()).toBe(404);
      // In the browser's language, with no toast of a failed login.
      await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
      await expect(page).toHaveTitle(texts.title);
      await expect(page.locator('html')).toHaveAttribute('lang', locale.slice(0, 2));
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expectNoAxeViolations(page, `unknown property ${locale} ${viewport.width}`);
      if (process.env.PA_SHOTS_DIR)
        await page.screenshot({
          path: `${process.env.PA_SHOTS_DIR}/unknown-property-${locale}-${viewport.width}.png`,
        });
      // Tab until the way on has focus (visibly), then Enter: the list of properties.
      await tabTo(page, page.getByRole('link', { name: texts.link }));
      // A link to another page: the browser loads it (no focus of this page to check after the key).
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(`/?lang=${locale.slice(0, 2)}`);
      await expect(page.getByRole('heading', { level: 1, name: texts.list })).toBeVisible();
      await context.close();
    });
  }
}
