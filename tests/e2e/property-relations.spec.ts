import { mkdirSync } from 'node:fs';
import { expectNoAxeViolations } from '../src/axe.ts';
import { chooseLanguage, isoDay } from '../src/configurator-helpers.ts';
import { STAFF_PASSWORD, staffSignIn } from '../src/property-app-helpers.ts';
import { type APIRequestContext, type Browser, expect, type Page, test } from '../src/test.ts';

/*
 * Relation rules edited by the property's owner (spec 4, Relations): a rule added on the Relation rules page is
 * previewed by the domain's relation engine before it is saved, then acts in the guest's configurator (the
 * Boardroom brings a flip chart), and is deleted again. By keyboard alone; axe-clean in English and German.
 * Lindenhof has no rule from the Boardroom to the flip chart; afterEach deletes any such rule through the API,
 * so a failing test leaves the other specs the hotel as it was.
 */

const wide = { width: 1400, height: 900 };
const narrow = { width: 390, height: 844 };
const shots = process.env.PA_SHOTS_DIR;

async function shoot(page: Page, name: string) {
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}

async function ownerHeaders(request: APIRequestContext) {
  const login = await request.post('/api/login', {
    data: { username: 'owner@lindenhof.example', password: STAFF_PASSWORD },
  });
  return { 'X-Auth-Token': ((await login.json()) as { token: string }).token };
}

async function idOf(request: APIRequestContext, headers: Record<string, string>, base: string, code: string) {
  const list = await request.get(`/api/staff/${base}/list?f.search=${code}`, { headers });
  const row = ((await list.json()) as { items: { id: number; code: string }[] }).items.find(
    (r) => r.code === code,
  );
  if (!row) throw new Error(`no ${base} ${code}`);
  return row.id;
}

type RelationRow = { id: number; version: number; relatedServiceId: number | null };

/** Lindenhof's rules from the Boardroom to the flip chart (none in the demo data). */
async function boardroomFlipchartRules(request: APIRequestContext, headers: Record<string, string>) {
  const board = await idOf(request, headers, 'unitgroup', 'BOARD');
  const flipchart = await idOf(request, headers, 'service', 'FLIPCHART');
  const list = await request.get(`/api/staff/relation/list?f.ownerUnitgroupId=${board}&p.s=500`, { headers });
  expect(list.status()).toBe(200);
  return ((await list.json()) as { items: RelationRow[] }).items.filter(
    (r) => r.relatedServiceId === flipchart,
  );
}

test.beforeEach(async ({ request }) => {
  expect(await boardroomFlipchartRules(request, await ownerHeaders(request))).toEqual([]);
});

test.afterEach(async ({ request }) => {
  const headers = await ownerHeaders(request);
  for (const rule of await boardroomFlipchartRules(request, headers)) {
    const res = await request.delete(`/api/staff/relation/delete/${rule.id}?version=${rule.version}`, {
      headers,
    });
    expect(res.status()).toBe(204);
  }
});

