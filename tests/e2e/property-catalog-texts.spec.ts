import { mkdirSync } from 'node:fs';
import { expectNoAxeViolations } from '../src/axe.ts';
import { propertyLogin } from '../src/configurator-helpers.ts';
import { press, tabTo, typeText } from '../src/configurator-keyboard.ts';
import { freshDay, lindenhofDay } from '../src/existing-booking-helpers.ts';
import { staffSignIn } from '../src/property-app-helpers.ts';
import { type APIRequestContext, expect, type Page, test } from '../src/test.ts';

/*
 * Issue 37, "staff see 'Setup no. 2' instead of 'U-Form', not the guest's vegetarian option, German item names and
 * 'MwSt. 19 %' in the English app": a guest's meeting-day request at Lindenhof (a German house) with the U-shape
 * setup and a vegetarian lunch, opened by the hotel's staff by keyboard alone. Read in English, the booking's page
 * names every catalog text in English; switched to German, in German. At 1400 px and on a phone.
 */

const shots = process.env.PA_SHOTS_DIR;

/** The guest's request, as the configurator sends it: the plenary hall in U-shape, lunch for 20 vegetarian. */
async function requestWithSetup(request: APIRequestContext, lastname: string) {
  const { token, propertyId } = await propertyLogin(request, 'lindenhof');
  const headers = { 'X-Auth-Token': token };
  const setups = (await (await request.get('/api/setup/list?f.issetup=true', { headers })).json()) as {
    items: { id: number; name: string }[];
  };
  // The guest reads in German, Lindenhof's language: the setups come named in it.
  const uShape = setups.items.find((s) => s.name === 'U-Form')?.id;
  expect(uShape, 'the seeded U-Form setup').toBeDefined();
  const day = await lindenhofDay(request, token, freshDay());
  const [hall, ...others] = day.bookingUnitgroupList;
  const res = await request.post('/api/booking/add', {
    headers,
    data: {
      ...day,
      propertyId,
      booker: { firstname: 'Ada', lastname, email: `${lastname.toLowerCase()}@example.org` },
      bookingUnitgroupList: [{ ...hall, setup: { id: uShape } }, ...others],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { bookingcode: string }).bookingcode;
}

/** From the signed-in start page to the booking's page, by keyboard: the menu, the search by code, the row. */
async function openByKeyboard(page: Page, code: string, narrow: boolean) {
  if (narrow) {
    await tabTo(page, page.getByRole('button', { name: 'Open menu' }));
    await press(page, 'Enter');
  }
  await tabTo(
    page,
    page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Bookings' }),
  );
  await press(page, 'Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
  await tabTo(page, page.getByRole('searchbox', { name: 'Search' }));
  await typeText(page, code);
  await expect(page).toHaveURL(new RegExp(`q=${code}`));
  await expect(page.getByRole('link', { name: code })).toBeVisible();
  // The inbox is a grid: one tab stop, its only row focused first; Enter opens it.
  await tabTo(page, page.getByRole('grid', { name: 'Bookings' }));
  await expect(page.getByRole('row').filter({ hasText: code })).toBeFocused();
  await press(page, 'Enter');
  await expect(page.getByRole('heading', { level: 1, name: `Booking ${code}` })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

for (const size of [
  { width: 1400, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`staff read the booking's setup, lunch, option and VAT in their own language, by keyboard (${size.width}px)`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(size);
    const code = await requestWithSetup(request, `Texts${size.width}`);
    await staffSignIn(page, 'owner@lindenhof.example');
    await openByKeyboard(page, code, size.width < 600);

    const lines = page.getByRole('region', { name: 'Rooms and services', exact: true });
    await expect(lines).toContainText('Plenary hall');
    await expect(
      lines.getByRole('row', { name: /^Plenary hall/ }).getByRole('cell', { name: 'U-shape' }),
    ).toBeVisible();
    await expect(lines).toContainText('Lunch buffet');
    await expect(lines).toContainText('Vegetarian');
    await expect(lines).toContainText('VAT 19 %');
    for (const german of ['U-Form', 'Mittagsbuffet', 'Vegetarisch', 'MwSt.', 'Setup no.'])
      await expect(lines).not.toContainText(german);
    await expectNoAxeViolations(page, `booking catalog texts en ${size.width}`);
    if (shots) {
      mkdirSync(shots, { recursive: true });
      await page.screenshot({ path: `${shots}/catalog-texts-en-${size.width}.png`, fullPage: true });
    }

    // The same booking read in German: the language menu, by keyboard.
    await tabTo(page, page.getByRole('button', { name: 'Language: English' }));
    await press(page, 'Enter');
    const dialog = page.getByRole('dialog');
    // A radio group is one tab stop, on the checked language; an arrow key chooses the next.
    await tabTo(page, dialog.getByRole('radio', { name: 'English' }));
    await press(page, 'ArrowDown');
    await expect(dialog.getByRole('radio', { name: 'Deutsch' })).toBeChecked();
    await tabTo(page, dialog.getByRole('button', { name: 'OK' }));
    await press(page, 'Enter');
    await expect(page.getByRole('heading', { level: 1, name: `Buchung ${code}` })).toBeVisible();
    const zeilen = page.getByRole('region', { name: 'Räume und Leistungen', exact: true });
    await expect(zeilen).toContainText('Plenarsaal Seeblick');
    await expect(
      zeilen.getByRole('row', { name: /^Plenarsaal Seeblick/ }).getByRole('cell', { name: 'U-Form' }),
    ).toBeVisible();
    await expect(zeilen).toContainText('Mittagsbuffet');
    await expect(zeilen).toContainText('Vegetarisch');
    await expect(zeilen).toContainText('MwSt. 19 %');
    for (const english of ['U-shape', 'Lunch buffet', 'Vegetarian', 'VAT 19'])
      await expect(zeilen).not.toContainText(english);
    if (shots) await page.screenshot({ path: `${shots}/catalog-texts-de-${size.width}.png`, fullPage: true });
  });
}
