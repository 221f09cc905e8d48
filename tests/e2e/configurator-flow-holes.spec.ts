import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  isoDay,
  openEventBar,
  pickDay,
  propertyLogin,
  readBooking,
  sentBooking,
  workdayIsoDay,
} from '../src/configurator-helpers.ts';
import { expect, test } from '../src/test.ts';

/** Screenshots of the cityloft summary land here, for a person to look at (not compared). */
const shots = process.env.E2E_OUTPUT_DIR ? join(process.env.E2E_OUTPUT_DIR, 'shots') : 'test-results/shots';

test('Start on a flow page after a sent booking starts a new cart', async ({ page }) => {
  // Workspace takes no booking that starts on a Sunday: a workday, whatever day the test runs on.
  const day = workdayIsoDay(47);
  const pickTimes = async () => {
    await page.getByRole('button', { name: 'Time From' }).click();
    await page.getByRole('option', { name: '09:00' }).click();
    await page.getByRole('button', { name: 'Time To' }).click();
    await page.getByRole('option', { name: '11:00' }).click();
  };
  await page.goto(`/workspace?lang=en&f.start=${day}&f.end=${day}&f.people=4`);
  await pickTimes();
  await page.getByRole('button', { name: 'Start' }).click();
  await page.getByRole('button', { name: /^Select Team/ }).click();
  await page.getByRole('tab', { name: /Summary/ }).click();
  await page.getByRole('textbox', { name: 'First name' }).fill('Alex');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Kim');
  await page.getByRole('textbox', { name: 'Email' }).fill('alex.kim@example.com');
  await page.getByText('I accept the terms and conditions', { exact: true }).click();
  await page.getByRole('button', { name: 'Request an offer' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you, your request has been sent' })).toBeVisible();

  await page.getByRole('button', { name: 'Start a new booking' }).click();
  // The new cart is not started: the flow page shows the event bar with its Start button and no steps.
  await expect(page.getByRole('button', { name: 'Start' })).toBeVisible();
  await expect(page.getByRole('tablist', { name: 'Booking steps' })).toHaveCount(0);
  await expect(page).not.toHaveURL(/\/dashboard$/);
  await pickTimes();
  await page.getByRole('button', { name: 'Start' }).click();

  await expect(page.getByRole('tablist', { name: 'Booking steps' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start' })).toHaveCount(0);
  await page.getByRole('button', { name: /^Select Team/ }).click();
  await page.getByRole('tab', { name: /Summary/ }).click();
  await expect(page.getByRole('row', { name: /Team/ })).toBeVisible();
});

for (const lang of ['en', 'de'] as const) {
  test(`cityloft in ${lang === 'en' ? 'English' : 'German'} reads as a hotel: no time choice, no day list, rooms × nights`, async ({
    page,
  }) => {
    const locale = lang === 'en' ? 'en-GB' : 'de-DE';
    const words =
      lang === 'en'
        ? {
            summary: /Summary/,
            studio: 'Select Studio',
            days: 'Your days',
            time: 'Choose a time',
            line: '1 room × 2 nights',
          }
        : {
            summary: /Übersicht/,
            studio: 'Auswählen Studio',
            days: 'Ihre Tage',
            time: 'Uhrzeit wählen',
            line: '1 Zimmer × 2 Nächte',
          };
    await page.setViewportSize({ width: 1400, height: 900 });
    // A new guest: no dates in the address, the calendar is where check-in and check-out are chosen.
    await page.goto(`/cityloft?lang=${lang}`);
    await expect(page).toHaveURL(/\/cityloft\/unitgroup\/0\/1$/);
    // Two nights (the hotel asks for at least two).
    await openEventBar(page);
    await pickDay(page, isoDay(30), locale);
    await pickDay(page, isoDay(32), locale);
    await expect(page.getByText(words.time)).toHaveCount(0);
    await page.getByRole('button', { name: words.studio }).click();
    await page.getByRole('tab', { name: words.summary }).click();

    const studio = page.getByRole('row', { name: /Studio/ });
    await expect(studio).toContainText(words.line);
    await expect(page.getByRole('region', { name: words.days })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^(Open|Öffnen)/ })).toHaveCount(0);
    await expect(page.getByText(words.time)).toHaveCount(0);

    mkdirSync(shots, { recursive: true });
    await page.screenshot({ path: join(shots, `cityloft-summary-${lang}-1400.png`), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(studio).toContainText(words.line);
    await page.screenshot({ path: join(shots, `cityloft-summary-${lang}-390.png`), fullPage: true });
  });
}

for (const [lang, words] of [
  ['en', { time: 'Choose a time', start: 'Start', summary: /Summary/, days: 'Your days' }],
  ['de', { time: 'Uhrzeit wählen', start: "Los geht's", summary: /Übersicht/, days: 'Ihre Tage' }],
] as const) {
  test(`an event venue keeps its time choice and its day overview (${lang})`, async ({ page }) => {
    const day = isoDay(21);
    await page.goto(`/lindenhof?lang=${lang}&f.start=${day}&f.end=${day}&f.people=25`);
    // The time slice select is its own chunk, rendered after the first screen.
    await expect(page.getByText(words.time)).toBeVisible({ timeout: 15_000 });
    await page.getByRole('button', { name: words.start }).click();
    await page.getByRole('tab', { name: words.summary }).click();
    await expect(page.getByRole('region', { name: words.days })).toBeVisible();
  });
}

test('a seating setup and wishes reach the stored booking', async ({ page, request }) => {
  const day = isoDay(23);
  await page.goto(`/lindenhof?f.start=${day}&f.end=${day}&f.people=25`);
  await page.getByRole('button', { name: "Los geht's" }).click();
  await expect(page).toHaveURL(/\/lindenhof\/unitgroup\/1\/2$/);
  await page.getByRole('button', { name: 'Auswählen Plenarsaal Seeblick' }).click();

  await page.getByRole('tab', { name: /Bestuhlung/ }).click();
  await expect(page).toHaveURL(/\/setup\/1$/);
  const seating = page.getByRole('radiogroup', { name: 'Bestuhlung' });
  await seating.getByText('U-Form', { exact: true }).click();
  await expect(seating.getByRole('radio', { name: /U-Form/ })).toBeChecked();

  await page.getByRole('tab', { name: /Verpflegung/ }).click();
  await page.getByRole('button', { name: 'Auswählen Mittagsbuffet' }).click();
  await page.getByText('Vegetarisch', { exact: true }).click();

  await page.getByRole('tab', { name: /Übersicht/ }).click();
  await expect(page.getByRole('row', { name: /Plenarsaal Seeblick/ })).toContainText('Bestuhlung: U-Form');
  await page
    .getByRole('textbox', { name: 'Ihre Wünsche' })
    .fill('Bitte ein Rednerpult und Wasser auf den Tischen');
  await page.getByRole('textbox', { name: 'Vorname' }).fill('Clara');
  await page.getByRole('textbox', { name: 'Nachname' }).fill('Berger');
  await page.getByRole('textbox', { name: 'E-Mail' }).fill('clara.berger@example.com');
  await page.getByText('Zahlung vor Ort', { exact: true }).click();
  await page.getByText('Ich akzeptiere die Geschäftsbedingungen', { exact: true }).click();
  await page.getByRole('button', { name: 'Angebot anfordern' }).click();
  await expect(page.getByRole('heading', { name: 'Vielen Dank, Ihre Anfrage wurde gesendet' })).toBeVisible();

  // The stored booking, read back through the real API.
  const sent = await sentBooking(page);
  const booking = await readBooking(request, 'lindenhof', sent.token, sent.code);
  const { token } = await propertyLogin(request, 'lindenhof');
  const setups = (await (
    await request.get('/api/setup/list', { headers: { 'X-Auth-Token': token } })
  ).json()) as { items: { id: number; name: string }[] };
  const uForm = setups.items.find((setup) => setup.name === 'U-Form');
  expect(booking.info).toBe('Bitte ein Rednerpult und Wasser auf den Tischen');
  const lines = booking.bookingUnitgroupList as { setup: { id: number } | null }[];
  expect(lines[0]?.setup).toEqual({ id: uForm?.id });

  // The booker sees both when reopening the booking.
  await page.goto(`/lindenhof/reservation?loadBooking=${sent.code}&bookingtoken=${sent.token}`);
  await page.getByRole('textbox', { name: 'Buchungscode' }).fill(sent.code);
  await page.getByRole('button', { name: 'Buchung öffnen' }).click();
  await expect(page.getByRole('heading', { name: `Buchung ${sent.code}` })).toBeVisible();
  await expect(page.getByRole('row', { name: /Plenarsaal Seeblick/ })).toContainText('Bestuhlung: U-Form');
  await expect(page.getByTestId('booking-info')).toHaveText(
    'Bitte ein Rednerpult und Wasser auf den Tischen',
  );
});

for (const [lang, words] of [
  [
    'en',
    {
      summary: /Summary/,
      read: 'Read the terms and conditions',
      own: 'Cityloft Hotel house rules and terms',
    },
  ],
  [
    'de',
    {
      summary: /Übersicht/,
      read: 'Geschäftsbedingungen lesen',
      own: 'Hausordnung und Bedingungen des Cityloft Hotels',
    },
  ],
] as const) {
  test(`the terms modal shows the property's own terms (${lang})`, async ({ page }) => {
    await page.goto(`/cityloft?lang=${lang}`);
    await expect(page).toHaveURL(/\/cityloft\/unitgroup\/0\/1$/);
    await page.getByRole('tab', { name: words.summary }).click();
    await page.getByRole('link', { name: words.read }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: words.own })).toBeVisible();
    await expect(dialog).toContainText(lang === 'en' ? '48 hours before arrival' : '48 Stunden vor Anreise');
  });
}
