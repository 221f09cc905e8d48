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
