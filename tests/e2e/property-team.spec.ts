import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { expectNoAxeViolations } from '../src/axe.ts';
import { chooseLanguage } from '../src/configurator-helpers.ts';
import { type APIRequestContext, expect, type Page, test } from '../src/test.ts';

/*
 * The property app's Team page (docs/api.md#property-users) through the real server: the Lindenhof owner invites
 * a new e-mail, the invitation arrives at a real SMTP server (src/servers/smtp-catcher.ts, started by
 * playwright.config.ts), its link sets a password and the new user works at Lindenhof; roles change, members
 * leave, the last owner stays; staff see the list only; the keyboard, German, axe at phone and desktop width.
 */

const OWNER = 'owner@lindenhof.example';
const STAFF = 'staff@lindenhof.example';
const PASSWORD = 'Demo-Stay-2026!';
const wide = { width: 1400, height: 900 };
const narrow = { width: 390, height: 844 };
const shots = process.env.PA_SHOTS_DIR;
const mailsUrl = `http://127.0.0.1:${process.env.E2E_SMTP_HTTP_PORT}/mails`;

/** A new e-mail address per test, so tests never share members. */
const newEmail = (what: string) => `${what}-${randomUUID().slice(0, 8)}@team.example`;

async function shoot(page: Page, name: string) {
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}

async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto('/app/login');
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

