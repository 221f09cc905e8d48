import { mkdirSync } from 'node:fs';
import { expectNoAxeViolations } from '../src/axe.ts';
import { chooseLanguage, isoDay } from '../src/configurator-helpers.ts';
import { STAFF_PASSWORD, staffSignIn } from '../src/property-app-helpers.ts';
import { type APIRequestContext, type Browser, expect, type Page, test } from '../src/test.ts';

/*
 * The property's offer edited by its staff (issue 13, docs/api.md#resources): a meeting room's price and a
 * service's names in English and German reach guests on their next visit; two people saving the same service
 * keep both changes; a new entry is made by keyboard alone; the pages are axe-clean in English and German.
 * Every test puts back what it changed: the other specs read the same demo hotel.
 */

const wide = { width: 1400, height: 900 };
const narrow = { width: 390, height: 844 };
const shots = process.env.PA_SHOTS_DIR;

async function shoot(page: Page, name: string) {
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}

/** Opens a part of the offer by the menu and one of its rows by its name. */
async function openRow(page: Page, section: string, row: string) {
  await page.getByRole('link', { name: 'Offer', exact: true }).click();
  await page
    .getByRole('navigation', { name: 'Parts of the offer' })
    .getByRole('link', { name: section })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: section })).toBeVisible();
  await page.getByRole('rowheader', { name: row, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: row })).toBeVisible();
}

/** The owner's token for the API (the same login the app uses). */
async function ownerHeaders(request: APIRequestContext) {
  const login = await request.post('/api/login', {
    data: { username: 'owner@lindenhof.example', password: STAFF_PASSWORD },
  });
  return { 'X-Auth-Token': ((await login.json()) as { token: string }).token };
}

type Stored = Record<string, unknown> & { id: number; version: number; code: string };

async function readRow(
  request: APIRequestContext,
  headers: Record<string, string>,
  base: string,
  code: string,
) {
  const list = await request.get(`/api/staff/${base}/list?f.search=${code}`, { headers });
  const row = ((await list.json()) as { items: Stored[] }).items.find((r) => r.code === code);
  if (!row) throw new Error(`no ${base} ${code}`);
  return row;
}

/**
 * Lindenhof's rows these tests change, as they were before each test, put back after it through the API (a test
 * that fails half-way must not leave the other specs a changed hotel).
 */
const touched = [
  { base: 'unitgroup', code: 'BOARD', fields: ['price'] },
  { base: 'unitgroup', code: 'SGL', fields: ['sort'] },
  { base: 'service', code: 'LUNCH-BUFFET', fields: ['name', 'price', 'i18n'] },
] as const;
let before: { base: string; row: Stored; fields: readonly string[] }[] = [];

test.beforeEach(async ({ request }) => {
  const headers = await ownerHeaders(request);
  before = await Promise.all(
    touched.map(async (t) => ({
      base: t.base,
      fields: t.fields,
      row: await readRow(request, headers, t.base, t.code),
    })),
  );
});

test.afterEach(async ({ request }) => {
  const headers = await ownerHeaders(request);
  for (const { base, row, fields } of before) {
    const now = await readRow(request, headers, base, row.code);
    const back = Object.fromEntries(fields.map((f) => [f, row[f]]));
    const res = await request.post(`/api/staff/${base}/update/${now.id}`, {
      headers,
      data: { id: now.id, version: now.version, ...back },
    });
    expect(res.status()).toBe(200);
  }
});

async function save(page: Page) {
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
}

/** A guest's first look at Lindenhof's meeting rooms (a new browser: nothing cached), in a language. */
async function guestMeetingRooms(browser: Browser, lang: 'en' | 'de') {
  const context = await browser.newContext();
  const guest = await context.newPage();
  const day = isoDay(30);
  await guest.goto(`/lindenhof?lang=${lang}&f.start=${day}&f.end=${day}&f.people=10`);
  await guest.getByRole('button', { name: lang === 'en' ? 'Start' : "Los geht's" }).click();
  await expect(guest).toHaveURL(/\/lindenhof\/unitgroup\/1\/2$/);
  return { guest, close: () => context.close() };
}

