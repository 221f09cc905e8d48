import { mkdirSync } from 'node:fs';
import { expectNoAxeViolations } from '../src/axe.ts';
import { chooseLanguage } from '../src/configurator-helpers.ts';
import { staffSignIn } from '../src/property-app-helpers.ts';
import { expect, type Page, test } from '../src/test.ts';

/*
 * The property's appearance (issue 13, docs/api.md#resources): the owner changes the brand colour by keyboard,
 * an unreadable colour is named with its contrast and cannot be saved, a readable one is saved and the guest's
 * booking page takes it at once; staff see the colours without changing them. Axe-clean in English and German.
 */

const wide = { width: 1400, height: 900 };
const narrow = { width: 390, height: 844 };
const shots = process.env.PA_SHOTS_DIR;

async function shoot(page: Page, name: string) {
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}

/** The brand colour the guest's booking page of Lindenhof uses now (its property CSS). */
async function guestBrand(page: Page) {
  const context = await page.context().browser()?.newContext();
  if (!context) throw new Error('no browser');
  const guest = await context.newPage();
  const cssRequests: string[] = [];
  guest.on('request', (request) => {
    if (request.url().includes('/api/property/css/')) cssRequests.push(request.url());
  });
  await guest.goto('/lindenhof?lang=en');
  await expect(guest.getByRole('heading', { level: 1 })).toBeVisible();
  // The theme comes with the page's HTML (docs/serving.md#search-and-link-previews): nothing fetches it after.
  expect(cssRequests).toEqual([]);
  const brand = await guest.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--venue-color-brand').trim(),
  );
  await context.close();
  return brand;
}

test('the owner changes the brand colour by keyboard; an unreadable one is refused; guests see the new one', {
  tag: ['@wcag-1.4.3', '@wcag-1.4.11'],
}, async ({ page }) => {
  await page.setViewportSize(wide);
  await staffSignIn(page, 'owner@lindenhof.example');
  await page.getByRole('link', { name: 'Appearance' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Appearance' })).toBeVisible();
  const brandField = page.getByRole('textbox', { name: 'Brand colour', exact: true });
  const original = await brandField.inputValue();

  await brandField.focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('#ffee00');
  const problems = page.getByRole('alert').filter({ hasText: 'hard to read' });
  await expect(problems).toContainText('Brand colour on Background: contrast');
  await expect(page.getByRole('button', { name: 'Save colours' })).toBeDisabled();
  // The preview shows the draft as it is, unreadable on purpose (and inert): the form around it is checked.
  await expectNoAxeViolations(page, 'appearance form with problems en', 'form[aria-label="Colours"]');
  await shoot(page, 'theme-problems-en-1400x900');

  await page.keyboard.press('Control+A');
  await page.keyboard.type('#7a1f3d');
  await expect(problems).toHaveCount(0);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText('Saved. The booking page shows the new colours now.');
  await expectNoAxeViolations(page, 'appearance saved en');
  expect(await guestBrand(page)).toBe('#7a1f3d');

  // Back to the hotel's own colour, for the other tests.
  await brandField.fill(original);
  await page.getByRole('button', { name: 'Save colours' }).click();
  await expect(page.getByRole('status')).toHaveText('Saved. The booking page shows the new colours now.');
  expect(await guestBrand(page)).toBe(original);
});

test('staff see the colours but cannot change them', async ({ page }) => {
  await page.setViewportSize(wide);
  await staffSignIn(page, 'staff@lindenhof.example');
  await page.getByRole('link', { name: 'Appearance' }).click();
  await expect(page.getByText('Owners can change them.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Brand colour', exact: true })).toHaveAttribute(
    'readonly',
    '',
  );
  await expect(page.getByRole('button', { name: 'Save colours' })).toHaveCount(0);
});

for (const [size, viewport] of [
  ['1400x900', wide],
  ['390x844', narrow],
] as const) {
  test(`the appearance page passes axe in German at ${size}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await staffSignIn(page, 'owner@lindenhof.example');
    await page.goto('/app/theme');
    await chooseLanguage(page, 'Language: English', 'Deutsch');
    await expect(page.getByRole('heading', { level: 1, name: 'Erscheinungsbild' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Vorschau' })).toBeVisible();
    await expectNoAxeViolations(page, `appearance de ${size}`);
    await shoot(page, `theme-de-${size}`);
  });
}

for (const { key, bold, weights } of [
  { key: 'lindenhof', bold: '600', weights: ['400', '500', '600'] },
  { key: 'cityloft', bold: '700', weights: ['400', '600', '700'] },
]) {
  test(`${key}’s headings are in its theme’s bold, and its page loads only the font files its theme uses`, async ({
    page,
  }) => {
    // docs/performance.md: a heading in the browser's own bold (700) made a theme whose bold is 600 load, and swap
    // in, a fourth font file on the first screen.
    const fonts: string[] = [];
    page.on('request', (request) => {
      const weight = /inter-latin-(\d+)-normal/.exec(request.url())?.[1];
      if (weight) fonts.push(weight);
    });
    await page.goto(`/${key}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    for (const heading of await page.getByRole('heading').all())
      expect(await heading.evaluate((element) => getComputedStyle(element).fontWeight)).toBe(bold);
    expect([...new Set(fonts)].sort()).toEqual(weights);
  });
}
