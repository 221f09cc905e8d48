import { mkdirSync } from 'node:fs';
import { expectNoAxeViolations } from '../src/axe.ts';
import { chooseLanguage, isoDay } from '../src/configurator-helpers.ts';
import { STAFF_PASSWORD, staffSignIn } from '../src/property-app-helpers.ts';
import { type APIRequestContext, type Browser, expect, type Page, test } from '../src/test.ts';

/*
 * A property's tags edited by its staff (issue 13, docs/api.md#resources, sets of ids): the owner makes a tag in
 * English and German, ticks it on a meeting room by keyboard, and a guest who looks for it finds that room; taken
 * off again, the guest does not. Every test puts back what it changed through the API: the other specs read the
 * same demo hotel.
 */

const wide = { width: 1400, height: 900 };
const narrow = { width: 390, height: 844 };
const shots = process.env.PA_SHOTS_DIR;

async function shoot(page: Page, name: string) {
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}

type Stored = Record<string, unknown> & { id: number; version: number };

async function ownerHeaders(request: APIRequestContext) {
  const login = await request.post('/api/login', {
    data: { username: 'owner@lindenhof.example', password: STAFF_PASSWORD },
  });
  return { 'X-Auth-Token': ((await login.json()) as { token: string }).token };
}

async function list(request: APIRequestContext, headers: Record<string, string>, base: string) {
  const res = await request.get(`/api/staff/${base}/list?f.propertyId=1&p.s=500`, { headers });
  return ((await res.json()) as { items: Stored[] }).items;
}

const plenary = async (request: APIRequestContext, headers: Record<string, string>) => {
  const row = (await list(request, headers, 'unitgroup')).find((u) => u.code === 'PLENUM');
  if (!row) throw new Error('no PLENUM');
  return row;
};

let plenaryTags: number[] = [];

test.beforeEach(async ({ request }) => {
  plenaryTags = (await plenary(request, await ownerHeaders(request))).tagIds as number[];
});

// The tag goes (which takes it off every room) and the hall has its tags as before.
test.afterEach(async ({ request }) => {
  const headers = await ownerHeaders(request);
  for (const tag of await list(request, headers, 'tag'))
    if (tag.name === 'Meerblick') {
      const res = await request.delete(`/api/staff/tag/delete/${tag.id}?version=${tag.version}`, { headers });
      expect(res.status()).toBe(204);
    }
  const now = await plenary(request, headers);
  const res = await request.post(`/api/staff/unitgroup/update/${now.id}`, {
    headers,
    data: { id: now.id, version: now.version, tagIds: plenaryTags },
  });
  expect(res.status()).toBe(200);
});

/**
 * axe, once react-aria's live announcements are gone: a pending Save button announces itself by
 * `aria-labelledby`, and for seven seconds after the page moved on that announcement names a button no longer there.
 */
async function axe(page: Page, what: string) {
  await expect(page.locator('[role=log] [role=img]')).toHaveCount(0, { timeout: 10_000 });
  await expectNoAxeViolations(page, what);
}

async function openSection(page: Page, section: string) {
  await page.getByRole('link', { name: 'Offer', exact: true }).click();
  await page
    .getByRole('navigation', { name: 'Parts of the offer' })
    .getByRole('link', { name: section })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: section })).toBeVisible();
}

/**
 * A guest looks for meeting rooms with the feature "Sea view" at Lindenhof (a link that names the tag, as the
 * property's own pages may): the tag is shown among the chosen features, and the meeting rooms are filtered by it.
 */
async function guestLooksForSeaView(browser: Browser, request: APIRequestContext) {
  const headers = await ownerHeaders(request);
  const tag = (await list(request, headers, 'tag')).find((x) => x.name === 'Meerblick');
  if (!tag) throw new Error('no tag Meerblick');
  const context = await browser.newContext();
  const guest = await context.newPage();
  await guest.setViewportSize(wide);
  const day = isoDay(30);
  await guest.goto(`/lindenhof?lang=en&f.start=${day}&f.end=${day}&f.people=10&f.tagId=${tag.id}`);
  await expect(guest.getByRole('grid', { name: 'Features: Chosen tags' })).toContainText('Sea view');
  await guest.getByRole('button', { name: 'Start' }).click();
  await expect(guest).toHaveURL(/\/lindenhof\/unitgroup\/1\/2$/);
  return { guest, close: () => context.close() };
}

