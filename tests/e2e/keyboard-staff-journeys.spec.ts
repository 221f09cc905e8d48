import sharp from 'sharp';
import { expectVisibleFocus, press, shiftTabTo, tabTo, typeText } from '../src/configurator-keyboard.ts';
import { STAFF_PASSWORD } from '../src/property-app-helpers.ts';
import { type APIRequestContext, expect, type FileChooser, type Page, test } from '../src/test.ts';

/*
 * Issue 16: the staff's journeys in the property app by keyboard alone, from its first screen (/app/): signing
 * in (accessible authentication: the browser may fill or paste the password), changing a price in the offer's
 * catalogue, uploading and describing an image (answering a guest's request with an offer is the staff walk's:
 * staff-walk.spec.ts). Every key is checked
 * (tests/src/configurator-keyboard.ts): the focus is visible, never on the body, and not hidden under the page's
 * own content. What a journey needs (a guest's request) is arranged through the API; the staff's steps are keys
 * only, with no address typed after the first screen.
 */

const OWNER = 'owner@lindenhof.example';
const wide = { width: 1400, height: 900 };

async function ownerHeaders(request: APIRequestContext) {
  const res = await request.post('/api/login', { data: { username: OWNER, password: STAFF_PASSWORD } });
  expect(res.status()).toBe(200);
  return { 'X-Auth-Token': ((await res.json()) as { token: string }).token };
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

/** Opens /app/ (the login page for a new visitor) and signs the owner in by keys: Tab, type, Tab, type, Enter. */
async function signInByKeys(page: Page) {
  await page.setViewportSize(wide);
  await page.goto('/app/');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await tabTo(page, page.getByRole('textbox', { name: 'E-mail address' }));
  await typeText(page, OWNER);
  await tabTo(page, page.getByRole('textbox', { name: 'Password' }));
  await typeText(page, STAFF_PASSWORD);
  await press(page, 'Enter');
  // The login page is gone: focus is on the dashboard's heading, the page's start.
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeFocused();
  await expectVisibleFocus(page, 'signing in');
}

/**
 * Shift-tabs from the page (the menu comes before the main view) to a menu entry and opens it with Enter. The new
 * page's heading takes the focus (a screen reader reads it), so the next Tab goes on into the new page (WCAG 2.4.3).
 */
async function openFromMenu(page: Page, entry: string, heading: string) {
  const link = menu(page).getByRole('link', { name: entry, exact: true });
  await shiftTabTo(page, link);
  await press(page, 'Enter');
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(link).toHaveAttribute('aria-current', 'page');
  // Issue 44 (2.4.3): the new page's heading takes the focus (a screen reader reads it), not the menu's link.
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeFocused();
}

test('staff sign in by keyboard from /app/; the browser may fill in and paste the password', {
  tag: ['@wcag-1.3.5', '@wcag-2.1.1', '@wcag-2.4.7', '@wcag-2.4.11', '@wcag-3.3.8'],
}, async ({ page, context }) => {
  await page.setViewportSize(wide);
  await page.goto('/app/');
  await expect(page).toHaveURL(/\/app\/login$/);
  const email = page.getByRole('textbox', { name: 'E-mail address' });
  const password = page.getByRole('textbox', { name: 'Password' });
  // A password manager recognises the fields: the account's name and the current password.
  await expect(email).toHaveAttribute('type', 'email');
  await expect(email).toHaveAttribute('autocomplete', /^(username|email)$/);
  await expect(password).toHaveAttribute('type', 'password');
  await expect(password).toHaveAttribute('autocomplete', 'current-password');

  // The password is on the clipboard, as a password manager leaves it.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate((text) => navigator.clipboard.writeText(text), STAFF_PASSWORD);

  await tabTo(page, email);
  await typeText(page, OWNER);
  await tabTo(page, password);
  // Nothing on the page refuses a paste into either field (no handler cancels it).
  const refused = await page.evaluate(() =>
    Array.from(document.querySelectorAll('input[name="username"], input[name="password"]')).map((field) => {
      const data = new DataTransfer();
      data.setData('text/plain', 'pasted');
      const paste = new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true });
      field.dispatchEvent(paste);
      return paste.defaultPrevented;
    }),
  );
  expect(refused).toEqual([false, false]);
  // And a real paste arrives: Control+V puts the password in, and it signs in.
  await press(page, 'Control+V');
  await expect(password).toHaveValue(STAFF_PASSWORD);
  await press(page, 'Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expectVisibleFocus(page, 'signing in');
  await expect(page.getByRole('button', { name: /User menu/ })).toBeVisible();
});

