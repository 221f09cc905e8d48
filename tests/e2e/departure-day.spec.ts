import { isoDay, openEventBar, pickDay, readBooking, sentBooking } from '../src/configurator-helpers.ts';
import { expect, type Page, test } from '../src/test.ts';

/*
 * Issue 37, "the departure day is lost for sale": a stay booked online arrives at the property's check-in time and
 * leaves at its check-out time (cityloft's overnight slice, 15:00 to 11:00), so the Penthouse, a single unit, is
 * free again for a guest arriving on the first guest's departure day.
 */

/** A new guest at /cityloft picks `nights` nights from `arrival` days ahead and looks at the Penthouse. */
async function penthouseFor(page: Page, arrival: number, nights: number) {
  await page.goto('/cityloft');
  await expect(page).toHaveURL(/\/cityloft\/unitgroup\/0\/1$/);
  // The cards show the availability of the picked days once their list has arrived and is rendered.
  const listed = page.waitForResponse(
    (r) =>
      r.url().includes('/api/unitgroup/list') &&
      r.url().includes(`f.configCheckinDate=${isoDay(arrival).replaceAll('-', '')}`) &&
      r.url().includes(`f.configCheckoutDate=${isoDay(arrival + nights).replaceAll('-', '')}`),
  );
  await openEventBar(page);
  await pickDay(page, isoDay(arrival));
  await pickDay(page, isoDay(arrival + nights));
  await listed;
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  return page.getByRole('article', { name: /Penthouse/ });
}

test('a Penthouse stay leaves at check-out, and the next guest can arrive on its departure day', async ({
  page,
  request,
}) => {
  const arrival = 170;
  const penthouse = await penthouseFor(page, arrival, 3);
  await expect(penthouse).toContainText('Verfügbar');
  const select = page.getByRole('button', { name: 'Auswählen Penthouse' });
  await select.click();
  await expect(select).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('tab', { name: /Übersicht/ }).click();
  await page.getByRole('textbox', { name: 'Vorname' }).fill('Mara');
  await page.getByRole('textbox', { name: 'Nachname' }).fill('Vogel');
  await page.getByRole('textbox', { name: 'E-Mail' }).fill('mara.vogel@example.com');
  await page.getByText('Ich akzeptiere die Geschäftsbedingungen', { exact: true }).click();
  await page.getByRole('button', { name: 'Angebot anfordern' }).click();
  await expect(page.getByRole('heading', { name: 'Vielen Dank, Ihre Anfrage wurde gesendet' })).toBeVisible();

  // Stored from check-in on the arrival day to check-out on the departure day, not 00:00 to 23:59.
  const { code, token } = await sentBooking(page);
  const stored = await readBooking(request, 'cityloft', token, code);
  const lines = stored.bookingUnitgroupList as { start: string; end: string; nightcount: number }[];
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatchObject({
    start: expect.stringMatching(new RegExp(`^${isoDay(arrival)}[ T]15:00`)),
    end: expect.stringMatching(new RegExp(`^${isoDay(arrival + 3)}[ T]11:00`)),
    nightcount: 3,
  });

  // Another guest, arriving on that departure day: the Penthouse is free and can be chosen.
  await page.evaluate(() => localStorage.clear());
  const next = await penthouseFor(page, arrival + 3, 2);
  await expect(next).toContainText('Verfügbar');
  await expect(next).not.toContainText('Nicht verfügbar');
  await expect(select).toBeEnabled();
  await select.click();
  await expect(select).toHaveAttribute('aria-pressed', 'true');
  // The night before the departure is still the first guest's: a stay over it finds the Penthouse taken.
  await page.evaluate(() => localStorage.clear());
  const overlapping = await penthouseFor(page, arrival + 2, 2);
  await expect(overlapping).toContainText('Nicht verfügbar');
});