async function openTeam(page: Page, label = 'Team') {
  const viewport = page.viewportSize();
  if (viewport && viewport.width < 600) {
    await page.getByRole('button', { name: /Open menu|Menü öffnen/ }).click();
  }
  await page.getByRole('navigation').getByRole('link', { name: label }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
}

async function logOut(page: Page, name: string) {
  await page.getByRole('button', { name: `User menu: ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
}

/** The mails the SMTP catcher received for `email`. */
async function mailsTo(request: APIRequestContext, email: string) {
  const answer = await request.get(`${mailsUrl}?to=${encodeURIComponent(email)}`);
  return ((await answer.json()) as { items: { subject: string; text: string }[] }).items;
}

/** A verified account of its own, made through the API: signup and its mailed verification link. */
async function verifiedAccount(request: APIRequestContext, email: string, name: string, password: string) {
  expect(
    (await request.post('/api/signup', { data: { name, email, password, termsaccepted: true } })).status(),
  ).toBe(202);
  await expect.poll(async () => (await mailsTo(request, email)).length, { timeout: 15_000 }).toBe(1);
  const [mail] = await mailsTo(request, email);
  const link = mail?.text.match(/https?:\/\/\S+\/app\/verify-email\?token=[\w-]+/)?.[0] ?? '';
  const token = new URL(link).searchParams.get('token');
  expect((await request.post('/api/signup/verify', { data: { token } })).status()).toBe(204);
}

/** Adds a member through the API as the Lindenhof owner (for tests about what comes after). */
async function addByApi(request: APIRequestContext, email: string, name: string, role = 'staff') {
  const login = await request.post('/api/login', { data: { username: OWNER, password: PASSWORD } });
  const { token, properties } = (await login.json()) as { token: string; properties: { id: number }[] };
  const added = await request.post(`/api/staff/property/${properties[0]?.id}/users`, {
    headers: { 'X-Auth-Token': token },
    data: { email, name, role },
  });
  expect(added.status()).toBe(201);
}

const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

test('the owner invites a new user by clicks; the mailed link sets a password and the user works at Lindenhof', async ({
  page,
  request,
}) => {
  const email = newEmail('nina');
  await page.setViewportSize(wide);
  await signIn(page, OWNER);
  await openTeam(page);
  await expect(page).toHaveTitle('Team – Property app');
  await expect(rowOf(page, 'Lindenhof Owner')).toContainText('Owner');
  await expect(rowOf(page, 'Lindenhof Owner')).toContainText('(you)');
  await expect(rowOf(page, 'Lindenhof Staff')).toContainText('Staff');
  await expectNoAxeViolations(page, 'team');

  await page.getByRole('button', { name: 'Add user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a user' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Nina Neu');
  await dialog.getByRole('textbox', { name: 'E-mail address' }).fill('nina-at-example');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog.getByText('Please enter a valid e-mail address.')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'E-mail address' })).toBeFocused();
  await expectNoAxeViolations(page, 'add user with an error');
  await dialog.getByRole('textbox', { name: 'E-mail address' }).fill(email);
  await dialog.getByRole('button', { name: /Role/ }).click();
  await page.getByRole('option', { name: 'Staff' }).click();
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Invitation sent' })).toHaveText(
    `Invitation sent to ${email}.`,
  );
  await expect(rowOf(page, 'Nina Neu')).toContainText('Invited');
  await expect(rowOf(page, 'Nina Neu')).toContainText(email);
  await expectNoAxeViolations(page, 'team after an invitation');
  await logOut(page, 'Lindenhof Owner');

  await expect.poll(async () => (await mailsTo(request, email)).length, { timeout: 15_000 }).toBe(1);
  const [mail] = await mailsTo(request, email);
  expect(mail?.subject).toBe('Lindenhof Owner invites you to Seehotel Lindenhof');
  const link = mail?.text.match(/https?:\/\/\S+\/app\/reset-password\?token=[\w-]+/)?.[0];
  expect(link, 'the invitation link in the mail').toBeTruthy();
  await page.goto(link ?? '');
  await expect(page.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
  const password = 'Nina-Joins-2026!';
  await page.getByRole('textbox', { name: 'New password' }).fill(password);
  await page.getByRole('textbox', { name: 'Repeat the password' }).fill(password);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(
    page.getByText('Your password has been changed. Please sign in with your new password.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Sign in' }).click();
  await signIn(page, email, password);
  await expect(page.getByRole('heading', { level: 2, name: 'Seehotel Lindenhof' })).toBeVisible();

  // As staff, Nina sees the team but cannot change it.
  await openTeam(page);
  await expect(rowOf(page, 'Nina Neu')).not.toContainText('Invited');
  await expect(page.getByText("Only the property's owners can change the team.")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add user' })).toHaveCount(0);
});

test('an existing account is only invited: it signs in from the mailed link and accepts, then works at Lindenhof', async ({
  page,
  request,
}) => {
  const email = newEmail('ella');
  const password = 'Ella-Exists-2026!';
  await verifiedAccount(request, email, 'Ella Exists', password);
  await addByApi(request, email, 'Ignored');
  await expect.poll(async () => (await mailsTo(request, email)).length, { timeout: 15_000 }).toBe(2);
  const mail = (await mailsTo(request, email)).find((m) => m.text.includes('/app/accept-invitation'));
  expect(mail?.subject).toBe('Lindenhof Owner invites you to Seehotel Lindenhof');
  expect(mail?.text).toContain('Sign in and accept the invitation');
  const link = mail?.text.match(/https?:\/\/\S+\/app\/accept-invitation\?token=[\w-]+/)?.[0];
  expect(link, 'the accept link in the mail').toBeTruthy();

  // Until accepted, the owner sees Ella as invited, and she does not work at Lindenhof.
  await page.setViewportSize(wide);
  await signIn(page, OWNER);
  await openTeam(page);
  await expect(rowOf(page, 'Ella Exists')).toContainText('Invited');
  await logOut(page, 'Lindenhof Owner');

  // The link leads to sign-in first, then back to the invitation.
  await page.goto(link ?? '');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Accept the invitation' })).toBeVisible();
  await expect(page.getByText(`You are signed in as ${email}.`, { exact: false })).toBeVisible();
  await expectNoAxeViolations(page, 'accept invitation');
  await page.getByRole('button', { name: 'Accept the invitation' }).click();
  await expect(page.getByText('You now work for Seehotel Lindenhof as Staff.')).toBeFocused();
  await expectNoAxeViolations(page, 'invitation accepted');
  await page.getByRole('link', { name: 'Go to the dashboard' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Seehotel Lindenhof' })).toBeVisible();
  await openTeam(page);
  await expect(rowOf(page, 'Ella Exists')).not.toContainText('Invited');
});

test('the owner changes a role and removes a member; the last owner stays', async ({ page, request }) => {
  const email = newEmail('rolf');
  await addByApi(request, email, 'Rolf Rolle');
  await page.setViewportSize(wide);
  await signIn(page, OWNER);
  await openTeam(page);

  // The only owner cannot step down.
  await page.getByRole('button', { name: 'Change role of Lindenhof Owner' }).click();
  const roleDialog = page.getByRole('dialog', { name: 'Role of Lindenhof Owner' });
  await roleDialog.getByRole('button', { name: /Role/ }).click();
  await page.getByRole('option', { name: 'Staff' }).click();
  await roleDialog.getByRole('button', { name: 'Save' }).click();
  await expect(roleDialog.getByRole('alert')).toHaveText(
    'A property needs at least one owner. Make someone else owner first.',
  );
  await expectNoAxeViolations(page, 'role dialog with the last-owner error');
  await roleDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(roleDialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Change role of Lindenhof Owner' })).toBeFocused();

  await page.getByRole('button', { name: 'Change role of Rolf Rolle' }).click();
  const rolfDialog = page.getByRole('dialog', { name: 'Role of Rolf Rolle' });
  await rolfDialog.getByRole('button', { name: /Role/ }).click();
  await page.getByRole('option', { name: 'Owner' }).click();
  await rolfDialog.getByRole('button', { name: 'Save' }).click();
  await expect(rolfDialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Rolf' })).toHaveText('Rolf Rolle is now Owner.');
  await expect(rowOf(page, 'Rolf Rolle').getByRole('cell', { name: 'Owner', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Remove Rolf Rolle' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove Rolf Rolle?' });
  await expect(confirm).toContainText('Rolf Rolle will no longer have access to Seehotel Lindenhof.');
  await expectNoAxeViolations(page, 'remove dialog');
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Rolf' })).toHaveText('Rolf Rolle removed.');
  await expect(rowOf(page, 'Rolf Rolle')).toHaveCount(0);
});

test('staff see the team without any way to change it', async ({ page }) => {
  await page.setViewportSize(wide);
  await signIn(page, STAFF);
  await openTeam(page);
  await expect(rowOf(page, 'Lindenhof Staff')).toContainText('(you)');
  await expect(page.getByRole('button', { name: 'Add user' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Change role|Remove/ })).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: 'Actions' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'team as staff');
});

test('the owner adds and removes a user with the keyboard alone; focus then goes to the next Remove @wcag-2.4.3 @wcag-3.3.4', async ({
  page,
}) => {
  const email = newEmail('kira');
  await page.setViewportSize(wide);
  await signIn(page, OWNER);
  const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
  const tabTo = async (text: string) => {
    for (let i = 0; i < 40 && (await focused()) !== text; i++) await page.keyboard.press('Tab');
    expect(await focused()).toBe(text);
  };
  await tabTo('Team');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  // The menu keeps focus on its link (the menu stays); the page follows it.
  await expect(page.getByRole('link', { name: 'Team' })).toHaveAttribute('aria-current', 'page');
  await tabTo('Add user');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Name' })).toBeFocused();
  await page.keyboard.type('Kira Key');
  await page.keyboard.press('Tab');
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  // The role: open the choice, move to Owner, take it.
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option', { name: 'Owner' })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  const role = page.getByRole('dialog').getByRole('button', { name: /Role/ });
  await expect(role).toContainText('Owner');
  // The list has closed and given the focus back to its button before the next Tab.
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(role).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Add', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Invitation' })).toHaveText(
    `Invitation sent to ${email}.`,
  );
  // Focus is back on "Add user"; Tab through the table (each member's buttons are Tab stops) to her "Remove".
  await expect(page.getByRole('button', { name: 'Add user' })).toBeFocused();
  const remove = page.getByRole('button', { name: 'Remove Kira Key' });
  for (let i = 0; i < 40; i++) {
    if (await remove.evaluate((el) => el === document.activeElement)) break;
    const inRow = await page.evaluate(() =>
      Boolean(document.activeElement?.closest('[role="row"]')?.textContent?.includes('Kira Key')),
    );
    const inTable = await page.evaluate(() => Boolean(document.activeElement?.closest('[role="grid"]')));
    await page.keyboard.press(inRow ? 'ArrowRight' : inTable ? 'ArrowDown' : 'Tab');
  }
  await expect(remove).toBeFocused();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog', { name: 'Remove Kira Key?' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(confirm.getByRole('button', { name: 'Remove' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Kira' })).toHaveText('Kira Key removed.');
  // Her row is gone; focus is on the Remove of the row that took its place, or the one before (WCAG 2.4.3).
  await expect(page.getByRole('button', { name: 'Remove Kira Key' })).toHaveCount(0);
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? ''))
    .toMatch(/^Remove /);
});

test('the Team page speaks German, including the server’s refusals', async ({ page }) => {
  await page.setViewportSize(wide);
  await signIn(page, OWNER);
  await chooseLanguage(page, 'Language: English', 'Deutsch');
  await page.getByRole('navigation').getByRole('link', { name: 'Team' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Rolle' })).toBeVisible();
  await expect(rowOf(page, 'Lindenhof Owner')).toContainText('Inhaber');
  await page.getByRole('button', { name: 'Benutzer hinzufügen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Benutzer hinzufügen' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Noch Einmal');
  await dialog.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(STAFF);
  await dialog.getByRole('button', { name: 'Hinzufügen', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Dieses Konto arbeitet bereits für dieses Haus.');
  await expectNoAxeViolations(page, 'add user refused, German');
});

for (const [size, viewport] of [
  ['1400x900', wide],
  ['390x844', narrow],
] as const) {
  test(`the Team page passes axe at ${size}, in English and German`, async ({ page, request }) => {
    // Someone still invited, so the badge is scanned too.
    await addByApi(request, newEmail('ivo'), `Ivo Invited ${size}`);
    await page.setViewportSize(viewport);
    await signIn(page, OWNER);
    await openTeam(page);
    await expect(rowOf(page, `Ivo Invited ${size}`)).toContainText('Invited');
    await expectNoAxeViolations(page, `team en ${size}`);
    await shoot(page, `team-en-${size}`);
    await page.getByRole('button', { name: 'Add user' }).click();
    await expect(page.getByRole('dialog', { name: 'Add a user' })).toBeVisible();
    await expectNoAxeViolations(page, `add user en ${size}`);
    await shoot(page, `team-add-en-${size}`);
    await page.keyboard.press('Escape');
    await chooseLanguage(page, 'Language: English', 'Deutsch');
    await expect(page.getByRole('columnheader', { name: 'Rolle' })).toBeVisible();
    await expectNoAxeViolations(page, `team de ${size}`);
    await shoot(page, `team-de-${size}`);
    await page.getByRole('button', { name: 'Benutzer hinzufügen' }).click();
    await expect(page.getByRole('dialog', { name: 'Benutzer hinzufügen' })).toBeVisible();
    await expectNoAxeViolations(page, `add user de ${size}`);
    await shoot(page, `team-add-de-${size}`);
  });
}
