import { mkdirSync } from 'node:fs';
import { expectNoAxeViolations } from '../src/axe.ts';
import { isoDay } from '../src/configurator-helpers.ts';
import { expect, type Page, test } from '../src/test.ts';

/*
 * Issue 13's acceptance: a hotel sets up a new property from nothing in the property app alone (sign up, make
 * the property, a VAT rate, a room type and its rooms) and a guest books it on its own booking page.
 */

const wide = { width: 1400, height: 900 };
const shots = process.env.PA_SHOTS_DIR;
const PASSWORD = 'Harbour-View-2031!';
const mailsUrl = `http://127.0.0.1:${process.env.E2E_SMTP_HTTP_PORT}/mails`;

async function shoot(page: Page, name: string) {
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}

async function section(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Parts of the offer' }).getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test('a new hotelier sets up a property in the property app alone, and a guest books it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const run = Date.now().toString(36);
  const name = `Haus am Deich ${run}`;
  const key = `haus-am-deich-${run}`;
  await page.setViewportSize(wide);

  // Sign up, verify the e-mail by the mailed link (docs/api.md#signup-and-e-mail-verification), sign in.
  const email = `hanna.${run}@deich.example`;
  await page.goto('/app/');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.getByRole('textbox', { name: 'First name' }).fill('Hanna');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Host');
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('textbox', { name: 'Repeat the password' }).fill(PASSWORD);
  await page.locator('label').filter({ hasText: 'I accept the terms of use.' }).click();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText(/Almost done: we have sent a link to/)).toBeFocused();
  const verifyLink = async () => {
    const answer = await request.get(`${mailsUrl}?to=${encodeURIComponent(email)}`);
    const { items } = (await answer.json()) as { items: { text: string }[] };
    return items[0]?.text.match(/https?:\/\/\S+\/app\/verify-email\?token=[\w-]+/)?.[0];
  };
  await expect.poll(verifyLink, { timeout: 15_000 }).toBeTruthy();
  await page.goto((await verifyLink()) ?? '');
  await expect(page.getByText('Your e-mail address is confirmed. You can sign in now.')).toBeFocused();
  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('You do not work for a property yet.')).toBeVisible();

  // Make the property: the address of its booking page follows the name.
  await page.getByRole('link', { name: 'Add a property' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'A new property' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await expect(page.getByRole('textbox', { name: 'Address of the booking page' })).toHaveValue(key);
  await page.getByRole('textbox', { name: 'Time zone' }).fill('Europe/Hamburg');
  await page.getByRole('button', { name: 'Create the property' }).click();
  await expect(page.getByText('Not a time zone; write it as Europe/Berlin.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Time zone' }).fill('Europe/Berlin');
  await expectNoAxeViolations(page, 'new property');
  await shoot(page, 'setup-new-property-en-1400x900');
  await page.getByRole('button', { name: 'Create the property' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rooms and meeting rooms' })).toBeVisible();
  await expect(page.getByText('No room or meeting room yet.')).toBeVisible();

  // A VAT rate first: every price names one.
  await section(page, 'VAT rates');
  await page.getByRole('link', { name: 'New VAT rate' }).click();
  await page.getByRole('textbox', { name: 'Name (English)' }).fill('VAT 7 %');
  await page.getByRole('textbox', { name: 'Rate' }).fill('7');
  await page.getByRole('button', { name: 'Create VAT rate' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'VAT 7 %' })).toBeVisible();

  // A room type in English and German, booked directly, with two rooms.
  await section(page, 'Rooms and meeting rooms');
  await page.getByRole('link', { name: 'New room or meeting room' }).click();
  await page.getByRole('textbox', { name: 'Name (English)' }).fill('Dike room');
  await page.getByRole('textbox', { name: 'Name (German)' }).fill('Deichzimmer');
  await page.getByRole('textbox', { name: 'Description (English)' }).fill('A double room facing the sea.');
  await page.getByRole('textbox', { name: 'Code' }).fill('DEICH');
  await page.getByRole('button', { name: /Kind$/ }).click();
  await page.getByRole('option', { name: 'Room', exact: true }).click();
  await page.getByRole('textbox', { name: 'Base price' }).fill('95');
  await page.getByRole('textbox', { name: 'Most people', exact: true }).fill('2');
  await page.getByText('Booked directly', { exact: true }).click();
  await page.getByRole('button', { name: 'Create room or meeting room' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dike room' })).toBeVisible();
  for (const unit of ['1', '2']) {
    await page.getByRole('textbox', { name: 'New: Unit' }).fill(`Room ${unit}`);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByRole('textbox', { name: `Unit ${unit}` })).toHaveValue(`Room ${unit}`);
  }
  await expect(page.getByRole('heading', { name: 'Units (2)' })).toBeVisible();
  await shoot(page, 'setup-room-en-1400x900');

  // A hotel of rooms: the booking page shows its room page, without the meeting-room page.
  await page.getByRole('link', { name: 'Settings', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  for (const label of ['Room page', 'No meeting rooms']) {
    await page
      .locator('label')
      .filter({ hasText: new RegExp(`^${label}$`) })
      .click();
    await expect(page.getByRole('checkbox', { name: label, exact: true })).toBeChecked();
  }
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();

  // A guest opens the new booking page and books the room.
  const context = await browser.newContext();
  const guest = await context.newPage();
  await guest.setViewportSize(wide);
  const start = isoDay(40);
  const end = isoDay(42);
  await guest.goto(`/${key}?lang=en&f.start=${start}&f.end=${end}&f.people=2`);
  await expect(guest.getByRole('heading', { level: 1, name })).toBeVisible();
  await shoot(guest, 'setup-guest-start-en-1400x900');
  await guest.getByRole('button', { name: 'Start' }).click();
  await expect(guest.getByRole('article').filter({ hasText: 'Dike room' })).toContainText('€95');
  await guest.getByRole('button', { name: 'Select Dike room' }).click();
  await shoot(guest, 'setup-guest-room-en-1400x900');
  await guest.getByRole('tab', { name: /Summary/ }).click();
  await guest.getByRole('textbox', { name: 'First name' }).fill('Gesa');
  await guest.getByRole('textbox', { name: 'Last name' }).fill('Gast');
  await guest.getByRole('textbox', { name: 'Email' }).fill(`gesa.${run}@example.com`);
  await guest.getByText('I accept the terms and conditions', { exact: true }).click();
  await shoot(guest, 'setup-guest-summary-en-1400x900');
  // Booked directly: a reservation, not a request for an offer.
  await guest.getByRole('button', { name: 'Reserve now' }).click();
  await expect(guest.getByRole('heading', { level: 1 })).toContainText('Thank you, your reservation');
  await shoot(guest, 'setup-guest-done-en-1400x900');
  await context.close();
});