test('the owner makes a tag, ticks it on a meeting room by keyboard, a guest finds the room; taken off, not', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(wide);
  await staffSignIn(page, 'owner@lindenhof.example');

  // A new tag in English and German (Lindenhof writes German: the English name is the translation).
  await openSection(page, 'Tags');
  await page.getByRole('link', { name: 'New tag' }).click();
  await page.getByRole('textbox', { name: 'Name (English)' }).fill('Sea view');
  await page.getByRole('textbox', { name: 'Name (German)' }).fill('Meerblick');
  await page.getByRole('button', { name: 'Create tag' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sea view' })).toBeVisible();
  await expect(page.getByRole('status').first()).toHaveText('Saved. Guests see it on their next visit.');
  await axe(page, 'tag en');

  // On the plenary hall, by keyboard: Tab from the switch before the tags reaches the first tag; Space ticks.
  await openSection(page, 'Rooms and meeting rooms');
  await page.getByRole('rowheader', { name: 'Plenary hall', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Plenary hall' })).toBeVisible();
  const tags = page.getByRole('group', { name: 'Tags' });
  await expect(tags).toHaveAccessibleDescription('Guests can look for rooms with these tags.');
  const seaView = tags.getByRole('checkbox', { name: 'Sea view' });
  await expect(seaView).not.toBeChecked();
  await expect(tags.getByRole('checkbox', { name: 'lake view' })).toBeChecked();
  await page.getByRole('switch', { name: 'Ignores the number of people' }).focus();
  await page.keyboard.press('Tab');
  await expect(tags.getByRole('checkbox').first()).toBeFocused();
  for (let i = 0; i < 10 && !(await seaView.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(seaView).toBeFocused();
  await page.keyboard.press('Space');
  await expect(seaView).toBeChecked();
  await axe(page, 'unit group tags en');
  await shoot(page, 'tags-unitgroup-en-1400x900');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').first()).toHaveText('Saved. Guests see it on their next visit.');

  // The guest who looks for "Sea view" finds the plenary hall, and no other meeting room.
  const found = await guestLooksForSeaView(browser, request);
  await expect(found.guest.getByRole('article').filter({ hasText: 'Plenary hall' })).toBeVisible();
  await expect(found.guest.getByRole('article').filter({ hasText: 'Boardroom' })).toHaveCount(0);
  await shoot(found.guest, 'tags-guest-en-1400x900');
  await found.close();

  // Taken off again (Space on the focused box), the guest looking for it no longer finds the hall.
  await seaView.focus();
  await page.keyboard.press('Space');
  await expect(seaView).not.toBeChecked();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').first()).toHaveText('Saved. Guests see it on their next visit.');
  const gone = await guestLooksForSeaView(browser, request);
  await expect(gone.guest.getByRole('article').filter({ hasText: 'Plenary hall' })).toHaveCount(0);
  await gone.close();
});

test('the tag pages and the new sections in German and on a phone are axe-clean', async ({
  page,
  request,
}) => {
  const headers = await ownerHeaders(request);
  const made = await request.post('/api/staff/tag/add', {
    headers,
    data: { propertyId: 1, name: 'Meerblick', i18n: { en: { name: 'Sea view' } } },
  });
  expect(made.status()).toBe(201);
  await page.setViewportSize(wide);
  await staffSignIn(page, 'owner@lindenhof.example');
  await openSection(page, 'Customer accounts');
  await expect(page.getByRole('columnheader', { name: 'Rate plan' })).toBeVisible();
  await openSection(page, 'Tags');
  await expect(page.getByRole('rowheader', { name: 'Sea view' })).toBeVisible();
  await axe(page, 'tags en');
  await shoot(page, 'tags-list-en-1400x900');

  await chooseLanguage(page, 'Language: English', 'Deutsch');
  await expect(page.getByRole('heading', { level: 1, name: 'Merkmale' })).toBeVisible();
  await axe(page, 'tags de');
  await page.getByRole('link', { name: 'Zimmer und Tagungsräume' }).click();
  await page.getByRole('rowheader', { name: 'Plenarsaal Seeblick' }).click();
  const tags = page.getByRole('group', { name: 'Merkmale' });
  await expect(tags.getByRole('checkbox', { name: 'Meerblick' })).not.toBeChecked();
  await axe(page, 'unit group tags de');
  await shoot(page, 'tags-unitgroup-de-1400x900');
  await page.getByRole('link', { name: 'Leistungsgruppen' }).click();
  await page.getByRole('rowheader', { name: 'Kaffeepausen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kaffeepausen' })).toBeVisible();
  // The coffee breaks are the group's, ticked; lunch is not.
  const members = page.getByRole('group', { name: 'Leistungen der Gruppe' });
  await expect(members.getByRole('checkbox', { name: 'Kaffeepause vormittags' })).toBeChecked();
  await expect(members.getByRole('checkbox', { name: 'Mittagsbuffet' })).not.toBeChecked();
  await axe(page, 'service group members de');
  await shoot(page, 'tags-servicegroup-de-1400x900');

  await page.setViewportSize(narrow);
  await axe(page, 'service group members de phone');
  await shoot(page, 'tags-servicegroup-de-390x844');
});