test('staff change a meeting room price in the offer by keyboard and save; it stays after a reload', {
  tag: ['@wcag-2.1.1', '@wcag-2.4.3', '@wcag-2.4.7', '@wcag-2.4.11'],
}, async ({ page, request }) => {
  const headers = await ownerHeaders(request);
  const boardroom = async () => {
    const res = await request.get('/api/staff/unitgroup/list?f.search=BOARD', { headers });
    const rows = (
      (await res.json()) as { items: { id: number; version: number; code: string; price: number }[] }
    ).items;
    const row = rows.find((r) => r.code === 'BOARD');
    if (!row) throw new Error('no boardroom');
    return row;
  };
  const before = await boardroom();
  try {
    await signInByKeys(page);
    await openFromMenu(page, 'Offer', 'Rooms and meeting rooms');
    // Into the list's grid; the arrow keys to the Boardroom, Enter opens it.
    const grid = page.getByRole('grid');
    const row = grid.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Boardroom' }) });
    await tabTo(page, grid);
    for (let i = 0; i < 30 && !(await row.evaluate((el) => el.contains(document.activeElement))); i++)
      await press(page, 'ArrowDown');
    await press(page, 'Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Boardroom' })).toBeFocused();

    const price = page.getByRole('textbox', { name: 'Base price' });
    await expect(price).toHaveValue('€600.00');
    await tabTo(page, price);
    await press(page, 'Control+A');
    await typeText(page, '645');
    await tabTo(page, page.getByRole('button', { name: 'Save changes' }));
    await press(page, 'Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
    await expectVisibleFocus(page, 'saving');

    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Base price' })).toHaveValue('€645.00');
    expect((await boardroom()).price).toBe(64_500);
  } finally {
    // The other specs of this run read the same demo hotel: the price goes back.
    const now = await boardroom();
    const res = await request.post(`/api/staff/unitgroup/update/${now.id}`, {
      headers,
      data: { id: now.id, version: now.version, price: before.price },
    });
    expect(res.status()).toBe(200);
  }
});

test('staff upload an image by keyboard (Enter opens the file chooser) and describe it for guests', {
  tag: ['@wcag-2.1.1', '@wcag-2.4.3', '@wcag-2.4.7', '@wcag-2.4.11'],
}, async ({ page, request }) => {
  // A sign-in, an upload through sharp and a save, by keys, on a loaded machine.
  test.setTimeout(90_000);
  const headers = await ownerHeaders(request);
  const images = async () => {
    const res = await request.get('/api/staff/document/list?f.propertyId=1&p.s=500', { headers });
    return (
      (await res.json()) as {
        items: { id: number; version: number; i18n: { en?: { description?: string } } }[];
      }
    ).items;
  };
  const before = await images();
  const description = `Terrace in the morning ${Date.now()}`;
  let added: { id: number; version: number } | undefined;
  try {
    await signInByKeys(page);
    await openFromMenu(page, 'Images', 'Images');
    // The property's images are in (the page renders them once they have loaded) before the keys.
    await expect(page.locator('img[src^="/api/document/"]').first()).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: 'Choose images' }));
    // Nothing is loading any more (thumbnails included) when the key opens the file chooser.
    await page.waitForLoadState('networkidle');
    // Enter on the focused button opens the file chooser. On a loaded machine a key press can be lost before the
    // page handles it; the staff user then presses Enter again, as the test does (property-images.spec.ts too).
    const choose = page.getByRole('button', { name: 'Choose images' });
    const got: { chooser?: FileChooser } = {};
    await expect(async () => {
      await expect(choose).toBeFocused();
      const opened = page.waitForEvent('filechooser', { timeout: 5_000 });
      await page.keyboard.press('Enter');
      got.chooser = await opened;
    }).toPass({ timeout: 20_000 });
    if (!got.chooser) throw new Error('Enter on "Choose images" opened no file chooser');
    await got.chooser.setFiles({
      name: 'terrace.jpg',
      mimeType: 'image/jpeg',
      buffer: await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#8a6a35' } })
        .jpeg()
        .toBuffer(),
    });
    const upload = page.getByRole('list', { name: 'Uploads' }).getByRole('listitem').filter({
      hasText: 'terrace.jpg',
    });
    await expect(upload).toContainText('Uploaded', { timeout: 20_000 });
    await expect(page.getByRole('status')).toHaveText('terrace.jpg is uploaded.');
    await expectVisibleFocus(page, 'the upload');

    added = (await images()).find((d) => !before.some((b) => b.id === d.id));
    expect(added).toBeDefined();
    const card = page
      .getByRole('listitem')
      .filter({ has: page.locator(`img[src^="/api/document/${added?.id}/"]`) });
    // Lindenhof writes German: an English text alternative is its translation.
    await tabTo(page, card.getByRole('textbox', { name: 'Description (English)' }));
    await typeText(page, description);
    await press(page, 'Enter');
    await expect(page.getByRole('status')).toHaveText('The description is saved.');
    await expectVisibleFocus(page, 'saving the description');
    await expect(page.getByRole('img', { name: description })).toBeVisible();
    expect((await images()).find((d) => d.id === added?.id)?.i18n.en?.description).toBe(description);
    // Back up the page to the menu, to the dashboard: every control Shift+Tab scrolls back to shows below the
    // sticky header.
    await openFromMenu(page, 'Dashboard', 'Dashboard');
  } finally {
    // The guests' hero carousel of this run's other specs stays as it was.
    const stored = (await images()).find((d) => d.id === added?.id);
    if (stored) {
      const res = await request.delete(`/api/staff/document/delete/${stored.id}?version=${stored.version}`, {
        headers,
      });
      expect(res.status()).toBe(204);
    }
  }
});
