import { isoDay, openEventBar, pickDay, readBooking, sentBooking } from '../src/configurator-helpers.ts';
import { tabTo, tabToCard } from '../src/configurator-keyboard.ts';
import { freshDayOffset } from '../src/existing-booking-helpers.ts';
import { arrowToDay, PHONE } from '../src/keyboard-journeys.ts';
import { expect, type Page, test } from '../src/test.ts';

/*
 * Issue 37, "the departure day is lost for sale": a stay booked online arrives at the property's check-in time and
 * leaves at its check-out time (cityloft's overnight slice, 15:00 to 11:00), so the Penthouse, a single unit, is
 * free again for a guest arriving on the first guest's departure day.
 */

/** The cards' list for the stay from `arrival` over `nights`, once the server has answered it. */
const listFor = (page: Page, arrival: number, nights: number) =>
  page.waitForResponse(
    (r) =>
      r.url().includes('/api/unitgroup/list') &&
      r.url().includes(`f.configCheckinDate=${isoDay(arrival).replaceAll('-', '')}`) &&
      r.url().includes(`f.configCheckoutDate=${isoDay(arrival + nights).replaceAll('-', '')}`),
  );

/**
 * The same as a new guest on a phone with the keyboard alone: Tab to "change the stay", Enter, Tab into the
 * calendar, arrows to the arrival day, Enter, arrows over the nights, Enter; the Penthouse's card, once listed.
 */
async function penthouseByKeyboard(page: Page, arrival: number, nights: number) {
  await page.setViewportSize(PHONE);
  await page.goto('/cityloft');
  await expect(page).toHaveURL(/\/cityloft\/unitgroup\/0\/1$/);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  const listed = listFor(page, arrival, nights);
  await tabTo(page, page.getByRole('button', { name: 'Aufenthalt ändern' }));
  await page.keyboard.press('Enter');
  const grid = page.getByRole('grid').first();
  await expect(grid).toBeVisible();
  await tabTo(page, grid);
  await arrowToDay(page, isoDay(arrival), 'de-DE');
  await page.keyboard.press('Enter');
  for (let night = 0; night < nights; night++) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await listed;
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  return page.getByRole('article', { name: /Penthouse/ });
}

/**
 * Another guest in the same browser: the configurator is left first (it writes the pending cart to the browser's
 * storage on pagehide, which would undo a clear made while it is open), then the storage is cleared.
 */
async function anotherGuest(page: Page) {
  await page.goto('/api/api/info');
  await page.evaluate(() => localStorage.clear());
}

/** A new guest at /cityloft picks `nights` nights from `arrival` days ahead and looks at the Penthouse. */
async function penthouseFor(page: Page, arrival: number, nights: number) {
  await page.goto('/cityloft');
  await expect(page).toHaveURL(/\/cityloft\/unitgroup\/0\/1$/);
  // The cards show the availability of the picked days once their list has arrived and is rendered.
  const listed = listFor(page, arrival, nights);
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
  // Six days no other test of this lane books: the stay, the next guest's two nights after it.
  const arrival = freshDayOffset(6);
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
  await anotherGuest(page);
  const next = await penthouseFor(page, arrival + 3, 2);
  await expect(next).toContainText('Verfügbar');
  await expect(next).not.toContainText('Nicht verfügbar');
  await expect(select).toBeEnabled();
  await select.click();
  await expect(select).toHaveAttribute('aria-pressed', 'true');
  // The night before the departure is still the first guest's: a stay over it finds the Penthouse taken.
  await anotherGuest(page);
  const overlapping = await penthouseFor(page, arrival + 2, 2);
  await expect(overlapping).toContainText('Nicht verfügbar');
});

test('on a phone by keyboard alone: two nights of the Penthouse, and the next guest arrives on their departure day', {
  tag: ['@wcag-2.1.1'],
}, async ({ page, request }) => {
  // Five days no other test of this lane books: the stay, the next guest's two nights after it.
  const arrival = freshDayOffset(5);
  const penthouse = await penthouseByKeyboard(page, arrival, 2);
  await expect(penthouse).toContainText('Verfügbar');
  const select = page.getByRole('button', { name: 'Auswählen Penthouse' });
  // The rooms are one Tab stop; the arrow keys reach the penthouse.
  await tabToCard(page, select);
  await page.keyboard.press('Enter');
  await expect(select).toHaveAttribute('aria-pressed', 'true');
  // The step tabs: Shift+Tab back to the selected one, then the arrow keys to the summary.
  await page.getByRole('tab', { selected: true }).waitFor();
  for (let i = 0; i < 200; i++) {
    if (await page.getByRole('tab', { selected: true }).evaluate((el) => el === document.activeElement))
      break;
    await page.keyboard.press('Shift+Tab');
  }
  while (
    !(await page.getByRole('tab', { name: /Übersicht/ }).evaluate((el) => el === document.activeElement))
  )
    await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/\/cart\/1$/);
  await tabTo(page, page.getByRole('textbox', { name: 'Vorname' }));
  await page.keyboard.type('Ines');
  await tabTo(page, page.getByRole('textbox', { name: 'Nachname' }));
  await page.keyboard.type('Roth');
  await tabTo(page, page.getByRole('textbox', { name: 'E-Mail' }));
  await page.keyboard.type('ines.roth@example.com');
  await tabTo(page, page.getByRole('checkbox', { name: 'Ich akzeptiere die Geschäftsbedingungen' }));
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('button', { name: 'Angebot anfordern' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Vielen Dank, Ihre Anfrage wurde gesendet' })).toBeVisible();

  const { code, token } = await sentBooking(page);
  const stored = await readBooking(request, 'cityloft', token, code);
  expect(stored.bookingUnitgroupList).toEqual([
    expect.objectContaining({
      start: expect.stringMatching(new RegExp(`^${isoDay(arrival)}[ T]15:00`)),
      end: expect.stringMatching(new RegExp(`^${isoDay(arrival + 2)}[ T]11:00`)),
      nightcount: 2,
    }),
  ]);

  // The next guest, also by keyboard on a phone, arrives on that departure day and finds the Penthouse free.
  await anotherGuest(page);
  const next = await penthouseByKeyboard(page, arrival + 2, 2);
  await expect(next).toContainText('Verfügbar');
  await expect(next).not.toContainText('Nicht verfügbar');
  await tabToCard(page, select);
  await page.keyboard.press('Enter');
  await expect(select).toHaveAttribute('aria-pressed', 'true');
});
