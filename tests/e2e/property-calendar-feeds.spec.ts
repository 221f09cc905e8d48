import { mkdirSync } from 'node:fs';
import { expectNoAxeViolations } from '../src/axe.ts';
import { chooseLanguage } from '../src/configurator-helpers.ts';
import { STAFF_PASSWORD, staffSignIn } from '../src/property-app-helpers.ts';
import { type APIRequestContext, expect, type Page, test } from '../src/test.ts';

/*
 * Issue 22's calendar sync in the property app (docs/api.md#calendar-sync): Lindenhof's owner publishes the
 * Boardroom unit group's calendar; the secret link, shown once, answers an iCalendar file to anyone who has it;
 * revoked, it answers 404. Axe-clean in English and German.
 */

const wide = { width: 1400, height: 900 };
const narrow = { width: 390, height: 844 };
const shots = process.env.PA_SHOTS_DIR;

/** Removes Lindenhof's export feeds through the API: a test that fails half-way leaves none behind. */
async function revokeExports(request: APIRequestContext) {
  const login = await request.post('/api/login', {
    data: { username: 'owner@lindenhof.example', password: STAFF_PASSWORD },
  });
  const headers = { 'X-Auth-Token': ((await login.json()) as { token: string }).token };
  const list = await request.get('/api/staff/property/1/calendarfeeds', { headers });
  const items = (await list.json()) as { items: { id: number; direction: string }[] };
  for (const feed of items.items.filter((f) => f.direction === 'export'))
    await request.delete(`/api/staff/property/1/calendarfeeds/${feed.id}`, { headers });
}

test.beforeEach(async ({ request }) => revokeExports(request));
test.afterEach(async ({ request }) => revokeExports(request));

async function shoot(page: Page, name: string) {
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}

test('the owner publishes the boardroom calendar; its secret link serves iCalendar until revoked', async ({
  page,
  request,
}) => {
  await page.setViewportSize(wide);
  await staffSignIn(page, 'owner@lindenhof.example');
  await page.getByRole('link', { name: 'Calendar sync', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar sync' })).toBeVisible();
  await expect(page.getByText('No calendar links yet.')).toBeVisible();

  // Nothing chosen: the form says what is missing and sends nothing.
  await page.getByRole('button', { name: 'Create calendar link' }).click();
  await expect(page.getByRole('status')).toHaveText('Please check the marked fields.');
  await expect(page.getByText('Please choose a unit group or a unit.')).toBeVisible();

  // By keyboard: open the choice, pick the unit group, send the form.
  await page.getByRole('button', { name: /Unit group or unit/ }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('option', { name: 'Boardroom (unit group)' }).click();
  await page.getByRole('button', { name: 'Create calendar link' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText(
    'Calendar link for Boardroom (unit group) created. Copy it now: it is shown only once.',
  );
  const link = page.getByRole('textbox', { name: 'Secret calendar link' });
  await expect(link).toHaveAttribute('readonly', '');
  const feedUrl = await link.inputValue();
  expect(feedUrl).toMatch(/\/api\/ical\/[A-Za-z0-9_-]{43}\.ics$/);
  await expect(page.getByText('Shown only now', { exact: false })).toBeVisible();
  const listed = page.getByRole('listitem').filter({ hasText: 'Publishes: Boardroom (unit group)' });
  await expect(listed).toHaveCount(1);
  await expectNoAxeViolations(page, 'calendar feeds en');
  await shoot(page, 'calendar-feeds-en-1400x900');

  // Anyone with the link gets the calendar, without signing in.
  const feed = await request.get(feedUrl);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toContain('text/calendar');
  expect(await feed.text()).toContain('BEGIN:VCALENDAR');

  // Revoked: the link no longer works and the list no longer shows it.
  await listed
    .getByRole('button', { name: 'Revoke the published calendar of Boardroom (unit group)' })
    .focus();
  await page.keyboard.press('Enter');
  // It asks first (Cancel focused); Tab, Enter revokes.
  const ask = page.getByRole('alertdialog', { name: 'Revoke the calendar link of Boardroom (unit group)?' });
  await expect(ask.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText(
    'Calendar link for Boardroom (unit group) revoked; it no longer works.',
  );
  await expect(page.getByText('No calendar links yet.')).toBeVisible();
  expect((await request.get(feedUrl)).status()).toBe(404);
});

test('an import address the server cannot read is refused at the field', async ({ page }) => {
  await page.setViewportSize(wide);
  await staffSignIn(page, 'owner@lindenhof.example');
  await page.getByRole('link', { name: 'Calendar sync', exact: true }).click();
  await page.getByRole('button', { name: 'Add calendar' }).click();
  await expect(page.getByRole('status')).toHaveText('Please check the marked fields.');
  await expect(page.getByText('Please choose a unit.', { exact: true })).toBeVisible();
  await expect(page.getByText('Please enter the calendar address.')).toBeVisible();

  const form = page.getByRole('region', { name: "Read another channel's calendar" });
  await form.getByRole('button', { name: /Unit/ }).click();
  await page.getByRole('option', { name: 'BOARD-1' }).click();
  // A loopback address: the server refuses it (422 on the field url), nothing is added.
  await page
    .getByRole('textbox', { name: 'Calendar address (http or https)' })
    .fill('http://127.0.0.1:9/x.ics');
  await page.getByRole('button', { name: 'Add calendar' }).click();
  await expect(
    page.getByText('This address is not reachable from the internet and cannot be read.'),
  ).toBeVisible();
  await expect(page.getByText('No calendar links yet.')).toBeVisible();
});

test('the page speaks German and fits a phone, axe-clean', async ({ page }) => {
  await page.setViewportSize(wide);
  await staffSignIn(page, 'owner@lindenhof.example');
  await page.getByRole('link', { name: 'Calendar sync', exact: true }).click();
  await chooseLanguage(page, 'Language: English', 'Deutsch');
  await expect(page.getByRole('heading', { level: 1, name: 'Kalender-Abgleich' })).toBeVisible();
  await page.getByRole('button', { name: /Einheitengruppe oder Einheit/ }).click();
  await page.getByRole('option', { name: 'Boardroom (Einheitengruppe)' }).click();
  await page.getByRole('button', { name: 'Kalender-Link erstellen' }).click();
  await expect(page.getByRole('textbox', { name: 'Geheimer Kalender-Link' })).toBeVisible();
  await expectNoAxeViolations(page, 'calendar feeds de');
  await shoot(page, 'calendar-feeds-de-1400x900');
  await page.setViewportSize(narrow);
  await expectNoAxeViolations(page, 'calendar feeds de phone');
  await shoot(page, 'calendar-feeds-de-390x844');
});
