import { expect, test } from '@playwright/test';
import { isoDay } from '../src/configurator-helpers.ts';

test('days can be duplicated and removed, and a missing lunch blocks sending until its issue button leads to the lunch page', async ({
  page,
}) => {
  const day = isoDay(30);
  await page.goto(`/lindenhof?f.start=${day}&f.end=${day}&f.people=12`);
  await page.getByRole('button', { name: "Los geht's" }).click();
  await page.getByRole('button', { name: 'Auswählen Boardroom' }).click();
  await page.getByRole('tab', { name: /Übersicht/ }).click();

  const days = page.getByRole('region', { name: 'Ihre Tage' });
  await expect(days.getByRole('listitem')).toHaveCount(1);
  await page.getByRole('button', { name: 'Letzten Tag duplizieren' }).click();
  await page.getByRole('button', { name: 'Letzten Tag duplizieren' }).click();
  await expect(days.getByRole('listitem')).toHaveCount(3);
  await expect(days.getByText(/^Tag 3:/)).toBeVisible();
  // The copied days hold the same room.
  await expect(page.getByRole('region', { name: 'Ihre Auswahl' }).getByText('Boardroom')).toHaveCount(3);

  await days.getByRole('button', { name: /^Tag 3: .* entfernen$/ }).click();
  await expect(days.getByRole('listitem')).toHaveCount(2);

  // Lunch is a required service group: each day lists the issue and sending is blocked.
  const issues = page.getByRole('region', { name: 'Noch zu erledigen' });
  await expect(issues.getByText('Eine Auswahl ist erforderlich')).toHaveCount(2);
  await page.getByRole('button', { name: 'Angebot anfordern' }).click();
  await expect(page.getByRole('alert')).toHaveText('Bitte erledigen Sie vor dem Senden die Punkte oben.');
  await expect(page.getByRole('heading', { name: /Vielen Dank/ })).toHaveCount(0);

  await issues.getByRole('button', { name: 'Auswählen' }).first().click();
  await expect(page).toHaveURL(/\/service\/1\/catering$/);
  await page.getByRole('button', { name: 'Auswählen Drei-Gänge-Menü' }).click();
  await page.getByRole('textbox', { name: 'Beginn' }).fill('12:30');

  await page.getByRole('tab', { name: /Übersicht/ }).click();
  await expect(issues.getByText('Eine Auswahl ist erforderlich')).toHaveCount(1);
  await issues.getByRole('button', { name: 'Auswählen' }).click();
  await expect(page).toHaveURL(/\/service\/2\/catering$/);
  await page.getByRole('button', { name: 'Auswählen Drei-Gänge-Menü' }).click();
  await page.getByRole('textbox', { name: 'Beginn' }).fill('12:30');

  await page.getByRole('tab', { name: /Übersicht/ }).click();
  await expect(issues.getByText('Eine Auswahl ist erforderlich')).toHaveCount(0);
  await expect(issues.getByRole('listitem')).toHaveText([/Zahlungsart fehlt/]);
  await page.getByText('Zahlung vor Ort', { exact: true }).click();
  await expect(page.getByRole('region', { name: 'Noch zu erledigen' })).toHaveCount(0);
});
