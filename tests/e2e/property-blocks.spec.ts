import { mkdirSync } from 'node:fs';
import { expectNoAxeViolations } from '../src/axe.ts';
import { chooseLanguage, isoDay } from '../src/configurator-helpers.ts';
import { STAFF_PASSWORD, staffSignIn } from '../src/property-app-helpers.ts';
import { type APIRequestContext, type Browser, expect, type Page, test } from '../src/test.ts';

/*
 * Issue 22's first slice (docs/api.md#blocks-and-unavailability): staff take Lindenhof's only boardroom out of
 * sale for a day; a guest looking at that day no longer finds it; released, it is back. By keyboard, axe-clean
 * in English and German.
 */

const wide = { width: 1400, height: 900 };
const narrow = { width: 390, height: 844 };
const shots = process.env.PA_SHOTS_DIR;
const DAY = isoDay(61);
const NOTE = 'New projector';

/** Releases this test's Lindenhof blocks through the API: a test that fails half-way leaves none behind. */
async function releaseAll(request: APIRequestContext) {
  const login = await request.post('/api/login', {
    data: { username: 'owner@lindenhof.example', password: STAFF_PASSWORD },
  });
  const headers = { 'X-Auth-Token': ((await login.json()) as { token: string }).token };
  const list = await request.get('/api/staff/block/list?f.propertyId=1&p.s=200', { headers });
  const items = (await list.json()) as { items: { id: number; version: number; note: string }[] };
  for (const b of items.items.filter((i) => i.note === NOTE))
    await request.post(`/api/staff/block/${b.id}/release`, { headers, data: { version: b.version } });
}

test.beforeEach(async ({ request }) => releaseAll(request));
test.afterEach(async ({ request }) => releaseAll(request));

async function shoot(page: Page, name: string) {
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}

/** Whether a guest (a new browser) finds the Boardroom among Lindenhof's meeting rooms on DAY. */
async function guestSeesBoardroom(browser: Browser) {
  const context = await browser.newContext();
  const guest = await context.newPage();
  await guest.goto(`/lindenhof?lang=en&f.start=${DAY}&f.end=${DAY}&f.people=10`);
  await guest.getByRole('button', { name: 'Start' }).click();
  await expect(guest).toHaveURL(/\/lindenhof\/unitgroup\/1\/2$/);
  await expect(guest.getByRole('article').filter({ hasText: 'Plenary hall' })).toBeVisible();
  const seen = (await guest.getByRole('article').filter({ hasText: 'Boardroom' }).count()) > 0;
  await context.close();
  return seen;
}

/** Types a day into the next date field's segments (en-GB: day, month, year). */
async function typeDay(page: Page, iso: string) {
  const [y, m, d] = iso.split('-');
  await page.keyboard.type(`${d}${m}${y}`);
}

test('staff take the boardroom out of sale for a day, by keyboard; guests lose it, and get it back', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(wide);
  expect(await guestSeesBoardroom(browser)).toBe(true);

  await staffSignIn(page, 'owner@lindenhof.example');
  await page.getByRole('link', { name: 'Out of sale', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Units out of sale' })).toBeVisible();

  // Nothing chosen: the form says what is missing and sends nothing.
  await page.getByRole('button', { name: 'Take out of sale' }).click();
  await expect(page.getByRole('status')).toHaveText('Please choose units and days.');
  await expect(page.getByText('Please choose at least one unit.')).toBeVisible();

  await page.getByRole('checkbox', { name: 'BOARD-1' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox', { name: 'BOARD-1' })).toBeChecked();
  await page.getByRole('group', { name: 'Days out of sale' }).getByRole('spinbutton').first().focus();
  await typeDay(page, DAY);
  await typeDay(page, DAY);
  await page.getByRole('textbox', { name: 'Note for the team' }).fill(NOTE);
  await page.getByRole('textbox', { name: 'Note for the team' }).press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toContainText('BOARD-1 out of sale from');
  const listed = page.getByRole('listitem').filter({ hasText: NOTE });
  await expect(listed).toContainText('Maintenance');
  await expectNoAxeViolations(page, 'blocks en');
  await shoot(page, 'blocks-en-1400x900');

  // The same unit on the same day again: refused, nothing changed.
  await page.getByRole('checkbox', { name: 'BOARD-1' }).focus();
  await page.keyboard.press('Space');
  await page.getByRole('group', { name: 'Days out of sale' }).getByRole('spinbutton').first().click();
  await typeDay(page, DAY);
  await typeDay(page, DAY);
  await page.getByRole('button', { name: 'Take out of sale' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'A chosen unit is booked or already out of sale on some of these days. Nothing was changed.',
  );
  await expect(page.getByRole('listitem').filter({ hasText: NOTE })).toHaveCount(1);

  expect(await guestSeesBoardroom(browser)).toBe(false);

  await listed.getByRole('button', { name: /^Release BOARD-1 from/ }).click();
  await page
    .getByRole('alertdialog', { name: /^Release BOARD-1 from .+\?$/ })
    .getByRole('button', { name: 'Release block' })
    .click();
  await expect(page.getByRole('status')).toHaveText('BOARD-1 for sale again.');
  await expect(page.getByRole('listitem').filter({ hasText: NOTE })).toHaveCount(0);
  expect(await guestSeesBoardroom(browser)).toBe(true);
});

test('the page speaks German and fits a phone, axe-clean', async ({ page }) => {
  await page.setViewportSize(wide);
  await staffSignIn(page, 'owner@lindenhof.example');
  await page.getByRole('link', { name: 'Out of sale', exact: true }).click();
  await chooseLanguage(page, 'Language: English', 'Deutsch');
  await expect(page.getByRole('heading', { level: 1, name: 'Gesperrte Einheiten' })).toBeVisible();
  await expectNoAxeViolations(page, 'blocks de');
  await shoot(page, 'blocks-de-1400x900');
  await page.setViewportSize(narrow);
  await expectNoAxeViolations(page, 'blocks de phone');
  await shoot(page, 'blocks-de-390x844');
});
