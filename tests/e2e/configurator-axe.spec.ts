import { expect, test } from '@playwright/test';
import { expectNoAxeViolations as expectNoViolations } from '../src/axe.ts';
import { isoDay } from '../src/configurator-helpers.ts';

test('every page and open dialog of the configurator passes an axe scan (WCAG 2.2 AA rules)', {
  tag: [
    '@wcag-1.1.1',
    '@wcag-1.3.1',
    '@wcag-1.3.5',
    '@wcag-1.4.1',
    '@wcag-1.4.3',
    '@wcag-1.4.4',
    '@wcag-1.4.12',
    '@wcag-2.4.1',
    '@wcag-2.4.2',
    '@wcag-2.4.4',
    '@wcag-2.5.8',
    '@wcag-3.1.1',
    '@wcag-3.1.2',
    '@wcag-3.3.2',
    '@wcag-4.1.2',
  ],
}, async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Wählen Sie ein Haus' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Seehotel Lindenhof' })).toBeVisible();
  await expectNoViolations(page, 'properties');

  const day = isoDay(50);
  await page.goto(`/lindenhof?f.start=${day}&f.end=${day}&f.people=25`);
  await expect(page.getByRole('button', { name: "Los geht's" })).toBeVisible();
  await expectNoViolations(page, 'dashboard');

  await page.getByRole('button', { name: 'Sprache: Deutsch' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoViolations(page, 'language dialog');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: "Los geht's" }).click();
  await expect(page.getByRole('button', { name: 'Auswählen Plenarsaal Seeblick' })).toBeVisible();
  await expectNoViolations(page, 'meeting rooms');
  await page.getByRole('button', { name: 'Auswählen Plenarsaal Seeblick' }).click();

  await page.getByRole('tab', { name: /Verpflegung/ }).click();
  await page.getByRole('button', { name: 'Auswählen Mittagsbuffet' }).click();
  await expectNoViolations(page, 'catering');

  await page.getByRole('tab', { name: /Zimmer/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Zimmer' })).toBeVisible();
  await expectNoViolations(page, 'rooms');

  await page.getByRole('tab', { name: /Übersicht/ }).click();
  await page.getByRole('button', { name: 'Angebot anfordern' }).click();
  // The failed send moves the focus to the open points, whose heading names their count.
  await expect(page.getByRole('heading', { name: /^Noch zu erledigen: \d+ offene Punkte$/ })).toBeFocused();
  await expectNoViolations(page, 'cart with errors');

  await page.getByRole('button', { name: 'Warenkorb leeren' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Warenkorb leeren?' })).toBeVisible();
  await expectNoViolations(page, 'clear sheet');
  await page.getByRole('button', { name: 'Abbrechen' }).click();

  await page.getByRole('link', { name: 'Geschäftsbedingungen lesen' }).click();
  await expect(page.getByRole('dialog', { name: 'Geschäftsbedingungen' })).toBeVisible();
  await expectNoViolations(page, 'terms modal');

  for (const path of ['cart/alert', 'payment/1', 'setup/1', 'unit', 'reservation']) {
    await page.goto(`/lindenhof/${path}`);
    await expect(page.getByRole('heading', { level: 1 }).or(page.getByRole('dialog')).first()).toBeVisible();
    await expectNoViolations(page, path);
  }
});
