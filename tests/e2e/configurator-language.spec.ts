import { chooseLanguage, isoDay } from '../src/configurator-helpers.ts';
import { expect, test } from '../src/test.ts';

test('lindenhof switched to English shows its own services and rooms in English, the cart stays, and back to German', {
  tag: ['@wcag-3.1.1'],
}, async ({ page }) => {
  const day = isoDay(21);
  await page.goto(`/lindenhof?f.start=${day}&f.end=${day}&f.people=25`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.getByRole('button', { name: "Los geht's" }).click();
  await expect(page.getByRole('button', { name: 'Auswählen Plenarsaal Seeblick' })).toBeVisible();

  await page.getByRole('tab', { name: /Verpflegung/ }).click();
  const buffetDe = page.getByRole('button', { name: 'Auswählen Mittagsbuffet' });
  await buffetDe.click();
  await expect(buffetDe).toHaveAttribute('aria-pressed', 'true');

  await chooseLanguage(page, 'Sprache: Deutsch', 'English');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // The property's own content follows the guest's language, not only the interface's texts.
  await expect(page.getByRole('tab', { name: /Catering/ })).toBeVisible();
  await expect(page.getByRole('tab', { name: /Verpflegung/ })).toHaveCount(0);
  // The chosen service is still chosen: the cart's lines refer to ids, not to names.
  await expect(page.getByRole('button', { name: 'Select Lunch buffet' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Catering' })).toBeVisible();
  // The header names the property as it calls itself in English.
  await expect(page.getByRole('banner')).toContainText('Lindenhof Lakeside Hotel');

  await page.goBack();
  await expect(page.getByRole('button', { name: 'Select Plenary hall' })).toBeVisible();
  await expect(page.getByText('Plenarsaal Seeblick')).toHaveCount(0);
  await expect(page.getByText('The large hall for up to 120 people, daylight, stage.')).toBeVisible();

  await chooseLanguage(page, 'Language: English', 'Deutsch');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('button', { name: 'Auswählen Plenarsaal Seeblick' })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('Seehotel Lindenhof');
  await page.getByRole('tab', { name: /Verpflegung/ }).click();
  await expect(page.getByRole('button', { name: 'Auswählen Mittagsbuffet' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});