async function openRelations(page: Page) {
  await page.getByRole('link', { name: 'Offer', exact: true }).click();
  await page
    .getByRole('navigation', { name: 'Parts of the offer' })
    .getByRole('link', { name: 'Relation rules' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Relation rules' })).toBeVisible();
  // The demo hotel's own rules, in words.
  await expect(
    page.getByRole('listitem').filter({ hasText: /^Adding Projector adds Projection screenDelete$/ }),
  ).toBeVisible();
}

const ownerPicker = (page: Page) => page.getByRole('button', { name: /When a guest adds or removes/ });
const relatedPicker = (page: Page) => page.getByRole('button', { name: /Related item/ });
const preview = (page: Page) => page.getByTestId('relation-preview');
const focusInListbox = (page: Page) =>
  page.evaluate(() => document.activeElement?.closest('[role="listbox"]') != null);

/** A guest's first look at Lindenhof's meeting rooms in a new browser (nothing cached). */
async function guestMeetingRooms(browser: Browser) {
  const context = await browser.newContext();
  const guest = await context.newPage();
  const day = isoDay(30);
  await guest.goto(`/lindenhof?lang=en&f.start=${day}&f.end=${day}&f.people=10`);
  await guest.getByRole('button', { name: 'Start' }).click();
  await expect(guest).toHaveURL(/\/lindenhof\/unitgroup\/1\/2$/);
  return { guest, close: () => context.close() };
}

test('the owner adds "the Boardroom adds a flip chart", the preview says so, a guest gets the flip chart; then it is deleted', async ({
  page,
  browser,
}) => {
  await page.setViewportSize(wide);
  await staffSignIn(page, 'owner@lindenhof.example');
  await openRelations(page);
  await expect(preview(page)).toHaveText('Choose an item to see what the rules do when a guest adds it.');

  await ownerPicker(page).click();
  await page.getByRole('option', { name: 'Boardroom', exact: true }).click();
  // Before the draft names a related item, the preview shows the Boardroom's current rule.
  await expect(preview(page)).toContainText('With Projector already in the cart.');
  await expect(preview(page)).toContainText('When a guest adds Boardroom:Nothing else changes.');
  await expect(preview(page)).toContainText('When the guest removes Boardroom again:Removed: Projector');

  await relatedPicker(page).click();
  await page.getByRole('option', { name: 'Flip chart', exact: true }).click();
  await expect(page.getByRole('radio', { name: /^Adds Adding the item adds/ })).toBeChecked();
  await expect(preview(page)).toContainText('When a guest adds Boardroom:Added: Flip chart');
  await expect(preview(page)).toContainText(
    'When the guest removes Boardroom again:Removed: Projector and Flip chart',
  );
  await shoot(page, 'relations-draft-en-1400x900');

  await page.getByRole('button', { name: 'Add rule' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Rule added' })).toHaveText(
    'Rule added: Adding Boardroom adds Flip chart. Guests see it on their next visit.',
  );
  const row = page.getByRole('listitem').filter({ hasText: /^Adding Boardroom adds Flip chartDelete$/ });
  await expect(row).toBeVisible();
  // The form is empty again.
  await expect(preview(page)).toHaveText('Choose an item to see what the rules do when a guest adds it.');

  // A guest selects the Boardroom: the flip chart comes with it.
  const { guest, close } = await guestMeetingRooms(browser);
  await guest.getByRole('button', { name: 'Select Boardroom' }).click();
  await expect(guest.getByRole('button', { name: 'Select Boardroom' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(guest.getByTestId('announcer')).toContainText('Flip chart');
  await guest.getByRole('tab', { name: /Equipment/ }).click();
  await expect(guest.getByRole('button', { name: 'Select Flip chart' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(guest.getByRole('button', { name: 'Select Projector' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await close();

  await page.getByRole('button', { name: 'Delete the rule: Adding Boardroom adds Flip chart' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete the rule “Adding Boardroom adds Flip chart”?' })
    .getByRole('button', { name: 'Delete rule' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'Rule deleted' })).toHaveText(
    'Rule deleted: Adding Boardroom adds Flip chart.',
  );
  await expect(row).toHaveCount(0);
  // Focus goes to the next rule's Delete button, or the list's heading when none is left (never the body).
  await expect(page.locator(':focus')).toHaveAccessibleName(/^(Delete the rule: .+|Rules)$/);
});

test('by keyboard alone: a rule is added with its preview, and the page is axe-clean in English and German', async ({
  page,
}) => {
  await page.setViewportSize(wide);
  await staffSignIn(page, 'owner@lindenhof.example');
  await page.getByRole('link', { name: 'Offer', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Rooms and meeting rooms' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Parts of the offer' })
    .getByRole('link', { name: 'Relation rules' })
    .focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Relation rules' })).toBeFocused();

  const focused = (locator: ReturnType<Page['getByRole']>) =>
    locator.evaluate((el) => el === document.activeElement);
  // The new rule's pickers come once the offer's items have loaded (an empty picker would ignore Enter).
  await expect(ownerPicker(page)).toBeVisible();
  for (let i = 0; i < 40 && !(await focused(ownerPicker(page))); i++) await page.keyboard.press('Tab');
  expect(await focused(ownerPicker(page))).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeVisible();
  // The list has taken the focus (on a loaded machine a frame after it shows): typing now selects in it.
  await expect.poll(() => focusInListbox(page)).toBe(true);
  await page.keyboard.type('Boardroom');
  await page.keyboard.press('Enter');
  await expect(ownerPicker(page)).toContainText('Boardroom');
  // The list has closed and given the focus back to its picker before the next Tab (on a loaded machine its
  // closing animation can still run when the next key would come).
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(ownerPicker(page)).toBeFocused();

  await page.keyboard.press('Tab');
  expect(await focused(relatedPicker(page))).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeVisible();
  await expect.poll(() => focusInListbox(page)).toBe(true);
  await page.keyboard.type('Flip');
  await page.keyboard.press('Enter');
  await expect(relatedPicker(page)).toContainText('Flip chart');
  // The list has closed and given the focus back to its picker before the next Tab.
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(relatedPicker(page)).toBeFocused();

  // Past the group key (left empty) to the type: the arrow keys choose "Adds, and removes again".
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Group key (optional)' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radio', { name: /^Adds Adding the item/ })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: /^Adds, and removes again/ })).toBeChecked();
  await expect(preview(page)).toContainText('When a guest adds Boardroom:Added: Flip chart');
  await expectNoAxeViolations(page, 'relations draft en');

  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Add rule' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Rule added' })).toContainText(
    'Adding Boardroom adds Flip chart; removing it removes Flip chart again',
  );
  await shoot(page, 'relations-added-en-1400x900');

  await chooseLanguage(page, 'Language: English', 'Deutsch');
  await expect(page.getByRole('heading', { level: 1, name: 'Verknüpfungsregeln' })).toBeVisible();
  const german = page.getByRole('listitem').filter({
    hasText: 'Wird Boardroom hinzugefügt, kommt Flipchart dazu; wird es entfernt, geht Flipchart wieder',
  });
  await expect(german).toBeVisible();
  await page.getByRole('button', { name: /Wenn ein Gast hinzufügt oder entfernt/ }).click();
  await page.getByRole('option', { name: 'Tagungspauschale', exact: true }).click();
  await expect(preview(page)).toContainText(
    'Wenn ein Gast Tagungspauschale hinzufügt:Hinzugefügt: Kaffeepause vormittags und Kaffeepause nachmittags',
  );
  await expectNoAxeViolations(page, 'relations de');
  await shoot(page, 'relations-de-1400x900');
  await page.setViewportSize(narrow);
  await expectNoAxeViolations(page, 'relations de phone');
  await shoot(page, 'relations-de-390x844');

  // Deleted by keyboard: the rule's button, Enter.
  await page
    .getByRole('button', {
      name: 'Regel löschen: Wird Boardroom hinzugefügt, kommt Flipchart dazu; wird es entfernt, geht Flipchart wieder',
    })
    .focus();
  await page.keyboard.press('Enter');
  // It asks first, naming the rule, with Abbrechen focused; Tab, Enter deletes.
  const ask = page.getByRole('alertdialog', { name: /^Regel „Wird Boardroom hinzugefügt, .+“ löschen\?$/ });
  await expect(ask.getByRole('button', { name: 'Abbrechen' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(ask.getByRole('button', { name: 'Regel löschen' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Regel gelöscht' })).toBeVisible();
  await expect(german).toHaveCount(0);
  await expect(page.locator(':focus')).toHaveAccessibleName(/^(Regel löschen: .+|Regeln)$/);
});
