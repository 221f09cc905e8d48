import { expectNoAxeViolations } from '../src/axe.ts';
import { chooseLanguage } from '../src/configurator-helpers.ts';
import { staffSignIn } from '../src/property-app-helpers.ts';
import { expect, type Page, test } from '../src/test.ts';

/*
 * Issue 42's API keys (docs/integrations.md#api-keys): Lindenhof's owner creates a key by keyboard on the API keys
 * page (from the Settings page's link), a machine lists the bookings with it, the owner revokes it and the same
 * call is refused. Axe-clean in English at 1400×900 and in German on a 390×844 phone.
 */

const wide = { width: 1400, height: 900 };
const phone = { width: 390, height: 844 };

async function openApiKeys(page: Page) {
  await staffSignIn(page, 'owner@lindenhof.example');
  await page.getByRole('link', { name: 'Settings', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await page.getByRole('link', { name: 'API keys', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'API keys' })).toBeVisible();
}

test('the owner creates a key by keyboard, a machine lists bookings with it, and once revoked it is refused', async ({
  page,
  request,
}) => {
  const name = `Channel manager ${Date.now().toString(36)}`;
  await page.setViewportSize(wide);
  await openApiKeys(page);

  // By keyboard: the name, two scopes by Space, Enter sends the form.
  await page.getByRole('textbox', { name: /^Name/ }).focus();
  await page.keyboard.type(name);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('checkbox', { name: 'Read bookings' })).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('checkbox', { name: 'Read the catalog' })).toBeFocused();
  await page.keyboard.press('Space');
  await page.getByRole('button', { name: 'Create API key' }).focus();
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'The new API key' })).toBeFocused();
  const field = page.getByRole('textbox', { name: 'API key' });
  const key = await field.inputValue();
  expect(key).toMatch(/^vk_[0-9a-f]{12}_[A-Za-z0-9_-]{43}$/);
  const listed = page.getByRole('listitem').filter({ hasText: name });
  await expect(listed).toContainText('May: Read bookings, Read the catalog');
  await expect(listed).toContainText('Never used');
  await expectNoAxeViolations(page, 'api keys en');

  // A machine with the key: the property's bookings; not another call its scopes do not cover.
  const headers = { Authorization: `Bearer ${key}` };
  const bookings = await request.get('/api/staff/booking/list', { headers });
  expect(bookings.status()).toBe(200);
  const page1 = (await bookings.json()) as { items: { propertyId: number }[] };
  expect(page1.items.length).toBeGreaterThan(0);
  expect(page1.items.every((b) => b.propertyId === 1)).toBe(true);
  expect((await request.get('/api/unitgroup/list', { headers })).status()).toBe(200);
  expect((await request.get('/api/staff/property/1/apikeys', { headers })).status()).toBe(403);

  // The list shows the use once read again.
  await page.getByRole('button', { name: 'Done, I have copied it' }).focus();
  await page.keyboard.press('Enter');
  await page.reload();
  await expect(listed).toContainText('Last used');

  // Revoke by keyboard: it asks first (Cancel focused); Tab, Enter revokes.
  await listed.getByRole('button', { name: `Revoke ${name}` }).focus();
  await page.keyboard.press('Enter');
  const ask = page.getByRole('alertdialog', { name: `Revoke the key ${name}?` });
  await expect(ask.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText(`API key ${name} revoked.`);
  await expect(listed).toContainText('it no longer works');

  const after = await request.get('/api/staff/booking/list', { headers });
  expect(after.status()).toBe(401);
  expect(((await after.json()) as { error: string }).error).toBe('error.unauthorized');
});

test('the page speaks German and fits a phone, axe-clean', async ({ page }) => {
  await page.setViewportSize(wide);
  await openApiKeys(page);
  await chooseLanguage(page, 'Language: English', 'Deutsch');
  await expect(page.getByRole('heading', { level: 1, name: 'API-Schlüssel' })).toBeVisible();
  await page.setViewportSize(phone);
  await page.getByRole('textbox', { name: /^Name/ }).fill('Hotelsoftware');
  await page.getByRole('checkbox', { name: 'Angebot lesen' }).focus();
  await page.keyboard.press('Space');
  await page.getByRole('button', { name: 'API-Schlüssel erstellen' }).click();
  await expect(page.getByRole('textbox', { name: 'API-Schlüssel' })).toBeVisible();
  await expectNoAxeViolations(page, 'api keys de phone');
  // The confirmation too.
  await page.getByRole('button', { name: 'Hotelsoftware widerrufen' }).first().click();
  await expect(
    page.getByRole('alertdialog', { name: 'Den Schlüssel Hotelsoftware widerrufen?' }),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'api keys de phone revoke question');
});