test('staff change a meeting room price and a service name in English and German; guests see both', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(wide);
  await staffSignIn(page, 'owner@lindenhof.example');

  await openRow(page, 'Rooms and meeting rooms', 'Boardroom');
  const price = page.getByRole('textbox', { name: 'Base price' });
  await expect(price).toHaveValue('€600.00');
  await price.fill('645');
  await price.press('Tab');
  await save(page);
  await shoot(page, 'offer-unitgroup-en-1400x900');

  await openRow(page, 'Services', 'Lunch buffet');
  const english = page.getByRole('textbox', { name: 'Name (English)' });
  const german = page.getByRole('textbox', { name: 'Name (German)' });
  await expect(english).toHaveValue('Lunch buffet');
  await expect(german).toHaveValue('Mittagsbuffet');
  await english.fill('Seasonal lunch buffet');
  await german.fill('Saisonales Mittagsbuffet');
  await save(page);
  await shoot(page, 'offer-service-en-1400x900');

  const en = await guestMeetingRooms(browser, 'en');
  await expect(en.guest.getByRole('article').filter({ hasText: 'Boardroom' })).toContainText('€645');
  await en.guest.getByRole('tab', { name: /Catering/ }).click();
  await expect(en.guest.getByRole('button', { name: 'Select Seasonal lunch buffet' })).toBeVisible();
  await en.close();

  const de = await guestMeetingRooms(browser, 'de');
  await expect(de.guest.getByRole('article').filter({ hasText: 'Boardroom' })).toContainText('645');
  await de.guest.getByRole('tab', { name: /Verpflegung/ }).click();
  await expect(de.guest.getByRole('button', { name: 'Auswählen Saisonales Mittagsbuffet' })).toBeVisible();
  await de.close();
});

test('two people save the same service: the second gets the conflict, keeps their input, and both changes stay', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(wide);
  await staffSignIn(page, 'owner@lindenhof.example');
  await openRow(page, 'Services', 'Lunch buffet');

  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await other.setViewportSize(wide);
  await staffSignIn(other, 'staff@lindenhof.example');
  await openRow(other, 'Services', 'Lunch buffet');

  // The colleague saves a new price first.
  const otherPrice = other.getByRole('textbox', { name: 'Base price' });
  await otherPrice.fill('34');
  await otherPrice.press('Tab');
  await save(other);

  // This user, still on the version read before, changes the English name and saves.
  await page.getByRole('textbox', { name: 'Name (English)' }).fill('Lakeside lunch buffet');
  await page.getByRole('button', { name: 'Save changes' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Someone else saved this service while you were editing');
  await expect(alert).toBeFocused();
  // Their input is kept, laid over the colleague's version.
  await expect(page.getByRole('textbox', { name: 'Name (English)' })).toHaveValue('Lakeside lunch buffet');
  await expect(page.getByRole('textbox', { name: 'Base price' })).toHaveValue('€34.00');
  await expectNoAxeViolations(page, 'offer conflict en');
  await shoot(page, 'offer-conflict-en-1400x900');
  await save(page);

  // Both changes are stored: the colleague reloads and sees the name and their price.
  await other.reload();
  await expect(other.getByRole('textbox', { name: 'Name (English)' })).toHaveValue('Lakeside lunch buffet');
  await expect(other.getByRole('textbox', { name: 'Base price' })).toHaveValue('€34.00');
  await otherContext.close();
});

test('by keyboard alone: a new VAT rate is refused while its name is empty, then created and deleted', async ({
  page,
}) => {
  await page.setViewportSize(wide);
  await staffSignIn(page, 'owner@lindenhof.example');
  await page.getByRole('link', { name: 'Offer', exact: true }).focus();
  await page.keyboard.press('Enter');
  // The menu stays where it is (focus on its link); the page's own links move focus to the new page's heading.
  await expect(page.getByRole('heading', { level: 1, name: 'Rooms and meeting rooms' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Parts of the offer' })
    .getByRole('link', { name: 'VAT rates' })
    .focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'VAT rates' })).toBeFocused();

  // Tab to "New VAT rate".
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press('Tab');
    if (
      await page.getByRole('link', { name: 'New VAT rate' }).evaluate((el) => el === document.activeElement)
    )
      break;
  }
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'New VAT rate' })).toBeFocused();

  await page.keyboard.press('Tab');
  // A VAT rate is named in English and German; German, Lindenhof's own language, is required.
  const german = page.getByRole('textbox', { name: 'Name (German)' });
  while (!(await german.evaluate((el) => el === document.activeElement))) await page.keyboard.press('Tab');
  // Enter in the empty form: refused, the field says why, nothing stored.
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText('One field needs your attention.');
  await expect(german).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Please fill this in.')).toBeVisible();
  await expectNoAxeViolations(page, 'new vat refused en');
  await shoot(page, 'offer-new-refused-en-1400x900');

  await page.keyboard.type('Zero rate');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.type('0');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Zero rate' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Saved. Guests see it on their next visit.');

  // Delete it (nothing uses it): the confirmation opens with Cancel focused.
  await page.getByRole('button', { name: 'Delete' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Delete Zero rate?' });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'VAT rates' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'Zero rate' })).toHaveCount(0);
});

