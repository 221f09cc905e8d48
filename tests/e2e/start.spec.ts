import { expect, test } from '@playwright/test';

test('a guest opening a property page sees the configurator served by our server', async ({ page }) => {
  const response = await page.goto('/lindenhof');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const info = await page.request.get('/api/api/info');
  expect(await info.json()).toMatchObject({ version: '0.9.8' });
});