test('a room given a later position is listed last, by keyboard', async ({ page }) => {
  await page.setViewportSize(wide);
  await staffSignIn(page, 'owner@lindenhof.example');
  await page.getByRole('link', { name: 'Offer', exact: true }).click();
  await expect(page.getByRole('rowheader', { name: 'Single room' })).toBeVisible();
  expect((await page.getByRole('rowheader').allTextContents())[0]).toBe('Single room');
  await page.getByRole('rowheader', { name: 'Single room' }).click();
  const position = page.getByRole('textbox', { name: 'Position' });
  await position.focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('99');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').first()).toHaveText('Saved. Guests see it on their next visit.');
  await page.getByRole('button', { name: 'Back to the list' }).click();
  await expect(page.getByRole('rowheader', { name: 'Single room' })).toBeVisible();
  expect((await page.getByRole('rowheader').allTextContents()).at(-1)).toBe('Single room');
});

test('a service option is named in English and German on its service page', async ({ page }) => {
  await page.setViewportSize(wide);
  await staffSignIn(page, 'owner@lindenhof.example');
  await openRow(page, 'Services', 'Lunch buffet');
  const options = page.getByRole('region', { name: /^Options/ });
  const english = options.getByRole('textbox', { name: 'Option 3 (English)' });
  await expect(english).toHaveValue('Gluten-free');
  await expect(options.getByRole('textbox', { name: 'Option 3 (German)' })).toHaveValue('Glutenfrei');
  await english.fill('Gluten-free, on request');
  await options.getByRole('button', { name: 'Rename Gluten-free' }).click();
  await expect(options.getByRole('status')).toHaveText('Renamed to Gluten-free, on request.');
  await page.reload();
  await expect(english).toHaveValue('Gluten-free, on request');
  await expect(options.getByRole('textbox', { name: 'Option 3 (German)' })).toHaveValue('Glutenfrei');
  await english.fill('Gluten-free');
  await options.getByRole('button', { name: 'Rename Gluten-free, on request' }).click();
  await expect(options.getByRole('status')).toHaveText('Renamed to Gluten-free.');
});

test('a VAT rate the offer uses cannot be deleted, and says what to do instead', async ({ page }) => {
  await page.setViewportSize(wide);
  await staffSignIn(page, 'owner@lindenhof.example');
  // Lindenhof writes German; a user reading the app in English reads its VAT rates and setups in English.
  await openRow(page, 'VAT rates', 'VAT 19 %');
  await expect(page.getByRole('textbox', { name: 'Name (German)' })).toHaveValue('MwSt. 19 %');
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('alert')).toContainText('is used');
  await expect(page.getByRole('heading', { level: 1, name: 'VAT 19 %' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Parts of the offer' })
    .getByRole('link', { name: 'Setups' })
    .click();
  await expect(page.getByRole('rowheader', { name: 'U-shape', exact: true })).toBeVisible();
  await expect(page.getByText('U-Form')).toHaveCount(0);
});

test('the offer pages in German and on a phone are axe-clean', async ({ page }) => {
  await page.setViewportSize(wide);
  await staffSignIn(page, 'owner@lindenhof.example');
  await page.getByRole('link', { name: 'Offer', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rooms and meeting rooms' })).toBeVisible();
  await expectNoAxeViolations(page, 'offer list en');
  await shoot(page, 'offer-list-en-1400x900');

  await chooseLanguage(page, 'Language: English', 'Deutsch');
  await expect(page.getByRole('heading', { level: 1, name: 'Zimmer und Tagungsräume' })).toBeVisible();
  await expectNoAxeViolations(page, 'offer list de');
  await shoot(page, 'offer-list-de-1400x900');
  await page.getByRole('rowheader', { name: 'Plenarsaal Seeblick' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Plenarsaal Seeblick' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name (Englisch)' })).toHaveValue('Plenary hall');
  await expectNoAxeViolations(page, 'offer unit group de');
  await shoot(page, 'offer-unitgroup-de-1400x900');

  await page.setViewportSize(narrow);
  await expectNoAxeViolations(page, 'offer unit group de phone');
  await shoot(page, 'offer-unitgroup-de-390x844');
});
